// argv of `run` to raw flag values, with node's own parseArgs; unknown flags are usage errors.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { OPTION_SPECS, type RunOptions } from '../config/options.js';
import { UsageError } from '../config/resolve.js';

const REPEATABLE = new Set(['headers', 'suites']);

/** node:util parseArgs, with its errors turned into one-line usage errors. */
export function parseOrExplain(args: readonly string[], options: NonNullable<ParseArgsConfig['options']>, allowPositionals = false) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]} (see --help)`);
  }
}

export function parseRunArgs(args: readonly string[]): Partial<Record<keyof RunOptions, unknown>> {
  const options: NonNullable<ParseArgsConfig['options']> = {};
  for (const spec of OPTION_SPECS) {
    options[spec.flag] = {
      type: spec.kind === 'boolean' ? 'boolean' : 'string',
      ...(spec.short ? { short: spec.short } : {}),
      ...(REPEATABLE.has(spec.key) ? { multiple: true } : {}),
    };
  }
  const parsed = parseOrExplain(args, options, true);
  if (parsed.positionals.length > 0) throw new UsageError(`unexpected argument "${parsed.positionals[0]}" (see --help)`);
  const flags: Partial<Record<keyof RunOptions, unknown>> = {};
  for (const spec of OPTION_SPECS) {
    const value = parsed.values[spec.flag];
    if (value !== undefined) flags[spec.key] = value;
  }
  return flags;
}

export type Invocation = { name: 'help'; command?: string } | { name: 'version' } | { name: 'command'; command: string; args: readonly string[] };

/** Which command argv asks for: `[command] [args]`, `run` when the first word is not a command. */
export function parseInvocation(argv: readonly string[], commandNames: readonly string[], defaultCommand: string): Invocation {
  const [first, ...rest] = argv;
  const named = first !== undefined && commandNames.includes(first);
  const command = named ? first : defaultCommand;
  const args = named ? rest : argv;
  if (args.includes('--help') || args.includes('-h')) return { name: 'help', ...(named ? { command } : {}) };
  if (!named && (first === '--version' || first === '-v')) return { name: 'version' };
  if (first !== undefined && !first.startsWith('-') && !named) throw new UsageError(`unknown command "${first}" (commands: ${commandNames.join(', ')}; see --help)`);
  return { name: 'command', command, args };
}
