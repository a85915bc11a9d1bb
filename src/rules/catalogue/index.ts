// The rule catalogue in one list: ids, levels, sections and titles of everything the harness judges.
import type { AnyRule } from '../types.js';
import { categories } from './categories.js';
import { coupon } from './coupon.js';
import { inquiry } from './inquiry.js';

export { categories, coupon, inquiry };

export const catalogue: readonly AnyRule[] = [...Object.values(coupon), ...Object.values(categories), ...Object.values(inquiry)];
