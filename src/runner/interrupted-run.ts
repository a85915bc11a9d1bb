// What an interrupted run reports of the tests the interrupt cut short or never let start. A rule they
// judge that held says it held only until the interrupt ("held on 12 answers before the run was
// interrupted"). A rule they would have judged that no answer so far did judge is "not run", like a rule
// no test reached, never "not applicable": what did not apply to the answers seen may apply to those
// never sent; nor "needs --probe-writes", which only says why another test of the rule sent nothing.
import type { Plan } from '../plan/plan.js';
import { NO_GENERATED_CASE, NOT_APPLICABLE } from '../rules/messages.js';
import type { Observation } from '../rules/observation.js';

/** Skips that say a rule did not apply to the answers seen, not that it could not be judged on them. */
const DID_NOT_APPLY: ReadonlySet<string> = new Set([NO_GENERATED_CASE, ...Object.values(NOT_APPLICABLE)]);

interface CutShort {
  /** The observations, without the "did not apply" skips of rules that only unfinished tests would have judged. */
  observations: Observation[];
  /** The rules of the planned tests that did not finish. */
  rules: ReadonlySet<string>;
}

/** `finished`: the names of the tests that judged all they planned (ConformanceReporter.finished). */
export function cutShortByInterrupt(plan: Plan, observations: readonly Observation[], finished: ReadonlySet<string>): CutShort {
  const rules = new Set(
    plan.cases
      .filter((p) => p.skipReason === undefined && !finished.has(p.case.name))
      .flatMap((p) => p.case.judge.rules.map((rule) => rule.id)),
  );
  const judged = new Set(observations.filter((o) => o.status !== 'skipped').map((o) => o.rule));
  // What a test that sends nothing needs ("needs --probe-writes") is no reason for a rule other tests judge too.
  const neverSent = new Set(plan.cases.flatMap((p) => (p.skipReason === undefined ? [] : [p.skipReason])));
  const notRunYet = (o: Observation) =>
    rules.has(o.rule) && !judged.has(o.rule) && o.status === 'skipped' && (DID_NOT_APPLY.has(o.message) || neverSent.has(o.message));
  return { observations: observations.filter((o) => !notRunYet(o)), rules };
}
