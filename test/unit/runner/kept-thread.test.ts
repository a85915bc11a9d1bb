// The one suites' thread a process keeps between runs (src/runner/kept-thread.ts), with plain threads.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endKeptThread, isAThreadKept, keep, keepThreadWhileIdle, KEPT_IDLE_MS, takeKept } from '../../../src/runner/kept-thread.js';

const threads: Worker[] = [];
/** A thread that waits until it is ended. */
function idleThread(): Worker {
  const thread = new Worker('setInterval(() => {}, 1000)', { eval: true });
  threads.push(thread);
  return thread;
}

/** A thread that waits until it is ended, and fails (an error nothing in it catches) when told anything. */
function failingThread(): Worker {
  const thread = new Worker("require('node:worker_threads').parentPort.on('message', () => { throw new Error('a stray timer threw'); })", {
    eval: true,
  });
  threads.push(thread);
  return thread;
}

const exitOf = (thread: Worker) => new Promise((resolve) => thread.once('exit', resolve));

afterEach(async () => {
  vi.useRealTimers();
  keepThreadWhileIdle(false);
  await endKeptThread();
  await Promise.all(threads.splice(0).map((thread) => thread.terminate()));
});

describe('the kept thread', () => {
  it('is handed out once, to the next run', () => {
    const thread = idleThread();
    expect(keep(thread)).toBe(true);
    expect(isAThreadKept()).toBe(true);
    expect(takeKept()).toBe(thread);
    expect(takeKept()).toBeUndefined();
    expect(isAThreadKept()).toBe(false);
  });

  it('is one at most: a second is refused, for its caller to end', () => {
    expect(keep(idleThread())).toBe(true);
    expect(keep(idleThread())).toBe(false);
  });

  it('is never one that has exited, and is dropped when it exits while kept', async () => {
    const exited = idleThread();
    await exited.terminate();
    expect(keep(exited)).toBe(false);

    const thread = idleThread();
    keep(thread);
    await thread.terminate();
    expect(isAThreadKept()).toBe(false);
    expect(takeKept()).toBeUndefined();
  });

  it('is ended after waiting KEPT_IDLE_MS for a run', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const thread = idleThread();
    const exit = once(thread, 'exit');
    keep(thread);
    vi.advanceTimersByTime(KEPT_IDLE_MS - 1);
    expect(isAThreadKept()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isAThreadKept()).toBe(false);
    await exit;
  });

  it('waits for its next run however long while a watch session holds it, then KEPT_IDLE_MS again from then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const thread = idleThread();
    keepThreadWhileIdle(true);
    keep(thread);
    vi.advanceTimersByTime(10 * KEPT_IDLE_MS);
    expect(isAThreadKept()).toBe(true);
    const exit = once(thread, 'exit');
    keepThreadWhileIdle(false);
    vi.advanceTimersByTime(KEPT_IDLE_MS - 1);
    expect(isAThreadKept()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isAThreadKept()).toBe(false);
    await exit;
  });

  it('is dropped as soon as it fails, before its exit, so that its error is never thrown here', async () => {
    const thread = failingThread();
    keep(thread);
    let keptWhenItFailed: boolean | undefined;
    thread.once('error', () => (keptWhenItFailed = isAThreadKept()));
    const exit = exitOf(thread);
    thread.postMessage('fail');
    await exit;
    expect(keptWhenItFailed).toBe(false);
  });

  it('once taken, is not watched any more: its failure and exit in a run never end the thread kept after it', async () => {
    const taken = failingThread();
    keep(taken);
    expect(takeKept()).toBe(taken);
    // The run that took it hears its error.
    const failures: string[] = [];
    taken.on('error', (error) => failures.push(error.message));
    const next = idleThread();
    expect(keep(next)).toBe(true);
    const exit = exitOf(taken);
    taken.postMessage('fail');
    await exit;
    expect(failures).toEqual(['a stray timer threw']);
    expect(isAThreadKept()).toBe(true);
    expect(takeKept()).toBe(next);
  });
});
