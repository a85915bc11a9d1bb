// Whether the run under way in the suites' thread was interrupted (src/runner/run-interruption.ts): the main
// thread says so by a message at each run's start and when it stops the run; the suites' glue asks, and is
// told when it happens.
import { afterEach, describe, expect, it } from 'vitest';
import { adoptInterruption, interruptMessage, onInterrupt, runInterrupted } from '../../../src/runner/run-interruption.js';

afterEach(() => {
  adoptInterruption(interruptMessage(false));
});

describe('the interruption of a run in the suites thread', () => {
  it('is taken from its message, and tells the listeners when it is set', () => {
    let told = 0;
    onInterrupt(() => (told += 1));
    expect(adoptInterruption(interruptMessage(false))).toBe(true);
    expect(runInterrupted()).toBe(false);
    expect(told).toBe(0);
    expect(adoptInterruption(interruptMessage(true))).toBe(true);
    expect(runInterrupted()).toBe(true);
    expect(told).toBe(1);
  });

  it("is cleared by the next run's start, so that a kept thread never carries it over", () => {
    adoptInterruption(interruptMessage(true));
    adoptInterruption(interruptMessage(false));
    expect(runInterrupted()).toBe(false);
  });

  it.each([null, 'text', 3, {}, { __conformance_suite_env__: {} }])('is no business of %j', (message) => {
    adoptInterruption(interruptMessage(true));
    expect(adoptInterruption(message)).toBe(false);
    expect(runInterrupted()).toBe(true);
  });
});
