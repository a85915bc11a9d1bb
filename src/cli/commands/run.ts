// `run`: judge an implementation (the embedded reference when no --base-url) and write the reports.
import { resolveOptions } from '../../config/resolve.js';
import { toolVersion } from '../../package-info.js';
import { exitCodeFor } from '../../report/verdict.js';
import { writeReports } from '../../report/write-reports.js';
import { runConformance } from '../../runner/run.js';
import type { CliCommand } from '../command.js';
import { helpText } from '../help.js';
import { parseRunArgs } from '../parse-args.js';
import { summaryText } from '../summary.js';

export const runCommand: CliCommand = {
  name: 'run',
  summary: 'judge an implementation (the embedded reference when no --base-url) and write the reports',
  help: () => helpText(toolVersion),
  async execute(args, io) {
    const options = resolveOptions(parseRunArgs(args), io.env);
    const outcome = await runConformance(options, io.stdout);
    const { report, harnessFaults } = outcome;
    const paths = await writeReports(outcome, options.reportDir);
    io.stdout.write(summaryText(report, paths, harnessFaults));
    return exitCodeFor(report.summary);
  },
};
