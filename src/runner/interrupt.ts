// Stopping a run before its end, yet still reporting it: on Ctrl-C / SIGTERM, or when the target
// has blocked us (the HTTP client's circuit breaker opened; going on would only hammer it).
// The suite thread is told first (run-interruption.ts): its tests send nothing more and record what they
// judged. vitest is asked to cancel once no test is under way: its cancel aborts a test under way and
// drops what that test judged. The rest are skipped, the reporters see everything that was judged, and
// the rules nobody judged become `error` "not run: <why>", so the verdict is inconclusive (exit 2) unless
// a MUST rule had already failed (exit 1).

import type { Writable } from 'node:stream';
import type { Reporter, TestCase, Vitest } from 'vitest/node';
import { BLOCKED_MESSAGE } from '../http/circuit-breaker.js';
import { EXIT } from '../report/exit-codes.js';
import '../report/test-meta.js';
import { catalogue } from '../rules/catalogue/index.js';
import { notRun } from '../rules/messages.js';
import type { Observation } from '../rules/observation.js';
import type { Operation } from '../rules/rule.js';
import type { RunStopSignal } from './suite-pool.js';

export const INTERRUPTED = 'interrupted';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Why and whether the run stops early. It is also a vitest Reporter: it watches for the client's
 * "blocked" refusals, knows which tests are under way, and re-sends a cancel that vitest dropped (see
 * onTestModuleQueued).
 */
export class RunStop implements Reporter, RunStopSignal {
  #reason: string | undefined;
  #vitest: Vitest | undefined;
  readonly #listeners = new Set<() => void>();
  /** The tests under way (ready, no result yet): vitest is cancelled only once they have recorded theirs. */
  readonly #running = new Set<string>();
  #cancelled = false;

  /** Why the run was stopped, or undefined while it runs to its end. */
  get reason(): string | undefined {
    return this.#reason;
  }

  /** Stops the run; the first reason wins. Safe to call at any time, from a signal handler too. */
  stop(reason: string): void {
    if (this.#reason !== undefined) return;
    this.#reason = reason;
    for (const listener of this.#listeners) listener();
    this.#cancelWhenIdle();
  }

  onStop(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** vitest runs the suites from now on; a stop that came earlier takes effect at once. */
  attach(vitest: Vitest): void {
    this.#vitest = vitest;
    this.#cancelled = false;
    this.#running.clear();
    if (this.#reason !== undefined) this.#cancel();
  }

  detach(): void {
    this.#vitest = undefined;
  }

  #cancel(): void {
    if (!this.#vitest) return;
    this.#cancelled = true;
    // Not awaited: it resolves only when the run is over, and callers are signal handlers and reporters.
    this.#vitest.cancelCurrentRun('keyboard-input').catch(() => undefined);
  }

  /** Cancels vitest once, when no test is under way: a test that is has been told to stop sending and record. */
  #cancelWhenIdle(): void {
    if (this.#reason !== undefined && !this.#cancelled && this.#running.size === 0) this.#cancel();
  }

  // vitest clears its cancel flag when a run starts, so a stop that arrived while it was starting
  // would be lost: ask again as soon as a file is about to run.
  onTestModuleQueued(): void {
    if (this.#reason !== undefined && this.#running.size === 0) this.#cancel();
  }

  onTestCaseReady(testCase: TestCase): void {
    this.#running.add(testCase.id);
  }

  // The client's breaker opened in a worker: the files still to come would each get blocked again
  // before their own breaker opened, so the whole run stops here.
  onTestCaseResult(testCase: TestCase): void {
    this.#running.delete(testCase.id);
    const unanswered = testCase.meta().conformance?.unanswered ?? [];
    if (unanswered.some((request) => request.error === BLOCKED_MESSAGE)) this.stop(BLOCKED_MESSAGE);
    this.#cancelWhenIdle();
  }
}

/**
 * SIGINT and SIGTERM stop `stop` (the tests under way finish, the reports are written); a second
 * signal exits at once with 2. Returns the function that removes the handlers.
 */
export function stopOnSignals(stop: RunStop, say: Writable): () => void {
  let received = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    received += 1;
    if (received > 1) {
      say.write(`seller-api-conformance: ${signal} again: exiting now, without reports\n`);
      process.exit(EXIT.couldNotJudge);
    }
    const again = 'again to exit at once';
    say.write(`seller-api-conformance: ${signal}: stopping after the tests under way; the reports will say what was judged (${again})\n`);
    stop.stop(INTERRUPTED);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}

/**
 * Runs `create` (createVitest) and removes the SIGINT/SIGTERM listeners it added: vitest's logger
 * exits the process on those signals, which would leave a stopped run without its reports.
 */
export async function withoutSignalListenersAddedBy<T>(create: () => Promise<T>): Promise<T> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  try {
    return await create();
  } finally {
    for (const signal of SIGNALS) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)!.has(listener)) process.off(signal, listener as (signal: NodeJS.Signals) => void);
      }
    }
  }
}

/** `error` observations for the rules of `operations` that no test judged before the run stopped. */
export function notRunObservations(observations: readonly Observation[], operations: readonly Operation[], reason: string): Observation[] {
  const judged = new Set(observations.map((observation) => observation.rule));
  return catalogue
    .filter((rule) => operations.includes(rule.operation) && !judged.has(rule.id))
    .map((rule) => ({ rule: rule.id, status: 'error', message: notRun(reason) }));
}
