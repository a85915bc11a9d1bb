// `compare`: the pure comparison as a table of report pairs, then the command's exit codes and output
// through the CLI's main(), in this process.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareReports, renderComparison, type Comparison } from '../../../../src/report/compare.js';
import { summaryOf } from '../../../../src/report/verdict.js';
import type { ConformanceReport, RuleResult } from '../../../../src/types/report.js';
import { describeRun } from '../../../support/cli/run-cli.js';
import { runMain as cli } from '../../../support/cli/in-process.js';
import { tempDir } from '../../../support/cli/spawn.js';

type Status = RuleResult['status'];

/** A report whose results are `rule: status` (a `should.` prefix makes a SHOULD rule) and whose summary follows from them. */
function report(statuses: Record<string, Status>, message?: string): ConformanceReport {
  const results: RuleResult[] = Object.entries(statuses).map(([rule, status]) => ({
    rule,
    operation: 'GET_COUPON_BY_ID',
    level: rule.startsWith('should.') ? 'SHOULD' : 'MUST',
    status,
    title: 'MUST ...',
    sources: ['docs/decisions.md#d1-which-spelling-of-the-daily-limit-and-what-values'],
    message: message ?? `${rule} ${status}`,
  }));
  return {
    tool: { name: 'seller-api-conformance', version: '0.0.0' },
    target: { baseUrl: 'http://127.0.0.1:1', embedded: false },
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 1,
    seed: 1,
    summary: summaryOf(results, []),
    results,
  };
}

/** conformance.json as version 0.1.0 wrote it: no reportVersion, no summary.coverage or interrupted, a `section` per result. */
function olderReport(): unknown {
  const results = [
    ['coupon.fields', 'passed', 'held on all 1 answers it was checked on'],
    ['coupon.found.status', 'failed', 'expected 200, got 404'],
    ['coupon.id-echo', 'passed', 'held on the one answer it was checked on'],
  ].map(([rule, status, message]) => ({
    rule,
    operation: 'GET_COUPON_BY_ID',
    severity: 'must',
    status,
    title: 'MUST ...',
    section: 'Coupon',
    message,
  }));
  return {
    tool: { name: 'seller-api-conformance', version: '0.1.0' },
    target: { baseUrl: 'http://127.0.0.1:1', embedded: false },
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 1,
    seed: 1,
    summary: { verdict: 'non-conformant', passed: 2, failed: 1, warnings: 0, skipped: 0, errors: 0, reason: '1 rule(s) failed' },
    results,
  };
}

/** conformance.json as version 2 wrote it: severity in lower case, checks, expected (a failure expected), evidence.errors, observations. */
function version2Report(): unknown {
  const about = { operation: 'GET_COUPON_BY_ID', title: 'MUST ...', sources: ['docs/spec.md#coupon'] };
  return {
    reportVersion: 2,
    tool: { name: 'seller-api-conformance', version: '0.1.0' },
    target: { baseUrl: 'http://127.0.0.1:1', embedded: false },
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 1,
    seed: 1,
    summary: {
      verdict: 'conformant',
      ...{ passed: 2, failed: 0, warnings: 0, expectedFailures: 1, skipped: 0, errors: 0 },
      coverage: { mustJudged: 3, mustSelected: 3 },
      interrupted: false,
    },
    observations: { categoryTree: { nodes: 1, leaves: 1, maxDepth: 0, statusCounts: { ACTIVE: 1 } } },
    results: [
      { rule: 'coupon.fields', ...about, severity: 'must', status: 'passed', message: 'held on one answer', checks: 1 },
      { rule: 'coupon.found.status', ...about, severity: 'must', status: 'passed', message: 'held on one answer', checks: 1 },
      {
        rule: 'coupon.id-echo',
        ...about,
        severity: 'must',
        status: 'failed',
        message: '/couponId: expected 1, got 2',
        checks: 1,
        expected: { reason: 'PAY-1', line: 1 },
        evidence: { errors: [{ instancePath: '/couponId', keyword: 'id-echo', message: 'another id', expected: '1', actual: '2' }] },
      },
    ],
  };
}

/** What a comparison names, as `rule from->to` strings. */
function named(comparison: Comparison) {
  const change = (c: { rule: string; from: string; to: string }) => `${c.rule} ${c.from}->${c.to}`;
  return {
    newlyFailing: comparison.newlyFailing.map(change),
    newlyPassing: comparison.newlyPassing.map(change),
    otherChanges: comparison.otherChanges.map(change),
    lostCoverage: comparison.lostCoverage.map(change),
    added: comparison.added.map((r) => `${r.rule} ${r.status}`),
    removed: comparison.removed.map((r) => `${r.rule} ${r.status}`),
    regression: comparison.regression,
  };
}

