// The command line: find the command, run it, turn every error into a message and an exit code.
import { UsageError } from '../config/usage-error.js';
import { toolVersion } from '../package-info.js';
import { EXIT } from '../report/exit-codes.js';
import { endQuietlyWhenClosed } from './closed-output.js';
import type { CliIo } from './command.js';
import { exitTwoOnUncaughtErrors, internalErrorLine } from './internal-error.js';
import { COMMANDS, DEFAULT_COMMAND } from './commands/index.js';
import { parseInvocation } from './parse-args.js';

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
  return `Commands (${DEFAULT_COMMAND.name} when none is named; "<command> --help" for its options):\n${list}\n\n`;
}

/**
 * The process's streams, for the bin: a closed stdout or stderr ends that output only (never the run), and
 * an error nothing caught exits 2 with one line.
 */
function processIo(): CliIo {
  endQuietlyWhenClosed(process.stdout);
  endQuietlyWhenClosed(process.stderr);
  exitTwoOnUncaughtErrors((line) => process.stderr.write(line));
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
}

export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  try {
    const invocation = parseInvocation(
      argv,
      COMMANDS.map((c) => c.name),
      DEFAULT_COMMAND.name,
    );
    if (invocation.name === 'version') {
      io.stdout.write(`${toolVersion}\n`);
      return EXIT.conformant;
    }
    if (invocation.name === 'help') {
      const entry = COMMANDS.find((c) => c.name === invocation.command);
      io.stdout.write(entry ? (await entry.load()).help() : `${(await DEFAULT_COMMAND.load()).help()}\n${overview()}`);
      return EXIT.conformant;
    }
    const command = await COMMANDS.find((c) => c.name === invocation.command)!.load();
    return await command.execute(invocation.args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`seller-api-conformance: ${error.message}\n`);
      // On GitHub Actions the log line alone leaves a red step and nothing else on the run's page.
      (await import('./refusal.js')).reportRefusal(error.message, io);
      return EXIT.couldNotJudge;
    }
    // Anything else is a bug of the harness: named on one line, never a verdict.
    io.stderr.write(internalErrorLine(error));
    return EXIT.couldNotJudge;
  }
}
