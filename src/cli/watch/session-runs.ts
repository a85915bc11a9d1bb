// The runs of a watch session, one after another: each with its seed (the first run's, unless
// --watch-new-seed), told against the last run that could judge, its exit code the session's until the
// next, and the suites' thread renewed every RUNS_PER_THREAD runs.
import type { RunOptions } from '../../config/options.js';
import { EXIT } from '../../report/exit-codes.js';
import { endKeptThread } from '../../runner/kept-thread.js';
import type { RunStop } from '../../runner/interrupt.js';
import { SuiteThread } from '../../runner/suite-pool.js';
import { randomSeed } from '../../runner/target-kind.js';
import type { CliIo } from '../command.js';
import { collectGarbage } from './collect-garbage.js';
import { judgeOnce, type WatchRun } from './watch-run.js';

/**
 * The suites' thread is replaced after this many runs: the memory of a process that keeps one thread for
 * run after run keeps growing (docs/performance.md#watch-mode-watchrerunms-watchrssgrowthmb), and a session
 * may last all day. The new thread loads while the session waits, so the next run is as quick.
 */
const RUNS_PER_THREAD = 50;

/** Ends the kept thread, and keeps one that has run nothing yet, loading the suites meanwhile. */
async function renewSuiteThread(): Promise<void> {
  await endKeptThread();
  await new SuiteThread().dispose();
}

export class SessionRuns {
  count = 0;
  /** The exit code of the last run: the session's. */
  code: number = EXIT.couldNotJudge;
  #previous: WatchRun['previous'];
  readonly #firstSeed: number;

  /** `thread`: the suites' thread for the first run, started as early as the session could. */
  constructor(
    private readonly options: RunOptions,
    private readonly io: CliIo,
    private thread: SuiteThread | undefined,
  ) {
    this.#firstSeed = options.seed ?? randomSeed();
  }

  /** One more run, `stop` stopping it early; `ending` says the session is ending. Throws only for a fault of the harness. */
  async next(reasons: readonly string[], stop: RunStop, ending: () => boolean): Promise<void> {
    this.count += 1;
    const seed = this.count > 1 && this.options.watchNewSeed ? randomSeed() : this.#firstSeed;
    const thread = this.thread ?? new SuiteThread();
    this.thread = undefined;
    const previous = this.#previous;
    const result = await judgeOnce(
      this.options,
      { number: this.count, seed, reasons, thread, ...(previous ? { previous } : {}) },
      stop,
      this.io,
    );
    this.code = result.code;
    if (!result.report) return;
    this.#previous = { report: result.report, seed };
    if (!previous && !ending()) {
      const each = this.options.watchNewSeed
        ? 'this run; each later run draws its own'
        : 'every run (--watch-new-seed for a new one each run)';
      this.io.stdout.write(`watch: seed ${seed} for ${each}; later runs print only what changed\n`);
    }
    if (this.count % RUNS_PER_THREAD === 0 && !ending()) await renewSuiteThread();
    if (!ending()) collectGarbage();
  }

  /** The first run's thread, if the session ended before it could run. */
  async dispose(): Promise<void> {
    await this.thread?.dispose();
  }
}
