// When the runs of a watch session start: one at a time, one more for all that asked during a run, the
// interval counted from the last run's start, and no run sooner than the least gap (a remote target).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RunQueue } from '../../../../src/cli/watch/run-queue.js';

/** A run that lasts until the test ends it, and the reasons each run was started for. */
function runs() {
  const started: string[][] = [];
  const ends: (() => void)[] = [];
  const runOnce = (reasons: readonly string[]) => {
    started.push([...reasons]);
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  /** Ends the run under way, and lets the queue see it. */
  const end = async () => {
    ends.shift()!();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { started, runOnce, end };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RunQueue', () => {
  it('starts a run at once, and queues one more for everything that asks while it runs, with every reason', async () => {
    const { started, runOnce, end } = runs();
    const queue = new RunQueue(runOnce);
    queue.trigger('start');
    expect(started).toEqual([['start']]);
    queue.trigger('a.ts changed');
    queue.trigger('Enter');
    queue.trigger('Enter');
    expect(queue.running).toBe(true);
    expect(started).toHaveLength(1);
    await end();
    expect(started).toEqual([['start'], ['a.ts changed', 'Enter']]);
    await end();
    expect(started).toHaveLength(2);
    expect(queue.running).toBe(false);
  });

  it('judges again an interval after the last run started, unless something asked sooner', async () => {
    const { started, runOnce, end } = runs();
    const queue = new RunQueue(runOnce, { intervalMs: 10_000 });
    queue.trigger('start');
    await vi.advanceTimersByTimeAsync(4000);
    await end();
    await vi.advanceTimersByTimeAsync(5999);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started[1]).toEqual(['every 10 s']);
    await end();
    queue.trigger('Enter'); // at 10 s: the next interval counts from here
    await end();
    await vi.advanceTimersByTimeAsync(9999);
    expect(started).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(started[3]).toEqual(['every 10 s']);
    await end();
    await queue.close();
  });

  it('starts no run sooner than the least gap after the last one, and says when the one asked for will', async () => {
    const { started, runOnce, end } = runs();
    const deferred: number[] = [];
    const queue = new RunQueue(runOnce, { intervalMs: 60_000, minGapMs: 60_000, onDeferred: (at) => deferred.push(at) });
    queue.trigger('start');
    await vi.advanceTimersByTimeAsync(2000);
    await end();
    queue.trigger('src/a.ts changed');
    expect(started).toHaveLength(1);
    expect(deferred).toEqual([1_060_000]);
    queue.trigger('Enter');
    expect(deferred).toHaveLength(1); // said once
    await vi.advanceTimersByTimeAsync(57_999);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started[1]).toEqual(['src/a.ts changed', 'Enter']);
    await end();
    await queue.close();
  });

  it('starts nothing once closed, and waits for the run under way', async () => {
    const { started, runOnce, end } = runs();
    const queue = new RunQueue(runOnce, { intervalMs: 1000 });
    queue.trigger('start');
    queue.trigger('Enter');
    let closed = false;
    const closing = queue.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    await end();
    await closing;
    await vi.advanceTimersByTimeAsync(5000);
    queue.trigger('Enter');
    expect(started).toEqual([['start']]);
  });
});
