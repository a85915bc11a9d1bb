// Records what judging one exchange found, one observation per rule of the judge. Rules that an
// earlier failure makes impossible to judge (no body to read after a 404 where 200 was due) are
// skipped with that reason: a defect is reported once, under the rule it breaks.
import type { Exchange } from '../http/types.js';
import { summarize } from '../rules/describe.js';
import type { AnyRule, Observation, Rule, Violation } from '../rules/types.js';
import { evidenceOf } from './evidence.js';

export class Judgement {
  private readonly observations = new Map<string, Observation>();
  private stoppedBecause: string | undefined;

  constructor(
    private readonly rules: readonly AnyRule[],
    private readonly exchange: Exchange,
  ) {}

  /** Runs the rule's check on the subject (plus violations found for it elsewhere) and records the outcome. */
  judge<S>(rule: Rule<S>, subject: S, found: readonly Violation[] = []): boolean {
    return this.record(rule, [...found, ...(rule.check?.(subject) ?? [])]);
  }

  /** Records violations computed by the caller; returns whether the rule held. */
  record(rule: AnyRule, violations: readonly Violation[]): boolean {
    if (!this.rules.includes(rule)) throw new Error(`judge does not declare rule ${rule.id}`);
    if (this.stoppedBecause !== undefined) throw new Error(`rule ${rule.id} judged after the judgement stopped`);
    if (violations.length === 0) {
      this.observations.set(rule.id, { rule: rule.id, status: 'passed', message: 'held' });
      return true;
    }
    this.observations.set(rule.id, {
      rule: rule.id,
      status: rule.severity === 'must' ? 'failed' : 'warning',
      message: summarize(violations),
      evidence: evidenceOf(this.exchange, violations),
    });
    return false;
  }

  /** Stops judging: every rule not judged yet is skipped for this reason. */
  stop(reason: string): void {
    this.stoppedBecause ??= reason;
  }

  /** Records the rule; when it fails, the rules after it cannot be judged. */
  gate<S>(rule: Rule<S>, subject: S): boolean {
    const held = this.judge(rule, subject);
    if (!held) this.stop(`not judged: ${rule.id} failed`);
    return held;
  }

  get stopped(): boolean {
    return this.stoppedBecause !== undefined;
  }

  observationsFor(): Observation[] {
    const reason = this.stoppedBecause ?? 'not judged';
    return this.rules.map((rule) => this.observations.get(rule.id) ?? { rule: rule.id, status: 'skipped', message: reason });
  }
}