const none = { newlyFailing: [], newlyPassing: [], otherChanges: [], lostCoverage: [], added: [], removed: [], regression: false };

const cases: [
  name: string,
  given: { old: Record<string, Status>; new: Record<string, Status> },
  want: Partial<ReturnType<typeof named>>,
][] = [
  ['nothing changed', { old: { a: 'passed', b: 'failed' }, new: { a: 'passed', b: 'failed' } }, {}],
  [
    'passed -> failed is a regression',
    { old: { a: 'passed' }, new: { a: 'failed' } },
    { newlyFailing: ['a passed->failed'], regression: true },
  ],
  [
    'skipped -> failed is a regression',
    { old: { a: 'skipped', b: 'passed' }, new: { a: 'failed', b: 'passed' } },
    { newlyFailing: ['a skipped->failed'], regression: true },
  ],
  [
    'warning -> error is a regression',
    { old: { 'should.a': 'warning' }, new: { 'should.a': 'error' } },
    { newlyFailing: ['should.a warning->error'], regression: true },
  ],
  [
    'passed -> error (the target went away) is a regression',
    { old: { a: 'passed' }, new: { a: 'error' } },
    { newlyFailing: ['a passed->error'], regression: true },
  ],
  ['failed -> passed is progress', { old: { a: 'failed' }, new: { a: 'passed' } }, { newlyPassing: ['a failed->passed'] }],
  ['failed -> error is a change, not a regression', { old: { a: 'failed' }, new: { a: 'error' } }, { otherChanges: ['a failed->error'] }],
  [
    'passed -> warning is a change, not a regression',
    { old: { 'should.a': 'passed' }, new: { 'should.a': 'warning' } },
    { otherChanges: ['should.a passed->warning'] },
  ],
  ['passed -> skipped is lost coverage', { old: { a: 'passed' }, new: { a: 'skipped' } }, { lostCoverage: ['a passed->skipped'] }],
  [
    'failed -> skipped is lost coverage (a failure no longer seen)',
    { old: { a: 'failed' }, new: { a: 'skipped' } },
    { lostCoverage: ['a failed->skipped'] },
  ],
  [
    'error -> skipped is a change: it was not judged before either',
    { old: { a: 'error' }, new: { a: 'skipped' } },
    { otherChanges: ['a error->skipped'] },
  ],
  [
    'a rule judged before and absent now (its suite not run) is lost coverage',
    { old: { a: 'passed', b: 'passed', c: 'skipped' }, new: { a: 'passed' } },
    { lostCoverage: ['b passed->absent'], removed: ['b passed', 'c skipped'] },
  ],
  [
    'a rule added, failing: listed; the verdict going non-conformant is the regression',
    { old: { a: 'passed' }, new: { a: 'passed', b: 'failed' } },
    { added: ['b failed'], regression: true },
  ],
  [
    'a rule added while already non-conformant: no regression of a rule that was',
    { old: { a: 'failed' }, new: { a: 'failed', b: 'failed' } },
    { added: ['b failed'] },
  ],
  [
    'a rule removed that was not judged: only removed',
    { old: { a: 'passed', b: 'skipped' }, new: { a: 'passed' } },
    { removed: ['b skipped'] },
  ],
  [
    'several at once',
    { old: { a: 'passed', b: 'failed', c: 'warning', d: 'passed' }, new: { a: 'failed', b: 'passed', c: 'skipped', e: 'passed' } },
    {
      newlyFailing: ['a passed->failed'],
      newlyPassing: ['b failed->passed'],
      lostCoverage: ['c warning->skipped', 'd passed->absent'],
      added: ['e passed'],
      removed: ['d passed'],
      regression: true,
    },
  ],
];

describe('compareReports', () => {
  it.each(cases)('%s', (_name, given, want) => {
    expect(named(compareReports(report(given.old), report(given.new)))).toEqual({ ...none, ...want });
  });

  it('carries both verdicts', () => {
    expect(compareReports(report({ a: 'passed' }), report({ a: 'failed' })).verdict).toEqual({ from: 'conformant', to: 'non-conformant' });
  });
});

