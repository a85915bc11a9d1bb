// run --verify: a run's reports judged again before they are written, from the very texts about to be
// written, so that report.html and badge.json can say "verified" and the digests cover what they say.
import { renderReports } from '../report/write-reports.js';
import type { RunRecord } from '../report/run-record.js';
import { sha256 } from '../runner/reproduction.js';
import type { ConformanceReport } from '../types/report.js';
import { verifyRun, type Verification } from './verify-run.js';

/** The record, with its verification in the report when its verdict follows from its recording. */
export async function verifiedRecord(record: RunRecord, reportDir: string): Promise<{ record: RunRecord; verification: Verification }> {
  const rendered = renderReports(record);
  const textOf = (name: string) => {
    const file = rendered.get(name);
    return file && 'text' in file ? file.text : undefined;
  };
  const verification = await verifyRun(reportDir, {}, async (name) => textOf(name));
  const har = textOf('exchanges.har');
  if (verification.outcome !== 'verified' || har === undefined) return { record, verification };
  const { results, ...head } = record.report;
  const verified: NonNullable<ConformanceReport['verification']> = {
    verified: true,
    exchanges: verification.exchanges!,
    exchangesSha256: sha256(har),
  };
  return { record: { ...record, report: { ...head, verification: verified, results } }, verification };
}
