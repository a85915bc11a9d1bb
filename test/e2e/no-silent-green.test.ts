// No silent green, no lost run, through the real CLI: a selection that judges nothing is no verdict; a
// report folder that cannot take the reports stops the run before its first request; a report file that
// cannot be written costs no other file and no verdict; and whatever a user types, the process ends
// within seconds with 0, 1 or 2, never with "internal error" or a stack trace.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_SPECS, SUITES } from '../../src/config/options.js';
import { ruleGlob } from '../../src/plan/rule-selection.js';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { describeRun, ensureBuilt, makeTempDir, runCli } from '../support/cli/run-cli.js';
import { REPORT_FILES } from '../support/report/report-files.js';
import {
  cli,
  closeTargets,
  expectSaneRun,
  fixtureArgs,
  readRun,
  startTarget,
  targetArgs,
  type Target,
} from '../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});

const NO_TRACE = /internal error|^\s+at .+:\d+:\d+\)?$/m;

describe('a selection that judges nothing is no verdict', () => {
  it.each([
    [
      '-t with a typo',
      ['-t', 'zzznomatch'],
      new RegExp(
        '^seller-api-conformance: no rule selected: --suite coupon,categories,inquiry -t "zzznomatch" selects no test ' +
          `\\(${catalogue.length} rules in \\d+ tests exist; list the rules with the rules command, the tests with run --plan\\)\\n$`,
      ),
    ],
    [
      '--suite categories -t property',
      ['--suite', 'categories', '-t', 'property'],
      /no rule selected: --suite categories -t "property" selects no test/,
    ],
    [
      'more shards than tests',
      ['--suite', 'categories', '--shard', '1/9'],
      /--shard 1\/9: only 5 tests are selected, so at most 5 shards \(--shard I\/5\)/,
    ],
  ])(
    '%s: exit 2 at once, one line, no request sent, no report, no badge',
    async (_name, args, message) => {
      const before = target.requests.length;
      const { dir, cleanup } = await makeTempDir();
      try {
        const result = await runCli(['--base-url', target.baseUrl, ...fixtureArgs(target), ...args, '--report-dir', dir]);
        expect(result.code, describeRun(result)).toBe(2);
        expect(result.stderr).toMatch(message);
        expect(result.stdout).toBe('');
        expect(target.requests.length).toBe(before);
        expect(await readdir(dir)).toEqual([]);
      } finally {
        await cleanup();
      }
    },
    30_000,
  );
});

describe('a run that judges nothing, or fewer MUST rules than --min-judged, is no verdict', () => {
  it('--only coupon.found.* without --coupon-id: exit 2 "nothing judged", a grey badge, only the reachability probe sent', async () => {
    const before = target.requests.length;
    const run = await cli(['--base-url', target.baseUrl, '--only', 'coupon.found.*']);
    const report = expectSaneRun(run, 2);
    const found = catalogue.filter((rule) => ruleGlob('coupon.found.*').test(rule.id));
    const must = found.filter((rule) => rule.level === 'MUST').length;
    expect(report.summary.reason).toBe(`nothing judged: ${found.length} rules need --coupon-id`);
    expect(report.summary.coverage).toEqual({ mustJudged: 0, mustSelected: must });
    expect(target.requests.length - before).toBe(1);
    expect(run.result.stdout).toContain(`\nverdict: INCONCLUSIVE (nothing judged: ${found.length} rules need --coupon-id)\n`);
    expect(run.allReports).toContain('"color": "lightgrey"');
    const plan = await runCli(['--base-url', target.baseUrl, '--only', 'coupon.found.*', '--plan']);
    expect(plan.stdout).toContain('\nnothing would be judged: every selected test is skipped, for the reasons above\n');
  }, 60_000);

  it.each([
    ['the flag', ['--min-judged', '90%'], {}],
    ['SAC_MIN_JUDGED', [], { SAC_MIN_JUDGED: '90%' }],
  ])(
    '--min-judged as a percentage, through %s: without fixtures too little is judged (exit 2); with them the run is conformant',
    async (_name, args, env) => {
      const without = await cli(['--base-url', target.baseUrl, '--suite', 'coupon', '--num-runs', '2', ...args], { env });
      const report = expectSaneRun(without, 2);
      // The coupon's MUST rules; 90% of them, rounded up; without fixtures, only the 6 about its error answers are judged.
      const musts = catalogue.filter((rule) => rule.operation === 'GET_COUPON_BY_ID' && rule.level === 'MUST').length;
      const asked = Math.ceil(0.9 * musts);
      expect(report.summary.coverage).toEqual({ mustJudged: 6, mustSelected: musts, minJudged: asked });
      expect(report.summary.reason).toBe(`judged 6 of ${musts} MUST rules; --min-judged 90% asks for ${asked}`);
      expect(without.allReports).toContain('"color": "lightgrey"');
      const withFixtures = await cli([...targetArgs(target, '--suite', 'coupon'), ...args], { env });
      expect(expectSaneRun(withFixtures, 0).summary.coverage).toEqual({ mustJudged: musts, mustSelected: musts, minJudged: asked });
    },
    60_000,
  );

  it('--min-judged above the MUST rules selected is refused before the first request, from the config file too', async () => {
    const before = target.requests.length;
    const { dir, cleanup } = await makeTempDir();
    try {
      const config = join(dir, 'sac.yaml');
      await writeFile(config, 'suite: categories\nminJudged: 9\n');
      const result = await runCli(['--base-url', target.baseUrl, '--config', config, '--report-dir', join(dir, 'r')]);
      expect(result.code, describeRun(result)).toBe(2);
      expect(result.stderr).toBe(
        'seller-api-conformance: --min-judged 9: --suite categories selects only 8 MUST rules (give at most 8, or a percentage such as 90%)\n',
      );
      expect(target.requests.length).toBe(before);
    } finally {
      await cleanup();
    }
  });
});