describe('renderComparison: the text a person reads', () => {
  const text = (old: Record<string, Status>, now: Record<string, Status>, options?: { allowLostCoverage?: boolean }) =>
    renderComparison(compareReports(report(old), report(now)), options).split('\n');

  it('one line per change, newly failing and lost coverage first, then the verdicts and the outcome', () => {
    const old = { a: 'passed', b: 'failed', c: 'failed', d: 'passed', e: 'passed', g: 'skipped' } as const;
    const now = { a: 'failed', b: 'passed', c: 'error', d: 'skipped', 'should.h': 'warning' } as const;
    expect(text(old, now)).toEqual([
      'NEWLY FAILING a (MUST) passed -> failed: a failed',
      'LOST COVERAGE d (MUST) passed -> skipped: d skipped',
      'LOST COVERAGE e (MUST) passed -> not in the new report',
      'NEWLY PASSING b (MUST) failed -> passed: b passed',
      'CHANGED       c (MUST) failed -> error: c error',
      'ADDED         should.h (SHOULD) warning',
      'REMOVED       g (MUST) was skipped',
      'verdict: non-conformant -> non-conformant',
      'REGRESSION: 1 rule(s) newly failing; LOST COVERAGE: 2 rule(s) judged before are not judged now (--allow-lost-coverage accepts that)',
      '',
    ]);
  });

  it('a rule absent now carries no message in the comparison', () => {
    expect(compareReports(report({ a: 'passed', e: 'passed' }), report({ a: 'passed' })).lostCoverage).toStrictEqual([
      { rule: 'e', level: 'MUST', from: 'passed', to: 'absent' },
    ]);
  });

  it('says when nothing changed', () => {
    expect(text({ a: 'passed' }, { a: 'passed' })).toEqual([
      'no rule changed status',
      'verdict: conformant -> conformant',
      'no regression',
      '',
    ]);
  });

  it('says "no longer conformant" only of a verdict that went from conformant to non-conformant', () => {
    expect(text({ a: 'passed' }, { a: 'passed', b: 'failed' })).toEqual([
      'ADDED         b (MUST) failed',
      'verdict: conformant -> non-conformant',
      'REGRESSION: 0 rule(s) newly failing, no longer conformant',
      '',
    ]);
    expect(text({ a: 'passed', b: 'passed' }, { a: 'error', b: 'passed' })).toEqual([
      'NEWLY FAILING a (MUST) passed -> error: a error',
      'verdict: conformant -> inconclusive',
      'REGRESSION: 1 rule(s) newly failing',
      '',
    ]);
  });

  it('--allow-lost-coverage: the lost coverage is still said, as allowed', () => {
    expect(text({ a: 'passed', b: 'passed' }, { a: 'passed', b: 'skipped' }, { allowLostCoverage: true })).toEqual([
      'LOST COVERAGE b (MUST) passed -> skipped: b skipped',
      'verdict: conformant -> conformant',
      'lost coverage, allowed by --allow-lost-coverage: 1 rule(s) judged before are not judged now',
      'no regression',
      '',
    ]);
    // Nothing lost, nothing to allow.
    expect(text({ a: 'passed' }, { a: 'passed' }, { allowLostCoverage: true })).toEqual([
      'no rule changed status',
      'verdict: conformant -> conformant',
      'no regression',
      '',
    ]);
  });

  // Issue 48: "no regression" was printed, and then the command exited 1 for the lost coverage.
  it('lost coverage alone: the last line says it fails the comparison, never "no regression"', () => {
    expect(text({ a: 'passed', b: 'passed' }, { a: 'passed', b: 'skipped' })).toEqual([
      'LOST COVERAGE b (MUST) passed -> skipped: b skipped',
      'verdict: conformant -> conformant',
      'LOST COVERAGE: 1 rule(s) judged before are not judged now (--allow-lost-coverage accepts that); no rule newly failing',
      '',
    ]);
  });
});

