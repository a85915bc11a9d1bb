// run --verify: the run's reports, once written, judged again from them as `verify` would judge them.
import { EXIT } from '../report/exit-codes.js';
import type { ConformanceReport } from '../types/report.js';
import type { CliIo } from './command.js';
import { explained } from './verification-text.js';

/** The run's exit code when its verdict follows from its recording; 2 when it does not (a fault of the harness). */
export async function verifyWritten(report: ConformanceReport, reportDir: string, code: number, io: CliIo): Promise<number> {
  if (report.summary.interrupted) {
    io.stdout.write('verify: not run: an interrupted run cannot be judged again (its tests were cut short)\n');
    return code;
  }
  const { verifyRun } = await import('../verify/verify-run.js');
  const verification = await verifyRun(reportDir);
  io.stdout.write(explained(verification));
  return verification.outcome === 'verified' ? code : EXIT.couldNotJudge;
}
