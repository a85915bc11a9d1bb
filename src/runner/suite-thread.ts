// The thread the suites run in (its entry: src/suites/suite-worker.ts). A run starts one as early as it can, so that it
// loads the suites on the second core while this thread plans, or takes the one kept from the process's last
// run (kept-thread.ts). The run's tests and suite files come back as they finish (suite-tasks.ts), and the
// reporters hear them as they would hear vitest's. This thread never loads vitest's main side, vite, or
// vitest's worker state: a library caller's or a vitest worker's own stays as it was.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SerializedError } from 'vitest';
import type { FinishedModule, FinishedTest, TaskReporter } from '../report/finished-tasks.js';
import { packageRoot } from '../package-info.js';
import { isAThreadKept, keep, takeKept } from './kept-thread.js';
import type { ReachabilityProbe } from './reachability-probe.js';
import { interruptMessage } from './run-interruption.js';
import { envMessage, requestsSentIn } from './suite-thread-messages.js';
import { finishedModule, finishedTest, runMessage, taskEventIn, type RunRequest } from './suite-tasks.js';
import { loadVitestErrors } from './vitest-parts.js';

/** Bundled with the suites (plan-run.ts, scripts/bundle.mjs): a worker thread runs JavaScript, whoever started the run. */
const SUITE_WORKER = join(packageRoot, 'dist/bundle/suites/suite-worker.js');

/** This process's suite threads, for the tests: how many were started, given a run, taken again for a later run, running, kept now. */
export const suiteThreadCounts = {
  started: 0,
  handedOver: 0,
  reused: 0,
  running: 0,
  get kept(): number {
    return isAThreadKept() ? 1 : 0;
  },
};

/**
 * From Node 22 on, V8 lets a thread's young generation grow to 128 MB (32 MB on Node 20), and judging a tree
 * makes megabytes of short-lived objects: capped, as the proxy's thread is, a run's peak memory is lower and
 * a kept thread's stays flat run after run (docs/performance.md), at no cost in time measured.
 */
export const SUITE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 16 } as const;

/** What the thread needs of the run's stop (RunStop): whether it was stopped, and being told when. */
export interface RunStopSignal {
  readonly reason: string | undefined;
  /** Calls `listener` when the run is stopped; returns the function that removes it. */
  onStop(listener: () => void): () => void;
}

interface SuiteRun {
  request: RunRequest;
  reporters: readonly TaskReporter[];
  stop: RunStopSignal;
  /** Hears the count of requests the suites have sent so far (their client's). */
  onRequestsSent?: (count: number) => void;
  /** Hears what the reachability probe left, before any test (when `request.probe` asks for one). */
  onProbe?: (probe: ReachabilityProbe) => void;
}

function spawn(entry: string): Worker {
  // execArgv []: the thread is Node's and this package's only, whatever flags and loaders the host runs with.
  // What it writes to its stdout and stderr goes to this process's, as Node pipes it by default: taking the
  // streams here would keep this process alive for as long as a kept thread lives.
  // Node reads a word that is no flag as the end of the flags: ["Stryker was here"] starts the thread as [] does.
  // Stryker disable next-line ArrayDeclaration: equivalent, as just said
  const thread = new Worker(entry, { execArgv: [], resourceLimits: SUITE_THREAD_LIMITS });
  suiteThreadCounts.started += 1;
  suiteThreadCounts.running += 1;
  thread.once('exit', () => (suiteThreadCounts.running -= 1));
  return thread;
}

function reuse(): Worker | undefined {
  const thread = takeKept();
  if (thread) suiteThreadCounts.reused += 1;
  return thread;
}

/** Why a thread failed, as vitest's serialisation of an error says it (the reports quote it). */
async function serialized(error: unknown): Promise<SerializedError> {
  return (await loadVitestErrors()).serializeError(error) as SerializedError;
}