describe('the report folder is checked before the first request', () => {
  const aFile = async (dir: string) => {
    await writeFile(join(dir, 'x'), '');
    return join(dir, 'x');
  };
  const cases: [string, (dir: string) => Promise<string>, RegExp][] = [
    ['a file where the folder should be', aFile, /--report-dir .*\/x: cannot write reports there \(a file of that name is in the way\)/],
    [
      'a folder below a file',
      async (dir) => join(await aFile(dir), 'reports'),
      /--report-dir .*\/x\/reports: cannot write reports there \(a file is in the way of the folder\)/,
    ],
    // Issue 48: Node's recursive mkdir spun at full CPU forever there; runCli's time-out is the hang guard.
    [
      'a folder in a file system that makes none (/proc)',
      () => Promise.resolve('/proc/sac-reports'),
      /^seller-api-conformance: --report-dir \/proc\/sac-reports: cannot write reports there \(\/proc does not let a folder be made in it\)$/m,
    ],
  ];
  it.each(cases)(
    '%s: exit 2, one line naming it, nothing sent',
    async (_name, make, message) => {
      const before = target.requests.length;
      const { dir, cleanup } = await makeTempDir();
      try {
        const reportDir = await make(dir);
        const result = await runCli(['--base-url', target.baseUrl, ...fixtureArgs(target), '--report-dir', reportDir]);
        expect(result.code, describeRun(result)).toBe(2);
        expect(result.stderr).toMatch(message);
        expect(result.stderr.trim().split('\n')).toHaveLength(1);
        expect(target.requests.length).toBe(before);
      } finally {
        await cleanup();
      }
    },
    30_000,
  );
});

describe('a run is never lost to a report file', () => {
  it('junit.xml cannot be written (a folder is in its way): the other five are written, conformance.json first, the verdict printed, exit 2', async () => {
    const { dir, cleanup } = await makeTempDir();
    try {
      await mkdir(join(dir, 'junit.xml'));
      const result = await runCli(['--base-url', target.baseUrl, ...fixtureArgs(target), '--num-runs', '2', '--report-dir', dir]);
      const run = await readRun(result, dir);
      expect(result.code, describeRun(result)).toBe(2);
      expect(result.stderr).toMatch(/^seller-api-conformance: could not write junit\.xml in .*: a directory of that name is in the way\n$/);
      expect(result.stdout).toMatch(/^verdict: CONFORMANT$/m);
      expect(run.report?.summary.verdict).toBe('conformant');
      expect((await readdir(dir)).sort()).toEqual([...REPORT_FILES]);
      expect(result.stderr).not.toMatch(NO_TRACE);
    } finally {
      await cleanup();
    }
  }, 60_000);

  it('the report folder removed during the run: made again, every report written', async () => {
    const { dir, cleanup } = await makeTempDir();
    const reportDir = join(dir, 'reports');
    const removing = await startTarget((req) => {
      if (req.url?.includes('display-categories')) void rm(reportDir, { recursive: true, force: true });
      return false;
    });
    try {
      const result = await runCli(['--base-url', removing.baseUrl, ...fixtureArgs(removing), '--num-runs', '2', '--report-dir', reportDir]);
      expect(result.code, describeRun(result)).toBe(0);
      expect((await readdir(reportDir)).length).toBe(6);
    } finally {
      await cleanup();
    }
  }, 60_000);
});

