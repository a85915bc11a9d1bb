// Every subcommand of the CLI. `run` is the default when no command is named.
import type { CliCommand } from '../command.js';
import { compareCommand } from './compare.js';
import { openapiCommand } from './openapi.js';
import { runCommand } from './run.js';
import { serveCommand } from './serve.js';
import { validateCommand } from './validate.js';

export const COMMANDS: readonly CliCommand[] = [runCommand, validateCommand, serveCommand, openapiCommand, compareCommand];
export const DEFAULT_COMMAND = runCommand;
