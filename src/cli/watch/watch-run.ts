// One run of a watch session: judge, replace the reports, and tell the terminal. The first run (or the first
// that could judge) prints what a plain run prints; each later one only what changed since the last run that
// judged something and its verdict line.
import { Writable } from 'node:stream';
import type { RunOptions } from '../../config/options.js';
import { UsageError } from '../../config/usage-error.js';
import { EXIT } from '../../report/exit-codes.js';
import { exitCodeFor } from '../../report/verdict.js';
import type { RunStop } from '../../runner/interrupt.js';
import { runConformance } from '../../runner/run.js';
import type { SuiteThread } from '../../runner/suite-thread.js';
import type { ConformanceReport } from '../../types/report.js';
import { verifiedRecord } from '../../verify/verify-record.js';
import type { CliIo } from '../command.js';
import { explained } from '../verification-text.js';
import { summaryText } from '../summary.js';
import { writeReportsAtomically } from './atomic-reports.js';
import { changedLines } from './run-diff.js';
import { verdictLine } from './watch-lines.js';

export interface WatchRun {
  number: number;
  seed: number;
  /** The last run that judged something, and its seed: what this one is told against (its header is printed). */
  previous?: { report: ConformanceReport; seed: number };
  thread: SuiteThread;
}

/** The progress lines of a later run go nowhere: its changes say what matters. */
const nowhere = () => new Writable({ write: (_chunk, _encoding, done) => done() });

/** Judges once; returns the report (none when the options were refused, e.g. a broken --expected-failures) and the exit code. */
export async function judgeOnce(
  options: RunOptions,
  run: WatchRun,
  stop: RunStop,
  io: CliIo,
): Promise<{ report?: ConformanceReport; code: number }> {
  const started = new Date();
  const { previous } = run;
  try {
    const outcome = await runConformance({ ...options, seed: run.seed }, previous ? nowhere() : io.stdout, stop, run.thread);
    const { report } = outcome;
    // --verify: each run's reports judged again before they replace the last run's (src/verify/verify-record.ts).
    const verified = options.verify && !report.summary.interrupted ? await verifiedRecord(outcome, options.reportDir) : undefined;
    const notVerified = verified && verified.verification.outcome !== 'verified' ? explained(verified.verification) : undefined;
    const { written, failed } = await writeReportsAtomically(verified?.record ?? outcome, options.reportDir);
    for (const { name, reason } of failed)
      io.stderr.write(
        `seller-api-conformance: could not write ${name} in ${options.reportDir}: ${reason} (no report of this run replaced those there)\n`,
      );
    if (!previous) {
      io.stdout.write(summaryText(report, written.length > 0 ? written : ['none written'], outcome.harnessFaults));
      if (verified) io.stdout.write(explained(verified.verification));
    } else {
      // A later run says only what changed: a verdict that does not follow from its recording is a change.
      if (notVerified) io.stdout.write(notVerified);
      const lines = changedLines(previous.report, report, { sameSeed: previous.seed === run.seed });
      for (const fault of outcome.harnessFaults)
        lines.push(`HARNESS FAULT (a bug of seller-api-conformance, not of the target):\n${fault}`);
      const changed = lines.length > 0 ? lines : ['no rule changed'];
      io.stdout.write(`${[...changed, verdictLine(run.number, report, Date.now() - started.getTime())].join('\n')}\n`);
    }
    return { report, code: notVerified ? EXIT.couldNotJudge : exitCodeFor(report.summary, failed.length === 0) };
  } catch (error) {
    // A mistake the developer can mend while the session waits (an --expected-failures file saved half-edited).
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`seller-api-conformance: ${error.message}\n`);
    return { code: EXIT.couldNotJudge };
  }
}
