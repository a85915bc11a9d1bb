// RunStop tells the suite thread at once, but cancels vitest only once no test is under way: vitest's
// cancel aborts a test under way and drops what it judged (issue 38: an interrupted run lost all of it).
import { describe, expect, it, vi } from 'vitest';
import type { TestCase, Vitest } from 'vitest/node';
import { INTERRUPTED, RunStop } from '../../../src/runner/interrupt.js';

const testCase = (id: string) => ({ id, meta: () => ({}) }) as unknown as TestCase;
const fakeVitest = () => ({ cancelCurrentRun: vi.fn(() => Promise.resolve()) });

describe('RunStop', () => {
  it('tells its listeners at once and cancels vitest once the test under way has its result', () => {
    const stop = new RunStop();
    const vitest = fakeVitest();
    const told = vi.fn();
    stop.onStop(told);
    stop.attach(vitest as unknown as Vitest);
    stop.onTestCaseReady(testCase('a'));

    stop.stop(INTERRUPTED);
    expect(told).toHaveBeenCalledTimes(1);
    expect(vitest.cancelCurrentRun).not.toHaveBeenCalled();

    stop.onTestCaseResult(testCase('a'));
    expect(vitest.cancelCurrentRun).toHaveBeenCalledTimes(1);
    // Tests that start and end before the cancel arrives do not cancel again (a second cancel forces the worker down).
    stop.onTestCaseReady(testCase('b'));
    stop.onTestCaseResult(testCase('b'));
    expect(vitest.cancelCurrentRun).toHaveBeenCalledTimes(1);
  });

  it('cancels at once when no test is under way', () => {
    const stop = new RunStop();
    const vitest = fakeVitest();
    stop.attach(vitest as unknown as Vitest);
    stop.stop(INTERRUPTED);
    expect(vitest.cancelCurrentRun).toHaveBeenCalledTimes(1);
  });
});