describe('compare (the command)', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dir = await tempDir();
    const files: Record<string, string> = {
      'good.json': JSON.stringify(report({ 'coupon.fields': 'passed', 'coupon.id-echo': 'failed' })),
      'worse.json': JSON.stringify(report({ 'coupon.fields': 'failed', 'coupon.id-echo': 'passed' })),
      'fixed.json': JSON.stringify(report({ 'coupon.fields': 'passed', 'coupon.id-echo': 'passed' })),
      'all-fixtures.json': JSON.stringify(
        report({ 'coupon.fields': 'passed', 'coupon.found.status': 'passed', 'coupon.id-echo': 'passed' }),
      ),
      'fixture-dropped.json': JSON.stringify(
        report({ 'coupon.fields': 'skipped', 'coupon.found.status': 'skipped', 'coupon.id-echo': 'skipped' }, 'needs --coupon-id'),
      ),
      'older.json': JSON.stringify(olderReport()),
      'version-2.json': JSON.stringify(version2Report()),
      'not-json.json': '{"tool":',
      'not-a-report.json': JSON.stringify({ summary: { verdict: 'conformant' } }),
    };
    await Promise.all(Object.entries(files).map(([name, content]) => writeFile(dir.path(name), content)));
  }, 180_000);
  afterAll(async () => dir?.cleanup());

  const runs: [name: string, files: [string, string], want: { exit: number; out?: RegExp[]; err?: RegExp }][] = [
    ['the same report: exit 0', ['good.json', 'good.json'], { exit: 0, out: [/^no rule changed status$/m, /^no regression$/m] }],
    [
      'a regression: exit 1, with what newly fails and newly passes',
      ['good.json', 'worse.json'],
      {
        exit: 1,
        out: [
          /^NEWLY FAILING coupon\.fields \(MUST\) passed -> failed: coupon\.fields failed$/m,
          /^NEWLY PASSING coupon\.id-echo \(MUST\) failed -> passed/m,
          /^REGRESSION: 1 rule\(s\) newly failing$/m,
        ],
      },
    ],
    [
      'everything fixed: exit 0',
      ['worse.json', 'fixed.json'],
      { exit: 0, out: [/^NEWLY PASSING coupon\.fields/m, /^verdict: non-conformant -> conformant$/m, /^no regression$/m] },
    ],
    [
      'MUST rules judged before and skipped now (the fixture dropped from the CI config): lost coverage, exit 1',
      ['all-fixtures.json', 'fixture-dropped.json'],
      {
        exit: 1,
        out: [
          /^LOST COVERAGE coupon\.found\.status \(MUST\) passed -> skipped: needs --coupon-id$/m,
          /\nLOST COVERAGE: 3 rule\(s\) judged before are not judged now \(--allow-lost-coverage accepts that\); no rule newly failing\n$/,
        ],
      },
    ],
    [
      'a report of an earlier version (no coverage, a section instead of sources) is read',
      ['older.json', 'all-fixtures.json'],
      { exit: 0, out: [/^NEWLY PASSING coupon\.found\.status \(MUST\) failed -> passed/m, /^no regression$/m] },
    ],
    [
      'a report of version 2 (severity, checks, expected, evidence.errors, observations) is read',
      ['version-2.json', 'worse.json'],
      {
        exit: 1,
        out: [/^NEWLY FAILING coupon\.fields \(MUST\) passed -> failed/m, /^NEWLY PASSING coupon\.id-echo \(MUST\) failed -> passed/m],
      },
    ],
    [
      'a file that does not exist: exit 2',
      ['good.json', 'missing.json'],
      { exit: 2, err: /compare: cannot read .*missing\.json: no such file/ },
    ],
    ['a file that is not JSON: exit 2', ['not-json.json', 'good.json'], { exit: 2, err: /compare: cannot read .*not-json\.json/ }],
    [
      'JSON that is not a conformance report: exit 2',
      ['good.json', 'not-a-report.json'],
      { exit: 2, err: /not-a-report\.json is not a conformance report \(schemas\/report\.schema\.json\): \/ must have required property/ },
    ],
  ];

  it.concurrent.for(runs)('%s', async ([, files, want], { expect }) => {
    const result = await cli(['compare', ...files.map((f) => dir.path(f))]);
    expect(result.code, describeRun(result)).toBe(want.exit);
    for (const line of want.out ?? []) expect(result.stdout).toMatch(line);
    if (want.err) expect(result.stderr).toMatch(want.err);
    // The last line is the outcome: "no regression" exactly when the comparison passes.
    if (want.exit !== 2) expect(result.stdout.trimEnd().split('\n').at(-1) === 'no regression').toBe(want.exit === 0);
  });

  it('baseline reads a report of an earlier version too', async () => {
    const result = await cli(['baseline', dir.path('older.json')]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stdout).toMatch(/^- rule: coupon\.found\.status$/m);
  });

  it('baseline reads a report of version 2, keeping the reason of an expected failure', async () => {
    const result = await cli(['baseline', dir.path('version-2.json')]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stdout).toMatch(/^- rule: coupon\.id-echo\n  reason: "PAY-1"$/m);
  });

  it('--allow-lost-coverage: lost coverage is listed, and the comparison passes', async () => {
    const result = await cli(['compare', dir.path('all-fixtures.json'), dir.path('fixture-dropped.json'), '--allow-lost-coverage']);
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stdout).toMatch(/^LOST COVERAGE coupon\.id-echo \(MUST\) passed -> skipped: needs --coupon-id$/m);
    expect(result.stdout).toMatch(/^lost coverage, allowed by --allow-lost-coverage: 3 rule\(s\) judged before are not judged now$/m);
  });

  it('--json prints the comparison', async () => {
    const result = await cli(['compare', dir.path('good.json'), dir.path('worse.json'), '--json']);
    expect(result.code, describeRun(result)).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      regression: true,
      verdict: { from: 'non-conformant', to: 'non-conformant' },
      newlyFailing: [{ rule: 'coupon.fields', from: 'passed', to: 'failed' }],
    });
  });

  it('needs exactly two files: exit 2', async () => {
    const result = await cli(['compare', dir.path('good.json')]);
    expect(result.code, describeRun(result)).toBe(2);
  });
});
