// How a faulty implementation is run, read from the rule it catches: the rule's operation names the suite
// (--suite) and the operation whose answers the defect changes, its level whether the run needs --strict
// (a SHOULD rule only warns). A variant states its defect and nothing that its rule already says.
import { specOf, type SuiteName } from '../../../../src/operations.js';
import { catalogue } from '../../../../src/rules/catalogue/index.js';
import type { AnyRule } from '../../../../src/rules/rule.js';
import { faulty } from '../faults.js';
import type { Scope } from '../scope.js';
import type { Hosted } from '../variant-server.js';
import type { Variant } from './variant.js';

type Caught = Pick<Variant, 'id' | 'catches'>;

/** The rule the variant catches, of `rules` (the catalogue unless a test gives its own). */
export function ruleCaughtBy(variant: Caught, rules: readonly AnyRule[] = catalogue): AnyRule {
  const rule = rules.find((candidate) => candidate.id === variant.catches);
  if (!rule) throw new Error(`faulty implementation ${variant.id} catches ${variant.catches}, which is no rule of the catalogue`);
  return rule;
}

/** The suite that runs the caught rule's operation. */
export const suiteOf = (variant: Caught, rules?: readonly AnyRule[]): SuiteName => specOf(ruleCaughtBy(variant, rules).operation).suite;

/** Whether the caught rule is a SHOULD: its warning fails only with --strict. */
export const strictOf = (variant: Caught, rules?: readonly AnyRule[]): boolean => ruleCaughtBy(variant, rules).level === 'SHOULD';

/** The variant as the variant server hosts it: the reference, with the defect on the answers it names of the rule's operation. */
export function hostedOf(variant: Variant, rules?: readonly AnyRule[]): Hosted {
  const suite = suiteOf(variant, rules);
  const scopes = [variant.answers].flat().map((answer): Scope => `${suite}-${answer}`);
  return { id: variant.id, respond: faulty(scopes, variant.change), ...(variant.hangs ? { hangs: variant.hangs } : {}) };
}
