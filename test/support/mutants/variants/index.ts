// The faulty implementations: the reference with one defect each, one file per operation, and those whose
// defect is confined to one class of id. Every MUST rule of the catalogue is the target of at least one, most
// SHOULD rules too (judged with --strict, where a warning fails: run-as.ts derives it from the rule's level).
import type { Variant } from './variant.js';
import { CATEGORY_VARIANTS } from './categories.js';
import { COUPON_VARIANTS } from './coupon.js';
import { ID_CLASS_VARIANTS } from './id-classes.js';
import { INQUIRY_VARIANTS } from './inquiry.js';

export type { Variant };
export { hostedOf, strictOf, suiteOf } from './run-as.js';

/** Never answers the category list: those rules are errors (timeout), the other operations are still judged. */
export const NEVER_ANSWERS: Variant = {
  id: 'categories-never-answers',
  defect: 'the category list never answers',
  catches: 'categories.status',
  answers: [],
  change: (answer) => answer,
  hangs: (request) => request.path.includes('/display-categories'),
};

export const VARIANTS: readonly Variant[] = [
  ...COUPON_VARIANTS,
  ...CATEGORY_VARIANTS,
  ...INQUIRY_VARIANTS,
  ...ID_CLASS_VARIANTS,
  NEVER_ANSWERS,
];
