// The CLI end to end, through the real bin (node bin/seller-api-conformance.js, which runs dist/):
// verdicts and exit codes 0/1/2, the reports it writes, option sources, usage errors and secrets.
// The faulty targets are faults: the reference implementation with exactly one defect, served from this process.

import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildDataset } from '../../../src/reference/index.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { validators } from '../../../src/validation/validators.js';
import type { ConformanceReport } from '../../../src/types/report.js';
import {
  describeRun,
  ensureBuilt,
  makeReportDir,
  makeTempDir,
  PACKAGE_ROOT,
  readRaw,
  runCli,
  type CliResult,
  type RunCliOptions,
} from '../../support/cli/run-cli.js';
import {
  closedPort,
  COUPON,
  dailyLimitTooHigh,
  inquiryNotFoundReworded,
  startServer,
  type Defect,
  type TestServer,
} from '../../support/cli/servers.js';

type RuleResult = ConformanceReport['results'][number];

const OPERATIONS = ['GET_COUPON_BY_ID', 'LIST_DISPLAY_CATEGORIES', 'GET_ORIGIN_INQUIRY_BY_ID'] as const;
/** Hang guard of each run (a quiet one takes a few seconds). */
const RUN_TIMEOUT = 60_000;

beforeAll(async () => {
  await ensureBuilt();
}, 180_000);

// Every server a test starts is closed at the end, whatever happened.
const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});
async function server(defect?: Defect): Promise<TestServer> {
  const started = await startServer(defect);
  servers.push(started);
  return started;
}

interface Run {
  result: CliResult;
  reportDir: string;
  /** conformance.json, or undefined when the run wrote none. */
  report: ConformanceReport | undefined;
  junit: string | undefined;
  rawJson: string | undefined;
}

/** Runs the CLI with `--report-dir <fresh temp dir>` appended and reads what it wrote; the directory is removed afterwards. */
async function cli(args: readonly string[], options: RunCliOptions = {}): Promise<Run> {
  const { dir, cleanup } = await makeReportDir();
  try {
    const result = await runCli([...args, '--report-dir', dir], options);
    const rawJson = await readRaw(dir, 'conformance.json').catch(() => undefined);
    const junit = await readRaw(dir, 'junit.xml').catch(() => undefined);
    const report = rawJson === undefined ? undefined : (JSON.parse(rawJson) as ConformanceReport);
    return { result, reportDir: dir, report, junit, rawJson };
  } finally {
    await cleanup();
  }
}

function expectExit(run: Run, code: number): void {
  expect(run.result.timedOut, describeRun(run.result)).toBe(false);
  expect(run.result.code, describeRun(run.result)).toBe(code);
}

function reportOf(run: Run): ConformanceReport {
  expect(run.report, `no conformance.json was written\n${describeRun(run.result)}`).toBeDefined();
  return run.report!;
}

function expectValidReport(report: ConformanceReport): void {
  const valid = validators.report(report);
  expect(valid, JSON.stringify(validators.report.errors, null, 2)).toBe(true);
  // The summary counts what the results say.
  const count = (status: RuleResult['status']) => report.results.filter((r) => r.status === status).length;
  expect(report.summary).toMatchObject({
    passed: count('passed'),
    failed: count('failed'),
    warnings: count('warning'),
    skipped: count('skipped'),
    errors: count('error'),
  });
}

function result(report: ConformanceReport, rule: string): RuleResult {
  const found = report.results.find((r) => r.rule === rule);
  expect(found, `no result for ${rule}; rules: ${report.results.map((r) => r.rule).join(', ')}`).toBeDefined();
  return found!;
}

/** Precision: apart from `expectedFailures`, every result passed or was skipped with a reason. */
function expectNothingElseWrong(report: ConformanceReport, expectedFailures: readonly string[]): void {
  const offenders = report.results
    .filter((r) => !expectedFailures.includes(r.rule))
    .filter((r) => !(r.status === 'passed' || (r.status === 'skipped' && r.message.trim() !== '')))
    .map((r) => `${r.rule}: ${r.status}: ${r.message}`);
  expect(offenders, 'false alarms').toEqual([]);
}

/** The per-operation progress lines ("ok   GET_COUPON_BY_ID   examples   17 tests ..."). */
function progressLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => /^(ok  |FAIL|ERR ) [A-Z_]+ /.test(line));
}

const fixtureFlags = (s: TestServer) => [
  '--coupon-id',
  s.fixtures.couponId,
  '--inquiry-id',
  s.fixtures.inquiryId,
  '--foreign-inquiry-id',
  s.fixtures.foreignInquiryId,
];

