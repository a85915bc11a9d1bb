// `run`: judge an implementation (the embedded reference when no --base-url) and write the reports.
import { appendFile } from 'node:fs/promises';
import { resolveOptions } from '../../config/resolve.js';
import { toolVersion } from '../../package-info.js';
import { renderMarkdown } from '../../report/render-markdown.js';
import { exitCodeFor } from '../../report/verdict.js';
import { writeReports, type RunRecord } from '../../report/write-reports.js';
import { RunStop, stopOnSignals } from '../../runner/interrupt.js';
import { runConformance } from '../../runner/run.js';
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
  try {
    await appendFile(path, `\n${renderMarkdown(record, { reportDir })}`);
    io.stdout.write(`summary: appended to $GITHUB_STEP_SUMMARY (${path})\n`);
  } catch (error) {
    io.stderr.write(`summary: could not append to $GITHUB_STEP_SUMMARY (${path}): ${error instanceof Error ? error.message : String(error)}\n`);
  }
}

export const runCommand: CliCommand = {
  name: 'run',
  summary: 'judge an implementation (the embedded reference when no --base-url) and write the reports',
  help: () => helpText(toolVersion),
  async execute(args, io) {
    const options = resolveOptions(parseRunArgs(args), io.env);
    // Ctrl-C / SIGTERM stop the run, which still reports what was judged (src/runner/interrupt.ts).
    const stop = new RunStop();
    const removeSignalHandlers = stopOnSignals(stop, io.stderr);
    try {
      const outcome = await runConformance(options, io.stdout, stop);
      const { report, harnessFaults } = outcome;
      const paths = await writeReports(outcome, options.reportDir);
      io.stdout.write(summaryText(report, paths, harnessFaults));
      await appendStepSummary(outcome, options.reportDir, io);
      return exitCodeFor(report.summary);
    } finally {
      removeSignalHandlers();
    }
  },
};
