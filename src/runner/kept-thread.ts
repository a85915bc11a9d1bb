// The one suite thread a process keeps between its runs (suite-thread.ts): a library caller's or a test
// host's next run finds @vitest/runner and the suites loaded, and spends about a tenth of the
// CPU a run in a new thread does (docs/performance.md).
// A kept thread never keeps the process alive (unref), and is ended after a while unused, so that a
// long-lived host which runs once in a while does not hold its memory for nothing.
import type { Worker } from 'node:worker_threads';

/** How long a kept thread waits for the next run before it is ended. */
export const KEPT_IDLE_MS = 10_000;

let kept: { thread: Worker; idle: NodeJS.Timeout | undefined } | undefined;
/** How long a thread is kept unused; undefined while a watch session holds it for its next run (src/cli/watch/). */
let idleLimitMs: number | undefined = KEPT_IDLE_MS;

/** Ends the kept thread: it idled too long, or failed (a stray timer of its last run threw). */
const drop = () => void endKeptThread();

const idleTimer = () => (idleLimitMs === undefined ? undefined : setTimeout(drop, idleLimitMs).unref());

/** Keeps a thread however long the next run waits (false: KEPT_IDLE_MS again, counted from now). */
export function keepThreadWhileIdle(forever: boolean): void {
  idleLimitMs = forever ? undefined : KEPT_IDLE_MS;
  if (!kept) return;
  clearTimeout(kept.idle);
  kept.idle = idleTimer();
}

function release(thread: Worker): void {
  clearTimeout(kept!.idle);
  thread.off('error', drop);
  thread.off('exit', drop);
  kept = undefined;
}

/** Keeps `thread` for the next run; false (the caller ends it) when one is kept already or it has exited. */
export function keep(thread: Worker): boolean {
  // Node sets threadId to -1 once a thread has exited: its 'exit' has passed, and would not drop it.
  if (kept || thread.threadId === -1) return false;
  thread.unref();
  // Without a listener, a kept thread's 'error' would be thrown in this thread.
  thread.once('error', drop);
  thread.once('exit', drop);
  kept = { thread, idle: idleTimer() };
  return true;
}

/** The kept thread, now the caller's, if there is one. */
export function takeKept(): Worker | undefined {
  const thread = kept?.thread;
  if (!thread) return undefined;
  release(thread);
  thread.ref();
  return thread;
}

export const isAThreadKept = (): boolean => kept !== undefined;

/** Ends the kept thread now, if there is one: for a host that wants its memory back at once, and for the tests. */
export async function endKeptThread(): Promise<void> {
  const ending = kept?.thread;
  if (!ending) return;
  release(ending);
  await ending.terminate();
}