// RUN_TIMEOUT is its hang guard: how fast a run ends is the bench's to say, not a test's.
describe('an unreachable target', () => {
  it(
    'exits 2 with a one-line reason, and still writes an inconclusive report',
    async () => {
      const port = await closedPort();
      const run = await cli(['--base-url', `http://127.0.0.1:${port}`]);
      expectExit(run, 2);
      const verdictLine = run.result.stdout.split('\n').find((line) => line.startsWith('verdict: '));
      expect(verdictLine, describeRun(run.result)).toMatch(
        /^verdict: INCONCLUSIVE \(\d+ rule\(s\) could not be judged: see ERROR above\)$/,
      );
      expect(run.result.stdout.match(/unreachable.*refused/gi), 'the cause printed once').toHaveLength(1);
      expect(run.result.stderr).not.toMatch(/^ {4}at /m);
      const report = reportOf(run);
      expectValidReport(report);
      expect(report.summary.verdict).toBe('inconclusive');
      expect(report.summary.reason).toMatch(/unreachable/);
      expect(report.target).toEqual({ baseUrl: `http://127.0.0.1:${port}`, embedded: false });
      expect(report.results.length).toBeGreaterThan(0);
      // Every rule a request would have judged could not be judged, for that reason; those never going to be
      // sent (no fixture given, no --probe-writes) keep their own.
      for (const r of report.results) {
        if (r.status === 'skipped') expect(r.message, r.rule).toMatch(/^needs --(coupon-id|inquiry-id|foreign-inquiry-id|probe-writes)$/);
        else expect(r.message, r.rule).toMatch(/unreachable.*refused/i);
      }
      expect(report.results.filter((r) => r.status === 'error').length).toBeGreaterThan(20);
      expect(run.junit).toContain('<error ');
    },
    RUN_TIMEOUT,
  );
});

