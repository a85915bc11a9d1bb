// What a rule's result carries beyond its verdict: its share of the tests' time (junit.xml's
// testcase time) and the fixture whose absence skipped it (the terminal summary names its flag).
import { describe, expect, it } from 'vitest';

import { aggregate } from '../../../src/report/aggregate.js';
import { withTimeShares, type Observation } from '../../../src/rules/observation.js';

const options = { operations: ['GET_COUPON_BY_ID'] as const, strict: false, requireAll: false, partial: false };
const resultOf = (observations: Observation[], rule: string) =>
  aggregate(observations, { ...options, operations: [...options.operations] }).find((r) => r.rule === rule)!;

describe('withTimeShares', () => {
  it("shares a test's time among the observations that judged something; skips take none", () => {
    const shared = withTimeShares(
      [
        { rule: 'a', status: 'passed', message: '' },
        { rule: 'b', status: 'failed', message: '' },
        { rule: 'c', status: 'skipped', message: '' },
        { rule: 'd', status: 'passed', message: '' },
      ],
      90,
    );
    expect(shared.map((o) => o.durationMs)).toEqual([30, 30, undefined, 30]);
  });
});

describe('aggregate', () => {
  it("sums a rule's shares over the tests that judged it", () => {
    const time = (durationMs: number): Observation => ({ rule: 'coupon.no-server-error', status: 'passed', message: '', durationMs });
    expect(resultOf([time(12.5), time(0.25), time(100)], 'coupon.no-server-error').durationMs).toBe(112.75);
  });

  it('leaves the time out when no observation was timed', () => {
    expect(resultOf([{ rule: 'coupon.no-server-error', status: 'passed', message: '' }], 'coupon.no-server-error')).not.toHaveProperty(
      'durationMs',
    );
  });

  it('keeps the missing fixture of a rule skipped for it, and only while it is skipped', () => {
    const skipped: Observation = {
      rule: 'coupon.found.status',
      status: 'skipped',
      message: 'needs --coupon-id',
      missingFixture: 'couponId',
    };
    expect(resultOf([skipped], 'coupon.found.status').missingFixture).toBe('couponId');
    const judged: Observation = { rule: 'coupon.found.status', status: 'passed', message: '' };
    expect(resultOf([skipped, judged], 'coupon.found.status')).not.toHaveProperty('missingFixture');
  });
});
