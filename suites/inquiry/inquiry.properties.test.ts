// GET_ORIGIN_INQUIRY_BY_ID under generated ids: one vitest test per property of src/cases/inquiry.ts, its fixed cases first,
// then random ones from the run's seed (--seed replays them).
import { conformanceSuite } from '../support.js';

conformanceSuite('inquiry', 'property');