// Everything else runs concurrently (vitest's maxConcurrency bounds the number of CLI processes at once).
describe.concurrent('end to end', () => {
  describe('the embedded reference (no --base-url)', () => {
    it(
      'is conformant: exit 0, a progress line per operation, valid reports',
      async () => {
        const run = await cli([]);
        expectExit(run, 0);
        const { stdout } = run.result;
        expect(stdout).toMatch(/^verdict: CONFORMANT$/m);
        const progress = progressLines(stdout);
        for (const operation of OPERATIONS)
          expect(
            progress.filter((line) => line.includes(` ${operation} `)),
            `progress of ${operation}\n${stdout}`,
          ).not.toHaveLength(0);
        expect(progress.every((line) => line.startsWith('ok'))).toBe(true);

        const report = reportOf(run);
        expectValidReport(report);
        expect(report.summary.verdict).toBe('conformant');
        expect(report.target.embedded).toBe(true);
        expect(report.target.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(report.results.length).toBe(catalogue.length);
        expect(report.summary).toMatchObject({ failed: 0, skipped: 0, errors: 0 });
        expect(report.summary.passed).toBe(report.results.length);
        expect(new Set(report.results.map((r) => r.operation))).toEqual(new Set(OPERATIONS));
        // The seed is recorded, and it is the one announced on the terminal.
        expect(Number.isInteger(report.seed)).toBe(true);
        expect(stdout).toContain(`(seed ${report.seed})`);
        expect(report.facts?.categoryTree?.nodes).toBeGreaterThan(3000);

        const testcases = run.junit?.match(/<testcase /g) ?? [];
        expect(testcases).toHaveLength(report.results.length);
        expect(run.junit).not.toContain('<failure');
      },
      RUN_TIMEOUT,
    );

    it(
      '--suite coupon judges GET_COUPON_BY_ID only',
      async () => {
        const run = await cli(['--suite', 'coupon']);
        expectExit(run, 0);
        const report = reportOf(run);
        expectValidReport(report);
        expect(report.results.length).toBeGreaterThan(0);
        expect([...new Set(report.results.map((r) => r.operation))]).toEqual(['GET_COUPON_BY_ID']);
        expect(report.summary.verdict).toBe('conformant');
        const progress = progressLines(run.result.stdout);
        expect(progress).not.toHaveLength(0);
        expect(progress.every((line) => line.includes(' GET_COUPON_BY_ID '))).toBe(true);
        // No categories suite ran, so there is no tree to describe.
        expect(report.facts?.categoryTree).toBeUndefined();
      },
      RUN_TIMEOUT,
    );

    it('--version prints the version of package.json', async () => {
      const { version } = JSON.parse(await readFile(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
      const result = await runCli(['--version']);
      expect(result.code, describeRun(result)).toBe(0);
      expect(result.stdout).toBe(`${version}\n`);
    });
  });

  describe('faulty targets', () => {
    it(
      'a coupon whose maximumPerDaily is 10000: exit 1, the rule failed with evidence, nothing else',
      async () => {
        const target = await server(dailyLimitTooHigh);
        const run = await cli(['--base-url', target.baseUrl, ...fixtureFlags(target)]);
        expect(target.defectsServed(), 'the defect was never served').toBeGreaterThan(0);
        expectExit(run, 1);
        const report = reportOf(run);
        expectValidReport(report);
        expect(report.summary.verdict).toBe('non-conformant');
        expect(report.target).toEqual({ baseUrl: target.baseUrl, embedded: false });

        const rule = 'coupon.policy.daily-limit.maximum';
        const failed = result(report, rule);
        expect(failed.status).toBe('failed');
        expect(failed.level).toBe('MUST');
        const evidence = failed.evidence!;
        expect(evidence, 'evidence of the failure').toBeDefined();
        const first = evidence.violations?.[0];
        expect(first?.instancePath).toBe('/couponPolicies/0/maximumPerDaily');
        expect(first?.expected).toMatch(/9,?999/);
        expect(first?.actual).toBe('10000');
        expect(evidence.curl).toMatch(/^curl /);
        expect(evidence.curl).toContain(`${target.baseUrl}${COUPON.path}${target.fixtures.couponId}`);
        expect(evidence.response?.status).toBe(200);
        expect(evidence.response?.bodyExcerpt).toContain('"maximumPerDaily":10000');

        expectNothingElseWrong(report, [rule]);
        expect(report.summary.failed).toBe(1);

        // The terminal names the rule, the field, what was expected and what was found.
        const { stdout } = run.result;
        expect(stdout).toMatch(new RegExp(`^FAILED +${rule.replace(/\./g, '\\.')} \\(MUST\\) .*9,?999`, 'm'));
        const fieldLine = stdout.split('\n').find((line) => line.trim().startsWith('field /couponPolicies/0/maximumPerDaily'));
        expect(fieldLine, stdout).toBeDefined();
        expect(fieldLine).toMatch(/expected .*9,?999/);
        expect(fieldLine).toMatch(/actual 10000/);
        expect(stdout).toMatch(/reproduce: curl /);
        expect(stdout).toMatch(/^verdict: NON-CONFORMANT/m);

        // The rule's sources come first, as properties; then the failure.
        expect(run.junit).toMatch(
          new RegExp(`<testcase [^>]*name="${rule.replace(/\./g, '\\.')}:[^"]*"[^>]*>\\s*<properties>[\\s\\S]*?</properties>\\s*<failure `),
        );
      },
      RUN_TIMEOUT,
    );

    it(
      'an unknown inquiry answered 404 "Inquiry does not exist": exit 1, inquiry.not-found.message failed, nothing else',
      async () => {
        const target = await server(inquiryNotFoundReworded);
        const run = await cli(['--base-url', target.baseUrl, ...fixtureFlags(target), '--suite', 'inquiry']);
        expect(target.defectsServed(), 'the defect was never served').toBeGreaterThan(0);
        expectExit(run, 1);
        const report = reportOf(run);
        expectValidReport(report);
        const rule = 'inquiry.not-found.message';
        const failed = result(report, rule);
        expect(failed.status).toBe('failed');
        expect(failed.evidence?.response?.status).toBe(404);
        expect(failed.evidence?.response?.bodyExcerpt).toContain('Inquiry does not exist');
        expect(failed.evidence?.curl).toMatch(/^curl /);
        expect(result(report, 'inquiry.not-found.status').status).toBe('passed');
        expectNothingElseWrong(report, [rule]);
        expect(report.summary).toMatchObject({ verdict: 'non-conformant', failed: 1 });
        expect(run.result.stdout).toMatch(/^FAILED +inquiry\.not-found\.message \(MUST\) .*Inquiry does not exist/m);
      },
      RUN_TIMEOUT,
    );
  });

  describe('reports where CI shows them', () => {
    it(
      'on GitHub Actions: the new failure is an ::error annotation naming the rule; --docs-base-url makes the source links absolute',
      async () => {
        const target = await server(dailyLimitTooHigh);
        const { dir, cleanup } = await makeTempDir();
        try {
          const stepSummary = join(dir, 'step-summary.md');
          await writeFile(stepSummary, '');
          const docs = 'https://github.com/acme/seller-api-conformance/blob/v1';
          const run = await cli(['--base-url', target.baseUrl, ...fixtureFlags(target), '--suite', 'coupon', '--docs-base-url', docs], {
            env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: stepSummary },
          });
          expectExit(run, 1);
          const annotations = run.result.stdout.split('\n').filter((line) => line.startsWith('::'));
          expect(annotations).toEqual([
            expect.stringMatching(/^::error title=coupon\.policy\.daily-limit\.maximum \(MUST\)::\/couponPolicies\/0\/maximumPerDaily: /),
          ]);
          const report = reportOf(run);
          expect(report.tool.docs).toBe(`${docs}/`);
          const summary = await readFile(stepSummary, 'utf8');
          expect(summary).toContain(`[D1](${docs}/docs/decisions.md#d1-which-spelling-of-the-daily-limit-and-what-values "`);
          expect(summary).toContain(`    curl -sS -i '${target.baseUrl}${COUPON.path}${target.fixtures.couponId}'`);
          expect(run.junit).toContain(
            `<property name="source" value="${docs}/docs/decisions.md#d1-which-spelling-of-the-daily-limit-and-what-values"/>`,
          );
        } finally {
          await cleanup();
        }
      },
      RUN_TIMEOUT,
    );
  });

  describe('refusals where CI shows them', () => {
    /** A run on GitHub Actions: its `::error` lines and the step summary it appended. */
    async function onGitHub(args: readonly string[]) {
      const { dir, cleanup } = await makeTempDir();
      try {
        const stepSummary = join(dir, 'step-summary.md');
        await writeFile(stepSummary, '');
        const run = await cli(args, { env: { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: stepSummary } });
        expectExit(run, 2);
        const annotations = run.result.stdout.split('\n').filter((line) => line.startsWith('::'));
        return { run, annotations, summary: await readFile(stepSummary, 'utf8') };
      } finally {
        await cleanup();
      }
    }

    it(
      'a usage error is an ::error naming the flag, and a step summary saying what to change',
      async () => {
        const { run, annotations, summary } = await onGitHub(['--suite', 'coupon', '--only', 'coupons.*']);
        expect(run.result.stderr).toMatch(/^seller-api-conformance: --only coupons\.\*: names no rule/);
        expect(annotations).toEqual([
          expect.stringMatching(
            /^::error title=seller-api-conformance%3A --only::--only coupons\.\*: names no rule .*\. Change --only \(in the command of this step\) as the message says, then run again\.$/,
          ),
        ]);
        expect(summary).toMatch(/^\n### ⛔ Not run: seller-api-conformance refused --only\n\n```text\n--only coupons\.\*: names no rule/);
        expect(summary).toContain('**What to change:** Change --only (in the command of this step) as the message says');
      },
      RUN_TIMEOUT,
    );

    it(
      'an unreachable target is an ::error naming --base-url, and the step summary says to start the target first',
      async () => {
        const { run, annotations, summary } = await onGitHub(['--base-url', 'http://127.0.0.1:9', '--suite', 'categories']);
        expect(reportOf(run).summary.verdict).toBe('inconclusive');
        expect(annotations).toEqual([
          '::error title=seller-api-conformance%3A --base-url::target unreachable: GET http://127.0.0.1:9/: connection refused. ' +
            'Start the implementation under test before this step and wait until it answers (examples/github-actions.yml shows how), ' +
            'or change --base-url (in the command of this step) to where it listens.',
        ]);
        expect(summary).toContain('### ⚠️ Inconclusive (could not judge)');
        expect(summary).toMatch(
          /\n\*\*What to change:\*\* the target did not answer \(GET http:\/\/127\.0\.0\.1:9\/: connection refused\)\. Start/,
        );
      },
      RUN_TIMEOUT,
    );
  });

  describe('warnings, timeouts and refusals', () => {
    /** The fixture coupon carries a field the spec does not document (a SHOULD rule). */
    const unknownField: Defect = (answer, request, dataset) => {
      if (request.method !== 'GET' || request.path !== COUPON.path + dataset.fixtures.couponId || answer.status !== 200) return false;
      const coupon = JSON.parse(answer.body) as Record<string, unknown>;
      coupon['internalNote'] = 'x';
      answer.body = JSON.stringify(coupon);
      return true;
    };

    it(
      'a failed SHOULD rule is a warning (exit 0); --strict makes it a failure (exit 1)',
      async () => {
        const target = await server(unknownField);
        const [lenient, strict] = await Promise.all([
          cli(['--base-url', target.baseUrl, '--coupon-id', target.fixtures.couponId, '--suite', 'coupon']),
          cli(['--base-url', target.baseUrl, '--coupon-id', target.fixtures.couponId, '--suite', 'coupon', '--strict']),
        ]);
        expectExit(lenient, 0);
        const warned = reportOf(lenient);
        expectValidReport(warned);
        expect(warned.summary).toMatchObject({ verdict: 'conformant', warnings: 1, failed: 0 });
        expect(result(warned, 'coupon.unknown-fields')).toMatchObject({ status: 'warning', level: 'SHOULD' });
        expect(result(warned, 'coupon.unknown-fields').evidence?.violations?.[0]?.instancePath).toBe('/internalNote');
        expect(lenient.result.stdout).toMatch(/^WARNING coupon\.unknown-fields \(SHOULD\)/m);

        expectExit(strict, 1);
        const failed = reportOf(strict);
        expect(failed.summary).toMatchObject({ verdict: 'non-conformant', warnings: 0, failed: 1 });
        expect(result(failed, 'coupon.unknown-fields').status).toBe('failed');
        expectNothingElseWrong(failed, ['coupon.unknown-fields']);
      },
      RUN_TIMEOUT,
    );

    it(
      'a request that gets no answer within --timeout is an error, not a failure: exit 2',
      async () => {
        const { couponId } = buildDataset().fixtures;
        const target = await startServer(undefined, { hang: (r) => r.method === 'GET' && r.url === COUPON.path + couponId });
        servers.push(target);
        const run = await cli([
          '--base-url',
          target.baseUrl,
          '--coupon-id',
          target.fixtures.couponId,
          '--suite',
          'coupon',
          '--timeout',
          '500',
        ]);
        expectExit(run, 2);
        const report = reportOf(run);
        expectValidReport(report);
        expect(report.summary.verdict).toBe('inconclusive');
        expect(report.summary.failed).toBe(0);
        const found = result(report, 'coupon.found.status');
        expect(found.status).toBe('error');
        expect(found.message).toMatch(/500 ms/);
        expect(found.evidence?.curl).toContain(`${COUPON.path}${target.fixtures.couponId}`);
        // An operation that stopped answering is asked nothing more: its other rules are errors with that cause.
        expect(result(report, 'coupon.not-found.message')).toMatchObject({ status: 'error', message: found.message });
        const hung = target.requests.findIndex((r) => r.url === COUPON.path + couponId);
        expect(target.requests.slice(hung + 1).filter((r) => r.url.startsWith(COUPON.path))).toEqual([]);
        expect(run.result.stdout).toMatch(/^verdict: INCONCLUSIVE/m);
      },
      RUN_TIMEOUT,
    );

    it(
      'a MUST failure wins over errors: exit 1',
      async () => {
        const { couponId } = buildDataset().fixtures;
        const target = await startServer(inquiryNotFoundReworded, { hang: (r) => r.method === 'GET' && r.url === COUPON.path + couponId });
        servers.push(target);
        const run = await cli(['--base-url', target.baseUrl, ...fixtureFlags(target), '--suite', 'coupon,inquiry', '--timeout', '500']);
        expectExit(run, 1);
        const report = reportOf(run);
        expect(report.summary.verdict).toBe('non-conformant');
        expect(report.summary.errors).toBeGreaterThan(0);
        expect(result(report, 'inquiry.not-found.message').status).toBe('failed');
        expect(result(report, 'coupon.found.status').status).toBe('error');
      },
      RUN_TIMEOUT,
    );
    it(
      'a target that refuses authentication (401 everywhere) could not be judged: exit 2, no failures',
      async () => {
        const refusing: Defect = (answer) => {
          answer.status = 401;
          answer.headers = { 'Content-Type': 'application/json', 'WWW-Authenticate': 'HMAC' };
          answer.body = JSON.stringify({ code: 401, message: 'Unauthorized' });
          return true;
        };
        const target = await server(refusing);
        const run = await cli(['--base-url', target.baseUrl, ...fixtureFlags(target), '--suite', 'coupon']);
        expect(target.defectsServed()).toBeGreaterThan(0);
        const report = reportOf(run);
        expect(report.summary.failed).toBe(0);
        expect(report.summary.verdict).toBe('inconclusive');
        expectExit(run, 2);
      },
      RUN_TIMEOUT,
    );
  });

  describe('fixtures the user did not give', () => {
    const NEEDS: Record<string, string> = {
      'coupon.found.status': '--coupon-id',
      'coupon.id-echo': '--coupon-id',
      'inquiry.found.status': '--inquiry-id',
      'inquiry.id-echo': '--inquiry-id',
      'inquiry.foreign.status': '--foreign-inquiry-id',
      'inquiry.foreign.message': '--foreign-inquiry-id',
    };

    it(
      'rules that need them are skipped, naming the flag; exit 0 when nothing failed',
      async () => {
        const target = await server();
        const run = await cli(['--base-url', target.baseUrl]);
        expectExit(run, 0);
        const report = reportOf(run);
        expectValidReport(report);
        expect(report.summary.verdict).toBe('conformant');
        expect(report.summary).toMatchObject({ failed: 0, errors: 0 });
        for (const [rule, flag] of Object.entries(NEEDS)) {
          const r = result(report, rule);
          expect(r.status, rule).toBe('skipped');
          expect(r.message, rule).toContain(`needs ${flag}`);
        }
        // Every skip says which fixture it lacked; rules that need none were judged.
        for (const r of report.results.filter((r) => r.status === 'skipped'))
          expect(r.message, r.rule).toMatch(/needs --(coupon-id|inquiry-id|foreign-inquiry-id|probe-writes)/);
        expect(result(report, 'coupon.not-found.message').status).toBe('passed');
        expect(result(report, 'inquiry.malformed.message').status).toBe('passed');
        expect(run.junit).toContain('<skipped ');
        expect(run.result.stdout).toMatch(/^verdict: CONFORMANT$/m);
        // The terminal says which rules were skipped and why, in the report's counts.
        const needing = (flag: string) =>
          report.results.filter((r) => r.status === 'skipped' && r.message.includes(`needs ${flag}`)).length;
        const [coupon, inquiry, writes, foreign] = ['--coupon-id', '--inquiry-id', '--probe-writes', '--foreign-inquiry-id'].map(needing);
        const skippedLine = run.result.stdout.split('\n').find((line) => line.startsWith('SKIPPED '));
        // The commonest reason first; between two of one count, in the order of their wording.
        const [first, ...rest] = (
          [
            [coupon!, '--coupon-id'],
            [inquiry!, '--inquiry-id'],
            [writes!, '--probe-writes'],
            [foreign!, '--foreign-inquiry-id'],
          ] as const
        )
          .slice()
          .sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? -1 : 1));
        expect(skippedLine).toBe(
          [`SKIPPED ${first![0]} rules need ${first![1]}`, ...rest.map(([count, flag]) => `${count} need ${flag}`)].join('; '),
        );
        expect(coupon! + inquiry! + writes! + foreign!).toBe(report.summary.skipped);
        expect(run.result.stdout).toContain(
          `rules: ${report.results.length}  passed ${report.summary.passed}, failed 0, warnings 0, skipped ${report.summary.skipped},`,
        );
        // The per-suite lines count tests, and the "in all" line is their sum.
        const tests = (line: string) =>
          /(\d+) tests?: (\d+) passed(?:, (\d+) skipped)?/
            .exec(line)!
            .slice(1)
            .map((n) => Number(n ?? 0));
        const perSuite = progressLines(run.result.stdout).map(tests);
        const total = tests(run.result.stdout.split('\n').find((line) => line.trim().startsWith('in all'))!);
        expect(
          perSuite.reduce((sum, [all, passed, skipped]) => [sum[0]! + all!, sum[1]! + passed!, sum[2]! + skipped!], [0, 0, 0]),
        ).toEqual(total);
        expect(
          progressLines(run.result.stdout).filter((line) => / skipped \(needs --coupon-id; needs --probe-writes\)/.test(line)),
        ).toHaveLength(1);
      },
      RUN_TIMEOUT,
    );

    it(
      '--require-all turns those skips into failures: exit 1',
      async () => {
        const target = await server();
        const run = await cli(['--base-url', target.baseUrl, '--require-all']);
        expectExit(run, 1);
        const report = reportOf(run);
        expectValidReport(report);
        expect(report.summary.verdict).toBe('non-conformant');
        for (const [rule, flag] of Object.entries(NEEDS)) {
          const r = result(report, rule);
          expect(r.status, rule).toBe('failed');
          expect(r.message, rule).toContain(`needs ${flag}`);
          expect(r.message, rule).toContain('--require-all');
        }
        // Only rules that were skipped for a fixture fail; the others still pass. Write probes are not
        // a fixture: --require-all never makes a run send them.
        for (const r of report.results.filter((r) => r.status === 'failed'))
          expect(r.message, r.rule).toMatch(/needs --(coupon-id|inquiry-id|foreign-inquiry-id)/);
        expect(report.results.filter((r) => r.status === 'skipped').map((r) => r.message)).toEqual([
          'needs --probe-writes',
          'needs --probe-writes',
          'needs --probe-writes',
        ]);
        expect(result(report, 'coupon.not-found.message').status).toBe('passed');
      },
      RUN_TIMEOUT,
    );

    it(
      'with every fixture given and --require-all, a conforming target is still conformant',
      async () => {
        const target = await server();
        const run = await cli([
          '--base-url',
          target.baseUrl,
          ...fixtureFlags(target),
          '--require-all',
          '--probe-writes',
          '--suite',
          'inquiry',
        ]);
        expectExit(run, 0);
        const report = reportOf(run);
        expect(report.summary).toMatchObject({ verdict: 'conformant', failed: 0, skipped: 0, errors: 0 });
      },
      RUN_TIMEOUT,
    );
  });

  describe('selecting tests', () => {
    it(
      '-t runs only the matching tests; the report holds only the rules they judged',
      async () => {
        const run = await cli(['--suite', 'coupon', '-t', 'unknown couponId 9007']);
        expectExit(run, 0);
        const report = reportOf(run);
        expectValidReport(report);
        expect(result(report, 'coupon.not-found.message').status).toBe('passed');
        expect(report.results.map((r) => r.rule)).not.toContain('coupon.found.status');
        expect(report.results.map((r) => r.rule).sort()).toEqual([
          'coupon.error-body',
          'coupon.no-server-error',
          'coupon.not-found.masked',
          'coupon.not-found.masked-digits',
          'coupon.not-found.message',
          'coupon.not-found.status',
          'coupon.unique-names',
        ]);
        expect(report.summary.failed).toBe(0);
      },
      RUN_TIMEOUT,
    );
    it(
      '--require-all does not fail rules that -t merely did not select (no fixture is missing)',
      async () => {
        const run = await cli(['--suite', 'coupon', '-t', 'unknown couponId', '--require-all']);
        const report = reportOf(run);
        expect(report.results.filter((r) => r.status === 'failed').map((r) => `${r.rule}: ${r.message}`)).toEqual([]);
        expectExit(run, 0);
      },
      RUN_TIMEOUT,
    );
  });

  describe('bad options through the bin (the other cases run in process, test/unit/cli/main.test.ts)', () => {
    it('exit 2, one line on stderr, no stack trace, no report', async () => {
      const run = await cli(['--timeout', 'abc']);
      expectExit(run, 2);
      expect(run.result.stderr).toMatch(/^seller-api-conformance: --timeout: [^\n]*\n$/);
      expect(run.result.stdout).toBe('');
      expect(run.report).toBeUndefined();
    });
  });

  describe('option sources: flags > env > config file', () => {
    it(
      'SAC_BASE_URL (with SAC_* fixtures) selects the target',
      async () => {
        const faulty = await server(dailyLimitTooHigh);
        const run = await cli(['--suite', 'coupon'], { env: { SAC_BASE_URL: faulty.baseUrl, SAC_COUPON_ID: faulty.fixtures.couponId } });
        expectExit(run, 1);
        const report = reportOf(run);
        expect(report.target).toEqual({ baseUrl: faulty.baseUrl, embedded: false });
        expect(result(report, 'coupon.policy.daily-limit.maximum').status).toBe('failed');
        expect(faulty.requests.length).toBeGreaterThan(0);
      },
      RUN_TIMEOUT,
    );

    it(
      '--base-url wins over SAC_BASE_URL',
      async () => {
        const faulty = await server(dailyLimitTooHigh);
        const good = await server();
        const run = await cli(['--suite', 'coupon', '--base-url', `${good.baseUrl}/`, '--coupon-id', good.fixtures.couponId], {
          env: { SAC_BASE_URL: faulty.baseUrl, SAC_COUPON_ID: '1' },
        });
        expectExit(run, 0);
        const report = reportOf(run);
        expect(report.target).toEqual({ baseUrl: good.baseUrl, embedded: false });
        expect(result(report, 'coupon.policy.daily-limit.maximum').status).toBe('passed');
        expect(faulty.requests).toHaveLength(0);
        expect(good.requests.length).toBeGreaterThan(0);
      },
      RUN_TIMEOUT,
    );

    it(
      'a config file {"baseUrl": ...} is used when neither flag nor env sets one',
      async () => {
        const faulty = await server(dailyLimitTooHigh);
        const { dir, cleanup } = await makeTempDir();
        try {
          const config = join(dir, 'sac.json');
          await writeFile(
            config,
            JSON.stringify({ baseUrl: faulty.baseUrl, couponId: Number(faulty.fixtures.couponId), suites: ['coupon'] }),
          );
          const run = await cli(['--config', config]);
          expectExit(run, 1);
          const report = reportOf(run);
          expect(report.target).toEqual({ baseUrl: faulty.baseUrl, embedded: false });
          expect([...new Set(report.results.map((r) => r.operation))]).toEqual(['GET_COUPON_BY_ID']);
          expect(result(report, 'coupon.policy.daily-limit.maximum').status).toBe('failed');
        } finally {
          await cleanup();
        }
      },
      RUN_TIMEOUT,
    );
  });

  describe('headers add up across sources', () => {
    it(
      'SAC_HEADER holds Authorization, --header adds X-Trace: both are sent, and the terminal names their sources, not their values',
      async () => {
        const target = await server();
        const { dir, cleanup } = await makeTempDir();
        try {
          const config = join(dir, 'sac.yaml');
          await writeFile(config, 'header:\n  - "X-Trace: from-the-file"\n  - "X-Team: conformance"\n');
          const run = await cli(['--base-url', target.baseUrl, '--suite', 'categories', '--config', config, '--header', 'X-Trace: 1'], {
            env: { SAC_HEADER: 'Authorization: Bearer s3cr3t-from-env' },
          });
          expectExit(run, 0);
          const sent = target.requests.filter((request) => request.url.includes('display-categories'));
          expect(sent.length).toBeGreaterThan(0);
          for (const request of sent)
            expect(request.headers).toMatchObject({ authorization: 'Bearer s3cr3t-from-env', 'x-trace': '1', 'x-team': 'conformance' });
          expect(run.result.stdout).toContain(
            `headers: X-Team (config file ${config}), Authorization (SAC_HEADER), X-Trace (--header); values not shown\n`,
          );
          expect(run.result.stdout).not.toContain('s3cr3t-from-env');
          expect(run.result.stdout).not.toContain('from-the-file');
        } finally {
          await cleanup();
        }
      },
      RUN_TIMEOUT,
    );
  });

  describe('secrets', () => {
    const TOKEN = 's3cr3t-token';
    const API_KEY = 'k3y-v4lue-9x';

    /** The daily-limit defect, plus a target that echoes the credentials in a header and in the body. */
    const echoing: Defect = (answer, request, dataset) => {
      const broke = dailyLimitTooHigh(answer, request, dataset);
      const auth = request.headers['authorization'];
      const key = request.headers['x-api-key'];
      answer.headers['X-Echo'] = `${String(auth)} ${String(key)}`;
      if (broke) {
        const coupon = JSON.parse(answer.body) as Record<string, unknown>;
        coupon['title'] = `issued for ${String(auth)} / ${String(key)}`;
        answer.body = JSON.stringify(coupon);
      }
      return broke;
    };

    it(
      `--header values never appear in stdout, stderr, conformance.json or junit.xml, even in evidence`,
      async () => {
        const target = await server(echoing);
        const run = await cli([
          '--base-url',
          target.baseUrl,
          ...fixtureFlags(target),
          '--header',
          `Authorization: Bearer ${TOKEN}`,
          '--header',
          `X-Api-Key: ${API_KEY}`,
        ]);
        // The credentials were really sent, and the target echoed them.
        expect(target.requests.length).toBeGreaterThan(0);
        expect(target.requests.every((r) => r.headers['authorization'] === `Bearer ${TOKEN}` && r.headers['x-api-key'] === API_KEY)).toBe(
          true,
        );
        expect(target.defectsServed()).toBeGreaterThan(0);
        expectExit(run, 1);

        const report = reportOf(run);
        expectValidReport(report);
        const failed = result(report, 'coupon.policy.daily-limit.maximum');
        expect(failed.status).toBe('failed');
        // Evidence was recorded (so there was something to leak), with the headers hidden.
        expect(failed.evidence?.request?.headers).toBeDefined();
        expect(Object.keys(failed.evidence!.request!.headers).map((h) => h.toLowerCase())).toContain('authorization');
        expect(failed.evidence?.response?.bodyExcerpt).toContain('issued for');
        expect(failed.evidence?.curl).toMatch(/-H '[Aa]uthorization: /);

        for (const [where, text] of [
          ['stdout', run.result.stdout],
          ['stderr', run.result.stderr],
          ['conformance.json', run.rawJson],
          ['junit.xml', run.junit],
        ] as const) {
          expect(text, `${where} was not written`).toBeDefined();
          expect(text, where).not.toContain(TOKEN);
          expect(text, where).not.toContain(API_KEY);
        }
      },
      RUN_TIMEOUT,
    );
  });
});
