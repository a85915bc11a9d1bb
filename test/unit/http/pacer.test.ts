// The pacer under a fake clock: the rate limit of one client and the slowing down the gateway's
// X-CAG-Warnings header asks for. The rates docs/robustness.md states ("Politeness": each warning
// halves the rate, an unlimited client drops to 5 requests/s, never slower than one request every 2 s)
// are literals here, never the constants of the code they check.
import { describe, expect, it } from 'vitest';
import { createPacer } from '../../../src/http/pacer.js';
import { fakeClock } from '../../support/http/fake-clock.js';

// Node gives header names in lower case.
const warning = { 'x-cag-warnings': 'threshold 90%' };

describe('createPacer with a rate', () => {
  it('makes even the first request wait one interval (a client may follow another one of the same run)', async () => {
    const clock = fakeClock();
    const pacer = createPacer(4, clock);
    await pacer.take();
    await pacer.take();
    expect(clock.sleeps).toEqual([250, 250]);
    expect(pacer.ratePerSecond).toBe(4);
  });

  it('halves the rate at each warning, down to a floor, and the next request waits a whole new interval', async () => {
    const clock = fakeClock();
    const pacer = createPacer(4, clock);
    await pacer.take(); // starts empty: one interval
    expect(clock.sleeps).toEqual([250]);
    pacer.observe(warning);
    expect(pacer.ratePerSecond).toBe(2);
    await pacer.take();
    expect(clock.sleeps.at(-1)).toBe(500);
    for (let i = 0; i < 5; i += 1) pacer.observe({ 'x-cag-warnings': 'x' });
    expect(pacer.ratePerSecond).toBe(0.5); // one request every 2 s
  });

  it('keeps its rate and spacing after an answer without the warning', async () => {
    const clock = fakeClock();
    const pacer = createPacer(4, clock);
    await pacer.take();
    pacer.observe({ 'content-type': 'application/json', 'x-cag-warning': 'a near miss' });
    await pacer.take();
    expect(pacer.ratePerSecond).toBe(4);
    expect(clock.sleeps).toEqual([250, 250]);
  });
});

describe('createPacer without a rate (unlimited)', () => {
  it('never waits while no warning came', async () => {
    const clock = fakeClock();
    const pacer = createPacer(null, clock);
    pacer.observe({ 'content-type': 'application/json' });
    await pacer.take();
    await pacer.take();
    expect(clock.sleeps).toEqual([]);
    expect(pacer.ratePerSecond).toBeNull();
  });

  it('limits the client to 5 requests/s from the first warning on, the next request waiting a whole interval', async () => {
    const clock = fakeClock();
    const pacer = createPacer(null, clock);
    await pacer.take();
    expect(clock.sleeps).toEqual([]);
    pacer.observe(warning);
    expect(pacer.ratePerSecond).toBe(5);
    await pacer.take();
    await pacer.take();
    expect(clock.sleeps).toEqual([200, 200]);
  });

  it('halves those 5 requests/s at the next warning', () => {
    const pacer = createPacer(null, fakeClock());
    pacer.observe(warning);
    pacer.observe(warning);
    expect(pacer.ratePerSecond).toBe(2.5);
  });
});
