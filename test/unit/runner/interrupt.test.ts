// How a run stops (src/runner/interrupt.ts).
//
// RunStop tells the suite thread at once and never cancels the run: a cancel, however it was timed, could
// drop what a test under way or just ended had judged (issue 38: an interrupted run lost all of it, one
// time in six). The thread's tests stop sending and the run ends by itself.
//
// Issue 48: `timeout 3 seller-api-conformance run ...` lost the run 4 times in 6: GNU timeout sends SIGTERM to
// the process and then to its process group, and the repeat was taken for a second signal ("exiting now,
// without reports"). The same signal again within 1 s (docs/robustness.md) is the same stop; another
// signal, or the same one later, still exits at once.
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { FinishedTest } from '../../../src/report/finished-tasks.js';
import { BLOCKED_MESSAGE } from '../../../src/http/circuit-breaker.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { INTERRUPTED, notRunObservations, onStopSignal, RunStop, stopOnSignals } from '../../../src/runner/interrupt.js';

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

  it('tells no listener that was removed', () => {
    const stop = new RunStop();
    const told = vi.fn();
    stop.onStop(told)();
    stop.stop(INTERRUPTED);
    expect(told).not.toHaveBeenCalled();
  });

  it('stops the run when the target began refusing the caller, with its reason', () => {
    const stop = new RunStop();
    stop.onTestCaseResult({ id: 'a', meta: () => ({ conformance: { blocked: 'the target refused us' } }) } as unknown as FinishedTest);
    expect(stop.reason).toBe('the target refused us');
  });

  it('goes on past a test with no conformance meta', () => {
    const stop = new RunStop();
    stop.onTestCaseResult({ id: 'a', meta: () => ({}) } as unknown as FinishedTest);
    expect(stop.reason).toBeUndefined();
  });

  it('stops the run when a test was refused because the target blocked the client, and not otherwise', () => {
    const stop = new RunStop();
    stop.onTestCaseResult(testCase([{ error: 'connection reset' }]));
    expect(stop.reason).toBeUndefined();
    stop.onTestCaseResult(testCase([{ error: BLOCKED_MESSAGE }]));
    expect(stop.reason).toBe(BLOCKED_MESSAGE);
  });
});

/** A handler whose clock reads `times` in turn, and what it did: the exit codes asked for and the lines said. */
function handlerAt(times: number[]) {
  const stop = new RunStop();
  const said = new PassThrough().setEncoding('utf8');
  const exits: number[] = [];
  const onSignal = onStopSignal(
    stop,
    said,
    (code) => exits.push(code),
    () => times.shift()!,
  );
  const lines = () => String(said.read() ?? '');
  return { stop, exits, lines, onSignal };
}

describe('stop signals', () => {
  it('says, at the first signal, that the run stops after the tests under way', () => {
    const run = handlerAt([5_000]);
    run.onSignal('SIGINT');
    expect(run.lines()).toBe(
      'seller-api-conformance: SIGINT: stopping after the tests under way; the reports will say what was judged (again to exit at once)\n',
    );
    expect(run.exits).toEqual([]);
  });

  it('takes the same signal twice within 1 s (GNU timeout, then its process group) for one stop: the reports are written', () => {
    const run = handlerAt([5_000, 5_000.2]);
    run.onSignal('SIGTERM');
    run.onSignal('SIGTERM');
    expect(run.exits).toEqual([]);
    expect(run.stop.reason).toBe(INTERRUPTED);
    expect(run.lines()).not.toContain('again: exiting now');
  });

  it('exits at once with 2, without reports, on the same signal 1 s or more after the first', () => {
    const run = handlerAt([5_000, 6_000]);
    run.onSignal('SIGINT');
    run.onSignal('SIGINT');
    expect(run.exits).toEqual([2]);
    expect(run.lines()).toContain('seller-api-conformance: SIGINT again: exiting now, without reports');
  });

  it('exits the process itself with 2 when no exit is given', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    try {
      const onSignal = onStopSignal(new RunStop(), new PassThrough());
      onSignal('SIGINT');
      expect(exit).not.toHaveBeenCalled();
      onSignal('SIGTERM');
      expect(exit.mock.calls).toEqual([[2]]);
    } finally {
      exit.mockRestore();
    }
  });

  it('exits at once with 2 on another signal, however soon', () => {
    const run = handlerAt([5_000, 5_000]);
    run.onSignal('SIGTERM');
    run.onSignal('SIGINT');
    expect(run.exits).toEqual([2]);
  });
});

describe('stopOnSignals', () => {
  it('handles SIGINT and SIGTERM until it is undone', () => {
    const counts = () => ['SIGINT', 'SIGTERM'].map((signal) => process.listenerCount(signal));
    const before = counts();
    const undo = stopOnSignals(new RunStop(), new PassThrough());
    expect(counts()).toEqual(before.map((count) => count + 1));
    undo();
    expect(counts()).toEqual(before);
  });

  it('stops the run on the first signal', () => {
    const stop = new RunStop();
    const said = new PassThrough();
    const undo = stopOnSignals(stop, said);
    try {
      // Its own handler, not every one this process has (vitest's among them).
      const handler = process.listeners('SIGTERM').at(-1) as (signal: NodeJS.Signals) => void;
      handler('SIGTERM');
      expect(stop.reason).toBe(INTERRUPTED);
      // The same signal at once, as GNU timeout's to the process group, is the same stop, on the real clock.
      handler('SIGTERM');
      expect(String(said.read())).not.toContain('again: exiting now');
    } finally {
      undo();
    }
  });
});

describe('notRunObservations', () => {
  it("makes every rule of the run's operations that nothing judged an error, with the reason it was not run", () => {
    const couponRules = catalogue.filter((rule) => rule.operation === 'GET_COUPON_BY_ID').map((rule) => rule.id);
    const observations = notRunObservations(
      [{ rule: couponRules[0]!, status: 'skipped', message: 'needs --coupon-id' }],
      ['GET_COUPON_BY_ID'],
      'blocked',
    );
    expect(observations.map((o) => o.rule)).toEqual(couponRules.slice(1));
    expect(new Set(observations.map((o) => `${o.status}: ${o.message}`))).toEqual(new Set(['error: not run: blocked']));
  });
});
