// The pool the suites run in, a custom pool of vitest's (its PoolWorker interface): one worker thread, like
// vitest's threads pool, with three differences that make a run start sooner (docs/performance.md).
// - The thread runs our own entry, suite-worker.ts, which loads the suites without vitest's module-hook
//   thread.
// - The thread is started before vitest is (SuiteThread), so that it loads the suites' modules on the
//   second core while this thread loads vitest and creates its server; vitest is then handed that thread.
// - A thread whose run ended cleanly is kept for the next run of the same process (kept-thread.ts). The
//   suites' per-run state (the HTTP client, its rate limit and budget) ends with each run.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node';
import { packageRoot } from '../package-info.js';
import { isAThreadKept, keep, takeKept } from './kept-thread.js';
import { interruptMessage } from './run-interruption.js';
import { envMessage, requestsSentIn } from './suite-thread-messages.js';

/** Built, like the suites (plan-run.ts): a worker thread runs JavaScript, whoever started the run. */
const SUITE_WORKER = join(packageRoot, 'dist/runner/suite-worker.js');
const POOL_NAME = 'conformance-threads';

/**
 * The arguments vitest starts its workers with, for a project configured as run.ts configures it
 * (vitest's resolveOptions and resolveConditions). A started thread is handed over only when vitest asks
 * for exactly these: anything else gets a new thread, as vitest's own pool would start it.
 */
function expectedExecArgv(): string[] {
  return [
    '--experimental-import-meta-resolve',
    '--require',
    join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'suppress-warnings.cjs'),
    '--conditions',
    'node',
    '--conditions',
    'development',
  ];
}

/**
 * This process's suite threads, for the tests: how many were started, handed to vitest when started ahead
 * or kept, taken again for a later run, still running (a kept one included), kept now.
 */
export const suiteThreadCounts = {
  started: 0,
  handedOver: 0,
  reused: 0,
  running: 0,
  get kept(): number {
    return isAThreadKept() ? 1 : 0;
  },
};

const sameArgv = (a: readonly string[], b: readonly string[]) => a.join('\0') === b.join('\0');

/** Keeps `thread` for the next run, if it was started as SuiteThread starts one and none is kept yet. */
const keepIfReusable = (thread: Worker, execArgv: readonly string[]) => sameArgv(execArgv, expectedExecArgv()) && keep(thread);

function reuse(): Worker | undefined {
  const thread = takeKept();
  if (thread) suiteThreadCounts.reused += 1;
  return thread;
}

/**
 * From Node 22 on, V8 lets a thread's young generation grow to 128 MB (32 MB on Node 20), and judging a tree
 * makes megabytes of short-lived objects: capped, as the proxy's thread is, a run's peak memory is lower and
 * a kept thread's stays flat run after run (docs/performance.md), at no cost in time measured.
 */
export const SUITE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 16 } as const;

function spawn(execArgv: string[], env?: Partial<NodeJS.ProcessEnv>): Worker {
  // What the thread writes to its stdout and stderr goes to this process's, as Node pipes it by default: the
  // run's vitest writes there too (run.ts gives it no streams of its own). Taking the streams here instead, as
  // vitest's threads pool does, would keep this process alive for as long as a kept thread lives.
  const thread = new Worker(SUITE_WORKER, { execArgv, resourceLimits: SUITE_THREAD_LIMITS, ...(env ? { env } : {}) });
  suiteThreadCounts.started += 1;
  suiteThreadCounts.running += 1;
  thread.once('exit', () => (suiteThreadCounts.running -= 1));
  return thread;
}

/** A worker thread for one run, started ahead of vitest (or kept from the process's last run). */
export class SuiteThread {
  private thread: Worker | undefined;
  readonly execArgv = expectedExecArgv();
  // A thread that fails before vitest has it is not handed over: vitest starts one of its own and reports
  // what fails there, as a harness fault.
  private readonly onError = () => (this.thread = undefined);

  constructor() {
    const thread = reuse() ?? spawn(this.execArgv);
    thread.once('error', this.onError);
    this.thread = thread;
  }

  /** The thread, once, when vitest asks for one started with the same arguments; otherwise undefined. */
  take(execArgv: readonly string[]): Worker | undefined {
    const thread = this.thread;
    if (!thread || !sameArgv(execArgv, this.execArgv)) return undefined;
    this.thread = undefined;
    thread.off('error', this.onError);
    suiteThreadCounts.handedOver += 1;
    return thread;
  }

