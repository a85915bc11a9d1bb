// The politeness of one client in one place: the rate limit, and the slowing down that the
// marketplace gateway asks for with its X-CAG-Warnings header (sent at about 90% of the
// caller's allowance; see docs/robustness.md, "Politeness").

import { createRateLimiter, systemClock, type RateLimiter, type RateLimiterClock } from './rate-limit.js';

export const GATEWAY_WARNING_HEADER = 'x-cag-warnings';

/** An unlimited client that is warned starts at this rate: half the 10 req/s the marketplace documents. */
export const WARNED_UNLIMITED_RATE = 5;

export interface Pacer {
  /** Resolves when the next request (first attempt, retry or redirect hop) may go. */
  take(): Promise<void>;
  /** Looks at an answer's headers: a gateway warning halves the rate from now on. */
  observe(headers: Readonly<Record<string, string | string[] | undefined>>): void;
  /** Requests per second now; null while unlimited. */
  readonly ratePerSecond: number | null;
}

export function createPacer(ratePerSecond: number | null, clock: RateLimiterClock = systemClock): Pacer {
  // Empty at first: see RateLimiterOptions.startEmpty.
  let limiter: RateLimiter | undefined = ratePerSecond === null ? undefined : createRateLimiter(ratePerSecond, clock, { startEmpty: true });
  return {
    take: () => limiter?.take() ?? Promise.resolve(),
    observe(headers) {
      if (headers[GATEWAY_WARNING_HEADER] === undefined) return;
      if (limiter) limiter.slowDown();
      else limiter = createRateLimiter(WARNED_UNLIMITED_RATE, clock, { startEmpty: true });
    },
    get ratePerSecond() {
      return limiter?.ratePerSecond ?? null;
    },
  };
}
