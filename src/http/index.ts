export * from './types.js';
export { createHttpClient } from './client.js';
export { FIRST_429_BACKOFF_MS, MAX_RETRY_AFTER_WAIT_MS, retryAfterMs } from './retry-on-429.js';
export { createRateLimiter, systemClock, type RateLimiter, type RateLimiterClock } from './rate-limit.js';
export { ALWAYS_REDACTED_HEADERS, redactHeaders, redactText, type RedactionRules } from './redact.js';
export { formatBytes } from './transport-errors.js';
