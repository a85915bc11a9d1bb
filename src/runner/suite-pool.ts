// The pool the suites run in, a custom pool of vitest's (its PoolWorker interface): one worker thread, like
// vitest's threads pool, with two differences that make a run start sooner (docs/performance.md).
// - The thread runs our own entry, suite-worker.ts, which loads the suites without vitest's module-hook
//   thread.
// - The thread is started before vitest is (SuiteThread), so that it loads the suites' modules on the
//   second core while this thread loads vitest and creates its server; vitest is then handed that thread.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node';
import { packageRoot } from '../package-info.js';
import { envMessage } from './suite-thread-messages.js';

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

/** This process's suite threads, for the tests: how many were started, handed to vitest when started ahead, still running. */
export const suiteThreadCounts = { started: 0, handedOver: 0, running: 0 };

function spawn(execArgv: string[], env?: Partial<NodeJS.ProcessEnv>): Worker {
  const thread = new Worker(SUITE_WORKER, { execArgv, ...(env ? { env } : {}), stdout: true, stderr: true });
  suiteThreadCounts.started += 1;
  suiteThreadCounts.running += 1;
  thread.once('exit', () => (suiteThreadCounts.running -= 1));
  return thread;
}

/** A worker thread started ahead of vitest, for one run. */
export class SuiteThread {
  private thread: Worker | undefined;
  readonly execArgv = expectedExecArgv();

  constructor() {
    const thread = spawn(this.execArgv);
    // A thread that fails before vitest has it is not handed over: vitest starts one of its own and reports
    // what fails there, as a harness fault.
    thread.once('error', () => {
      if (this.thread === thread) this.thread = undefined;
    });
    this.thread = thread;
  }

  /** The thread, once, when vitest asks for one started with the same arguments; otherwise undefined. */
  take(execArgv: readonly string[]): Worker | undefined {
    const thread = this.thread;
    if (!thread || execArgv.join('\0') !== this.execArgv.join('\0')) return undefined;
    this.thread = undefined;
    suiteThreadCounts.handedOver += 1;
    return thread;
  }

  /** Ends the thread if vitest never took it (a run stopped before the suites, an unreachable target). */
  async dispose(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    await thread?.terminate();
  }
}

class SuitePoolWorker implements PoolWorker {
  readonly name = POOL_NAME;
  private thread: Worker | undefined;
  private readonly stdout: Writable;
  private readonly stderr: Writable;

  constructor(
    private readonly options: PoolOptions,
    private readonly started: SuiteThread | undefined,
  ) {
    this.stdout = options.project.vitest.logger.outputStream as Writable;
    this.stderr = options.project.vitest.logger.errorStream as Writable;
  }

  private get live(): Worker {
    if (!this.thread) throw new Error('the suite worker thread is not running');
    return this.thread;
  }

  on(event: string, callback: (arg: unknown) => void): void {
    this.live.on(event, callback);
  }

  off(event: string, callback: (arg: unknown) => void): void {
    this.live.off(event, callback);
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
    this.thread.stdout.pipe(this.stdout, { end: false });
    this.thread.stderr.pipe(this.stderr, { end: false });
  }

  async stop(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    this.thread = undefined;
    thread.stdout.unpipe(this.stdout);
    thread.stderr.unpipe(this.stderr);
    await thread.terminate();
  }

  deserialize(data: unknown): unknown {
    return data;
  }
}

/** The pool for createVitest's `pool` option; `started` is the thread started ahead, if any. */
export function suitePool(started?: SuiteThread): PoolRunnerInitializer {
  return { name: POOL_NAME, createPoolWorker: (options: PoolOptions) => new SuitePoolWorker(options, started) };
}
