// argv to a command and raw flag values, with node's own parseArgs; unknown flags are usage errors.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { OPTION_SPECS, type RunOptions } from '../config/options.js';
import { UsageError } from '../config/resolve.js';

export type Command = { name: 'run'; flags: Partial<Record<keyof RunOptions, unknown>> } | { name: 'help' } | { name: 'version' };

const REPEATABLE = new Set(['headers', 'suites']);

export function parseCommand(argv: readonly string[]): Command {
  const options: NonNullable<ParseArgsConfig['options']> = {
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
  };
  for (const spec of OPTION_SPECS) {
    options[spec.flag] = {
      type: spec.kind === 'boolean' ? 'boolean' : 'string',
      ...(spec.short ? { short: spec.short } : {}),
      ...(REPEATABLE.has(spec.key) ? { multiple: true } : {}),
    };
  }
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]} (see --help)`);
  }
  if (parsed.values['help']) return { name: 'help' };
  if (parsed.values['version']) return { name: 'version' };
  const [command = 'run', ...extra] = parsed.positionals;
  if (command !== 'run') throw new UsageError(`unknown command "${command}" (the only command is run; see --help)`);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}" (see --help)`);
  const flags: Partial<Record<keyof RunOptions, unknown>> = {};
  for (const spec of OPTION_SPECS) {
    const value = parsed.values[spec.flag];
    if (value !== undefined) flags[spec.key] = value;
  }
  return { name: 'run', flags };
}
