import { describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiterClock } from '../../src/http/rate-limit.js';

/** A clock that only moves when someone sleeps on it; records when each sleeper would wake. */
function fakeClock(start = 1_000): RateLimiterClock & { wakeUps: number[]; time: () => number } {
  let now = start;
  const wakeUps: number[] = [];
  return {
    wakeUps,
    time: () => now,
    now: () => now,
    sleep: async (ms) => {
      wakeUps.push(now + ms);
      now += ms;
    },
  };
}

describe('createRateLimiter', () => {
  it.each([
    { rate: 1, takes: 5 },
    { rate: 2, takes: 7 },
    { rate: 10, takes: 20 },
    { rate: 0.5, takes: 3 },
  ])('spaces $takes sequential takes at $rate/s over at least (N-1)/rate seconds', async ({ rate, takes }) => {
    const clock = fakeClock();
    const limiter = createRateLimiter(rate, clock);
    const begin = clock.time();
    for (let i = 0; i < takes; i += 1) await limiter.take();
    expect(clock.time() - begin).toBeCloseTo(((takes - 1) / rate) * 1000, 6);
  });

  it('lets the first take through at once', async () => {
    const clock = fakeClock();
    await createRateLimiter(3, clock).take();
    expect(clock.wakeUps).toEqual([]);
  });

  it('queues concurrent takes one interval apart (no burst)', async () => {
    // A clock that never advances by itself: every concurrent caller sees the same "now".
    const wakeUps: number[] = [];
    const frozen: RateLimiterClock = {
      now: () => 0,
      sleep: async (ms) => void wakeUps.push(ms),
    };
    const limiter = createRateLimiter(4, frozen);
    await Promise.all(Array.from({ length: 5 }, () => limiter.take()));
    expect(wakeUps).toEqual([250, 500, 750, 1000]);
  });

  it('does not save up tokens while idle', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(2, clock);
    await limiter.take();
    await clock.sleep(60_000); // a long pause between requests
    const afterPause = clock.time();
    await limiter.take();
    await limiter.take();
    expect(clock.time() - afterPause).toBe(500);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects a rate of %s', (rate) => {
    expect(() => createRateLimiter(rate)).toThrow(RangeError);
  });
});
