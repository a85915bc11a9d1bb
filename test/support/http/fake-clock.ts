// The rate limiter's and the pacer's clock in tests: time moves only when someone sleeps on it or the
// test says so, so a test asserts the waits asked for and never waits itself.
import type { RateLimiterClock } from '../../../src/http/rate-limit.js';

export interface FakeClock extends RateLimiterClock {
  /** Every wait asked for, in ms, in order. */
  readonly sleeps: number[];
  /** Time passing without anyone waiting (a pause between requests). */
  advance(ms: number): void;
}

/**
 * `lateMs` is added to every sleep: a timer that fires late, as on a busy machine.
 */
export function fakeClock({ start = 0, lateMs = 0 }: { start?: number; lateMs?: number } = {}): FakeClock {
  let now = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms + lateMs;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}
