// Stopping a run before its end, yet still reporting it: on Ctrl-C / SIGTERM, or when the target
// has blocked us (the HTTP client's circuit breaker opened; going on would only hammer it).
// The suite thread is told (run-interruption.ts): its tests send nothing more, the one under way records
// what it judged, and those after it skip themselves at once, so the run ends by itself in moments with
// every judgement reported. The run is never cancelled: a cancel, however timed, could drop what a test
// under way or just ended had judged (the main thread learns of a test's end late, in batches). The
// rules nobody judged become `error` "not run: <why>", so the verdict is inconclusive (exit 2) unless a
// MUST rule had already failed (exit 1).

import type { Writable } from 'node:stream';
import type { FinishedTest, TaskReporter } from '../report/finished-tasks.js';
import { BLOCKED_MESSAGE } from '../http/circuit-breaker.js';
import { EXIT } from '../report/exit-codes.js';
import '../report/test-meta.js';
import { catalogue } from '../rules/catalogue/index.js';
import { notRun } from '../rules/messages.js';
import type { Observation } from '../rules/observation.js';
import type { Operation } from '../rules/rule.js';
import type { RunStopSignal } from './suite-thread.js';

export const INTERRUPTED = 'interrupted';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Why and whether the run stops early. It is also a reporter of the run's tests: it watches for the client's "blocked" refusals. */
export class RunStop implements TaskReporter, RunStopSignal {
  #reason: string | undefined;
  readonly #listeners = new Set<() => void>();

  /** Why the run was stopped, or undefined while it runs to its end. */
  get reason(): string | undefined {
    return this.#reason;
  }

  /** Stops the run; the first reason wins. Safe to call at any time, from a signal handler too. */
  stop(reason: string): void {
    if (this.#reason !== undefined) return;
    this.#reason = reason;
    for (const listener of this.#listeners) listener();
  }

  onStop(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // The client's breaker opened in a worker, or the target began refusing the caller: the files still to
  // come would each be refused again, so the whole run stops here.
  onTestCaseResult(testCase: FinishedTest): void {
    const meta = testCase.meta().conformance;
    if (meta?.blocked !== undefined) this.stop(meta.blocked);
    if ((meta?.unanswered ?? []).some((request) => request.error === BLOCKED_MESSAGE)) this.stop(BLOCKED_MESSAGE);
  }
}

/**
 * A repeat of the first signal this soon after it is the same stop, not a second one: GNU `timeout` signals
 * the process and then its whole process group, and a terminal's Ctrl-C reaches both `npx` and the run it
 * started, which `npx` then forwards it to; the repeat arrives within milliseconds.
 */
const SAME_STOP_WITHIN_MS = 1_000;

/**
 * What a signal does: the first stops `stop` (the tests under way finish, the reports are written); a
 * second one exits at once with 2, unless it is the first one repeated within SAME_STOP_WITHIN_MS.
 */
export function onStopSignal(
  stop: RunStop,
  say: Writable,
  exit: (code: number) => void = (code) => process.exit(code),
  now: () => number = () => performance.now(),
): (signal: NodeJS.Signals) => void {
  let first: { signal: NodeJS.Signals; at: number } | undefined;
  return (signal) => {
    const at = now();
    if (first === undefined) {
      first = { signal, at };
      const again = 'again to exit at once';
      say.write(`seller-api-conformance: ${signal}: stopping after the tests under way; the reports will say what was judged (${again})\n`);
      stop.stop(INTERRUPTED);
      return;
    }
    if (signal === first.signal && at - first.at < SAME_STOP_WITHIN_MS) return;
    say.write(`seller-api-conformance: ${signal} again: exiting now, without reports\n`);
    exit(EXIT.couldNotJudge);
  };
}

/** SIGINT and SIGTERM stop `stop` as onStopSignal says. Returns the function that removes the handlers. */
export function stopOnSignals(stop: RunStop, say: Writable): () => void {
  const onSignal = onStopSignal(stop, say);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}

/** `error` observations for the rules of `operations` that no test judged before the run stopped. */
export function notRunObservations(observations: readonly Observation[], operations: readonly Operation[], reason: string): Observation[] {
  const judged = new Set(observations.map((observation) => observation.rule));
  return catalogue
    .filter((rule) => operations.includes(rule.operation) && !judged.has(rule.id))
    .map((rule) => ({ rule: rule.id, status: 'error', message: notRun(reason) }));
}
