// What a fault's rule says of it: the rule's operation names the suite (--suite) and the operation whose
// answers the defect changes, its level whether a run needs --strict to fail (a SHOULD rule only warns).
// A fault states its defect and nothing that its rule already says.
import { specOf, type SuiteName } from '../operations.js';
import { catalogue } from '../rules/catalogue/index.js';
import type { AnyRule } from '../rules/rule.js';
import type { Fault } from './fault.js';
import type { Scope } from './scope.js';

type Caught = Pick<Fault, 'id' | 'catches'>;

/** The rule the fault breaks, of `rules` (the catalogue unless a test gives its own). */
export function ruleCaughtBy(fault: Caught, rules: readonly AnyRule[] = catalogue): AnyRule {
  const rule = rules.find((candidate) => candidate.id === fault.catches);
  if (!rule) throw new Error(`fault ${fault.id} breaks ${fault.catches}, which is no rule of the catalogue`);
  return rule;
}

/** The suite that runs the caught rule's operation. */
export const suiteOf = (fault: Caught, rules?: readonly AnyRule[]): SuiteName => specOf(ruleCaughtBy(fault, rules).operation).suite;

/** Whether the caught rule is a SHOULD: its warning fails only with --strict. */
export const strictOf = (fault: Caught, rules?: readonly AnyRule[]): boolean => ruleCaughtBy(fault, rules).level === 'SHOULD';

/** The kinds of answer the fault changes: those it names, of its rule's operation. */
export function scopesOf(fault: Pick<Fault, 'id' | 'catches' | 'answers'>, rules?: readonly AnyRule[]): Scope[] {
  const suite = suiteOf(fault, rules);
  return [fault.answers].flat().map((answer): Scope => `${suite}-${answer}`);
}
