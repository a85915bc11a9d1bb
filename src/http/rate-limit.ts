// Politeness (design decision 16): requests of one client are spaced evenly. A token bucket
// that holds a single token never allows a burst, so the n-th request of a busy client starts
// no earlier than (n - 1) / rate seconds after the first.

export interface RateLimiter {
  /** Resolves when the caller may send its next request. */
  take(): Promise<void>;
}

/** Time source for the limiter; injectable so tests need not wait. */
export interface RateLimiterClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: RateLimiterClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createRateLimiter(
  ratePerSecond: number,
  clock: RateLimiterClock = systemClock,
): RateLimiter {
  if (!Number.isFinite(ratePerSecond) || ratePerSecond <= 0) {
    throw new RangeError(`rate must be a positive number of requests per second, got ${ratePerSecond}`);
  }
  const intervalMs = 1000 / ratePerSecond;
  let nextSlotAt = Number.NEGATIVE_INFINITY;

  return {
    async take() {
      const now = clock.now();
      // The slot is reserved before waiting, so concurrent callers queue up behind each other.
      const slot = Math.max(now, nextSlotAt);
      nextSlotAt = slot + intervalMs;
      if (slot > now) await clock.sleep(slot - now);
    },
  };
}
