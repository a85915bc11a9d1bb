// Options from flags, environment and config file, merged in that precedence over the defaults, and
// validated: a bad option is a one-line UsageError naming its source, never a stack trace.
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import { parseBaseUrl } from '../http/base-url.js';
import { isWellFormedId, MAX_ID } from '../id-range.js';
import { closest } from './closest.js';
import { readConfigFile } from './config-file.js';
import { mergeHeaders } from './headers.js';
import { readTlsMaterial } from './tls-files.js';
import { UsageError } from './usage-error.js';
import { DEFAULTS, OPTION_SPECS, SUITES, type OptionSpec, type RunOptions, type SuiteName } from './options.js';

type Raw = Partial<Record<keyof RunOptions, unknown>>;

/** The config-file key of an option: its long flag in camelCase, as --help says (`--max-body-mb` → `maxBodyMb`). */
const configKeyOf = (spec: OptionSpec): string => spec.flag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The spec a config key names: the camelCase of its flag, or the option's own name, which earlier
 * versions documented and files in use still have (`suites`, `timeoutMs`, `headers`).
 */
const specOfConfigKey = (key: string): OptionSpec | undefined =>
  OPTION_SPECS.find((spec) => configKeyOf(spec) === key) ?? OPTION_SPECS.find((spec) => spec.key === key);

const sourceName = (spec: OptionSpec, source: 'flag' | 'env' | 'file', fileKey?: string) =>
  source === 'flag' ? `--${spec.flag}` : source === 'env' ? spec.env : `config key "${fileKey ?? configKeyOf(spec)}"`;

function parseBoolean(value: unknown, where: string): boolean {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(text)) return false;
  throw new UsageError(`${where}: expected true or false, got ${JSON.stringify(value)}`);
}

