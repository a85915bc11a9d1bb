// couponJudges.found: no false alarm on the official example and the reference's coupons, a failed gate stopping
// the judgement, and one defect reported once. What each rule makes of one changed answer is the rule's examples
// (src/rules/catalogue/coupon/), judged in test/unit/rules/examples.test.ts.
import { refusalOf } from '../../../src/judges/refusal.js';
import { describe, expect, it } from 'vitest';
import { couponJudges } from '../../../src/judges/coupon.js';
import { buildDataset } from '../../../src/reference/index.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { officialCoupon, changed, type Doc } from '../../support/judges/samples.js';
import { expectAllPassed, expectJudgement, type Want } from '../../support/judges/expect-judgement.js';

const ID = '11234224';

interface Given extends Partial<ExchangeSpec> {
  /** One change to a clone of the official coupon; ignored when `body` is given. */
  change?: (coupon: Doc) => void;
  requestedId?: string;
}

const input = ({ change = () => {}, requestedId = ID, ...spec }: Given) => ({
  exchange: exchange({ body: changed(officialCoupon, change), ...spec }),
  requestedId,
});

describe('couponJudges.found: zero false alarms', () => {
  it('judges the official example (couponId 11234224, maximumPerDay, publishedDate "") conforming', () => {
    expectAllPassed(couponJudges.found, input({}));
  });

  const coupons = Object.values(buildDataset().coupons);
  it('has reference coupons to judge, both discount types among them', () => {
    expect(new Set(coupons.flatMap((c) => c.couponPolicies.map((p) => p.typeOfDiscount)))).toEqual(new Set(['RATE', 'PRICE']));
  });
  it.each(coupons.map((coupon) => [coupon.couponId, coupon] as const))('judges reference coupon %s conforming', (couponId, coupon) => {
    expectAllPassed(couponJudges.found, { exchange: exchange({ body: coupon }), requestedId: String(couponId) });
  });

  // A requested id in another form than the body's: the rules' examples judge the plan's own request only.
  it('accepts the requested id with leading zeros', () => {
    expectAllPassed(couponJudges.found, input({ requestedId: '0011234224' }));
  });
});

const gated: [string, { given: Given; want: Want }][] = [
  [
    'the coupon wrapped in {code,message,data}',
    {
      given: { body: { code: 200, message: 'OK', data: officialCoupon } },
      want: { fail: { 'coupon.no-envelope': '' }, skippedAfter: 'coupon.no-envelope' },
    },
  ],
  [
    'a 200 whose body is not JSON',
    {
      given: { body: '<html><body>OK</body></html>' },
      want: { fail: { 'coupon.found.json': '' }, skippedAfter: 'coupon.found.json', notJudged: { 'coupon.unique-names': null } },
    },
  ],
  [
    'a 200 with an empty body',
    {
      given: { body: '' },
      want: { fail: { 'coupon.found.json': '' }, skippedAfter: 'coupon.found.json', notJudged: { 'coupon.unique-names': null } },
    },
  ],
  [
    'status 500',
    {
      given: { status: 500 },
      want: { fail: { 'coupon.no-server-error': '', 'coupon.found.status': '' }, skippedAfter: 'coupon.found.status' },
    },
  ],
  [
    'status 404 for an existing coupon',
    {
      given: { status: 404, body: { code: 404, message: 'The promotion does not exist (11234***)' } },
      want: { fail: { 'coupon.found.status': '' }, skippedAfter: 'coupon.found.status' },
    },
  ],
];

describe('couponJudges.found: a failure that leaves nothing to judge stops the judgement', () => {
  it.each(gated)('%s', (_name, { given, want }) => {
    expectJudgement(couponJudges.found, input(given), want);
  });

  it('names the rule that stopped it in the skipped observations', () => {
    const judgement = couponJudges.found.judge(input({ status: 503 }));
    const skipped = judgement.observations.filter((o) => o.status === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    for (const o of skipped) expect(o.message).toContain('coupon.found.status');
  });
});

describe('couponJudges.found: a refusal is not judged', () => {
  it("a gateway's 401 (authentication refused) is a reason not to judge, naming the gateway's message", () => {
    const { exchange } = input({ status: 401, body: { code: 'ERROR', message: 'Invalid signature.', transactionId: 't-1' } });
    expect(refusalOf(exchange)).toMatch(/^could not judge: authentication refused \(401\).*Invalid signature\./);
    expect(refusalOf(input({ status: 404, body: { code: 404, message: 'x' } }).exchange)).toBeUndefined();
  });
});

describe('couponJudges.found: one defect, one violation (the patterns of D3 and D4 say most of the calendar)', () => {
  const violationsOf = (given: Given, rule: string) =>
    couponJudges.found.judge(input(given)).observations.find((o) => o.rule === rule)?.evidence?.violations ?? [];

  it('month 13 is reported once, by the pattern, not again by the calendar format', () => {
    const errors = violationsOf(
      {
        change: (c) => {
          c.startDate = '2025-13-01 10:00:00';
        },
      },
      'coupon.dates.format',
    );
    expect(errors.map((e) => e.instancePath)).toEqual(['/startDate']);
  });

  it('a PRICE policy with a cap is reported once, under its rule, with nothing said of the RATE branch', () => {
    const judgement = couponJudges.found.judge(
      input({
        change: (c) => {
          c.couponPolicies[0].typeOfDiscount = 'PRICE';
          c.couponPolicies[0].maximumDiscountPrice = 5000;
        },
      }),
    );
    const failed = judgement.observations.filter((o) => o.status === 'failed');
    expect(failed.map((o) => o.rule)).toEqual(['coupon.policy.price-maximum-discount']);
    expect(failed[0]!.evidence?.violations?.map((e) => e.instancePath)).toEqual(['/couponPolicies/0/maximumDiscountPrice']);
  });
});
