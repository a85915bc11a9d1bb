// The shape of a subcommand: each lives in src/cli/commands/ and is listed in src/cli/commands/index.ts.
import type { Readable, Writable } from 'node:stream';

/** Where a command reads and writes: the process's own streams, or a test's. */
export interface CliIo {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
}

/** What --help lists of a command, and how to load it: a command's modules load only when it runs. */
export interface CommandEntry {
  name: string;
  /** One line for the command list of --help. */
  summary: string;
  load(): Promise<CliCommand>;
}

export interface CliCommand {
  /** `--help` of the command. */
  help(): string;
  /** Runs with the arguments after the command name; returns the exit code. Throws UsageError for bad arguments. */
  execute(args: readonly string[], io: CliIo): Promise<number>;
}