function listOf(value: unknown, separator: RegExp | string): string[] {
  const items = Array.isArray(value) ? value.map(String) : [String(value)];
  return items
    .flatMap((item) => item.split(separator))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const LIST_KINDS: ReadonlySet<OptionSpec['kind']> = new Set(['headers', 'suites', 'globs', 'paths']);

const NUMERIC_KINDS: ReadonlySet<OptionSpec['kind']> = new Set(['integer', 'number', 'id', 'threshold']);

/** A config file value must already be of the option's JSON type (or a string of it): never coerce null, objects or booleans. */
function checkJsonType(spec: OptionSpec, value: unknown, where: string): void {
  const fits =
    spec.kind === 'boolean'
      ? typeof value === 'boolean' || typeof value === 'string'
      : LIST_KINDS.has(spec.kind)
        ? typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
        : NUMERIC_KINDS.has(spec.kind)
          ? typeof value === 'number' || typeof value === 'string'
          : typeof value === 'string';
  if (fits) return;
  const wanted = LIST_KINDS.has(spec.kind)
    ? 'a string or an array of strings'
    : spec.kind === 'boolean'
      ? 'true or false'
      : NUMERIC_KINDS.has(spec.kind)
        ? 'a number'
        : 'a string';
  throw new UsageError(`${where}: ${JSON.stringify(value)} is not a valid value (expected ${wanted})`);
}

/** Smallest accepted value of the numeric options (the seed may be 0, the rate 0 means no limit). */
const MINIMUM: Partial<Record<keyof RunOptions, number>> = { seed: 0, rate: 0 };
/** Largest: past these a value is surely a typo (and a seed must fit fast-check's 32 bits). */
const MAXIMUM: Partial<Record<keyof RunOptions, number>> = {
  seed: 2 ** 31 - 1,
  numRuns: 100_000,
  maxRequests: 1_000_000,
  timeoutMs: 3_600_000,
  maxBodyMb: 4096,
  rate: 1000,
  concurrency: 64,
  watchInterval: 86_400,
};

/** Turns one raw value (string from argv/env, or JSON from the file) into its typed form. */
function convert(spec: OptionSpec, value: unknown, where: string): unknown {
  switch (spec.kind) {
    case 'boolean':
      return parseBoolean(value, where);
    case 'integer':
    case 'number': {
      const text = String(value).trim();
      const minimum = MINIMUM[spec.key] ?? (spec.kind === 'integer' ? 1 : Number.MIN_VALUE);
      const maximum = MAXIMUM[spec.key] ?? Number.MAX_SAFE_INTEGER;
      const shape = spec.kind === 'integer' ? /^\d+$/ : /^\d+(\.\d+)?$/;
      const n = Number(text);
      const most = maximum.toLocaleString('en-US');
      const wanted =
        spec.kind === 'integer'
          ? `a whole number from ${minimum} to ${most}`
          : minimum === 0
            ? `a number from 0 to ${most}`
            : `a number above 0, at most ${most}`;
      if (!shape.test(text) || !Number.isSafeInteger(Math.floor(n)) || n < minimum || n > maximum)
        throw new UsageError(`${where}: expected ${wanted}, got ${JSON.stringify(value)}`);
      return n;
    }
    case 'url': {
      const text = String(value).trim();
      const url = parseBaseUrl(text);
      if ('problem' in url) throw new UsageError(`${where}: ${url.problem}`);
      return text.replace(/\/+$/, '');
    }
    case 'id': {
      const text = String(value).trim();
      // An id beyond the range names no resource (D17): as a fixture it could only be a typo.
      if (!isWellFormedId(text))
        throw new UsageError(`${where}: expected a positive whole number up to ${MAX_ID} (an existing id), got ${JSON.stringify(value)}`);
      return text;
    }
    case 'suites': {
      const names = listOf(value, /,/);
      const unknown = names.filter((n) => !(SUITES as readonly string[]).includes(n));
      if (unknown.length > 0 || names.length === 0)
        throw new UsageError(`${where}: unknown suite ${JSON.stringify(unknown[0] ?? '')} (choose from ${SUITES.join(', ')})`);
      return [...new Set(names)] as SuiteName[];
    }
    case 'globs': {
      const globs = listOf(value, /,/);
      if (globs.length === 0) throw new UsageError(`${where}: expected a rule id or a glob such as "coupon.*"`);
      return globs;
    }
    case 'paths': {
      // Separated as PATH is (a colon; a semicolon on Windows) in the environment; repeated as flags.
      const paths = listOf(value, delimiter);
      if (paths.length === 0) throw new UsageError(`${where}: expected a folder, e.g. src`);
      return paths;
    }
    case 'headers': {
      const headers = listOf(value, /\r?\n/);
      headers.forEach((header, index) => {
        // The value is not echoed: a header given without its name is most likely a bare credential.
        if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/.test(header))
          throw new UsageError(
            `${where}: expected "Name: value", but header ${index + 1} has no name and colon before its value ` +
              '(the value is not shown: it may be a secret)',
          );
      });
      return headers;
    }
    case 'threshold': {
      const text = String(value).trim();
      const m = /^(\d+)(%?)$/.exec(text);
      const n = Number(m?.[1]);
      if (!m || n < 1 || (m[2] === '%' ? n > 100 : n > 10_000))
        throw new UsageError(
          `${where}: expected a number of MUST rules (e.g. 40) or a percentage from 1% to 100% (e.g. 90%), got ${JSON.stringify(value)}`,
        );
      return m[2] === '%' ? { percent: n } : { rules: n };
    }
    case 'shard': {
      const text = String(value).trim();
      const m = /^(\d+)\/(\d+)$/.exec(text);
      if (!m || Number(m[1]) < 1 || Number(m[1]) > Number(m[2]))
        throw new UsageError(`${where}: expected I/N with 1 <= I <= N, got ${JSON.stringify(text)}`);
      return text;
    }
    case 'regex': {
      const text = String(value);
      try {
        new RegExp(text);
      } catch (error) {
        // V8's message repeats the pattern as given, newlines and slashes too: the reason is what follows it.
        const why = (error as Error).message.replace(`Invalid regular expression: /${text}/: `, '');
        throw new UsageError(`${where}: ${JSON.stringify(text)} is not a valid regular expression (${why})`);
      }
      return text;
    }
    case 'text':
    case 'path':
      return String(value);
  }
}

/**
 * Every variable that looks like ours must be one of ours: a mistyped SAC_BASEURL would otherwise judge the
 * embedded reference and pass.
 */
