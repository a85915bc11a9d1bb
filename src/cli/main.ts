// The command line: find the command, run it, turn every error into a message and an exit code.
import { UsageError } from '../config/usage-error.js';
import { toolVersion } from '../package-info.js';
import { EXIT } from '../report/exit-codes.js';
import type { CliIo } from './command.js';
import { COMMANDS, DEFAULT_COMMAND } from './commands/index.js';
import { parseInvocation } from './parse-args.js';

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n');
  return `Commands (${DEFAULT_COMMAND.name} when none is named; "<command> --help" for its options):\n${list}\n\n`;
}

export async function main(
  argv: readonly string[],
  io: CliIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env },
): Promise<number> {
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
    // Anything else is a bug of the harness: show the stack, never a verdict.
    io.stderr.write(`seller-api-conformance: internal error (please report):\n${(error as Error).stack ?? String(error)}\n`);
    return EXIT.couldNotJudge;
  }
}
