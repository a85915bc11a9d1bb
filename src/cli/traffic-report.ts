// The end of judging traffic (validate --har, proxy), as the end of a run: the report files when a
// folder is given, the terminal summary of a run, and run's exit codes.
import type { RunRecord } from '../report/run-record.js';
import { EXIT, exitCodeFor } from '../report/verdict.js';
import type { Writable } from 'node:stream';
import type { CliIo } from './command.js';
import { summaryText } from './summary.js';

/** `summaryTo` is where the terminal summary goes (stderr when stdout carries JSON). */
export async function finishTrafficReport(
  record: RunRecord,
  reportDir: string | undefined,
  io: CliIo,
  summaryTo: Writable = io.stdout,
): Promise<number> {
  const { report } = record;
  if (reportDir === undefined) {
    summaryTo.write(summaryText(report, ['none written (--report-dir DIR writes all six)'], []));
    return exitCodeFor(report.summary);
  }
  const { writeReports } = await import('../report/write-reports.js');
  const { written, failed } = await writeReports(record, reportDir);
  summaryTo.write(summaryText(report, written, []));
  for (const { name, reason } of failed) io.stderr.write(`seller-api-conformance: could not write ${name} in ${reportDir}: ${reason}\n`);
  // As after a run: reports not all written is not a complete judgement (1 if a MUST rule failed, else 2).
  if (failed.length > 0) return report.summary.verdict === 'non-conformant' ? EXIT.nonConformant : EXIT.couldNotJudge;
  return exitCodeFor(report.summary);
}
