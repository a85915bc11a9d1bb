// Which schema validators a suites' thread compiles before vitest asks it for anything (suite-worker.ts):
// those the judges of the run's suites use. Any other still compiles on first use; this list only decides
// what is ready before the first test, and what a run of one suite does not compile for nothing.
import { SUITES, type SuiteName } from '../config/options.js';
import type { validators } from '../schemas/validators.js';

export type ValidatorName = keyof typeof validators;

/** The validators the judges of each suite use (src/judges/, src/rules/checks/). */
const VALIDATORS_OF_SUITE: Readonly<Record<SuiteName, readonly ValidatorName[]>> = {
  coupon: ['coupon', 'errorBody'],
  categories: ['categoryListShallow', 'categoryNodeShallow'],
  inquiry: ['inquiryEnvelope', 'errorBody'],
};

/** What a thread started for `suites` compiles ahead; every suite's validators when the run's suites are not known. */
export function validatorsToPreload(suites: readonly SuiteName[] = SUITES): ValidatorName[] {
  return [...new Set(suites.flatMap((suite) => VALIDATORS_OF_SUITE[suite]))];
}
