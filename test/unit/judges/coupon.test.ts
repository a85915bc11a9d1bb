// couponJudges.found: no false alarm on conforming coupons, and each single defect reported under
// exactly the one rule it breaks (the rest passed, or skipped where the judge stops).
import { refusalOf } from '../../../src/judges/refusal.js';
import { describe, expect, it } from 'vitest';
import { couponJudges } from '../../../src/judges/coupon.js';
import { buildDataset } from '../../../src/reference/index.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { officialCoupon, changed, type Doc } from '../../support/judges/samples.js';
import { expectAllPassed, expectJudgement, type Want } from '../../support/judges/expect-judgement.js';

const ID = '11234224';
const BODY_RULES = couponJudges.found.rules.filter((rule) => rule.subject === 'document').map((rule) => rule.id);

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

  const accepted: [string, Given][] = [
    [
      'publishedDate null on a STANDBY coupon, as the create operation answers (D3, revised 2026-11-25)',
      {
        change: (c) => {
          c.couponStatus = 'STANDBY';
          c.publishedDate = null;
        },
      },
    ],
    [
      'the daily limit at the documented ceiling 9999',
      {
        change: (c) => {
          c.couponPolicies[0].maximumPerDay = 9999;
        },
      },
    ],
    [
      'both spellings of the daily limit, equal',
      {
        change: (c) => {
          c.couponPolicies[0].maximumPerDaily = 999;
        },
      },
    ],
    [
      'only the maximumPerDaily spelling',
      {
        change: (c) => {
          for (const p of c.couponPolicies) {
            p.maximumPerDaily = p.maximumPerDay;
            delete p.maximumPerDay;
          }
        },
      },
    ],
    [
      'a PRICE policy with maximumDiscountPrice -1',
      {
        change: (c) => {
          c.couponPolicies[0].typeOfDiscount = 'PRICE';
          c.couponPolicies[0].maximumDiscountPrice = -1;
        },
      },
    ],
    [
      'endDate equal to startDate',
      {
        change: (c) => {
          c.endDate = c.startDate;
        },
      },
    ],
    [
      'a leap day 2024-02-29',
      {
        change: (c) => {
          c.startDate = '2024-02-29 00:00:00';
          c.endDate = '2024-02-29 23:59:59';
        },
      },
    ],
    ['Content-Type application/json without parameters', { contentType: 'application/json' }],
    ['the requested id with leading zeros', { requestedId: '0011234224' }],
  ];
  it.each(accepted)('accepts %s', (_name, given) => {
    expectAllPassed(couponJudges.found, input(given));
  });
});

