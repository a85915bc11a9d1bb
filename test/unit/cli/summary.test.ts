// The terminal summary of a run: one headline per wrong answer with the rules it breaks beneath,
// and the flag that would judge the rules skipped for a missing fixture.
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
  severity: 'must',
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

  it('names the flag that would judge the rules skipped for a missing fixture', () => {
    expect(lines).toContain('1 rule skipped: give --coupon-id to judge it');
    const skipped = (rule: string): RuleResult => ({ ...report.results[3]!, rule, missingFixture: 'foreignInquiryId' });
    const many = { ...report, results: ['a', 'b', 'c'].map(skipped) };
    expect(summaryText(many, [], [])).toContain('3 rules skipped: give --foreign-inquiry-id to judge them');
  });
});
