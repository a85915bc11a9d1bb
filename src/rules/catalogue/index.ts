// The rule catalogue in one list: every rule the harness judges, in report order.
import type { AnyRule } from '../rule.js';
import { categories } from './categories.js';
import { coupon } from './coupon.js';
import { inquiry } from './inquiry.js';

export { categories, coupon, inquiry };

export const catalogue: readonly AnyRule[] = [...Object.values(coupon), ...Object.values(categories), ...Object.values(inquiry)];
