// Every conformance case, in the order the suites run them.
import { CATEGORY_CASES } from './categories.js';
import { COUPON_CASES } from './coupon.js';
import { INQUIRY_CASES } from './inquiry.js';
import type { ConformanceCase } from './types.js';

export const ALL_CASES: readonly ConformanceCase[] = [...COUPON_CASES, ...CATEGORY_CASES, ...INQUIRY_CASES];
