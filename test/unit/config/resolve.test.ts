// resolveOptions' refusals as the whole line a user reads: the limits of each number, the threshold, the
// regular expression and the globs, a mistyped SAC_ variable, a config value of the wrong type, and the
// TLS files named by where they came from. test/unit/config/options.test.ts covers conversion and precedence.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../src/config/resolve.js';
import { usageErrorOf } from '../../support/config/usage-error.js';

type Flags = Parameters<typeof resolveOptions>[0];

const dir = mkdtempSync(join(tmpdir(), 'sac-resolve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
/** A JSON config file of `content`. */
function configFile(content: Record<string, unknown>): string {
  const path = join(dir, `sac-${++counter}.json`);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

/** The message of the UsageError resolving throws. */
const refusal = (flags: Flags, env: NodeJS.ProcessEnv = {}) => usageErrorOf(() => resolveOptions(flags, env));

describe('resolveOptions: the range of each number', () => {
  it.each([
    ['seed', '0', '2147483647', '--seed: expected a whole number from 0 to 2,147,483,647'],
    ['numRuns', '1', '100000', '--num-runs: expected a whole number from 1 to 100,000'],
    ['maxRequests', '1', '1000000', '--max-requests: expected a whole number from 1 to 1,000,000'],
    ['timeoutMs', '1', '3600000', '--timeout: expected a whole number from 1 to 3,600,000'],
    ['watchInterval', '1', '86400', '--watch-interval: expected a whole number from 1 to 86,400'],
    ['rate', '0', '1000', '--rate: expected a number from 0 to 1,000'],
    ['concurrency', '1', '64', '--concurrency: expected a whole number from 1 to 64'],
    ['maxBodyMb', '0.001', '4096', '--max-body-mb: expected a number above 0, at most 4,096'],
  ])('%s takes %s to %s, and refuses what lies beyond', (key, least, most, message) => {
    expect(resolveOptions({ [key]: least }, {})).toMatchObject({ [key]: Number(least) });
    expect(resolveOptions({ [key]: most }, {})).toMatchObject({ [key]: Number(most) });
    const beyond = String(Number(most) + (key === 'rate' || key === 'maxBodyMb' ? 0.5 : 1));
    expect(refusal({ [key]: beyond })).toBe(`${message}, got "${beyond}"`);
  });

  it.each([
    ['numRuns', '0', '--num-runs: expected a whole number from 1 to 100,000, got "0"'],
    ['maxRequests', '0', '--max-requests: expected a whole number from 1 to 1,000,000, got "0"'],
    ['concurrency', '0', '--concurrency: expected a whole number from 1 to 64, got "0"'],
    ['maxBodyMb', '0', '--max-body-mb: expected a number above 0, at most 4,096, got "0"'],
    ['rate', '-0.5', '--rate: expected a number from 0 to 1,000, got "-0.5"'],
  ])('%s refuses %s', (key, value, message) => {
    expect(refusal({ [key]: value })).toBe(message);
  });

  it.each([['1e3'], ['0x10'], ['.5'], ['5.'], ['+5'], ['5 5']])('refuses %j, which is not written as a plain number', (value) => {
    expect(refusal({ numRuns: value })).toBe(`--num-runs: expected a whole number from 1 to 100,000, got "${value}"`);
    expect(refusal({ rate: value })).toBe(`--rate: expected a number from 0 to 1,000, got "${value}"`);
  });

  it('reads a number with blanks around it, from a flag, the environment or a config file', () => {
    expect(resolveOptions({ rate: ' 2.5 ' }, { SAC_NUM_RUNS: ' 7 ', SAC_CONFIG: configFile({ seed: 9, timeout: '250' }) })).toMatchObject({
      rate: 2.5,
      numRuns: 7,
      seed: 9,
      timeoutMs: 250,
    });
  });
});

describe('resolveOptions: --min-judged', () => {
  const MESSAGE = '--min-judged: expected a number of MUST rules (e.g. 40) or a percentage from 1% to 100% (e.g. 90%)';

  it.each([
    ['1', { rules: 1 }],
    [' 40 ', { rules: 40 }],
    ['10000', { rules: 10_000 }],
    ['1%', { percent: 1 }],
    ['100%', { percent: 100 }],
  ])('reads %j', (value, minJudged) => {
    expect(resolveOptions({ minJudged: value }, {}).minJudged).toEqual(minJudged);
  });

  it.each([['0'], ['0%'], ['101%'], ['10001'], ['5 %'], ['%'], ['-5'], ['4.5']])('refuses %j', (value) => {
    expect(refusal({ minJudged: value })).toBe(`${MESSAGE}, got "${value}"`);
  });

  it('reads a number of rules from a config file', () => {
    expect(resolveOptions({ config: configFile({ minJudged: 50 }) }, {}).minJudged).toEqual({ rules: 50 });
  });
});

describe('resolveOptions: patterns, globs and shards', () => {
  it('refuses a test name pattern that is no regular expression, with the reason', () => {
    expect(refusal({ testNamePattern: 'a(' })).toBe('--test-name-pattern: "a(" is not a valid regular expression (Unterminated group)');
    expect(refusal({ testNamePattern: 'a[' })).toBe(
      '--test-name-pattern: "a[" is not a valid regular expression (Unterminated character class)',
    );
  });

  it('gives the reason alone for a pattern holding a slash or a newline', () => {
    expect(refusal({ testNamePattern: 'a/b: (' })).toBe(
      '--test-name-pattern: "a/b: (" is not a valid regular expression (Unterminated group)',
    );
    const config = configFile({ testNamePattern: 'a\n(' });
    expect(refusal({ config })).toBe(
      `${config}: config key "testNamePattern": "a\\n(" is not a valid regular expression (Unterminated group)`,
    );
  });

  it('reads globs separated by commas, and refuses none', () => {
    expect(resolveOptions({ only: ['coupon.*, inquiry.id-echo,'], skip: 'x' }, {})).toMatchObject({
      only: ['coupon.*', 'inquiry.id-echo'],
      skip: ['x'],
    });
    expect(refusal({ only: [' , '] })).toBe('--only: expected a rule id or a glob such as "coupon.*"');
    expect(refusal({}, { SAC_SKIP: ',' })).toBe('SAC_SKIP: expected a rule id or a glob such as "coupon.*"');
  });

  it('reads a shard with blanks around it, and refuses one past its count', () => {
    expect(resolveOptions({ shard: ' 2/3 ' }, {}).shard).toBe('2/3');
    expect(refusal({ shard: '2/3x' })).toBe('--shard: expected I/N with 1 <= I <= N, got "2/3x"');
    expect(refusal({ shard: '4/3' })).toBe('--shard: expected I/N with 1 <= I <= N, got "4/3"');
  });

  it('reads a shard of many digits, and refuses one with more before it', () => {
    expect(resolveOptions({ shard: '10/12' }, {}).shard).toBe('10/12');
    expect(resolveOptions({ shard: '1/10' }, {}).shard).toBe('1/10');
    expect(refusal({ shard: 'x1/2' })).toBe('--shard: expected I/N with 1 <= I <= N, got "x1/2"');
  });

  it('refuses no suite at all', () => {
    expect(refusal({ suites: [] })).toBe('--suite: unknown suite "" (choose from coupon, categories, inquiry)');
  });
});

describe('resolveOptions: headers', () => {
  it('refuses a header without its name, naming which one, never its value', () => {
    const message = refusal({ headers: ['X-A: 1', 'Bearer s3cr3t'] });
    expect(message).toBe(
      '--header: expected "Name: value", but header 2 has no name and colon before its value (the value is not shown: it may be a secret)',
    );
    const fromEnv = refusal({}, { SAC_HEADER: 'X-A: 1\n\nAuthorization Bearer s3cr3t' });
    expect(fromEnv).toBe(
      'SAC_HEADER: expected "Name: value", but header 2 has no name and colon before its value (the value is not shown: it may be a secret)',
    );
    for (const text of [message, fromEnv]) expect(text).not.toContain('s3cr3t');
  });
});

describe('resolveOptions: SAC_ variables', () => {
  it('refuses a SAC_ variable that is none of ours, with the one it may have meant', () => {
    expect(refusal({}, { SAC_BASEURL: 'http://x' })).toBe(
      'SAC_BASEURL is not a variable of seller-api-conformance (did you mean SAC_BASE_URL?) (the variables are listed by --help)',
    );
    expect(refusal({}, { SAC_NOTHING_LIKE_OURS: '1' })).toBe(
      'SAC_NOTHING_LIKE_OURS is not a variable of seller-api-conformance (the variables are listed by --help)',
    );
  });

  it('leaves other variables alone, even ones like ours', () => {
    expect(resolveOptions({}, { SACX_BASEURL: 'x', sac_baseurl: 'x', BASEURL: 'x' }).baseUrl).toBeUndefined();
  });
});

describe('resolveOptions: config file values', () => {
  it.each([
    [{ numRuns: true }, 'config key "numRuns": true is not a valid value (expected a number)'],
    [{ seed: null }, 'config key "seed": null is not a valid value (expected a number)'],
    [{ strict: 3 }, 'config key "strict": 3 is not a valid value (expected true or false)'],
    [{ suite: [1] }, 'config key "suite": [1] is not a valid value (expected a string or an array of strings)'],
    [{ only: ['a', 2] }, 'config key "only": ["a",2] is not a valid value (expected a string or an array of strings)'],
    [{ header: {} }, 'config key "header": {} is not a valid value (expected a string or an array of strings)'],
    [{ reportDir: 5 }, 'config key "reportDir": 5 is not a valid value (expected a string)'],
    [{ baseUrl: ['http://x'] }, 'config key "baseUrl": ["http://x"] is not a valid value (expected a string)'],
    [{ minJudged: false }, 'config key "minJudged": false is not a valid value (expected a number)'],
    [{ testNamePattern: '(' }, 'config key "testNamePattern": "(" is not a valid regular expression (Unterminated group)'],
  ])('refuses %j, naming the file and the key', (content, message) => {
    const path = configFile(content);
    expect(refusal({ config: path })).toBe(`${path}: ${message}`);
  });

  it.each([
    [{ strict: 'yes', suite: 'coupon', couponId: 12, rate: '2', header: 'X-A: 1' }],
    [{ strict: false, suite: ['coupon'], couponId: '12', rate: 2, header: ['X-A: 1'] }],
  ])('takes a value of its JSON type, or a string of it: %j', (content) => {
    expect(resolveOptions({ config: configFile(content) }, {})).toMatchObject({
      strict: content.strict === 'yes',
      suites: ['coupon'],
      couponId: '12',
      rate: 2,
      headers: ['X-A: 1'],
    });
  });

  it('refuses an unknown key with the one it may have meant, listing every key but config', () => {
    const path = configFile({ baseURL: 'http://x' });
    const message = refusal({ config: path });
    expect(message).toMatch(
      new RegExp(`^config file ${path}: unknown option "baseURL" \\(did you mean "baseUrl"\\?\\) \\(known: baseUrl, `),
    );
    const known = /\(known: (.*)\)$/.exec(message)![1]!.split(', ');
    expect(known).toContain('watchNewSeed');
    expect(known).not.toContain('config');
    const far = configFile({ zzzzzzzzzzzz: 1 });
    expect(refusal({ config: far })).toMatch(new RegExp(`^config file ${far}: unknown option "zzzzzzzzzzzz" \\(known: baseUrl, `));
  });

  it('refuses an option given under both its names', () => {
    const path = configFile({ suite: 'coupon', suites: ['inquiry'] });
    expect(refusal({ config: path })).toBe(`config file ${path}: "suite" and "suites" are the same option (suite); keep one`);
  });

  it('reads SAC_CONFIG when no --config is given, and --config over it', () => {
    const fromEnv = configFile({ seed: 2 });
    expect(resolveOptions({}, { SAC_CONFIG: fromEnv }).seed).toBe(2);
    expect(resolveOptions({ config: configFile({ seed: 1 }) }, { SAC_CONFIG: fromEnv }).seed).toBe(1);
  });
});

describe('resolveOptions: TLS files named by where they came from', () => {
  it.each([
    [{ caFile: '/no/ca.pem' }, {}, '--ca-file /no/ca.pem: no such file'],
    [{}, { SAC_CA_FILE: '/no/ca.pem' }, 'SAC_CA_FILE /no/ca.pem: no such file'],
    [{}, { SAC_CLIENT_CERT: '/no/c.pem' }, 'SAC_CLIENT_CERT /no/c.pem: no such file'],
    [{ clientKey: '/no/k.pem' }, {}, '--client-key needs --client-cert (the certificate the key belongs to)'],
    [{}, { SAC_CLIENT_KEY: '/no/k.pem' }, 'SAC_CLIENT_KEY needs --client-cert (the certificate the key belongs to)'],
  ])('%j %j: %s', (flags, env, message) => {
    expect(refusal(flags, env)).toBe(message);
  });

  it('names the config key of a file named in the config file, and the flag or variable that overrides it', () => {
    const path = configFile({ caFile: '/no/file-ca.pem', clientKey: '/no/k.pem' });
    expect(refusal({ config: path })).toBe(`${path}: config key "clientKey" needs --client-cert (the certificate the key belongs to)`);
    const ca = configFile({ caFile: '/no/file-ca.pem' });
    expect(refusal({ config: ca })).toBe(`${ca}: config key "caFile" /no/file-ca.pem: no such file`);
    expect(refusal({}, { SAC_CONFIG: ca, SAC_CA_FILE: '/no/env-ca.pem' })).toBe('SAC_CA_FILE /no/env-ca.pem: no such file');
    expect(refusal({ caFile: '/no/flag-ca.pem' }, { SAC_CONFIG: ca, SAC_CA_FILE: '/no/env-ca.pem' })).toBe(
      '--ca-file /no/flag-ca.pem: no such file',
    );
  });
});

// Issue 48: a config file's paths were read from the working directory, so the file meant another folder
// from each place the command ran in.
describe("resolveOptions: a config file's paths are from its own folder", () => {
  const project = join(dir, 'project');
  mkdirSync(project, { recursive: true });
  const inProject = (content: Record<string, unknown>) => {
    const path = join(project, `sac-${++counter}.json`);
    writeFileSync(path, JSON.stringify(content));
    return path;
  };

  it('the report folder, the expected failures and the watched folders', () => {
    const config = inProject({ reportDir: 'reports', expectedFailures: 'ci/ef.yaml', watchPath: ['src', '../lib', '/abs/src'] });
    expect(resolveOptions({ config }, {})).toMatchObject({
      reportDir: join(project, 'reports'),
      expectedFailures: join(project, 'ci', 'ef.yaml'),
      watchPath: [join(project, 'src'), join(dir, 'lib'), '/abs/src'],
    });
  });

  it('the TLS files', () => {
    const config = inProject({ caFile: 'certs/ca.pem' });
    expect(refusal({ config })).toBe(`${config}: config key "caFile" ${join(project, 'certs', 'ca.pem')}: no such file`);
  });

  it('a path from the command line or the environment stays from the working directory', () => {
    const config = inProject({ reportDir: 'reports', expectedFailures: 'ef.yaml' });
    expect(resolveOptions({ config, reportDir: 'out' }, { SAC_EXPECTED_FAILURES: 'env-ef.yaml' })).toMatchObject({
      reportDir: 'out',
      expectedFailures: 'env-ef.yaml',
    });
  });
});
