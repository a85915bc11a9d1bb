// The embedded reference implementation: a seeded dataset served by node:http, conforming to every
// rule of the spec and of the project's decisions. It is the harness's control: it must raise no false alarm.

export { buildDataset, DEFAULT_SEED } from './dataset/index.js';
export { MAX_DELAY_MS, MAX_RETRY_AFTER_S, NAMED_ANSWERS, PREFERRED_CODES } from './prefer.js';
export { MOCK_TIMINGS, type MockTimings } from './timings.js';
export { createRandom, type Random } from './random.js';
export { JSON_CONTENT_TYPE, maskCouponId, parseId, resolveVendorId, respond } from './responses.js';
export { createReferenceHandler, startReferenceServer, type ReferenceHandler } from './server.js';
export { FORMS } from './types.js';
export { JOURNAL_LIMIT, type JournalEntry } from './journal.js';
export { MOCK_PATHS } from './mock-paths.js';
export { MAX_TIMES, type QueuedPreference } from './prefer-queue.js';
export type * from './types.js';
