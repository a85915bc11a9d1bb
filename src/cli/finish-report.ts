// The end of every judgement that writes reports (run, validate --har, proxy): the report files when a
// folder is given, the terminal summary, the GitHub step summary for a run, and the exit code.
import { appendFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import type { RunRecord } from '../report/run-record.js';
import { EXIT } from '../report/exit-codes.js';
import { exitCodeFor } from '../report/verdict.js';
import { annotationLines } from './annotations.js';
import type { CliIo } from './command.js';
import { optionNaming, unreachableAdvice } from './refusal.js';
import { summaryText } from './summary.js';

interface FinishOptions {
  /** Where the terminal summary goes (stderr when stdout carries JSON). */
  summaryTo?: Writable;
  harnessFaults?: readonly string[];
  /** Append summary.md to $GITHUB_STEP_SUMMARY when it is set, and annotate the failures on GitHub Actions. */
  stepSummary?: boolean;
  /** run --verify: judge the run again from the reports about to be written; they say so when its verdict follows. */
  verify?: boolean;
}

/**
 * On GitHub Actions, the summary goes on the run's page too. A file that cannot be written is worth
 * a line on stderr, not a different verdict.
 */
async function appendStepSummary(record: RunRecord, reportDir: string, io: CliIo): Promise<void> {
  const path = io.env['GITHUB_STEP_SUMMARY'];
  if (!path) return;
  const { renderMarkdown } = await import('../report/render-markdown.js');
  try {
    // A target that did not answer: what to change goes under the report, on the run's page only.
    const advice = unreachableAdvice(record.report, optionNaming(io.env)) ?? '';
    await appendFile(path, `\n${renderMarkdown(record, { reportDir })}${advice}`);
    io.stdout.write(`summary: appended to $GITHUB_STEP_SUMMARY (${path})\n`);
  } catch (error) {
    io.stderr.write(
      `summary: could not append to $GITHUB_STEP_SUMMARY (${path}): ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
}

export async function finishReport(
  record: RunRecord,
  reportDir: string | undefined,
  io: CliIo,
  options: FinishOptions = {},
): Promise<number> {
  const { report } = record;
  const summaryTo = options.summaryTo ?? io.stdout;
  const harnessFaults = options.harnessFaults ?? [];
  if (reportDir === undefined) {
    summaryTo.write(summaryText(report, ['none written (--report-dir DIR writes all six)'], harnessFaults));
    return exitCodeFor(report.summary);
  }
  const verified = options.verify ? await verifyBeforeWriting(record, reportDir) : undefined;
  const { writeReports } = await import('../report/write-reports.js');
  const { written, failed } = await writeReports(verified?.record ?? record, reportDir);
  summaryTo.write(summaryText(report, written, harnessFaults));
  if (verified) summaryTo.write(verified.text);
  for (const { name, reason } of failed) io.stderr.write(`seller-api-conformance: could not write ${name} in ${reportDir}: ${reason}\n`);
  if (options.stepSummary) {
    await appendStepSummary(record, reportDir, io);
    // On GitHub Actions (which sets GITHUB_ACTIONS=true), what fails the run is annotated too.
    if (io.env['GITHUB_ACTIONS'] === 'true') for (const line of annotationLines(report, optionNaming(io.env))) io.stdout.write(`${line}\n`);
  }
  // A run whose verdict does not follow from its own recording is a fault of the harness: nothing to trust.
  if (verified?.ok === false) return EXIT.couldNotJudge;
  return exitCodeFor(report.summary, failed.length === 0);
}

/** What run --verify found, and the record to write (with its verification when the verdict follows). */
async function verifyBeforeWriting(record: RunRecord, reportDir: string): Promise<{ record: RunRecord; text: string; ok: boolean }> {
  if (record.report.summary.interrupted)
    return { record, text: 'verify: not run: an interrupted run cannot be judged again (its tests were cut short)\n', ok: true };
  const [{ verifiedRecord }, { explained }] = await Promise.all([import('../verify/verify-record.js'), import('./verification-text.js')]);
  const { record: written, verification } = await verifiedRecord(record, reportDir);
  return { record: written, text: explained(verification), ok: verification.outcome === 'verified' };
}