function checkEnvNames(env: NodeJS.ProcessEnv): void {
  const known = OPTION_SPECS.map((spec) => spec.env);
  for (const name of Object.keys(env)) {
    if (!name.startsWith('SAC_') || known.includes(name)) continue;
    const guess = closest(name, known);
    throw new UsageError(
      `${name} is not a variable of seller-api-conformance${guess ? ` (did you mean ${guess}?)` : ''} (the variables are listed by --help)`,
    );
  }
}

function fromEnv(env: NodeJS.ProcessEnv): Raw {
  checkEnvNames(env);
  const raw: Raw = {};
  for (const spec of OPTION_SPECS) {
    const value = env[spec.env];
    if (value !== undefined && value !== '') raw[spec.key] = convert(spec, value, sourceName(spec, 'env'));
  }
  return raw;
}

/**
 * A path a config file gives, from the file's folder (as tsconfig and eslint read theirs): the file means the same
 * wherever the command runs. A config file in the working directory leaves it as written.
 */
function fromConfigFolder(spec: OptionSpec, value: unknown, configPath: string): unknown {
  const resolve = (path: string) => (isAbsolute(path) ? path : join(dirname(configPath), path));
  return spec.kind === 'path' ? resolve(value as string) : spec.kind === 'paths' ? (value as string[]).map(resolve) : value;
}

function fromFile(path: string): Raw {
  const content = readConfigFile(path);
  const raw: Raw = {};
  const seen = new Map<keyof RunOptions, string>();
  for (const [key, value] of Object.entries(content)) {
    const spec = specOfConfigKey(key);
    if (!spec || spec.key === 'config') {
      const known = OPTION_SPECS.filter((s) => s.key !== 'config').map(configKeyOf);
      const guess = closest(key, known);
      throw new UsageError(
        `config file ${path}: unknown option "${key}"${guess ? ` (did you mean "${guess}"?)` : ''} (known: ${known.join(', ')})`,
      );
    }
    const twice = seen.get(spec.key);
    if (twice !== undefined)
      throw new UsageError(`config file ${path}: "${twice}" and "${key}" are the same option (${configKeyOf(spec)}); keep one`);
    seen.set(spec.key, key);
    const where = `${path}: ${sourceName(spec, 'file', key)}`;
    checkJsonType(spec, value, where);
    raw[spec.key] = fromConfigFolder(spec, convert(spec, value, where), path);
  }
  return raw;
}

/**
 * Flags (already parsed to strings/booleans/arrays) > environment > config file > defaults; headers
 * add up across the three (a stronger source replaces a header of the same name, see headers.ts).
 * @internal Not part of the library API.
 */
export function resolveOptions(flags: Partial<Record<keyof RunOptions, unknown>>, env: NodeJS.ProcessEnv): RunOptions {
  const fromFlags: Raw = {};
  for (const spec of OPTION_SPECS) {
    const value = flags[spec.key];
    if (value !== undefined) fromFlags[spec.key] = convert(spec, value, sourceName(spec, 'flag'));
  }
  const fromEnvironment = fromEnv(env);
  const configPath = (fromFlags.config ?? fromEnvironment.config) as string | undefined;
  const fromConfig = configPath ? fromFile(configPath) : {};
  // Fresh arrays: a caller that changes its options must not change the next call's defaults.
  const defaults = structuredClone(DEFAULTS);
  const headerSpec = OPTION_SPECS.find((spec) => spec.key === 'headers')!;
  const { headers, sources } = mergeHeaders([
    { source: `config file ${configPath}`, headers: fromConfig.headers as string[] | undefined },
    { source: headerSpec.env, headers: fromEnvironment.headers as string[] | undefined },
    { source: `--${headerSpec.flag}`, headers: fromFlags.headers as string[] | undefined },
  ]);
  const options = { ...defaults, ...fromConfig, ...fromEnvironment, ...fromFlags, headers, headerSources: sources } as RunOptions;
  // The TLS files are read now, before anything is started or sent; an error names where the option came from.
  readTlsMaterial(options, (key) => {
    const spec = OPTION_SPECS.find((candidate) => candidate.key === key)!;
    return key in fromFlags
      ? sourceName(spec, 'flag')
      : key in fromEnvironment
        ? sourceName(spec, 'env')
        : `${configPath}: ${sourceName(spec, 'file')}`;
  });
  return options;
}
