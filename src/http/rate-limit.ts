// Politeness (design decision 16): requests of one client are spaced evenly. A token bucket
// that holds a single token never allows a burst, so the n-th request of a busy client starts
// no earlier than (n - 1) / rate seconds after the first.

export interface RateLimiter {
  /** Resolves when the caller may send its next request. */
  take(): Promise<void>;
  /**
   * Halves the rate (down to MIN_RATE_PER_SECOND) and makes the next request wait a whole new
   * interval: what the gateway's X-CAG-Warnings header asks for.
   */
  slowDown(): void;
  /** Requests per second allowed now. */
  readonly ratePerSecond: number;
}

/** Time source for the limiter; injectable so tests need not wait. */
export interface RateLimiterClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export interface RateLimiterOptions {
  /**
   * The bucket starts empty: even the first request waits one interval. A client that replaces
   * another (each test file runs in a fresh worker, one after the other when rate-limited) then
   * cannot follow the previous client's last request closer than one interval.
   */
  startEmpty?: boolean;
}

/** Slowing down never goes below one request every two seconds: the run must still end. */
export const MIN_RATE_PER_SECOND = 0.5;

export const systemClock: RateLimiterClock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export function createRateLimiter(
  ratePerSecond: number,
  clock: RateLimiterClock = systemClock,
  options: RateLimiterOptions = {},
): RateLimiter {
  if (!Number.isFinite(ratePerSecond) || ratePerSecond <= 0) {
    throw new RangeError(`rate must be a positive number of requests per second, got ${ratePerSecond}`);
  }
  let rate = ratePerSecond;
  let intervalMs = 1000 / rate;
  let nextSlotAt = options.startEmpty ? clock.now() + intervalMs : Number.NEGATIVE_INFINITY;

  return {
    async take() {
      const now = clock.now();
      // The slot is reserved before waiting, so concurrent callers queue up behind each other.
      const slot = Math.max(now, nextSlotAt);
      nextSlotAt = slot + intervalMs;
      if (slot > now) await clock.sleep(slot - now);
      // A timer that fired late must not let the next request follow closer than one interval.
      nextSlotAt = Math.max(nextSlotAt, clock.now() + intervalMs);
    },
    slowDown() {
      // A rate configured below the floor is never raised by slowing down.
      rate = Math.min(rate, Math.max(MIN_RATE_PER_SECOND, rate / 2));
      intervalMs = 1000 / rate;
      nextSlotAt = Math.max(nextSlotAt, clock.now() + intervalMs);
    },
    get ratePerSecond() {
      return rate;
    },
  };
}