const defects: [string, { given: Given; want: Want }][] = [
  [
    'couponId as a string',
    {
      given: {
        change: (c) => {
          c.couponId = '11234224';
        },
      },
      want: { notJudged: { 'coupon.id-echo': 'coupon.fields' }, fail: { 'coupon.fields': '/couponId' } },
    },
  ],
  [
    'publishedDate null on a coupon that is no longer STANDBY',
    {
      given: {
        change: (c) => {
          c.couponStatus = 'APPLIED';
          c.publishedDate = null;
        },
      },
      want: { fail: { 'coupon.fields': '/publishedDate' } },
    },
  ],
  [
    'title missing',
    {
      given: {
        change: (c) => {
          delete c.title;
        },
      },
      want: { fail: { 'coupon.fields': '/title' } },
    },
  ],
  [
    'couponPolicies an object',
    {
      given: {
        change: (c) => {
          c.couponPolicies = {};
        },
      },
      want: {
        notJudged: {
          'coupon.policy.discount-type': 'coupon.fields',
          'coupon.policy.price-maximum-discount': 'coupon.fields',
          'coupon.policy.daily-limit.present': 'coupon.fields',
          'coupon.policy.daily-limit.maximum': 'coupon.fields',
          'coupon.policy.daily-limit.whole': 'coupon.fields',
          'coupon.unknown-fields': 'coupon.fields',
          'coupon.policy.fields': 'coupon.fields',
        },
        fail: { 'coupon.fields': '/couponPolicies' },
      },
    },
  ],
  [
    'startDate an impossible day 2025-02-30',
    {
      given: {
        change: (c) => {
          c.startDate = '2025-02-30 10:00:00';
        },
      },
      want: { notJudged: { 'coupon.dates.order': 'coupon.dates.format' }, fail: { 'coupon.dates.format': '/startDate' } },
    },
  ],
  [
    'startDate in the wrong format 2025/01/01',
    {
      given: {
        change: (c) => {
          c.startDate = '2025/01/01 10:00:00';
        },
      },
      want: { notJudged: { 'coupon.dates.order': 'coupon.dates.format' }, fail: { 'coupon.dates.format': '/startDate' } },
    },
  ],
  [
    'endDate at 24:00:00',
    {
      given: {
        change: (c) => {
          c.endDate = '2019-06-08 24:00:00';
        },
      },
      want: { notJudged: { 'coupon.dates.order': 'coupon.dates.format' }, fail: { 'coupon.dates.format': '/endDate' } },
    },
  ],
  [
    'endDate before startDate (SHOULD)',
    {
      given: {
        change: (c) => {
          c.endDate = '2019-05-24 19:54:59';
        },
      },
      want: { fail: { 'coupon.dates.order': '/endDate' } },
    },
  ],
  [
    'maximumPerDay 10000',
    {
      given: {
        change: (c) => {
          c.couponPolicies[0].maximumPerDay = 10000;
        },
      },
      want: { fail: { 'coupon.policy.daily-limit.maximum': '/couponPolicies/0/maximumPerDay' } },
    },
  ],
  [
    'maximumPerDaily 10000',
    {
      given: {
        change: (c) => {
          delete c.couponPolicies[2].maximumPerDay;
          c.couponPolicies[2].maximumPerDaily = 10000;
        },
      },
      want: { fail: { 'coupon.policy.daily-limit.maximum': '/couponPolicies/2/maximumPerDaily' } },
    },
  ],
  [
    'both spellings present and different',
    {
      given: {
        change: (c) => {
          c.couponPolicies[1].maximumPerDaily = 5;
        },
      },
      want: { fail: { 'coupon.policy.daily-limit.present': '/couponPolicies/1' } },
    },
  ],
  [
    'neither spelling present',
    {
      given: {
        change: (c) => {
          delete c.couponPolicies[2].maximumPerDay;
        },
      },
      want: {
        notJudged: {
          'coupon.policy.daily-limit.maximum': 'coupon.policy.daily-limit.present',
          'coupon.policy.daily-limit.whole': 'coupon.policy.daily-limit.present',
        },
        fail: { 'coupon.policy.daily-limit.present': '/couponPolicies/2' },
      },
    },
  ],
  [
    'a daily limit of 12.5 (SHOULD whole)',
    {
      given: {
        change: (c) => {
          c.couponPolicies[0].maximumPerDay = 12.5;
        },
      },
      want: { fail: { 'coupon.policy.daily-limit.whole': '/couponPolicies/0/maximumPerDay' } },
    },
  ],
  [
    'a daily limit of -1 (SHOULD at least 0)',
    {
      given: {
        change: (c) => {
          c.couponPolicies[1].maximumPerDay = -1;
        },
      },
      want: { fail: { 'coupon.policy.daily-limit.whole': '/couponPolicies/1/maximumPerDay' } },
    },
  ],
  [
    'a daily limit as a string',
    {
      given: {
        change: (c) => {
          c.couponPolicies[0].maximumPerDay = '999';
        },
      },
      want: {
        notJudged: {
          'coupon.policy.daily-limit.maximum': 'coupon.policy.fields',
          'coupon.policy.daily-limit.whole': 'coupon.policy.fields',
        },
        fail: { 'coupon.policy.fields': '/couponPolicies/0/maximumPerDay' },
      },
    },
  ],
  [
    'PRICE with maximumDiscountPrice 500',
    {
      given: {
        change: (c) => {
          c.couponPolicies[0].typeOfDiscount = 'PRICE';
          c.couponPolicies[0].maximumDiscountPrice = 500;
        },
      },
      want: { fail: { 'coupon.policy.price-maximum-discount': '/couponPolicies/0/maximumDiscountPrice' } },
    },
  ],
  [
    'typeOfDiscount "rate" (wrong case)',
    {
      given: {
        change: (c) => {
          c.couponPolicies[0].typeOfDiscount = 'rate';
        },
      },
      want: { fail: { 'coupon.policy.discount-type': '/couponPolicies/0/typeOfDiscount' } },
    },
  ],
  [
    'typeOfDiscount "price" with 500 (no PRICE, so no -1 due)',
    {
      given: {
        change: (c) => {
          c.couponPolicies[1].typeOfDiscount = 'price';
          c.couponPolicies[1].maximumDiscountPrice = 500;
        },
      },
      want: { fail: { 'coupon.policy.discount-type': '/couponPolicies/1/typeOfDiscount' } },
    },
  ],
  [
    'minimumPrice as a string',
    {
      given: {
        change: (c) => {
          c.couponPolicies[0].minimumPrice = '1000';
        },
      },
      want: { fail: { 'coupon.policy.fields': '/couponPolicies/0/minimumPrice' } },
    },
  ],
  [
    'typeOfDiscount missing',
    {
      given: {
        change: (c) => {
          delete c.couponPolicies[0].typeOfDiscount;
        },
      },
      want: {
        notJudged: {
          'coupon.policy.discount-type': 'coupon.policy.fields',
          'coupon.policy.price-maximum-discount': 'coupon.policy.fields',
        },
        fail: { 'coupon.policy.fields': '/couponPolicies/0/typeOfDiscount' },
      },
    },
  ],
  [
    'a policy that is null',
    {
      given: {
        change: (c) => {
          c.couponPolicies[1] = null;
        },
      },
      want: {
        notJudged: {
          'coupon.policy.discount-type': 'coupon.policy.fields',
          'coupon.policy.price-maximum-discount': 'coupon.policy.fields',
          'coupon.policy.daily-limit.present': 'coupon.policy.fields',
          'coupon.policy.daily-limit.maximum': 'coupon.policy.fields',
          'coupon.policy.daily-limit.whole': 'coupon.policy.fields',
          'coupon.unknown-fields': 'coupon.policy.fields',
        },
        fail: { 'coupon.policy.fields': '/couponPolicies/1' },
      },
    },
  ],
  [
    'an undocumented field on the coupon (SHOULD)',
    {
      given: {
        change: (c) => {
          c.vendorId = 'A00012345';
        },
      },
      want: { fail: { 'coupon.unknown-fields': '/vendorId' } },
    },
  ],
  [
    'an undocumented field on a policy (SHOULD)',
    {
      given: {
        change: (c) => {
          c.couponPolicies[2].promotionCode = 'X';
        },
      },
      want: { fail: { 'coupon.unknown-fields': '/couponPolicies/2/promotionCode' } },
    },
  ],
  ['another couponId than the one requested', { given: { requestedId: '11234225' }, want: { fail: { 'coupon.id-echo': '/couponId' } } }],
  [
    'a JSON array instead of the coupon',
    {
      given: { body: [officialCoupon] },
      want: {
        fail: { 'coupon.fields': '' },
        passedOrSkipped: BODY_RULES.filter((id) => id !== 'coupon.fields'),
      },
    },
  ],
];

