// Records what judging one exchange found, one observation per rule of the judge. A gate is a rule
// whose failure makes the rules after it impossible to judge (no body to read after a 404 where 200
// was due): they are skipped with that reason, so a defect is reported once, under the rule it breaks.
// A rule whose own input cannot be read is skipped too, naming the rule that reports why.
import type { Exchange } from '../http/index.js';
import { afterGate, bodyUnreadable, headline, HELD, NOT_JUDGED, partUnreadable } from '../rules/messages.js';
import { onePerRule, type Observation } from '../rules/observation.js';
import type { AnyRule, Unreadable, Violation } from '../rules/rule.js';
import { evidenceOf } from './evidence.js';

export class JudgementRecorder {
  private readonly recorded = new Map<string, Observation>();
  /** Rules not judged because their input could not be read; their reason names the rule that reports it, once all are recorded. */
  private readonly unread = new Map<string, Unreadable>();
  private stoppedBecause: string | undefined;

  constructor(
    readonly rules: readonly AnyRule[],
    private readonly exchange: Exchange,
  ) {}

  /** Records the violations found (and, when there are none, what could not be read); returns whether the rule held. */
  record(rule: AnyRule, violations: readonly Violation[], unreadable?: Unreadable): boolean {
    if (!this.rules.includes(rule)) throw new Error(`judge does not declare rule ${rule.id}`);
    if (this.stoppedBecause !== undefined) throw new Error(`rule ${rule.id} judged after the judgement stopped`);
    if (violations.length > 0) {
      this.recorded.set(rule.id, {
        rule: rule.id,
        status: rule.level === 'MUST' ? 'failed' : 'warning',
        message: headline(violations),
        evidence: evidenceOf(this.exchange, violations),
      });
      return false;
    }
    if (unreadable) {
      this.unread.set(rule.id, unreadable);
      return false;
    }
    this.recorded.set(rule.id, { rule: rule.id, status: 'passed', message: HELD });
    return true;
  }

  /** A gate failed: every rule not judged yet is skipped, naming it. */
  stopAfterGate(gate: AnyRule): void {
    this.stoppedBecause ??= afterGate(gate.id);
  }

  /** The part of the body every rule reads is not there (`what`), as `reportedBy` says: every rule not judged yet is skipped. */
  stopUnreadable(what: string, reportedBy: AnyRule): void {
    this.stoppedBecause ??= bodyUnreadable(what, reportedBy.id);
  }

  observations(): Observation[] {
    const found = new Map(this.recorded);
    for (const [rule, unread] of this.unread) found.set(rule, { rule, status: 'skipped', message: this.notJudgedReason(unread) });
    return onePerRule(this.rules, found, { status: 'skipped', message: this.stoppedBecause ?? NOT_JUDGED });
  }

  /**
   * "not judged: /startDate is not a date; see coupon.dates.format": the rule with a violation at the
   * unreadable part itself, else nearest above it (the container that is broken), else nearest inside it.
   */
  private notJudgedReason({ at, problem }: Unreadable): string {
    let reporter: { rule: string; distance: number } | undefined;
    for (const observation of this.recorded.values()) {
      for (const { instancePath: path } of observation.evidence?.violations ?? []) {
        if (path === '') continue;
        const distance =
          path === at
            ? 0
            : at.startsWith(`${path}/`)
              ? at.length - path.length
              : path.startsWith(`${at}/`)
                ? // Stryker disable next-line ArithmeticOperator: `at` is one for every part inside it: + or - its length ranks them alike
                  1e6 + path.length - at.length
                : undefined;
        if (distance !== undefined && (!reporter || distance < reporter.distance)) reporter = { rule: observation.rule, distance };
      }
    }
    return partUnreadable({ at, problem }, reporter?.rule);
  }
}
