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

/** Tells the main thread the client's count of requests sent (every attempt), for the live progress line. */
export function tellRequestsSent(count: number): void {
  parentPort?.postMessage(sentMessage(count));
}
