// `run`: judge an implementation (the embedded reference when no --base-url) and write the reports.
// Only what --help and option checking need is imported here; the run's own modules (vitest, the HTTP
// client, the judges, the renderers) load when it starts.
import { appendFile } from 'node:fs/promises';
import { resolveOptions } from '../../config/resolve.js';
import { toolVersion } from '../../package-info.js';
import { EXIT, exitCodeFor } from '../../report/verdict.js';
import type { RunRecord } from '../../report/run-record.js';
import type { RunOptions } from '../../config/options.js';
import type { CliCommand, CliIo } from '../command.js';
import { helpText } from '../help.js';
import { parseRunArgs } from '../parse-args.js';
import { summaryText } from '../summary.js';

/**
 * On GitHub Actions, the summary goes on the run's page too. A file that cannot be written is worth
 * a line on stderr, not a different verdict.
 */
async function appendStepSummary(record: RunRecord, reportDir: string, io: CliIo): Promise<void> {
  const path = io.env['GITHUB_STEP_SUMMARY'];
  if (!path) return;
  const { renderMarkdown } = await import('../../report/render-markdown.js');
  try {
    await appendFile(path, `\n${renderMarkdown(record, { reportDir })}`);
    io.stdout.write(`summary: appended to $GITHUB_STEP_SUMMARY (${path})\n`);
  } catch (error) {
    io.stderr.write(
      `summary: could not append to $GITHUB_STEP_SUMMARY (${path}): ${error instanceof Error ? error.message : String(error)}\n`,
    );
  }
}

const KIND_TEXT = { embedded: 'the embedded reference', loopback: 'a loopback target', remote: 'a remote target' } as const;

/** `--plan`: what the run would send; the embedded reference is not even started. */
async function planText(options: RunOptions): Promise<string> {
  const [{ renderPlan }, { buildDataset }, { planRun, userFixtures }, { politenessOf, targetKind }, { readExpectedFailures }] =
    await Promise.all([
      import('../../plan/render-plan.js'),
      import('../../reference/index.js'),
      import('../../runner/plan-run.js'),
      import('../../runner/target-kind.js'),
      import('../../config/expected-failures.js'),
    ]);
  // Every option is checked, as a run would, though nothing is sent.
  if (options.expectedFailures !== undefined) readExpectedFailures(options.expectedFailures);
  const kind = targetKind(options);
  const fixtures = kind === 'embedded' ? { ...buildDataset().fixtures, ...userFixtures(options) } : userFixtures(options);
  const plan = planRun(options, kind, fixtures);
  return renderPlan(plan, {
    target: options.baseUrl ?? 'the embedded reference',
    kind: KIND_TEXT[kind],
    ratePerSecond: politenessOf(options, kind).ratePerSecond,
  });
}

export const runCommand: CliCommand = {
  help: () => helpText(toolVersion),
  async execute(args, io) {
    const options = resolveOptions(parseRunArgs(args), io.env);
    if (options.plan) {
      io.stdout.write(await planText(options));
      return 0;
    }
    const [{ prepareReportDir, writeReports }, { RunStop, stopOnSignals }, { runConformance }] = await Promise.all([
      import('../../report/write-reports.js'),
      import('../../runner/interrupt.js'),
      import('../../runner/run.js'),
    ]);
    // Before the first request: a run that cannot keep its reports is not worth starting.
    await prepareReportDir(options.reportDir);
    // Ctrl-C / SIGTERM stop the run, which still reports what was judged (src/runner/interrupt.ts).
    const stop = new RunStop();
    const removeSignalHandlers = stopOnSignals(stop, io.stderr);
    try {
      const outcome = await runConformance(options, io.stdout, stop);
      const { report, harnessFaults } = outcome;
      const { written, failed } = await writeReports(outcome, options.reportDir);
      io.stdout.write(summaryText(report, written, harnessFaults));
      for (const { name, reason } of failed)
        io.stderr.write(`seller-api-conformance: could not write ${name} in ${options.reportDir}: ${reason}\n`);
      await appendStepSummary(outcome, options.reportDir, io);
      // A run whose reports are not all written did not complete: 1 if a rule failed unexpectedly, else 2.
      if (failed.length > 0) return report.summary.failed > 0 ? EXIT.nonConformant : EXIT.couldNotJudge;
      return exitCodeFor(report.summary);
    } finally {
      removeSignalHandlers();
    }
  },
};