  /**
   * The thread, if vitest never took it (a run stopped before the suites, an unreachable target), is kept
   * for the next run: it has run nothing. It is ended when one is kept already.
   */
  async dispose(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    if (!thread) return;
    thread.off('error', this.onError);
    if (!keepIfReusable(thread, this.execArgv)) await thread.terminate();
  }
}

type Listener = (arg: unknown) => void;

/** What the pool needs of the run's stop (RunStop): whether it was stopped, and being told when. */
export interface RunStopSignal {
  readonly reason: string | undefined;
  /** Calls `listener` when the run is stopped; returns the function that removes it. */
  onStop(listener: () => void): () => void;
}

/** Whether `message` is the worker's answer that vitest's teardown of the run went without an error. */
function isCleanStop(message: unknown): boolean {
  const response = message as { __vitest_worker_response__?: unknown; type?: unknown; error?: unknown } | null;
  return response?.__vitest_worker_response__ === true && response.type === 'stopped' && response.error === undefined;
}

class SuitePoolWorker implements PoolWorker {
  readonly name = POOL_NAME;
  private thread: Worker | undefined;
  // vitest's listeners on the thread, removed before the thread is kept for another run (and another vitest).
  private readonly listeners: [string, Listener][] = [];
  private stoppedCleanly = false;
  private stopListener: (() => void) | undefined;
  private readonly watchStop = (message: unknown) => {
    if (isCleanStop(message)) this.stoppedCleanly = true;
  };
  // The suites' count of requests sent (support.ts). vitest sees the message too and ignores it: its RPC
  // finds no call of that id to answer.
  private readonly watchSent = (message: unknown) => {
    const count = requestsSentIn(message);
    if (count !== undefined) this.onRequestsSent?.(count);
  };

  constructor(
    private readonly options: PoolOptions,
    private readonly started: SuiteThread | undefined,
    private readonly runStop: RunStopSignal | undefined,
    private readonly onRequestsSent: ((count: number) => void) | undefined,
  ) {}

  private get live(): Worker {
    if (!this.thread) throw new Error('the suite worker thread is not running');
    return this.thread;
  }

  on(event: string, callback: Listener): void {
    this.live.on(event, callback);
    this.listeners.push([event, callback]);
  }

  off(event: string, callback: Listener): void {
    // vitest removes its listeners when it stops a worker, also one that never started (a thread that could
    // not be created: Node refuses some flags in a worker's execArgv, which vitest copies from the process's).
    this.thread?.off(event, callback);
    const at = this.listeners.findIndex(([e, c]) => e === event && c === callback);
    if (at >= 0) this.listeners.splice(at, 1);
  }

  send(message: WorkerRequest): void {
    this.live.postMessage(message);
  }

  async start(): Promise<void> {
    if (!this.thread) {
      const taken = this.started?.take(this.options.execArgv);
      // The environment vitest gives its workers is known only now: the thread takes it before any test runs.
      if (taken) taken.postMessage(envMessage(this.options.env));
      this.thread = taken ?? spawn(this.options.execArgv, this.options.env);
    }
    this.stoppedCleanly = false;
    this.thread.on('message', this.watchStop);
    this.thread.on('message', this.watchSent);
    // Before any test: whether this run is stopped already (a kept thread may have been told so by the last one).
    const thread = this.thread;
    thread.postMessage(interruptMessage(this.runStop?.reason !== undefined));
    this.stopListener = this.runStop?.onStop(() => thread.postMessage(interruptMessage(true)));
  }

  /** Keeps the thread for the next run when vitest's teardown in it went cleanly; ends it otherwise. */
  async stop(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    this.thread = undefined;
    this.stopListener?.();
    thread.off('message', this.watchStop);
    thread.off('message', this.watchSent);
    for (const [event, callback] of this.listeners.splice(0)) thread.off(event, callback);
    if (!this.stoppedCleanly || !keepIfReusable(thread, this.options.execArgv)) await thread.terminate();
  }

  deserialize(data: unknown): unknown {
    return data;
  }
}

/**
 * The pool for createVitest's `pool` option; `started` is the thread started ahead, if any. `runStop` tells
 * the thread when the run stops, so that its tests send nothing more and record what they judged;
 * `onRequestsSent` hears how many requests the run has sent so far.
 */
export function suitePool(started?: SuiteThread, runStop?: RunStopSignal, onRequestsSent?: (count: number) => void): PoolRunnerInitializer {
  return {
    name: POOL_NAME,
    createPoolWorker: (options: PoolOptions) => new SuitePoolWorker(options, started, runStop, onRequestsSent),
  };
}
