// The rate limiter under a fake clock. The documented floor (one request every 2 s, docs/robustness.md
// "Politeness") is a literal here, never the constant of the code it checks.
import { describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimiterClock } from '../../../src/http/rate-limit.js';
import { fakeClock } from '../../support/http/fake-clock.js';

describe('createRateLimiter', () => {
  it.each([
    { rate: 1, takes: 5 },
    { rate: 2, takes: 7 },
    { rate: 10, takes: 20 },
    { rate: 0.5, takes: 3 },
  ])('spaces $takes sequential takes at $rate/s over at least (N-1)/rate seconds', async ({ rate, takes }) => {
    const clock = fakeClock({ start: 1_000 });
    const limiter = createRateLimiter(rate, clock);
    const begin = clock.now();
    for (let i = 0; i < takes; i += 1) await limiter.take();
    expect(clock.now() - begin).toBeCloseTo(((takes - 1) / rate) * 1000, 6);
  });

  it('lets the first take through at once', async () => {
    const clock = fakeClock();
    await createRateLimiter(3, clock).take();
    expect(clock.sleeps).toEqual([]);
  });

  it('makes even the first take wait one interval when it starts empty', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(4, clock, { startEmpty: true });
    await limiter.take();
    await limiter.take();
    expect(clock.sleeps).toEqual([250, 250]);
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
    clock.advance(60_000); // a long pause between requests
    const afterPause = clock.now();
    await limiter.take();
    await limiter.take();
    expect(clock.now() - afterPause).toBe(500);
  });

  it('waits a whole interval after a timer that fired late, not what was left of it', async () => {
    const clock = fakeClock({ lateMs: 100 });
    const limiter = createRateLimiter(4, clock);
    const startedAt: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await limiter.take();
      startedAt.push(clock.now());
    }
    expect(clock.sleeps).toEqual([250, 250]);
    expect(startedAt).toEqual([0, 350, 700]);
  });

  it.each([
    { rate: 0, shown: '0' },
    { rate: -1, shown: '-1' },
    { rate: Number.NaN, shown: 'NaN' },
    { rate: Number.POSITIVE_INFINITY, shown: 'Infinity' },
  ])('rejects a rate of $shown, saying what it got', ({ rate, shown }) => {
    expect(() => createRateLimiter(rate)).toThrow(RangeError);
    expect(() => createRateLimiter(rate)).toThrow(`rate must be a positive number of requests per second, got ${shown}`);
  });
});

describe('RateLimiter.slowDown', () => {
  it('halves the rate each time, down to one request every 2 s and no further', () => {
    const limiter = createRateLimiter(4, fakeClock());
    const rates = [limiter.ratePerSecond];
    for (let i = 0; i < 4; i += 1) {
      limiter.slowDown();
      rates.push(limiter.ratePerSecond);
    }
    expect(rates).toEqual([4, 2, 1, 0.5, 0.5]);
  });

  it('halves a rate that lands between the floor and the next halving to the floor', () => {
    const limiter = createRateLimiter(0.8, fakeClock());
    limiter.slowDown();
    expect(limiter.ratePerSecond).toBe(0.5);
  });

  it('never speeds up a rate configured below the floor', () => {
    const limiter = createRateLimiter(0.2, fakeClock());
    limiter.slowDown();
    expect(limiter.ratePerSecond).toBe(0.2);
  });

  it('makes the next take wait a whole new interval of the slower rate, counted from the warning', async () => {
    const clock = fakeClock();
    const limiter = createRateLimiter(4, clock);
    await limiter.take(); // at 0: its next slot would be at 250
    clock.advance(200);
    limiter.slowDown(); // at 200, now 2/s: not before 700
    await limiter.take();
    await limiter.take();
    expect(clock.sleeps).toEqual([500, 500]);
  });
});
