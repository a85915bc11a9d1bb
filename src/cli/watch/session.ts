// `run --watch`: judge, then wait beside the developer's editor and judge again when a source changes
// (--watch-path), when the target answers again after it stopped (the implementation restarted), on Enter,
// or every --watch-interval. Runs never overlap; q or Ctrl-C ends the session with the reports of the last run
// in --report-dir, and its exit code is that run's. What a session keeps between runs: the seed (unless
// --watch-new-seed) and the suites' thread, so a run again costs a small part of a first (docs/cli.md#watch).
import type { ReadStream } from 'node:tty';
import type { RunOptions } from '../../config/options.js';
import { UsageError } from '../../config/usage-error.js';
import { prepareReportDir } from '../../report/write-reports.js';
import { EXIT } from '../../report/verdict.js';
import { endKeptThread, keepThreadWhileIdle } from '../../runner/kept-thread.js';
import { SuiteThread } from '../../runner/suite-pool.js';
import { randomSeed, targetKind } from '../../runner/target-kind.js';
import type { CliIo } from '../command.js';
import { checkWatchOptions } from './watch-options.js';
import { sessionTriggers } from './triggers.js';
import { RunQueue } from './run-queue.js';
import { clock, waitingLine } from './watch-lines.js';
import type { WatchRun } from './watch-run.js';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/**
 * The suites' thread is replaced after this many runs: a kept thread's memory grows a little with each
 * run (its heap, and what vitest leaves in this thread's), and a session may last all day. The new one
 * loads while the session waits, so the next run is as quick (bench: watchRssGrowthMb).
 */
const RUNS_PER_THREAD = 50;

/** Ends the kept thread, and keeps one that has run nothing yet, loading the suites meanwhile. */
async function renewSuiteThread(): Promise<void> {
  await endKeptThread();
  await new SuiteThread().dispose();
}

export async function watchSession(options: RunOptions, flags: Partial<Record<keyof RunOptions, unknown>>, io: CliIo): Promise<number> {
  checkWatchOptions(options, flags, io.stdin);
  await prepareReportDir(options.reportDir);
  // Started before the run's modules load, as a plain run does (they load while it starts on the other core).
  let thread: SuiteThread | undefined = new SuiteThread();
  const [{ judgeOnce }, { INTERRUPTED, RunStop }] = await Promise.all([import('./watch-run.js'), import('../../runner/interrupt.js')]);
  const say = (line: string) => io.stdout.write(`${line}\n`);
  const firstSeed = options.seed ?? randomSeed();
  const intervalMs = options.watchInterval === undefined ? undefined : options.watchInterval * 1000;
  const remote = targetKind(options) === 'remote';
  let runs = 0;
  let code: number = EXIT.couldNotJudge;
  let previous: WatchRun['previous'];
  let stop: InstanceType<typeof RunStop> | undefined;
  let quitting = false;

  const runOnce = async (reasons: readonly string[]) => {
    runs += 1;
    stop = new RunStop();
    const seed = runs > 1 && options.watchNewSeed ? randomSeed() : firstSeed;
    try {
      const result = await judgeOnce(
        options,
        { number: runs, seed, reasons, thread: thread ?? new SuiteThread(), ...(previous ? { previous } : {}) },
        stop,
        io,
      );
      code = result.code;
      if (result.report && runs === 1 && !quitting)
        say(
          `watch: seed ${seed} for ${options.watchNewSeed ? 'this run; each later run draws its own' : 'every run (--watch-new-seed for a new one each run)'}; later runs print only what changed`,
        );
      if (result.report) previous = { report: result.report, seed };
      if (runs % RUNS_PER_THREAD === 0 && !quitting) await renewSuiteThread();
    } catch (error) {
      io.stderr.write(`seller-api-conformance: internal error (please report):\n${(error as Error).stack ?? String(error)}\n`);
      code = EXIT.couldNotJudge;
      quit();
    } finally {
      thread = undefined;
      stop = undefined;
    }
    if (!quitting) say(waitingLine(triggers.watching, triggers.targetDown()));
  };

  const queue = new RunQueue(runOnce, {
    ...(intervalMs !== undefined ? { intervalMs } : {}),
    // D16: a remote target is judged at most once per interval (60 s or more), whatever asks.
    ...(remote && intervalMs !== undefined ? { minGapMs: intervalMs } : {}),
    onDeferred: (at) => {
      if (!queue.running)
        say(
          `${clock()} the next run starts at ${clock(new Date(at))}: a remote target is judged at most once every ${options.watchInterval} s`,
        );
    },
  });
  let endSession: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endSession = resolve));
  const quit = () => {
    if (quitting) {
      say('seller-api-conformance: asked again: exiting now, without the reports of the run under way');
      process.exit(EXIT.couldNotJudge);
    }
    quitting = true;
    if (queue.running) {
      say(`stopping run ${runs}: the tests under way finish, and its reports say what was judged (q again: exit at once)`);
      stop?.stop(INTERRUPTED);
    }
    void queue.close().then(endSession);
  };

  let triggers: ReturnType<typeof sessionTriggers>;
  try {
    triggers = sessionTriggers(options, io.stdin as ReadStream, {
      run: (reason) => queue.trigger(reason),
      quit,
      say: (line) => {
        if (!queue.running && !quitting) say(line);
      },
      warn: (line) => io.stderr.write(`seller-api-conformance: ${line}\n`),
    });
  } catch (error) {
    await thread.dispose();
    throw error instanceof UsageError ? error : new UsageError(`--watch-path: cannot watch it (${(error as Error).message})`);
  }
  for (const signal of SIGNALS) process.on(signal, quit);
  keepThreadWhileIdle(true);
  try {
    queue.trigger('start');
    await ended;
  } finally {
    for (const signal of SIGNALS) process.off(signal, quit);
    triggers.close();
    keepThreadWhileIdle(false);
  }
  say(`watch: ended after ${runs} run${runs === 1 ? '' : 's'}; ${options.reportDir} holds the reports of the last`);
  return code;
}
