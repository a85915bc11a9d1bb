// GET_ORIGIN_INQUIRY_BY_ID by example: one vitest test per example case of src/cases/inquiry.ts that the run's plan selected.
import { conformanceSuite } from '../support.js';

conformanceSuite('inquiry', 'example');
