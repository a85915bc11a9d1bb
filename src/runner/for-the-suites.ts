// What the suites' glue (src/suites/support.ts) takes from the runner, and all it takes: the run's target as
// the runner provides it, whether the run was interrupted, vitest's describe and test, and a way to tell the
// main thread how many requests went. The glue runs in the suites' thread (src/suites/suite-worker.ts), so each of these
// reads or writes that thread's side of the runner.
import { parentPort } from 'node:worker_threads';
import type { ProvidedContext } from 'vitest';
import { sentMessage } from './suite-thread-messages.js';
import { WORKER_STATE } from './vitest-parts.js';

export { onInterrupt, runInterrupted } from './run-interruption.js';
export type { PlannedCaseData, TargetContext } from './target-context.js';
export { loadVitestRunner } from './vitest-parts.js';

/** vitest's `inject`: what the run (or vitest's globalSetup) provides, from the worker state vitest keeps it in. */
export const inject = <K extends keyof ProvidedContext>(key: K): ProvidedContext[K] =>
  (globalThis as unknown as Record<string, { providedContext: ProvidedContext }>)[WORKER_STATE]!.providedContext[key];

/**
 * The main thread redraws its live line every 500 ms at most (src/report/live-progress.ts): a count told more
 * often is never seen, and each message cost the suites' thread about 0.4 ms after every request (a profile of a
 * default run on a slow machine: 212 of its 3,400 ms busy).
 */
const TELL_EVERY_MS = 100;
// Each test's end is told whatever the time: the count the line ends on is the run's.
let toldAt = Number.NEGATIVE_INFINITY;

/** Tells the main thread the client's count of requests sent (every attempt), for the live progress line; `atTestEnd`: always. */
export function tellRequestsSent(count: number, atTestEnd = false): void {
  const now = performance.now();
  if (!atTestEnd && now - toldAt < TELL_EVERY_MS) return;
  toldAt = now;
  parentPort?.postMessage(sentMessage(count));
}
