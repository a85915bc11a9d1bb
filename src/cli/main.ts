// The command line: parse, run, write the reports, print the summary, exit 0/1/2.
import { resolveOptions, UsageError } from '../config/resolve.js';
import { toolVersion } from '../package-info.js';
import { EXIT, exitCodeFor } from '../report/verdict.js';
import { writeReports } from '../report/write-reports.js';
import { runConformance } from '../runner/run.js';
import { helpText } from './help.js';
import { parseCommand } from './parse-args.js';
import { summaryText } from './summary.js';

export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === 'help') {
      process.stdout.write(helpText(toolVersion));
      return EXIT.conformant;
    }
    if (command.name === 'version') {
      process.stdout.write(`${toolVersion}\n`);
      return EXIT.conformant;
    }
    const options = resolveOptions(command.flags, env);
    const { report, harnessFaults } = await runConformance(options, process.stdout);
    const paths = await writeReports(report, options.reportDir);
    process.stdout.write(summaryText(report, paths, harnessFaults));
    return exitCodeFor(report.summary);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`seller-api-conformance: ${error.message}\n`);
      return EXIT.couldNotJudge;
    }
    // Anything else is a bug of the harness: show the stack, never a verdict.
    process.stderr.write(`seller-api-conformance: internal error (please report):\n${(error as Error).stack ?? String(error)}\n`);
    return EXIT.couldNotJudge;
  }
}