describe('whatever a user types, the process ends within seconds with 0, 1 or 2, and never with a stack trace', () => {
  const specs = OPTION_SPECS.filter((spec) => spec.key !== 'config' && spec.key !== 'plan');
  const junk = fc.constantFrom(
    '',
    '-1',
    '0',
    '1.5',
    '3/2',
    '1/0',
    'abc',
    '(',
    '[',
    'ftp://x',
    'http://',
    'Name: v',
    'x'.repeat(300),
    '한국어',
    'Name',
    '1e9',
    'true',
    '--strict',
  );
  const valid: Record<string, fc.Arbitrary<string>> = {
    url: fc.constant(''),
    id: fc.constantFrom('1', '11234224'),
    path: fc.constant(''),
    paths: fc.constant('src'),
    suites: fc.constantFrom(...SUITES, 'coupon,inquiry'),
    globs: fc.constantFrom('coupon.*', 'inquiry.found.status', '*.status', 'categories.*,coupon.id-echo'),
    integer: fc.constantFrom('1', '3', '42'),
    number: fc.constantFrom('0', '2', '0.5'),
    headers: fc.constantFrom('X-Test: 1', 'Authorization: Bearer abcdef123'),
    text: fc.constantFrom('A0001', 'key'),
    regex: fc.constantFrom('property', '^GET', 'zzz'),
    shard: fc.constantFrom('1/2', '2/3'),
    threshold: fc.constantFrom('1', '10', '90%'),
  };
  const flag: fc.Arbitrary<string[]> = fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .constantFrom(...specs)
        .chain((spec): fc.Arbitrary<string[]> =>
          spec.kind === 'boolean'
            ? fc.constant([`--${spec.flag}`])
            : fc.tuple(fc.constant(`--${spec.flag}`), fc.oneof(valid[spec.kind]!, junk)),
        ),
    },
    { weight: 1, arbitrary: fc.constantFrom<string[]>(['--nope'], ['-x'], ['stray'], ['--num-runs'], ['--seed=-5'], ['--strict=yes']) },
  );
  const commandLine = fc
    .tuple(fc.array(flag, { maxLength: 4 }), fc.boolean())
    .map(([flags, plan]) => [...flags.flat().filter((arg) => arg !== ''), ...(plan ? ['--plan'] : [])]);

  it('for every command line, --plan or not', async () => {
    const { dir, cleanup } = await makeTempDir();
    try {
      await fc.assert(
        fc.asyncProperty(commandLine, async (args) => {
          // A real run needs a target: the local reference, unless the line names one of its own.
          const withTarget = args.includes('--base-url') ? args : ['--base-url', target.baseUrl, ...args];
          const result = await runCli(['run', ...withTarget, '--report-dir', join(dir, 'r'), '--timeout', '2000', '--max-requests', '60'], {
            timeoutMs: 20_000,
          });
          expect(result.timedOut, describeRun(result)).toBe(false);
          expect([0, 1, 2], describeRun(result)).toContain(result.code);
          expect(`${result.stdout}\n${result.stderr}`, describeRun(result)).not.toMatch(NO_TRACE);
          if (result.code === 2 && result.stdout === '') expect(result.stderr.trim().split('\n'), describeRun(result)).toHaveLength(1);
        }),
        { numRuns: 24, seed: 20261123 },
      );
    } finally {
      await cleanup();
    }
  }, 300_000);
});

describe('a run whose target sends an interim answer first', () => {
  it('is judged by its final answers: conformant', async () => {
    const early = await startTarget((_req, res) => (res.writeEarlyHints({ link: '</x.css>; rel=preload' }), false));
    expectSaneRun(await cli(['--base-url', early.baseUrl, ...fixtureArgs(early), '--num-runs', '2']), 0);
  }, 60_000);
});
