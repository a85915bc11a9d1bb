// What a run hands the suites (src/runner/target-context.ts): the client's settings from the options and
// the kind of target, the fixtures, the seed, and the planned cases as plain data.
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../src/config/resolve.js';
import type { RunOptions } from '../../../src/config/options.js';
import { planRun } from '../../../src/runner/plan-run.js';
import { targetContext } from '../../../src/runner/target-context.js';

const options = (flags: Partial<Record<keyof RunOptions, unknown>> = {}) => resolveOptions(flags, {});
const BASE = 'http://127.0.0.1:9';

describe('targetContext', () => {
  it("gives the client the run's settings: its limits, headers, secrets and retries, nothing it was not given", () => {
    const run = options({
      suites: ['coupon'],
      timeoutMs: 1234,
      maxBodyMb: 0.5,
      headers: ['Authorization: Bearer abcdef123', 'X-Trace: 1'],
    });
    const context = targetContext(run, BASE, 'loopback', {}, planRun(run, 'loopback', {}), 42);
    expect(context.http).toStrictEqual({
      baseUrl: BASE,
      timeoutMs: 1234,
      maxBodyBytes: 524_288,
      headers: { authorization: 'Bearer abcdef123', 'x-trace': '1' },
      ratePerSecond: null,
      maxRetriesOn429: 3,
      secrets: ['Bearer abcdef123', 'abcdef123'],
    });
    expect(context.seed).toBe(42);
    expect(context.fixtures).toEqual({});
  });

  it('rounds the body cap to whole bytes', () => {
    const run = options({ suites: ['coupon'], maxBodyMb: 0.0000015 });
    expect(targetContext(run, BASE, 'loopback', {}, planRun(run, 'loopback', {}), 1).http.maxBodyBytes).toBe(2);
  });

  it("gives a remote target's client its rate and cap, and the signing keys, the secret key among the secrets", () => {
    const run = options({ suites: ['coupon'], accessKey: 'ak', secretKey: 'sk', vendorId: ' A00012345 ' });
    const context = targetContext(run, 'https://api.example.com', 'remote', { couponId: '5' }, planRun(run, 'remote', {}), 1);
    expect(context.http).toMatchObject({
      ratePerSecond: 5,
      maxRequests: 120,
      signing: { accessKey: 'ak', secretKey: 'sk' },
      vendorId: 'A00012345',
      secrets: ['sk'],
    });
    expect(context.fixtures).toEqual({ couponId: '5' });
  });

  it('sends no vendor id that is blank', () => {
    const run = options({ suites: ['coupon'], vendorId: '  ' });
    expect(targetContext(run, BASE, 'loopback', {}, planRun(run, 'loopback', {}), 1).http).not.toHaveProperty('vendorId');
  });

  it('hands over each planned case as plain data, in run order, and the rules --only and --skip leave out', () => {
    const run = options({ suites: ['coupon'], skip: ['coupon.dates.*'] });
    const plan = planRun(run, 'loopback', {});
    const context = targetContext(run, BASE, 'loopback', {}, plan, 1);
    expect(context.plan.map((p) => p.name)).toEqual(plan.cases.map((p) => p.case.name));
    expect(context.plan[0]).toEqual({
      name: 'an existing couponId answers 200 with a conforming coupon',
      runs: 0,
      skipReason: 'needs --coupon-id',
      missingFixture: 'couponId',
    });
    expect(context.plan.find((p) => p.skipReason === 'needs --probe-writes')).toEqual({
      name: 'POST on an unknown coupon does not succeed',
      runs: 0,
      skipReason: 'needs --probe-writes',
    });
    expect(context.plan[1]).toEqual({ name: plan.cases[1]!.case.name, runs: 1 });
    expect(context.deselected).toEqual(['coupon.dates.format', 'coupon.dates.order']);
  });
});
