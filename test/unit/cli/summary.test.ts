// The terminal summary of a run: one headline per wrong answer with the rules it breaks beneath, new
// failures before expected ones, the skipped rules by reason, and the heading of an interrupted run.
import { describe, expect, it } from 'vitest';

import { summaryText } from '../../../src/cli/summary.js';
import type { ConformanceReport, RuleResult } from '../../../src/types/report.js';
import { report } from '../../support/report/fixture.js';

const text = summaryText(report, ['reports/report.html'], []);
const lines = text.split('\n');

/** The example: an unknown couponId answered 200 with an error body, judged by three rules. */
const unknownIdAnswer = (rule: string, message: string): RuleResult => ({
  rule,
  operation: 'GET_COUPON_BY_ID',
  level: 'MUST',
  status: 'failed',
  title: rule,
  sources: ['docs/spec.md#errors'],
  message,
  evidence: {
    request: { method: 'GET', url: 'http://t/coupons/999', headers: {} },
    response: { status: 200, headers: {}, bodyExcerpt: '{"code":404,"message":"Coupon not found","data":null}', bodyBytes: 52 },
    curl: "curl -sS -i 'http://t/coupons/999'",
  },
});

describe('summaryText', () => {
  it('gives one wrong answer one headline, with the rules it breaks beneath and one curl line', () => {
    const results = [
      unknownIdAnswer('coupon.not-found.status', 'status 200, expected 404'),
      unknownIdAnswer('coupon.not-found.envelope', 'an error body in a 200'),
      unknownIdAnswer('coupon.not-found.data', '/data: null'),
    ];
    const out = summaryText({ ...report, results, expectedFailures: undefined, budget: undefined }, [], []).split('\n');
    const start = out.findIndex((l) => l.startsWith('FAILED '));
    expect(out.slice(start, start + 5)).toEqual([
      'FAILED  one answer breaks 3 rules: GET http://t/coupons/999 → 200',
      '        - coupon.not-found.status (MUST) status 200, expected 404',
      '        - coupon.not-found.envelope (MUST) an error body in a 200',
      '        - coupon.not-found.data (MUST) /data: null',
      "        reproduce: curl -sS -i 'http://t/coupons/999'",
    ]);
    expect(out.filter((l) => l.startsWith('FAILED '))).toHaveLength(1);
  });

  it('groups a failure and a warning of the same answer under the failure, and marks the warning', () => {
    const headline = lines.findIndex((l) =>
      l.startsWith('FAILED  one answer breaks 2 rules: GET http://127.0.0.1:8080/v2/providers/marketplace_openapi/'),
    );
    expect(headline).toBeGreaterThan(-1);
    expect(lines[headline + 1]).toMatch(/^ {8}- coupon\.policy\.discount-type \(MUST\) /);
    expect(lines[headline + 2]).toBe(
      '          field /couponPolicies/0/typeOfDiscount: expected one of ["RATE","PRICE"], actual "<img src=x onerror=alert(1)>"',
    );
    expect(lines[headline + 3]).toMatch(/^ {8}- coupon\.unknown-fields \(SHOULD, warning\) /);
    expect(lines.filter((l) => l.startsWith('WARNING'))).toEqual([]);
  });

  it('keeps a rule whose answer no other rule shares on one line', () => {
    const lone = { ...report, results: report.results.filter((r) => r.rule !== 'inquiry.not-found.message') } satisfies ConformanceReport;
    expect(summaryText(lone, [], [])).toMatch(/^FAILED  inquiry\.malformed\.status \(MUST\) status 404, expected 400$/m);
  });

  it('lists the skipped rules by reason in one line, and names them when they are few', () => {
    expect(lines).toContain('SKIPPED 1 rule needs --coupon-id');
    expect(lines[lines.indexOf('SKIPPED 1 rule needs --coupon-id') + 1]).toBe('        coupon.found.status');
    const skipped = (rule: string, message: string): RuleResult => ({ ...report.results[3]!, rule, message });
    const many = {
      ...report,
      results: [
        ...['a', 'b', 'c', 'd', 'e'].map((rule) => skipped(`coupon.${rule}`, 'needs --coupon-id')),
        ...['f', 'g'].map((rule) => skipped(`inquiry.${rule}`, 'needs --probe-writes')),
        ...['h', 'i', 'j'].map((rule) => skipped(`categories.${rule}`, 'deselected')),
        skipped('inquiry.k', 'needs --foreign-inquiry-id'),
      ],
    };
    const out = summaryText(many, [], []).split('\n');
    const at = out.findIndex((l) => l.startsWith('SKIPPED '));
    expect(out[at]).toBe(
      'SKIPPED 5 rules need --coupon-id; 3 deselected by --only/--skip; 2 need --probe-writes; 1 needs --foreign-inquiry-id',
    );
    // Eight rules to act on are too many to name on the terminal: the report lists each with its reason.
    expect(out[at + 1]).not.toMatch(/^ {8}/);
  });

  it('heads an interrupted run "INTERRUPTED", with the verdict so far', () => {
    const summary = { ...report.summary, interrupted: true };
    expect(summaryText({ ...report, summary }, [], [])).toMatch(/^verdict: INTERRUPTED \(non-conformant so far: 3 rule\(s\) failed: /m);
    expect(text).toMatch(/^verdict: NON-CONFORMANT \(3 rule\(s\) failed: /m);
  });

  it('puts new failures first, then the entries of --expected-failures to mend, then the expected failures', () => {
    const expected = { ...report.results[1]!, rule: 'coupon.policy.daily-limit.maximum', expectedFailure: { reason: 'PAY-1', line: 1 } };
    const problems = [
      { rule: 'coupon.id-echo', line: 3, problem: 'stale' as const, message: 'coupon.id-echo passes now: remove the entry' },
    ];
    const out = summaryText(
      { ...report, results: [expected, ...report.results], expectedFailures: { file: 'ef.yaml', entries: 2, problems } },
      [],
      [],
    ).split('\n');
    const first = (prefix: string) => out.findIndex((l) => l.startsWith(prefix));
    expect(first('FAILED ')).toBeGreaterThan(-1);
    expect(first('FAILED ')).toBeLessThan(first('STALE '));
    expect(first('STALE ')).toBeLessThan(first('EXPECTED '));
    expect(out[first('EXPECTED ')]).toBe('EXPECTED coupon.policy.daily-limit.maximum (MUST, failed): PAY-1');
  });
});
