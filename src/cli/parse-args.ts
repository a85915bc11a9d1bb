// argv to raw flag values, with node's own parseArgs; every mistake is a one-line usage error that
// names the option and, for a near miss, the option that was probably meant.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { OPTION_SPECS, type RunOptions } from '../config/options.js';
import { UsageError } from '../config/usage-error.js';
import { closest } from '../config/closest.js';

const REPEATABLE = new Set(['headers', 'suites', 'only', 'skip', 'watchPath']);

type Options = NonNullable<ParseArgsConfig['options']>;

/** The option a token names (`--seed`, `-t`), if it is one of `options`. */
function optionNamed(token: string, options: Options): { name: string; takesValue: boolean } | undefined {
  const name = token.startsWith('--')
    ? token.slice(2)
    : Object.entries(options).find(([, spec]) => spec.short !== undefined && token === `-${spec.short}`)?.[0];
  const spec = name === undefined ? undefined : options[name];
  return spec && name !== undefined ? { name, takesValue: spec.type === 'string' } : undefined;
}

/**
 * `--num-runs -1`: parseArgs calls a value that starts with a dash "ambiguous". A value that is not one
 * of our options is taken as the value (and judged by the option's own rule, e.g. "a whole number");
 * an option where a value was due is reported as a missing value.
 */
function attachDashValues(args: readonly string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const token = args[i]!;
    const option = token.includes('=') ? undefined : optionNamed(token, options);
    const next = args[i + 1];
    if (option?.takesValue && next !== undefined && next.startsWith('-') && next !== '--') {
      if (optionNamed(next.split('=')[0]!, options) !== undefined)
        throw new UsageError(`--${option.name} needs a value, but the next word is the option ${next} (see --help)`);
      out.push(`--${option.name}=${next}`);
      i += 1;
      continue;
    }
    out.push(token);
  }
  return out;
}

function explain(error: NodeJS.ErrnoException, options: Options): UsageError {
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION': {
      const flag = quoted.split('=')[0]!;
      const guess = closest(flag.replace(/^-+/, ''), Object.keys(options));
      return new UsageError(`unknown option ${flag}${guess ? ` (did you mean --${guess}?)` : ''} (see --help)`);
    }
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE': {
      const flag = quoted.split(' ')[0]!;
      return new UsageError(
        /argument missing/.test(error.message)
          ? `${flag} needs a value (see --help)`
          : /does not take an argument/.test(error.message)
            ? `${flag} takes no value (write ${flag} alone, or leave it out) (see --help)`
            : `${error.message.split('\n')[0]} (see --help)`,
      );
    }
    default:
      return new UsageError(`${error.message.split('\n')[0]} (see --help)`);
  }
}

/** node:util parseArgs, with its errors turned into one-line usage errors. */
export function parseOrExplain(args: readonly string[], options: Options, allowPositionals = false) {
  try {
    return parseArgs({ args: attachDashValues(args, options), options, allowPositionals, strict: true });
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw explain(error as NodeJS.ErrnoException, options);
  }
}

export function parseRunArgs(args: readonly string[]): Partial<Record<keyof RunOptions, unknown>> {
  const options: Options = {};
  for (const spec of OPTION_SPECS) {
    options[spec.flag] = {
      type: spec.kind === 'boolean' ? 'boolean' : 'string',
      ...(spec.short ? { short: spec.short } : {}),
      ...(REPEATABLE.has(spec.key) ? { multiple: true } : {}),
    };
  }
  const parsed = parseOrExplain(args, options, true);
  if (parsed.positionals.length > 0)
    throw new UsageError(`unexpected argument "${parsed.positionals[0]}" (options start with --; see --help)`);
  const flags: Partial<Record<keyof RunOptions, unknown>> = {};
  for (const spec of OPTION_SPECS) {
    const value = parsed.values[spec.flag];
    if (value !== undefined) flags[spec.key] = value;
  }
  return flags;
}
type Invocation = { name: 'help'; command?: string } | { name: 'version' } | { name: 'command'; command: string; args: readonly string[] };

/** Which command argv asks for: `[command] [args]`, `run` when the first word is not a command. */
export function parseInvocation(argv: readonly string[], commandNames: readonly string[], defaultCommand: string): Invocation {
  const [first, ...rest] = argv;
  const named = first !== undefined && commandNames.includes(first);
  const command = named ? first : defaultCommand;
  const args = named ? rest : argv;
  if (args.includes('--help') || args.includes('-h')) return { name: 'help', ...(named ? { command } : {}) };
  if (!named && (first === '--version' || first === '-v')) return { name: 'version' };
  if (first !== undefined && !first.startsWith('-') && !named)
    throw new UsageError(`unknown command "${first}" (commands: ${commandNames.join(', ')}; see --help)`);
  return { name: 'command', command, args };
}
