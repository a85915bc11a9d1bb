// Records what judging one exchange found, one observation per rule of the judge. A gate is a rule
// whose failure makes the rules after it impossible to judge (no body to read after a 404 where 200
// was due): they are skipped with that reason, so a defect is reported once, under the rule it breaks.
// A rule whose own input cannot be read is skipped too, naming the rule that reports why.
import type { Exchange } from '../http/types.js';
import { headline } from '../rules/describe.js';
import { firstUnreadable } from '../rules/inputs.js';
import type { Observation } from '../rules/observation.js';
import type { AnyRule, Rule, Unreadable, Violation } from '../rules/rule.js';
import { evidenceOf } from './evidence.js';

/** The document a subject carries, for the rules that declare what they read of it. */
const documentOf = (subject: unknown): unknown =>
  subject !== null && typeof subject === 'object' && 'document' in subject ? subject.document : undefined;

export class JudgementRecorder {
  private readonly recorded = new Map<string, Observation>();
  /** Rules not judged because their input could not be read; their reason names the rule that reports it, once all are recorded. */
  private readonly unread = new Map<string, Unreadable>();
  private stoppedBecause: string | undefined;

  constructor(
    private readonly rules: readonly AnyRule[],
    private readonly exchange: Exchange,
  ) {}

  /**
   * Runs the rule's check on the subject (plus violations found for it elsewhere, e.g. its schema errors)
   * and records the outcome; returns whether the rule held (a rule that could not be judged did not).
   */
  apply<S>(rule: Rule<S>, subject: S, found: readonly Violation[] = []): boolean {
    const own = rule.check?.(subject);
    const violations = [...found, ...(Array.isArray(own) ? own : [])];
    const unreadable =
      violations.length === 0
        ? ((own && !Array.isArray(own) ? own.notJudged : undefined) ?? firstUnreadable(documentOf(subject), rule.reads))
        : undefined;
    return this.record(rule, violations, unreadable);
  }

  /** Records violations computed by the caller (and, when there are none, what could not be read); returns whether the rule held. */
  record(rule: AnyRule, violations: readonly Violation[], unreadable?: Unreadable): boolean {
    if (!this.rules.includes(rule)) throw new Error(`judge does not declare rule ${rule.id}`);
    if (this.stoppedBecause !== undefined) throw new Error(`rule ${rule.id} judged after the judgement stopped`);
    if (violations.length > 0) {
      this.recorded.set(rule.id, {
        rule: rule.id,
        status: rule.severity === 'must' ? 'failed' : 'warning',
        message: headline(violations),
        evidence: evidenceOf(this.exchange, violations),
      });
      return false;
    }
    if (unreadable) {
      this.unread.set(rule.id, unreadable);
      return false;
    }
    this.recorded.set(rule.id, { rule: rule.id, status: 'passed', message: 'held' });
    return true;
  }

  /** Stops judging: every rule not judged yet is skipped for this reason. */
  stop(reason: string): void {
    this.stoppedBecause ??= reason;
  }

  /** Applies a gate: when it fails, the rules after it cannot be judged. */
  gate<S>(rule: Rule<S>, subject: S): boolean {
    const held = this.apply(rule, subject);
    if (!held) this.stop(`not judged: ${rule.id} failed`);
    return held;
  }

  observations(): Observation[] {
    const reason = this.stoppedBecause ?? 'not judged';
    return this.rules.map((rule) => {
      const unread = this.unread.get(rule.id);
      if (unread) return { rule: rule.id, status: 'skipped', message: this.notJudgedReason(unread) };
      return this.recorded.get(rule.id) ?? { rule: rule.id, status: 'skipped', message: reason };
    });
  }

  /**
   * "not judged: /startDate is not a date; see coupon.dates.format": the rule with a violation at the
   * unreadable part itself, else nearest above it (the container that is broken), else nearest inside it.
   */
  private notJudgedReason({ at, problem }: Unreadable): string {
    let reporter: { rule: string; distance: number } | undefined;
    for (const observation of this.recorded.values()) {
      for (const { instancePath: path } of observation.evidence?.errors ?? []) {
        if (path === '') continue;
        const distance =
          path === at
            ? 0
            : at.startsWith(`${path}/`)
              ? at.length - path.length
              : path.startsWith(`${at}/`)
                ? 1e6 + path.length - at.length
                : undefined;
        if (distance !== undefined && (!reporter || distance < reporter.distance)) reporter = { rule: observation.rule, distance };
      }
    }
    return `not judged: ${at || 'the body'} ${problem}${reporter ? `; see ${reporter.rule}` : ''}`;
  }
}
