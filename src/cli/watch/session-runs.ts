// The runs of a watch session, one after another: each waits for the target to answer (target-wait.ts),
// judges with its seed (the first run's, unless --watch-new-seed), is told against the last run that judged
// something (previous-run.ts), its exit code the session's until the next; the suites' thread is renewed every
// RUNS_PER_THREAD runs.
import type { RunOptions } from '../../config/options.js';
import { EXIT } from '../../report/exit-codes.js';
import { endKeptThread } from '../../runner/kept-thread.js';
import type { RunStop } from '../../runner/interrupt.js';
import { SuiteThread } from '../../runner/suite-thread.js';
import { randomSeed } from '../../runner/target-kind.js';
import type { CliIo } from '../command.js';
import { nextPrevious } from './previous-run.js';
import { collectGarbage } from './collect-garbage.js';
import { addressOf } from './target-probe.js';
import { TARGET_WAIT_MS, waitForTarget, type TargetRestarts } from './target-wait.js';
import { clock, runHeader } from './watch-lines.js';
import { judgeOnce, type WatchRun } from './watch-run.js';

/**
 * The suites' thread is replaced after this many runs: the memory of a process that keeps one thread for
 * run after run keeps growing (docs/performance.md#watch-mode-watchrerunms-watchrssgrowthmb), and a session
 * may last all day. The new thread loads while the session waits, so the next run is as quick.
 */
export const RUNS_PER_THREAD = 50;

/** Ends the kept thread, and keeps one that has run nothing yet, loading the suites meanwhile. */
async function renewSuiteThread(): Promise<void> {
  await endKeptThread();
  await new SuiteThread().dispose();
}

/** What the runs of a session call on: the session's own, or a unit test's stand-ins. */
export interface SessionParts {
  judgeOnce: typeof judgeOnce;
  waitForTarget: typeof waitForTarget;
  renewSuiteThread: () => Promise<void>;
  collectGarbage: () => void;
  newSuiteThread: () => SuiteThread;
  randomSeed: () => number;
}

const PARTS: SessionParts = {
  judgeOnce,
  waitForTarget,
  renewSuiteThread,
  collectGarbage,
  newSuiteThread: () => new SuiteThread(),
  randomSeed,
};

/** How often a run asks again for a target that does not answer: often on this machine, less a remote one. */
const WAIT = { loopback: { everyMs: 250, probeTimeoutMs: 1000 }, remote: { everyMs: 1000, probeTimeoutMs: 5000 } } as const;

/** The target a run waits for (none for the embedded reference), and what tells the session its restarts. */
export interface WaitedTarget {
  baseUrl: string;
  kind: keyof typeof WAIT;
  restarts: TargetRestarts;
}

const notRunLine = (run: number, baseUrl: string, reason: string) =>
  `${clock()} run ${run} not run: the target at ${baseUrl} did not answer within ${TARGET_WAIT_MS / 1000} s (${reason}). ` +
  'Start it, or read its own output for why it is not up (a build error?), or check --base-url; ' +
  'the next run starts when it answers, on a change, or on Enter';

export class SessionRuns {
  count = 0;
  /** The exit code of the last run: the session's. */
  code: number = EXIT.couldNotJudge;
  /** A run waits for the target to answer, and has judged nothing yet. */
  waitingForTarget = false;
  #previous: WatchRun['previous'];
  readonly #firstSeed: number;

  /** `thread`: the suites' thread for the first run, started as early as the session could. */
  constructor(
    private readonly options: RunOptions,
    private readonly io: CliIo,
    private thread: SuiteThread | undefined,
    private readonly target?: WaitedTarget,
    private readonly parts: SessionParts = PARTS,
  ) {
    this.#firstSeed = options.seed ?? parts.randomSeed();
  }

  /** One more run, `stop` stopping it early; `ending` says the session is ending. Throws only for a fault of the harness. */
  async next(reasons: readonly string[], stop: RunStop, ending: () => boolean): Promise<void> {
    this.count += 1;
    const seed = this.count > 1 && this.options.watchNewSeed ? this.parts.randomSeed() : this.#firstSeed;
    const previous = this.#previous;
    if (previous) this.io.stdout.write(`${runHeader(this.count, new Date(), seed, reasons)}\n`);
    // Not run: the reports and the exit code stay the last run's.
    if (!(await this.#targetAnswers(stop))) return;
    const thread = this.thread ?? this.parts.newSuiteThread();
    this.thread = undefined;
    const run = { number: this.count, seed, thread, ...(previous ? { previous } : {}) };
    const result = await this.parts.judgeOnce(this.options, run, stop, this.io);
    this.code = result.code;
    if (!result.report) return;
    this.#previous = nextPrevious(previous, { report: result.report, seed });
    if (!previous && this.#previous && !ending()) {
      const each = this.options.watchNewSeed
        ? 'this run; each later run draws its own'
        : 'every run (--watch-new-seed for a new one each run)';
      this.io.stdout.write(`watch: seed ${seed} for ${each}; later runs print only what changed\n`);
    }
    if (this.count % RUNS_PER_THREAD === 0 && !ending()) await this.parts.renewSuiteThread();
    if (!ending()) this.parts.collectGarbage();
  }

  /** Waits for the target to answer; false when it did not in time, or the session is ending. */
  async #targetAnswers(stop: RunStop): Promise<boolean> {
    if (!this.target) return true;
    const { baseUrl, kind, restarts } = this.target;
    restarts.waiting(true);
    try {
      const wait = await this.parts.waitForTarget(addressOf(baseUrl), {
        ...WAIT[kind],
        timeoutMs: TARGET_WAIT_MS,
        stopped: () => stop.reason !== undefined,
        onWaiting: (reason) => {
          // Waiting only once the target did not answer: a stop during the first quick look stops the run itself.
          this.waitingForTarget = true;
          this.io.stdout.write(
            `${clock()} waiting for the target at ${baseUrl} to answer (${reason}), up to ${TARGET_WAIT_MS / 1000} s…\n`,
          );
        },
      });
      if (wait.answers) restarts.answered(wait.at);
      else if (!wait.stopped) this.io.stdout.write(`${notRunLine(this.count, baseUrl, wait.reason)}\n`);
      return wait.answers;
    } finally {
      this.waitingForTarget = false;
      restarts.waiting(false);
    }
  }

  /** The first run's thread, if the session ended before it could run. */
  async dispose(): Promise<void> {
    await this.thread?.dispose();
  }
}
