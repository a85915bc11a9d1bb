// `run --watch`: judge, then wait beside the developer's editor and judge again when a source changes
// (--watch-path), when the target answers again after it stopped (the implementation restarted), on Enter,
// or every --watch-interval. Runs never overlap; q or Ctrl-C ends the session with the reports of the last run
// in --report-dir, and its exit code is that run's. What a session keeps between runs: the seed (unless
// --watch-new-seed) and the suites' thread, so a run again costs a small part of a first (docs/cli.md).
import type { ReadStream } from 'node:tty';
import type { RunOptions } from '../../config/options.js';
import { UsageError } from '../../config/usage-error.js';
import { prepareReportDir } from '../../report/report-folder.js';
import { EXIT } from '../../report/exit-codes.js';
import { keepThreadWhileIdle } from '../../runner/kept-thread.js';
import { SuiteThread } from '../../runner/suite-thread.js';
import { targetKind } from '../../runner/target-kind.js';
import type { CliIo } from '../command.js';
import { RunQueue, type RunQueueOptions } from './run-queue.js';
import { TargetRestarts } from './target-wait.js';
import { sessionTriggers, type Triggers } from './triggers.js';
import { clock, waitingLine } from './watch-lines.js';
import { checkWatchOptions } from './watch-options.js';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The interval, if any; against a remote target also the least time between two runs, whatever asks (D16). */
function queueOptions(options: RunOptions, say: (line: string) => void): RunQueueOptions {
  if (options.watchInterval === undefined) return {};
  const intervalMs = options.watchInterval * 1000;
  if (targetKind(options) !== 'remote') return { intervalMs };
  return {
    intervalMs,
    minGapMs: intervalMs,
    onDeferred: (at) =>
      say(
        `${clock()} the next run starts at ${clock(new Date(at))}: a remote target is judged at most once every ${options.watchInterval} s`,
      ),
  };
}

export async function watchSession(options: RunOptions, flags: Partial<Record<keyof RunOptions, unknown>>, io: CliIo): Promise<number> {
  checkWatchOptions(options, flags, io.stdin);
  await prepareReportDir(options.reportDir);
  // Started before the run's modules load, as a plain run does (they load while it starts on the other core).
  const thread = new SuiteThread();
  const [{ SessionRuns }, { INTERRUPTED, RunStop }] = await Promise.all([import('./session-runs.js'), import('../../runner/interrupt.js')]);
  const kind = targetKind(options);
  const restarts = new TargetRestarts();
  const runs = new SessionRuns(options, io, thread, kind === 'embedded' ? undefined : { baseUrl: options.baseUrl!, kind, restarts });
  const say = (line: string) => io.stdout.write(`${line}\n`);
  let stop: InstanceType<typeof RunStop> | undefined;
  let quitting = false;
  let triggers: Triggers | undefined;

  const runOnce = async (reasons: readonly string[]) => {
    stop = new RunStop();
    try {
      await runs.next(reasons, stop, () => quitting);
    } catch (error) {
      io.stderr.write(`seller-api-conformance: internal error (please report):\n${(error as Error).stack ?? String(error)}\n`);
      runs.code = EXIT.couldNotJudge;
      end();
    } finally {
      stop = undefined;
    }
    if (!quitting && triggers) say(waitingLine(triggers.watching, triggers.targetDown()));
  };
  const queue = new RunQueue(
    runOnce,
    queueOptions(options, (line) => (queue.running ? undefined : say(line))),
  );
  let endSession: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endSession = resolve));
  const end = () => {
    quitting = true;
    void queue.close().then(endSession);
  };
  const quit = () => {
    if (quitting) {
      triggers?.close(); // the terminal as it was, even now
      say('seller-api-conformance: asked again: exiting now, without the reports of the run under way');
      process.exit(EXIT.couldNotJudge);
    }
    if (queue.running && runs.waitingForTarget) say(`stopping: run ${runs.count} waited for the target and judged nothing`);
    else if (queue.running)
      say(`stopping run ${runs.count}: the tests under way finish, and its reports say what was judged (q again: exit at once)`);
    // The wait for the target ends too: a run that judged nothing is not started after all.
    if (queue.running) stop?.stop(INTERRUPTED);
    end();
  };

  try {
    triggers = sessionTriggers(options, io.stdin as ReadStream, {
      run: (reason) => queue.trigger(reason),
      isRestartNews: (downAt) => restarts.isNews(downAt),
      quit,
      say: (line) => (queue.running || quitting ? undefined : say(line)),
      warn: (line) => io.stderr.write(`seller-api-conformance: ${line}\n`),
    });
  } catch (error) {
    await runs.dispose();
    throw new UsageError(`--watch-path: cannot watch it (${(error as Error).message})`);
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
    await runs.dispose();
  }
  say(`watch: ended after ${runs.count} run${runs.count === 1 ? '' : 's'}; ${options.reportDir} holds the reports of the last`);
  return runs.code;
}