/** A worker thread for one run, started ahead of it (or kept from the process's last run). */
export class SuiteThread {
  private thread: Worker | undefined;
  /** Why the thread could not be started or failed before its run, if it did. */
  private failure: unknown;
  private readonly onError = (error: unknown) => {
    this.failure ??= error;
    this.thread = undefined;
  };

  /** `entry`: the thread's module (another only in the tests). */
  constructor(entry: string = SUITE_WORKER) {
    try {
      const thread = reuse() ?? spawn(entry);
      thread.once('error', this.onError);
      this.thread = thread;
    } catch (error) {
      this.failure = new Error("Failed to start the suites' thread", { cause: error });
    }
  }

  /** Runs the suites of `run.request` in the thread, telling the reporters as its tests and files finish. */
  async run(run: SuiteRun): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    if (!thread) return this.reportFailure(run.reporters, this.failure);
    thread.off('error', this.onError);
    suiteThreadCounts.handedOver += 1;
    const clean = await runIn(thread, run);
    if (!clean || !keep(thread)) await thread.terminate();
  }

  private async reportFailure(reporters: readonly TaskReporter[], failure: unknown) {
    const error = await serialized(failure ?? new Error("the suites' thread ended before its run"));
    for (const reporter of reporters) reporter.onTestRunEnd?.([], [error]);
  }

  /** The thread, if no run took it (a run stopped before the suites), is kept: it has run nothing. */
  async dispose(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    if (!thread) return;
    thread.off('error', this.onError);
    if (!keep(thread)) await thread.terminate();
  }
}

/** The run in `thread`, to its end; whether the thread ended it cleanly (and may serve another). */
function runIn(thread: Worker, { request, reporters, stop, onRequestsSent, onProbe }: SuiteRun): Promise<boolean> {
  const tests = new Map<string, FinishedTest>();
  const modules: FinishedModule[] = [];
  const unhandled: SerializedError[] = [];
  return new Promise<boolean>((resolve) => {
    let failed: Promise<SerializedError> | undefined;
    const finish = (clean: boolean) => {
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.off('exit', onExit);
      stopListener();
      for (const reporter of reporters) reporter.onTestRunEnd?.(modules, unhandled);
      resolve(clean);
    };
    const onMessage = (message: unknown) => {
      const count = requestsSentIn(message);
      if (count !== undefined) return onRequestsSent?.(count);
      const event = taskEventIn(message);
      if (event?.kind === 'probe') onProbe?.(event.probe);
      else if (event?.kind === 'test') {
        const test = finishedTest(event.test);
        tests.set(test.id, test);
        for (const reporter of reporters) reporter.onTestCaseResult?.(test);
      } else if (event?.kind === 'module') {
        const module = finishedModule(event.module, tests);
        modules.push(module);
        for (const reporter of reporters) reporter.onTestModuleEnd?.(module);
      } else if (event?.kind === 'unhandled') unhandled.push(event.error);
      else if (event?.kind === 'done') finish(true);
    };
    // The thread failed (an error nothing in it caught; its 'exit' follows) or ended: so is its run.
    const onError = (error: unknown) => (failed = serialized(error));
    const onExit = (code: number) =>
      void (failed ?? serialized(new Error(`the suites' thread exited with code ${code} before its run ended`))).then((error) => {
        unhandled.push(error);
        // The thread has exited (Node's threadId is -1 by its 'exit'): keep() refuses it, so finish(true) ends it too.
        // Stryker disable next-line BooleanLiteral: equivalent, as just said
        finish(false);
      });
    thread.on('message', onMessage);
    thread.once('error', onError);
    thread.once('exit', onExit);
    // A kept thread gets the environment a new one would, and whether this run is stopped already.
    thread.postMessage(envMessage({ ...process.env }));
    thread.postMessage(interruptMessage(stop.reason !== undefined));
    const stopListener = stop.onStop(() => thread.postMessage(interruptMessage(true)));
    thread.postMessage(runMessage(request));
  });
}
