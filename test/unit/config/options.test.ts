// The options of `run`: conversion of every kind, precedence flags > env > config file > defaults,
// errors as one-line UsageErrors naming their source, and the argv parser. Unit tests, no processes.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { parseInvocation, parseRunArgs } from '../../../src/cli/parse-args.js';
import { COMMANDS, DEFAULT_COMMAND } from '../../../src/cli/commands/index.js';

/** argv as main() sees it: which command, and for run, its raw flags. */
function parseCommand(argv: string[]) {
  const invocation = parseInvocation(
    argv,
    COMMANDS.map((c) => c.name),
    DEFAULT_COMMAND.name,
  );
  if (invocation.name !== 'command') return invocation.name === 'help' ? { name: 'help' } : invocation;
  return { name: invocation.command, flags: parseRunArgs(invocation.args) };
}
import { DEFAULTS, OPTION_SPECS, SUITES, type RunOptions } from '../../../src/config/options.js';
import { resolveOptions } from '../../../src/config/resolve.js';
import { headersLine } from '../../../src/config/headers.js';
import { UsageError } from '../../../src/config/usage-error.js';

type Flags = Parameters<typeof resolveOptions>[0];

const tempDir = mkdtempSync(join(tmpdir(), 'sac-config-test-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

let fileCounter = 0;
/** Writes `content` (an object is JSON-encoded) to a fresh file and returns its path. */
function configFile(content: unknown): string {
  const path = join(tempDir, `config-${++fileCounter}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** The UsageError thrown by `fn`; fails the test when nothing, or something else, is thrown. */
function usageError(fn: () => unknown): UsageError {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'expected a UsageError').toBeInstanceOf(UsageError);
  const error = thrown as UsageError;
  expect(error.name).toBe('UsageError');
  expect(error.message).not.toContain('\n');
  return error;
}

const specOf = (key: keyof RunOptions) => {
  const spec = OPTION_SPECS.find((s) => s.key === key);
  if (!spec) throw new Error(`no option ${key}`);
  return spec;
};

describe('resolveOptions: defaults', () => {
  it('gives the documented defaults when nothing is set', () => {
    const options = resolveOptions({}, {});
    expect(options).toEqual({
      reportDir: 'reports',
      suites: ['coupon', 'categories', 'inquiry'],
      // numRuns, rate, maxRequests and probeWrites are left to the kind of target (test/e2e/robustness/remote.test.ts).
      timeoutMs: 10_000,
      maxBodyMb: 64,
      concurrency: 1,
      headers: [],
      headerSources: [],
      only: [],
      skip: [],
      strict: false,
      requireAll: false,
      verify: false,
      plan: false,
      remote: false,
      watch: false,
      watchPath: [],
      watchNewSeed: false,
    });
    // Options without a default stay unset (the runner decides: embedded reference, random seed, rate by target).
    for (const key of [
      'baseUrl',
      'couponId',
      'inquiryId',
      'foreignInquiryId',
      'seed',
      'numRuns',
      'rate',
      'maxRequests',
      'probeWrites',
      'testNamePattern',
      'shard',
      'config',
      'watchInterval',
    ] as const) {
      expect(options[key], key).toBeUndefined();
    }
  });
  it('does not share the default arrays between calls', () => {
    const saved = structuredClone(DEFAULTS);
    try {
      const first = resolveOptions({}, {});
      first.suites.pop();
      first.headers.push('X-Leak: 1');
      first.only.push('leak.*');
      first.watchPath.push('leak');
      const second = resolveOptions({}, {});
      expect(second).toMatchObject({ suites: [...SUITES], headers: [], only: [], watchPath: [] });
    } finally {
      // Undo the damage, so that the other tests of this file see the real defaults.
      Object.assign(DEFAULTS, saved);
    }
  });

  it('ignores environment variables that are not SAC_* options, and empty SAC_* values', () => {
    const options = resolveOptions({}, { PATH: '/bin', BASE_URL: 'http://x', SAC_BASE_URL: '', SAC_TIMEOUT: '', SAC_STRICT: '' });
    expect(options.baseUrl).toBeUndefined();
    expect(options.timeoutMs).toBe(10_000);
    expect(options.strict).toBe(false);
  });

  it('has a flag, a SAC_ environment variable and a help text for every option, all distinct', () => {
    const flags = OPTION_SPECS.map((s) => s.flag);
    const envs = OPTION_SPECS.map((s) => s.env);
    expect(new Set(flags).size).toBe(flags.length);
    expect(new Set(envs).size).toBe(envs.length);
    for (const spec of OPTION_SPECS) {
      expect(spec.env, spec.flag).toMatch(/^SAC_[A-Z_]+$/);
      expect(spec.help.length, spec.flag).toBeGreaterThan(0);
    }
  });
});

describe('resolveOptions: conversion of each kind (flags)', () => {
  const accepted: [string, Flags, Partial<RunOptions>][] = [
    ['url as given', { baseUrl: 'http://localhost:8080' }, { baseUrl: 'http://localhost:8080' }],
    ['url: trailing slash removed', { baseUrl: 'http://localhost:8080/' }, { baseUrl: 'http://localhost:8080' }],
    [
      'url: several trailing slashes removed, base path kept',
      { baseUrl: 'https://api.example.com/gateway///' },
      { baseUrl: 'https://api.example.com/gateway' },
    ],
    ['url: surrounding spaces trimmed', { baseUrl: '  http://127.0.0.1:9/ ' }, { baseUrl: 'http://127.0.0.1:9' }],
    ['id: positive integer kept as a string', { couponId: '11234225' }, { couponId: '11234225' }],
    ['id: spaces trimmed', { inquiryId: ' 42 ' }, { inquiryId: '42' }],
    ['id: beyond 2^53 kept exactly', { foreignInquiryId: '9007199254740993' }, { foreignInquiryId: '9007199254740993' }],
    ['id: the largest Java long', { couponId: '9223372036854775807' }, { couponId: '9223372036854775807' }],
    ['suites: one', { suites: ['coupon'] }, { suites: ['coupon'] }],
    ['suites: comma list', { suites: ['coupon,inquiry'] }, { suites: ['coupon', 'inquiry'] }],
    [
      'suites: repeated and comma list mixed, spaces trimmed',
      { suites: ['inquiry', ' categories , coupon '] },
      { suites: ['inquiry', 'categories', 'coupon'] },
    ],
    ['suites: duplicates removed', { suites: ['coupon', 'coupon,coupon'] }, { suites: ['coupon'] }],
    ['suites: a plain string', { suites: 'categories' }, { suites: ['categories'] }],
    ['headers: "Name: value"', { headers: ['Authorization: Bearer abc'] }, { headers: ['Authorization: Bearer abc'] }],
    ['headers: several, value with colons', { headers: ['X-A: 1', 'X-Trace: a:b:c'] }, { headers: ['X-A: 1', 'X-Trace: a:b:c'] }],
    ['headers: empty value allowed', { headers: ['X-Empty:'] }, { headers: ['X-Empty:'] }],
    ['shard 1/3', { shard: '1/3' }, { shard: '1/3' }],
    ['shard 3/3', { shard: '3/3' }, { shard: '3/3' }],
    ['boolean flag true', { strict: true, requireAll: true }, { strict: true, requireAll: true }],
    ['boolean flag false', { strict: false }, { strict: false }],
    ['integer: seed 0 allowed', { seed: '0' }, { seed: 0 }],
    ['integer: seed', { seed: '12345' }, { seed: 12345 }],
    ['integer: num-runs', { numRuns: '7' }, { numRuns: 7 }],
    ['integer: timeout', { timeoutMs: '2500' }, { timeoutMs: 2500 }],
    ['number: rate with a fraction', { rate: '2.5' }, { rate: 2.5 }],
    ['number: rate 0 (unlimited)', { rate: '0' }, { rate: 0 }],
    ['number: max body', { maxBodyMb: '0.5' }, { maxBodyMb: 0.5 }],
    ['path: report dir kept as given', { reportDir: 'out/reports dir' }, { reportDir: 'out/reports dir' }],
    ['text: test name pattern kept as given', { testNamePattern: 'coupon|inquiry' }, { testNamePattern: 'coupon|inquiry' }],
    ['paths: each --watch-path a folder', { watchPath: ['src', 'lib/api'] }, { watchPath: ['src', 'lib/api'] }],
    ['integer: watch interval', { watchInterval: '60' }, { watchInterval: 60 }],
  ];
  it.each(accepted)('%s', (_name, flags, expected) => {
    expect(resolveOptions(flags, {})).toMatchObject(expected);
  });

  const rejected: [string, Flags, RegExp][] = [
    ['url: not a URL', { baseUrl: 'localhost' }, /^--base-url: not a URL/],
    ['url: ftp', { baseUrl: 'ftp://example.com' }, /^--base-url: expected an http or https URL/],
    // Issue 48: URL reads "localhost:" as a scheme; the host and port want http:// before them.
    [
      'url: host and port, no scheme',
      { baseUrl: 'localhost:8080' },
      /^--base-url: not a URL: "localhost:8080" has no scheme \(try http:\/\/localhost:8080\)$/,
    ],
    ['url: address and port, no scheme', { baseUrl: '127.0.0.1:8080/api' }, /^--base-url: .* \(try http:\/\/127\.0\.0\.1:8080\/api\)$/],
    ['url: credentials', { baseUrl: 'http://user:pw@example.com' }, /^--base-url: put credentials in --header/],
    ['url: query', { baseUrl: 'http://example.com/?a=1' }, /^--base-url: .*query or fragment/],
    ['url: fragment', { baseUrl: 'http://example.com/#x' }, /^--base-url: .*query or fragment/],
    ['id: zero', { couponId: '0' }, /^--coupon-id: expected a positive whole number/],
    ['id: negative', { couponId: '-5' }, /^--coupon-id: expected a positive whole number/],
    ['id: leading zero', { inquiryId: '007' }, /^--inquiry-id: expected a positive whole number/],
    ['id: letters', { inquiryId: '12a' }, /^--inquiry-id: expected a positive whole number/],
    ['id: fraction', { foreignInquiryId: '1.5' }, /^--foreign-inquiry-id: expected a positive whole number/],
    ['id: empty', { couponId: '' }, /^--coupon-id: expected a positive whole number/],
    [
      'id: beyond a Java long (D17)',
      { couponId: '9223372036854775808' },
      /^--coupon-id: expected a positive whole number up to 9223372036854775807/,
    ],
    ['suites: unknown', { suites: ['nope'] }, /^--suite: unknown suite "nope" \(choose from coupon, categories, inquiry\)/],
    ['suites: unknown among known', { suites: ['coupon,nope'] }, /^--suite: unknown suite "nope"/],
    ['suites: wrong case', { suites: ['Coupon'] }, /^--suite: unknown suite "Coupon"/],
    ['suites: empty', { suites: [''] }, /^--suite: unknown suite ""/],
    ['headers: no colon', { headers: ['Authorization Bearer x'] }, /^--header: expected "Name: value"/],
    ['headers: no name', { headers: [': value'] }, /^--header: expected "Name: value"/],
    ['headers: space in name', { headers: ['X Token: 1'] }, /^--header: expected "Name: value"/],
    ['headers: one bad among good', { headers: ['X-A: 1', 'bad'] }, /^--header: expected "Name: value"/],
    ['shard 0/3', { shard: '0/3' }, /^--shard: expected I\/N/],
    ['shard 4/3', { shard: '4/3' }, /^--shard: expected I\/N/],
    ['shard 1-3', { shard: '1-3' }, /^--shard: expected I\/N/],
    ['shard 1', { shard: '1' }, /^--shard: expected I\/N/],
    ['integer: letters', { timeoutMs: 'abc' }, /^--timeout: expected a whole number/],
    ['integer: fraction', { numRuns: '2.5' }, /^--num-runs: expected a whole number/],
    ['integer: negative', { seed: '-1' }, /^--seed: expected a whole number/],
    ['integer: blank', { timeoutMs: '  ' }, /^--timeout: expected a whole number/],
    ['integer: zero timeout', { timeoutMs: '0' }, /^--timeout: expected a whole number from 1 to 3,600,000, got "0"/],
    ['integer: zero num-runs', { numRuns: '0' }, /^--num-runs: expected a whole number from 1 to 100,000, got "0"/],
    ['integer: beyond 2^53', { seed: '9007199254740993' }, /^--seed: expected a whole number/],
    ['number: letters', { rate: 'fast' }, /^--rate: expected a number from 0 to 1,000/],
    ['number: negative', { rate: '-1' }, /^--rate: expected a number from 0 to 1,000/],
    ['number: infinite', { maxBodyMb: 'Infinity' }, /^--max-body-mb: expected a number above 0, at most 4,096/],
    ['number: blank', { rate: '' }, /^--rate: expected a number from 0 to 1,000/],
  ];
  it.each(rejected)('rejects %s', (_name, flags, message) => {
    expect(usageError(() => resolveOptions(flags, {})).message).toMatch(message);
  });
});

describe('resolveOptions: conversion from the environment', () => {
  const accepted: [string, NodeJS.ProcessEnv, Partial<RunOptions>][] = [
    ['SAC_BASE_URL, trailing slash removed', { SAC_BASE_URL: 'http://127.0.0.1:8080/base/' }, { baseUrl: 'http://127.0.0.1:8080/base' }],
    ['SAC_COUPON_ID', { SAC_COUPON_ID: '99' }, { couponId: '99' }],
    [
      'SAC_INQUIRY_ID and SAC_FOREIGN_INQUIRY_ID',
      { SAC_INQUIRY_ID: '5', SAC_FOREIGN_INQUIRY_ID: '6' },
      { inquiryId: '5', foreignInquiryId: '6' },
    ],
    ['SAC_SUITE comma list', { SAC_SUITE: 'inquiry,coupon' }, { suites: ['inquiry', 'coupon'] }],
    ['SAC_HEADER one per line', { SAC_HEADER: 'X-A: 1\nX-B: 2\r\nX-C: 3\n' }, { headers: ['X-A: 1', 'X-B: 2', 'X-C: 3'] }],
    ['SAC_SHARD', { SAC_SHARD: '2/4' }, { shard: '2/4' }],
    ['SAC_SEED', { SAC_SEED: '77' }, { seed: 77 }],
    ['SAC_NUM_RUNS', { SAC_NUM_RUNS: '3' }, { numRuns: 3 }],
    ['SAC_RATE', { SAC_RATE: '1.5' }, { rate: 1.5 }],
    ['SAC_TIMEOUT', { SAC_TIMEOUT: '1234' }, { timeoutMs: 1234 }],
    ['SAC_MAX_BODY_MB', { SAC_MAX_BODY_MB: '8' }, { maxBodyMb: 8 }],
    ['SAC_REPORT_DIR', { SAC_REPORT_DIR: '/tmp/x' }, { reportDir: '/tmp/x' }],
    ['SAC_TEST_NAME_PATTERN', { SAC_TEST_NAME_PATTERN: 'unknown' }, { testNamePattern: 'unknown' }],
    // Separated as PATH is.
    ['SAC_WATCH_PATH', { SAC_WATCH_PATH: 'src:lib/api' }, { watchPath: ['src', 'lib/api'] }],
    ['SAC_WATCH', { SAC_WATCH: 'true', SAC_WATCH_NEW_SEED: '1' }, { watch: true, watchNewSeed: true }],
  ];
  it.each(accepted)('%s', (_name, env, expected) => {
    expect(resolveOptions({}, env)).toMatchObject(expected);
  });

  const booleans: [string, boolean][] = [
    ['1', true],
    ['true', true],
    ['TRUE', true],
    [' True ', true],
    ['yes', true],
    ['on', true],
    ['0', false],
    ['false', false],
    ['False', false],
    ['no', false],
    ['off', false],
  ];
  it.each(booleans)('boolean from env %j is %s', (text, value) => {
    expect(resolveOptions({}, { SAC_STRICT: text, SAC_REQUIRE_ALL: text })).toMatchObject({ strict: value, requireAll: value });
  });

  it('reads an empty string for a boolean in a config file as off', () => {
    expect(resolveOptions({ config: configFile({ probeWrites: '', strict: ' ' }) }, {})).toMatchObject({
      probeWrites: false,
      strict: false,
    });
  });

  it.each([['maybe'], ['2'], ['enabled']])('rejects the boolean %j, naming the variable', (text) => {
    expect(usageError(() => resolveOptions({}, { SAC_STRICT: text })).message).toMatch(/^SAC_STRICT: expected true or false, got /);
  });

  const rejected: [NodeJS.ProcessEnv, RegExp][] = [
    [{ SAC_BASE_URL: 'ftp://x' }, /^SAC_BASE_URL: expected an http or https URL/],
    [{ SAC_COUPON_ID: 'abc' }, /^SAC_COUPON_ID: expected a positive whole number/],
    [{ SAC_SUITE: 'coupon,nope' }, /^SAC_SUITE: unknown suite "nope"/],
    [{ SAC_HEADER: 'X-A: 1\nbroken' }, /^SAC_HEADER: expected "Name: value"/],
    [{ SAC_SHARD: '5/2' }, /^SAC_SHARD: expected I\/N/],
    [{ SAC_TIMEOUT: 'soon' }, /^SAC_TIMEOUT: expected a whole number/],
    [{ SAC_RATE: '-2' }, /^SAC_RATE: expected a number from 0 to 1,000/],
    [{ SAC_WATCH_INTERVAL: '0' }, /^SAC_WATCH_INTERVAL: expected a whole number from 1 to 86,400/],
    [{ SAC_WATCH_PATH: ':' }, /^SAC_WATCH_PATH: expected a folder/],
  ];
  it.each(rejected)('rejects %j naming the variable', (env, message) => {
    expect(usageError(() => resolveOptions({}, env)).message).toMatch(message);
  });
});

describe('resolveOptions: precedence flags > env > config file > defaults', () => {
  it('takes each option from the highest source that sets it', () => {
    const file = configFile({ timeoutMs: 3000, numRuns: 3, seed: 3, rate: 3, reportDir: 'from-file' });
    const env = { SAC_CONFIG: file, SAC_TIMEOUT: '2000', SAC_NUM_RUNS: '2', SAC_SEED: '2' };
    const options = resolveOptions({ timeoutMs: '1000' }, env);
    expect(options.timeoutMs).toBe(1000); // flag over env and file
    expect(options.numRuns).toBe(2); // env over file
    expect(options.seed).toBe(2); // env over file
    expect(options.rate).toBe(3); // file over default (none)
    expect(options.reportDir).toBe(join(tempDir, 'from-file')); // file over default, from the file's folder
    expect(options.maxBodyMb).toBe(64); // default
  });

  const layers: [string, Flags, NodeJS.ProcessEnv, Record<string, unknown> | undefined, Partial<RunOptions>][] = [
    [
      'baseUrl: flag wins',
      { baseUrl: 'http://flag' },
      { SAC_BASE_URL: 'http://env' },
      { baseUrl: 'http://file' },
      { baseUrl: 'http://flag' },
    ],
    ['baseUrl: env over file', {}, { SAC_BASE_URL: 'http://env' }, { baseUrl: 'http://file' }, { baseUrl: 'http://env' }],
    ['baseUrl: file alone', {}, {}, { baseUrl: 'http://file/' }, { baseUrl: 'http://file' }],
    ['suites: flag replaces env', { suites: ['coupon'] }, { SAC_SUITE: 'inquiry' }, { suites: ['categories'] }, { suites: ['coupon'] }],
    ['suites: file as array', {}, {}, { suites: ['inquiry', 'coupon'] }, { suites: ['inquiry', 'coupon'] }],
    [
      'headers: flag, env and file add up',
      { headers: ['X-Flag: 1'] },
      { SAC_HEADER: 'Authorization: Bearer t\nX-Env: 1' },
      { header: ['X-File: 1'] },
      { headers: ['X-File: 1', 'Authorization: Bearer t', 'X-Env: 1', 'X-Flag: 1'] },
    ],
    [
      'headers: the same name from a stronger source replaces the weaker one, whatever its case',
      { headers: ['x-trace: flag'] },
      { SAC_HEADER: 'X-Trace: env\nAuthorization: Bearer env' },
      { header: ['Authorization: Bearer file', 'X-Other: file'] },
      { headers: ['X-Other: file', 'Authorization: Bearer env', 'x-trace: flag'] },
    ],
    ['headers: file as array', {}, {}, { headers: ['X-File: 1', 'X-File-2: 2'] }, { headers: ['X-File: 1', 'X-File-2: 2'] }],
    ['strict: env false beats file true', {}, { SAC_STRICT: 'false' }, { strict: true }, { strict: false }],
    ['strict: flag true beats env false', { strict: true }, { SAC_STRICT: '0' }, { strict: false }, { strict: true }],
    ['requireAll: file boolean', {}, {}, { requireAll: true }, { requireAll: true }],
    [
      'ids: numbers in the file become strings',
      {},
      {},
      { couponId: 101, inquiryId: '202', foreignInquiryId: 303 },
      { couponId: '101', inquiryId: '202', foreignInquiryId: '303' },
    ],
    [
      'ids: flag over env over file',
      { couponId: '1' },
      { SAC_COUPON_ID: '2', SAC_INQUIRY_ID: '20' },
      { couponId: 3, inquiryId: 30, foreignInquiryId: 300 },
      { couponId: '1', inquiryId: '20', foreignInquiryId: '300' },
    ],
  ];
  it.each(layers)('%s', (_name, flags, env, file, expected) => {
    const fileEnv = file ? { SAC_CONFIG: configFile(file) } : {};
    expect(resolveOptions(flags, { ...env, ...fileEnv })).toMatchObject(expected);
  });

  it('says where each header came from, by name only', () => {
    const file = configFile({ header: ['Authorization: Bearer file', 'X-Other: file'] });
    const options = resolveOptions(
      { headers: ['x-trace: flag'] },
      { SAC_CONFIG: file, SAC_HEADER: 'X-Trace: env\nAuthorization: Bearer env' },
    );
    expect(options.headerSources).toEqual([
      { name: 'X-Other', source: `config file ${file}` },
      { name: 'Authorization', source: 'SAC_HEADER' },
      { name: 'x-trace', source: '--header' },
    ]);
    const line = headersLine(options)!;
    expect(line).toBe(`headers: X-Other (config file ${file}), Authorization (SAC_HEADER), x-trace (--header); values not shown`);
    for (const value of ['Bearer', 'flag', 'env']) expect(line).not.toContain(value);
  });

  it('reads the config file named by --config, which wins over SAC_CONFIG', () => {
    const fromFlag = configFile({ seed: 111 });
    const fromEnv = configFile({ seed: 222 });
    expect(resolveOptions({ config: fromFlag }, { SAC_CONFIG: fromEnv }).seed).toBe(111);
    expect(resolveOptions({}, { SAC_CONFIG: fromEnv }).seed).toBe(222);
  });

  it('accepts every option key of the table in the config file, except config itself', () => {
    const file = configFile({
      baseUrl: 'https://example.com/api/',
      couponId: '1',
      inquiryId: '2',
      foreignInquiryId: '3',
      reportDir: 'r',
      suites: 'coupon,categories',
      seed: 9,
      numRuns: 4,
      rate: 0,
      concurrency: 3,
      timeoutMs: 100,
      maxBodyMb: 1,
      headers: 'X-A: 1',
      strict: 'yes',
      requireAll: true,
      verify: true,
      probeWrites: true,
      plan: false,
      maxRequests: 50,
      remote: true,
      testNamePattern: 'x',
      shard: '1/2',
      only: 'coupon.*,inquiry.*',
      skip: ['coupon.id-echo'],
      expectedFailures: 'ef.yaml',
      watch: true,
      watchPath: ['src', 'lib'],
      watchInterval: 60,
      watchNewSeed: 'on',
    });
    expect(resolveOptions({ config: file }, {})).toEqual({
      baseUrl: 'https://example.com/api',
      couponId: '1',
      inquiryId: '2',
      foreignInquiryId: '3',
      reportDir: join(tempDir, 'r'),
      suites: ['coupon', 'categories'],
      seed: 9,
      numRuns: 4,
      rate: 0,
      concurrency: 3,
      timeoutMs: 100,
      maxBodyMb: 1,
      headers: ['X-A: 1'],
      headerSources: [{ name: 'X-A', source: `config file ${file}` }],
      strict: true,
      requireAll: true,
      verify: true,
      probeWrites: true,
      plan: false,
      maxRequests: 50,
      remote: true,
      testNamePattern: 'x',
      shard: '1/2',
      only: ['coupon.*', 'inquiry.*'],
      skip: ['coupon.id-echo'],
      expectedFailures: join(tempDir, 'ef.yaml'),
      watch: true,
      watchPath: [join(tempDir, 'src'), join(tempDir, 'lib')],
      watchInterval: 60,
      watchNewSeed: true,
      config: file,
    });
  });
});

describe('resolveOptions: config file errors are UsageErrors naming the file', () => {
  it('missing file', () => {
    const path = join(tempDir, 'does-not-exist.json');
    const error = usageError(() => resolveOptions({ config: path }, {}));
    expect(error.message).toContain(path);
    expect(error.message).toMatch(/no such file/);
  });

  it('missing file named by SAC_CONFIG', () => {
    const path = join(tempDir, 'also-missing.json');
    expect(usageError(() => resolveOptions({}, { SAC_CONFIG: path })).message).toContain(path);
  });

  it('bad JSON', () => {
    const path = configFile('{"baseUrl": "http://x",');
    const error = usageError(() => resolveOptions({ config: path }, {}));
    expect(error.message).toBe(`config file ${path}:1:24: not valid JSON: the JSON ends early (a missing } or ]?)`);
  });

  it.each([
    ['{\n  "baseUrl": "http://x",\n  "seed": 3,\n}\n', ':3:12: not valid JSON: a comma after the last entry (JSON allows none there)'],
    ['{\n  "baseUrl": "http://x"\n  "seed": 3\n}', ":3:3: not valid JSON: Expected ',' or '}' after property value"],
    ['{"seed": 3', ':1:11: not valid JSON: the JSON ends early (a missing } or ]?)'],
    ['{"seed": nope}', ":1:11: not valid JSON: Unexpected token 'o'"],
    ['{"a": "x",\n "b": tru }', ":2:10: not valid JSON: Unexpected token ' '"],
  ])('a JSON syntax error names the line and column: %j', (content, message) => {
    const path = configFile(content);
    expect(usageError(() => resolveOptions({ config: path }, {})).message).toBe(`config file ${path}${message}`);
  });

  it.each([['[1, 2]'], ['"text"'], ['null'], ['42']])('a JSON document that is not an object: %s', (content) => {
    const path = configFile(content);
    const error = usageError(() => resolveOptions({ config: path }, {}));
    expect(error.message).toContain(path);
    expect(error.message).toMatch(/expected a JSON object of options/);
  });

  it('unknown key, listing the known ones', () => {
    const path = configFile({ baseURL: 'http://x' });
    const error = usageError(() => resolveOptions({ config: path }, {}));
    expect(error.message).toContain(path);
    expect(error.message).toMatch(/unknown option "baseURL"/);
    expect(error.message).toContain('baseUrl');
  });

  it('the key "config" is not allowed inside a config file', () => {
    const path = configFile({ config: 'other.json' });
    expect(usageError(() => resolveOptions({ config: path }, {})).message).toMatch(/unknown option "config"/);
  });

  it("the keys are the long flags in camelCase; the options' own names (suites, timeoutMs, headers) are read too, not both at once", () => {
    const path = configFile({ suite: 'coupon', timeout: 250, header: ['X-A: 1'], maxBodyMb: 2, expectedFailures: 'ef.yaml' });
    expect(resolveOptions({ config: path }, {})).toMatchObject({
      suites: ['coupon'],
      timeoutMs: 250,
      headers: ['X-A: 1'],
      maxBodyMb: 2,
      expectedFailures: join(tempDir, 'ef.yaml'),
    });
    const both = configFile({ timeout: 250, timeoutMs: 300 });
    expect(usageError(() => resolveOptions({ config: both }, {})).message).toMatch(
      /"timeout" and "timeoutMs" are the same option \(timeout\); keep one/,
    );
    const unknown = configFile({ timout: 250 });
    expect(usageError(() => resolveOptions({ config: unknown }, {})).message).toMatch(
      /unknown option "timout" \(did you mean "timeout"\?\)/,
    );
  });

  it('the flag name (kebab-case) is not a config key', () => {
    const path = configFile({ 'base-url': 'http://x' });
    expect(usageError(() => resolveOptions({ config: path }, {})).message).toMatch(/unknown option "base-url"/);
  });

  it.each([
    [{ timeoutMs: 'abc' }, /config key "timeoutMs": expected a whole number/],
    [{ timeout: 'abc' }, /config key "timeout": expected a whole number/],
    [{ baseUrl: 'ftp://x' }, /config key "baseUrl": expected an http or https URL/],
    [{ suites: ['coupon', 'nope'] }, /config key "suites": unknown suite "nope"/],
    [{ strict: 'perhaps' }, /config key "strict": expected true or false/],
    [{ couponId: -1 }, /config key "couponId": expected a positive whole number/],
  ])('a bad value %j names the file and the key', (content, message) => {
    const path = configFile(content);
    const error = usageError(() => resolveOptions({ config: path }, {}));
    expect(error.message).toContain(path);
    expect(error.message).toMatch(message);
  });
});

describe('resolveOptions: a YAML config file', () => {
  const yamlFile = (text: string, extension = 'yaml') => {
    const path = join(tempDir, `config-${++fileCounter}.${extension}`);
    writeFileSync(path, text);
    return path;
  };

  it.each(['yaml', 'yml', 'conf'])('is read like the JSON one (.%s)', (extension) => {
    const path = yamlFile(
      '# CI settings\nbaseUrl: http://x:8080\ncouponId: 11234224\nstrict: true\nheader:\n  - "X-A: 1"\nonly: coupon.*\n',
      extension,
    );
    expect(resolveOptions({ config: path }, {})).toMatchObject({
      baseUrl: 'http://x:8080',
      couponId: '11234224',
      strict: true,
      headers: ['X-A: 1'],
      only: ['coupon.*'],
    });
  });

  it.each([
    ['baseUrl: http://x\nheader:\n\t- "X-A: 1"\n', ':3:1: not valid YAML: a tab in the indentation: YAML indents with spaces only'],
    ['baseUrl: http://x\n  \tseed: 3\n', ':2:3: not valid YAML: a tab in the indentation: YAML indents with spaces only'],
    ['seed: 1\nseed: 2\n', ':2:1: not valid YAML: Map keys must be unique'],
    ['- baseUrl: http://x\n', ': expected a YAML object of options ("baseUrl: ...", one per line)'],
  ])('%j is refused with its line and column', (text, message) => {
    const path = yamlFile(text);
    expect(usageError(() => resolveOptions({ config: path }, {})).message).toBe(`config file ${path}${message}`);
  });

  it('keeps its errors of meaning as in JSON: unknown keys and bad values name the key', () => {
    expect(usageError(() => resolveOptions({ config: yamlFile('baseURL: http://x\n') }, {})).message).toMatch(
      /unknown option "baseURL" \(did you mean "baseUrl"\?\)/,
    );
    expect(usageError(() => resolveOptions({ config: yamlFile('seed: many\n') }, {})).message).toMatch(
      /config key "seed": expected a whole number/,
    );
  });
});

describe('resolveOptions: config file values of the wrong JSON type', () => {
  it.each([
    [{ numRuns: 4 }, { numRuns: 4 }],
    [{ rate: 2 }, { rate: 2 }],
    [{ reportDir: 'out' }, { reportDir: join(tempDir, 'out') }],
  ])('a value of the right type is taken: %j', (content, expected) => {
    expect(resolveOptions({ config: configFile(content) }, {})).toMatchObject(expected);
  });
  it.each([[{ numRuns: true }], [{ seed: null }], [{ rate: false }], [{ timeoutMs: [5] }], [{ reportDir: null }]])(
    'a value of the wrong type is a UsageError: %j',
    (content) => {
      const path = configFile(content);
      expect(() => resolveOptions({ config: path }, {})).toThrow(UsageError);
    },
  );
});

describe('parseInvocation and parseRunArgs', () => {
  it('runs by default, with no flags', () => {
    expect(parseCommand([])).toEqual({ name: 'run', flags: {} });
    expect(parseCommand(['run'])).toEqual({ name: 'run', flags: {} });
  });

  it('maps every flag of the table to its option key', () => {
    const argv: string[] = [];
    const expected: Record<string, unknown> = {};
    for (const spec of OPTION_SPECS) {
      if (spec.kind === 'boolean') {
        argv.push(`--${spec.flag}`);
        expected[spec.key] = true;
      } else if (['headers', 'suites', 'only', 'skip', 'watchPath'].includes(spec.key)) {
        argv.push(`--${spec.flag}`, `v-${spec.key}`);
        expected[spec.key] = [`v-${spec.key}`];
      } else {
        argv.push(`--${spec.flag}`, `v-${spec.key}`);
        expected[spec.key] = `v-${spec.key}`;
      }
    }
    expect(parseCommand(['run', ...argv])).toEqual({ name: 'run', flags: expected });
  });

  it('accepts --flag=value', () => {
    expect(parseCommand(['--base-url=http://x', '--timeout=5'])).toEqual({ name: 'run', flags: { baseUrl: 'http://x', timeoutMs: '5' } });
  });

  it('collects repeated --header and --suite', () => {
    const command = parseCommand(['--header', 'X-A: 1', '--suite', 'coupon', '--header', 'X-B: 2', '--suite', 'inquiry,categories']);
    expect(command).toEqual({ name: 'run', flags: { headers: ['X-A: 1', 'X-B: 2'], suites: ['coupon', 'inquiry,categories'] } });
  });

  it('keeps the last value of a non-repeatable flag given twice', () => {
    expect(parseCommand(['--seed', '1', '--seed', '2'])).toEqual({ name: 'run', flags: { seed: '2' } });
  });

  it('-t is --test-name-pattern', () => {
    expect(parseCommand(['-t', 'unknown coupon'])).toEqual({ name: 'run', flags: { testNamePattern: 'unknown coupon' } });
    expect(parseCommand(['--test-name-pattern', 'x'])).toEqual({ name: 'run', flags: { testNamePattern: 'x' } });
  });

  it.each([[['--help']], [['-h']], [['run', '--help']], [['--base-url', 'http://x', '--help']]])('%j is help', (argv) => {
    expect(parseCommand(argv)).toEqual({ name: 'help' });
  });

  it.each([[['--version']], [['-v']]])('%j is version', (argv) => {
    expect(parseCommand(argv)).toEqual({ name: 'version' });
  });

  const errors: [string[], RegExp][] = [
    [['--nope'], /--nope.*\(see --help\)$/],
    [['run', '--baseUrl', 'http://x'], /--baseUrl/],
    [['-x'], /-x/],
    [['--timeout'], /--timeout/],
    [['--strict=yes'], /--strict/],
    [['frobnicate'], /^unknown command "frobnicate"/],
    [['run', 'extra'], /^unexpected argument "extra"/],
  ];
  it.each(errors)('%j is a one-line UsageError', (argv, message) => {
    expect(usageError(() => parseCommand(argv)).message).toMatch(message);
  });

  it('hands flag values to resolveOptions unconverted: parse then resolve gives typed options', () => {
    const flags = parseRunArgs([
      '--base-url',
      'http://127.0.0.1:1/',
      '--suite',
      'coupon',
      '--suite',
      'inquiry',
      '--timeout',
      '500',
      '--strict',
    ]);
    expect(resolveOptions(flags, {})).toMatchObject({
      baseUrl: 'http://127.0.0.1:1',
      suites: ['coupon', 'inquiry'],
      timeoutMs: 500,
      strict: true,
    });
  });
});

describe('option table vs. parser', () => {
  it('the short flag -t belongs to test-name-pattern only', () => {
    expect(OPTION_SPECS.filter((s) => s.short).map((s) => [s.flag, s.short])).toEqual([['test-name-pattern', 't']]);
    expect(specOf('testNamePattern').kind).toBe('regex');
  });
});
