// The rule catalogue in one list: every rule the harness judges, in report order. Every other list of
// rules is computed from it and from the traits each rule declares (its subject, what it needs).
import type { AnyRule } from '../rule.js';
import { categories } from './categories/index.js';
import { coupon } from './coupon/index.js';
import { inquiry } from './inquiry/index.js';

export { categories, coupon, inquiry };

/** Every rule of the operations' objects, in order: a rule added to one of them is in the catalogue. */
export const catalogueOf = (...operations: readonly Record<string, AnyRule>[]): readonly AnyRule[] =>
  operations.flatMap((rules) => Object.values(rules));

export const catalogue: readonly AnyRule[] = catalogueOf(coupon, categories, inquiry);

/** The rules of the catalogue by id. */
export const ruleById: ReadonlyMap<string, AnyRule> = new Map(catalogue.map((rule) => [rule.id, rule]));
