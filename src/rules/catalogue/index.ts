// The rule catalogue in one list: every rule the harness judges, in report order.
import type { AnyRule } from '../rule.js';
import { categories } from './categories.js';
import { coupon } from './coupon.js';
import { inquiry } from './inquiry.js';

export { categories, coupon, inquiry };

/** Every rule of the operations' objects, in order: a rule added to one of them is in the catalogue. */
export const catalogueOf = (...operations: readonly Record<string, AnyRule>[]): readonly AnyRule[] =>
  operations.flatMap((rules) => Object.values(rules));

export const catalogue: readonly AnyRule[] = catalogueOf(coupon, categories, inquiry);

/**
 * The rules that read only the status line and the headers of an answer, never its body: what can still
 * be judged of an answer whose body is missing (a recording that left it out), and what a body alone
 * cannot show (validate).
 */
export const STATUS_AND_HEADER_RULES: readonly AnyRule[] = [
  coupon.noServerError,
  coupon.foundStatus,
  coupon.notFoundStatus,
  coupon.malformedStatus,
  coupon.contentType,
  coupon.contentTypeOnce,
  coupon.readOnly,
  categories.noServerError,
  categories.status,
  categories.contentType,
  categories.contentTypeOnce,
  categories.readOnly,
  inquiry.noServerError,
  inquiry.foundStatus,
  inquiry.notFoundStatus,
  inquiry.malformedStatus,
  inquiry.foreignStatus,
  inquiry.contentType,
  inquiry.contentTypeOnce,
  inquiry.readOnly,
];
