// The pieces of "adopt it before you conform", without a live target: the file's parser and its
// messages, what the entries mean for a run's results, the verdict and exit code they
// give, the file `baseline` writes (read back by the parser), and the JUnit view.
import { describe, expect, it } from 'vitest';

import { parseExpectedFailures } from '../../../src/config/expected-failures.js';
import { UsageError } from '../../../src/config/usage-error.js';
import { applyExpectedFailures, utcDay } from '../../../src/report/expected-failures.js';
import { REASON_PLACEHOLDER, renderBaseline } from '../../../src/report/render-baseline.js';
import { renderJunit } from '../../../src/report/render-junit.js';
import { exitCodeFor, summaryOf } from '../../../src/report/verdict.js';
import type { ConformanceReport, RuleResult } from '../../../src/types/report.js';
import { catalogueResult } from '../../support/report/results.js';

const parsed = (text: string) => parseExpectedFailures(text, 'ef.yaml');
const refused = (text: string) => {
  try {
    parsed(text);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
};

const result = catalogueResult;

describe('the file of expected failures', () => {
  it('reads YAML and JSON into entries with their lines', () => {
    const yaml = parsed(
      '# known\n- rule: coupon.id-echo\n  reason: ticket 1\n\n- rule: "inquiry.*"\n  reason: vendor fix\n  until: 2027-03-31\n',
    );
    expect(yaml.entries).toEqual([
      { rule: 'coupon.id-echo', reason: 'ticket 1', line: 2 },
      { rule: 'inquiry.*', reason: 'vendor fix', until: '2027-03-31', line: 5 },
    ]);
    expect(parsed('[{"rule": "coupon.id-echo", "reason": "r"}]').entries).toEqual([{ rule: 'coupon.id-echo', reason: 'r', line: 1 }]);
    expect(parsed('').entries).toEqual([]);
    expect(parsed('[]').entries).toEqual([]);
  });

  it.each([
    ['rule: coupon.id-echo\nreason: r\n', 'ef.yaml:1: expected a list of entries'],
    ['- coupon.id-echo\n', 'ef.yaml:1: expected an entry with rule and reason'],
    ['- rule: coupon.id-echo\n', 'ef.yaml:1: the entry has no reason: say why the failure is expected'],
    ['- reason: r\n', 'ef.yaml:1: the entry has no rule'],
    ['- rule: a\n  reason: r\n- rule: b\n  reason: "  "\n', 'ef.yaml:4: the reason is empty'],
    ['- rule: a\n  reason: r\n  untill: 2027-01-01\n', 'ef.yaml:3: unknown key "untill" (did you mean "until"?)'],
    ['- rule: a\n  reason: r\n  until: 2027-02-30\n', 'ef.yaml:3: until must be a real date, yyyy-MM-dd'],
    ['- rule: a\n  reason: r\n  until: 31/01/2027\n', 'ef.yaml:3: until must be a real date, yyyy-MM-dd'],
    ['- rule: a b\n  reason: r\n', 'ef.yaml:1: rule must be a rule id or a glob of ids'],
    ['- rule: 12\n  reason: r\n', 'ef.yaml:1: rule must be text'],
    ['- rule: a\n  reason: r\n- rule: a\n  reason: again\n', 'ef.yaml:3: a is listed twice (first at line 1)'],
    ['- rule: a\n  reason: r\n  reason: s\n', 'ef.yaml:3: not valid YAML or JSON: Map keys must be unique'],
    ['- rule: [a\n', 'ef.yaml:2: not valid YAML or JSON'],
    ['- rule: a\n\treason: r\n', 'ef.yaml:2: not valid YAML or JSON: a tab in the indentation: YAML indents with spaces only'],
  ])('%j is refused: %s', (text, message) => {
    expect(refused(text)).toContain(message);
  });
});

describe('what the entries mean for the results', () => {
  const file = parsed(
    [
      '- rule: coupon.id-echo',
      '  reason: exact',
      '- rule: "coupon.found.*"',
      '  reason: glob',
      '- rule: inquiry.id-echo',
      '  reason: fixed since',
      '- rule: inquiry.timestamps',
      '  reason: late',
      '  until: 2026-11-22',
      '- rule: inquiry.statuses',
      '  reason: not judged this time',
      '- rule: categories.nothing',
      '  reason: typo',
    ].join('\n'),
  );
  const results = [
    result('coupon.id-echo', 'failed'),
    result('coupon.found.status', 'failed'),
    result('coupon.found.json', 'passed'),
    result('inquiry.id-echo', 'passed'),
    result('inquiry.timestamps', 'warning'),
    result('inquiry.statuses', 'skipped'),
    result('inquiry.buyer-email', 'failed'),
  ];
  const { results: marked, section } = applyExpectedFailures(results, file, '2026-11-23');
  const expectedOf = (rule: string) => marked.find((r) => r.rule === rule)!.expectedFailure;

  it('a failed or warned rule is marked with the entry that names it (an exact id before a glob); others are untouched', () => {
    expect(expectedOf('coupon.id-echo')).toEqual({ reason: 'exact', line: 1 });
    expect(expectedOf('coupon.found.status')).toEqual({ reason: 'glob', line: 3 });
    expect(expectedOf('inquiry.timestamps')).toEqual({ reason: 'late', until: '2026-11-22', line: 7 });
    expect(expectedOf('coupon.found.json')).toBeUndefined();
    expect(expectedOf('inquiry.buyer-email')).toBeUndefined();
  });

  it('stale (passes), expired (until before today) and unknown entries are problems; a rule not judged is not stale', () => {
    expect(section).toMatchObject({ file: 'ef.yaml', entries: 6 });
    expect(section.problems.map((p) => [p.rule, p.problem])).toEqual([
      ['inquiry.id-echo', 'stale'],
      ['inquiry.timestamps', 'expired'],
      ['categories.nothing', 'unknown rule'],
    ]);
    // A glob with one matching rule still failing is not stale, though another of its rules passes.
    expect(section.problems.some((p) => p.rule === 'coupon.found.*')).toBe(false);
    // The until day itself is still within the entry.
    expect(applyExpectedFailures(results, file, '2026-11-22').section.problems.map((p) => p.problem)).not.toContain('expired');
  });

  it('says what to do about each problem, in the words the reports show', () => {
    expect(section).toStrictEqual({
      file: 'ef.yaml',
      entries: 6,
      problems: [
        { rule: 'inquiry.id-echo', line: 5, problem: 'stale', message: 'inquiry.id-echo passes now: remove the entry' },
        {
          rule: 'inquiry.timestamps',
          line: 7,
          problem: 'expired',
          message: 'inquiry.timestamps expired after 2026-11-22: fix the rule, or give the entry a later until',
        },
        {
          rule: 'categories.nothing',
          line: 12,
          problem: 'unknown rule',
          message: 'categories.nothing names no rule: correct the id or remove the entry (the rules command lists them)',
        },
      ],
    });
  });

  it('an exact id speaks for its rule though a glob that matches it comes first', () => {
    const globFirst = parsed('- rule: "coupon.*"\n  reason: glob\n- rule: coupon.id-echo\n  reason: exact\n');
    const { results: marked } = applyExpectedFailures(
      [result('coupon.id-echo', 'failed'), result('coupon.fields', 'failed')],
      globFirst,
      '2026-11-23',
    );
    expect(marked.map((r) => [r.rule, r.expectedFailure])).toEqual([
      ['coupon.id-echo', { reason: 'exact', line: 3 }],
      ['coupon.fields', { reason: 'glob', line: 1 }],
    ]);
  });

  it('a glob is stale when one of its rules passed and none failed, though others were skipped', () => {
    const glob = parsed('- rule: "coupon.found.*"\n  reason: glob\n');
    const judged = [result('coupon.found.status', 'passed'), result('coupon.found.json', 'skipped')];
    expect(applyExpectedFailures(judged, glob, '2026-11-23').section.problems).toEqual([
      { rule: 'coupon.found.*', line: 1, problem: 'stale', message: 'coupon.found.* passes now: remove the entry' },
    ]);
  });

  it('utcDay is the UTC calendar day', () => {
    expect(utcDay(new Date('2026-11-23T23:59:59-05:00'))).toBe('2026-11-24');
  });

  it('the summary counts expected failures apart; only a new failure or a problem of the file fails the run', () => {
    const summary = summaryOf(marked, [], section.problems.length);
    expect(summary).toMatchObject({ verdict: 'non-conformant', failed: 1, warnings: 0, expectedFailures: 3, baselineProblems: 3 });
    expect(summary.reason).toBe('1 rule(s) failed: inquiry.buyer-email (and 3 expected)');
    expect(exitCodeFor(summary)).toBe(1);

    const onlyExpected = marked.filter((r) => r.rule !== 'inquiry.buyer-email');
    const clean = summaryOf(onlyExpected, [], 0);
    expect(clean).toMatchObject({ verdict: 'non-conformant', failed: 0, expectedFailures: 3 });
    // One count (issue 36): the rules line said "expected failures 3", this reason "2" (it left out the warning).
    expect(clean.reason).toMatch(/^3 expected failure\(s\), no new one: /);
    expect(clean.reason?.split(': ')[1]?.split(', ').sort()).toEqual(
      marked
        .filter((r) => r.expectedFailure !== undefined)
        .map((r) => r.rule)
        .sort(),
    );
    expect(exitCodeFor(clean)).toBe(0);
    expect(exitCodeFor(summaryOf(onlyExpected, [], 1))).toBe(1);

    const passing = [result('coupon.found.json', 'passed')];
    expect(exitCodeFor(summaryOf(passing, [], 0))).toBe(0);
    const stale = summaryOf(passing, [], 1);
    expect(stale).toMatchObject({ verdict: 'conformant', reason: '1 entry of --expected-failures to mend' });
    expect(exitCodeFor(stale)).toBe(1);
    // Could not judge outranks expected failures: whether a failure is new cannot be known.
    expect(exitCodeFor(summaryOf([...onlyExpected, result('inquiry.fields', 'error')], [], 0))).toBe(2);
    // Without a file, nothing changes: no counts of its own.
    expect(summaryOf(results, [])).not.toHaveProperty('expectedFailures');
  });
});

function reportOf(results: RuleResult[], expectedFailures?: ConformanceReport['expectedFailures']): ConformanceReport {
  return {
    tool: { name: 'seller-api-conformance', version: '0.0.0' },
    target: { baseUrl: 'http://127.0.0.1:1', embedded: false },
    startedAt: '2026-11-23T00:00:00.000Z',
    durationMs: 1,
    seed: 1,
    summary: summaryOf(results, [], expectedFailures?.problems.length),
    ...(expectedFailures ? { expectedFailures } : {}),
    results,
  };
}

describe('baseline', () => {
  it('lists every failed and warned rule, sorted, stable, keeping a reason the report has; the parser accepts it as written', () => {
    const results = [
      result('inquiry.timestamps', 'warning'),
      result('coupon.id-echo', 'failed', { expectedFailure: { reason: 'ticket 9', until: '2027-01-01', line: 4 } }),
      result('coupon.found.json', 'passed'),
      result('categories.no-server-error', 'failed'),
    ];
    const text = renderBaseline(reportOf(results));
    expect(renderBaseline(reportOf([...results].reverse()))).toBe(text);
    expect(parsed(text).entries.map(({ rule, reason, until }) => ({ rule, reason, until }))).toEqual([
      { rule: 'categories.no-server-error', reason: REASON_PLACEHOLDER, until: undefined },
      { rule: 'coupon.id-echo', reason: 'ticket 9', until: '2027-01-01' },
      { rule: 'inquiry.timestamps', reason: REASON_PLACEHOLDER, until: undefined },
    ]);
    expect(text).toMatch(/^# warning: (MUST|SHOULD) .+\n- rule: inquiry.timestamps$/m);
  });

  it('writes an empty list, still a valid file, when nothing failed', () => {
    expect(parsed(renderBaseline(reportOf([result('coupon.found.json', 'passed')]))).entries).toEqual([]);
  });
});

describe('junit.xml', () => {
  it('an expected failure is a skipped testcase with its reason; a problem of the file is a failed testcase', () => {
    const results = [
      result('coupon.id-echo', 'failed', { expectedFailure: { reason: 'ticket <9>', line: 1 } }),
      result('coupon.found.json', 'passed'),
    ];
    const problems = [
      { rule: 'inquiry.id-echo', line: 3, problem: 'stale' as const, message: 'inquiry.id-echo passes now: remove the entry' },
    ];
    const junit = renderJunit(reportOf(results, { file: 'ef.yaml', entries: 2, problems }));
    expect(junit).toMatch(/<testsuites [^>]*tests="3" failures="1" errors="0" skipped="1"/);
    expect(junit).toMatch(/<testsuite name="GET_COUPON_BY_ID" tests="2" failures="0" errors="0" skipped="1"/);
    expect(junit).toContain('<skipped message="expected failure: ticket &lt;9&gt;"/>');
    expect(junit).toContain('<testcase classname="expected-failures" name="ef.yaml:3: inquiry.id-echo" time="0">');
    expect(junit).toContain('<failure message="inquiry.id-echo passes now: remove the entry" type="stale">');
  });
});
