// Every subcommand of the CLI. `run` is the default when no command is named.
import type { CliCommand } from '../command.js';
import { runCommand } from './run.js';

export const COMMANDS: readonly CliCommand[] = [runCommand];
export const DEFAULT_COMMAND = runCommand;