describe('couponJudges.found: one defect, one rule', () => {
  it.each(defects)('%s', (_name, { given, want }) => {
    expectJudgement(couponJudges.found, input(given), want);
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
  ['a valid coupon sent as text/html', { given: { contentType: 'text/html' }, want: { fail: { 'coupon.found.content-type': '' } } }],
  ['a valid coupon without Content-Type', { given: { contentType: null }, want: { fail: { 'coupon.found.content-type': '' } } }],
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

describe('couponJudges.found: known bugs', () => {
  it('a daily limit as a string next to an equal numeric spelling fails only coupon.policy.fields', () => {
    const given: Given = {
      change: (c) => {
        c.couponPolicies[0].maximumPerDaily = '999';
      },
    };
    expectJudgement(couponJudges.found, input(given), { fail: { 'coupon.policy.fields': '/couponPolicies/0/maximumPerDaily' } });
  });

  it('maximumDiscountPrice "-1" (a string) on a PRICE policy fails only coupon.policy.fields', () => {
    const given: Given = {
      change: (c) => {
        c.couponPolicies[0].typeOfDiscount = 'PRICE';
        c.couponPolicies[0].maximumDiscountPrice = '-1';
      },
    };
    expectJudgement(couponJudges.found, input(given), {
      notJudged: { 'coupon.policy.price-maximum-discount': 'coupon.policy.fields' },
      fail: { 'coupon.policy.fields': '/couponPolicies/0/maximumDiscountPrice' },
    });
  });

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
