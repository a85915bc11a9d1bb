// RunStop tells the suite thread at once and never cancels the run: a cancel, however it was timed, could
// drop what a test under way or just ended had judged (issue 38: an interrupted run lost all of it, one
// time in six). The thread's tests stop sending and the run ends by itself.
import { describe, expect, it, vi } from 'vitest';
import type { FinishedTest } from '../../../src/report/finished-tasks.js';
import { BLOCKED_MESSAGE } from '../../../src/http/circuit-breaker.js';
import { INTERRUPTED, RunStop } from '../../../src/runner/interrupt.js';

const testCase = (unanswered: { error: string }[] = []) =>
  ({ id: 'a', meta: () => ({ conformance: { unanswered } }) }) as unknown as FinishedTest;

describe('RunStop', () => {
  it('tells its listeners once, with the first reason', () => {
    const stop = new RunStop();
    const told = vi.fn();
    stop.onStop(told);
    stop.stop(INTERRUPTED);
    stop.stop(BLOCKED_MESSAGE);
    expect(told).toHaveBeenCalledTimes(1);
    expect(stop.reason).toBe(INTERRUPTED);
  });

  it('has nothing to cancel: it is a reporter of results, not a remote control', () => {
    expect(Object.getOwnPropertyNames(RunStop.prototype).filter((name) => /cancel|attach/i.test(name))).toEqual([]);
  });

  it('stops the run when a test was refused because the target blocked the client, and not otherwise', () => {
    const stop = new RunStop();
    stop.onTestCaseResult(testCase([{ error: 'connection reset' }]));
    expect(stop.reason).toBeUndefined();
    stop.onTestCaseResult(testCase([{ error: BLOCKED_MESSAGE }]));
    expect(stop.reason).toBe(BLOCKED_MESSAGE);
  });
});
