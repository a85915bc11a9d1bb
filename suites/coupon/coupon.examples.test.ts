// GET_COUPON_BY_ID by example: one vitest test per example case of src/cases/coupon.ts that the run's plan selected.
import { conformanceSuite } from '../support.js';

conformanceSuite('coupon', 'example');
