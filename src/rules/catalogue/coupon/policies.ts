// What the coupon's policies say (spec "CouponPolicy" and "Limits", decisions D1 and D2): the discount type, the
// PRICE discount's cap, and the daily limit in either spelling, present, at most 9,999 and whole.
import { json } from '../../answer-changes.js';
import { fails, notJudged, passes } from '../../example.js';
import { isObject } from '../../json-values.js';
import { at, type Kind } from '../../reads.js';
import { defineRule, on } from '../../rule.js';
import { decision, spec } from '../../sources.js';
import { dailyLimitsAgree, dailyLimitsWhole, LIMIT_SPELLINGS } from './daily-limit-checks.js';
import { noDailyLimit, noDiscountType, nullPolicy, perDay, policiesObject, priceCapped, stringBesideNumber } from './policy-changes.js';
import { operation, policies, POLICY, renameKey } from './shared.js';

const aPolicyWithALimit: Kind<Record<string, unknown>> = {
  what: 'a policy with a numeric daily limit (maximumPerDaily or maximumPerDay)',
  test: (value): value is Record<string, unknown> => isObject(value) && LIMIT_SPELLINGS.some((name) => typeof value[name] === 'number'),
};

/** Examples every rule reading the policies shares: policies it cannot read, which the fields rules report. */
const unreadablePolicies = [
  notJudged('a policy that is null, which coupon.policy.fields reports', nullPolicy, {
    at: '/couponPolicies/1',
    see: 'coupon.policy.fields',
  }),
  notJudged('couponPolicies an object, which coupon.fields reports', policiesObject, { at: '/couponPolicies', see: 'coupon.fields' }),
];

export const policyRules = [
  defineRule({
    id: 'coupon.policy.discount-type',
    operation,
    subject: 'document',
    sources: [spec.couponPolicy, decision.D2],
    title: 'MUST give typeOfDiscount as RATE or PRICE',
    reads: { types: at(`${POLICY}/typeOfDiscount`, 'string') },
    claims: [on(`${POLICY}/typeOfDiscount`, 'enum')],
    faults: [
      {
        id: 'coupon-discount-type-case',
        defect: 'typeOfDiscount "rate" (wrong case)',
        answers: 'found',
        change: json((c) => {
          policies(c)[0].typeOfDiscount = 'rate';
        }),
      },
    ],
    examples: [
      passes('RATE policies'),
      passes('a PRICE policy', priceCapped(-1)),
      fails(
        'typeOfDiscount "rate": the wrong case (D2)',
        json((c) => {
          policies(c)[0].typeOfDiscount = 'rate';
        }),
        { at: '/couponPolicies/0/typeOfDiscount' },
      ),
      fails(
        'typeOfDiscount "price" with a cap of 500',
        json((c) => {
          policies(c)[1].typeOfDiscount = 'price';
          policies(c)[1].maximumDiscountPrice = 500;
        }),
        { at: '/couponPolicies/1/typeOfDiscount' },
      ),
      notJudged('typeOfDiscount missing, which coupon.policy.fields reports', noDiscountType, {
        at: '/couponPolicies/0/typeOfDiscount',
        see: 'coupon.policy.fields',
      }),
      ...unreadablePolicies,
    ],
  }),
  defineRule({
    id: 'coupon.policy.price-maximum-discount',
    operation,
    subject: 'document',
    sources: [spec.couponPolicy, decision.D2],
    title: 'MUST give maximumDiscountPrice -1 when typeOfDiscount is PRICE',
    reads: { types: at(`${POLICY}/typeOfDiscount`, 'string'), maximums: at(`${POLICY}/maximumDiscountPrice`, 'number') },
    claims: [on(`${POLICY}/maximumDiscountPrice`, 'const')],
    faults: [
      {
        id: 'coupon-price-max-discount',
        defect: 'a PRICE policy whose maximumDiscountPrice is 5000, not -1',
        answers: 'found',
        change: json((c) => {
          for (const p of policies(c)) {
            p.typeOfDiscount = 'PRICE';
            p.maximumDiscountPrice = 5000;
          }
        }),
      },
    ],
    examples: [
      passes('RATE policies, each with its cap'),
      passes('a PRICE policy with maximumDiscountPrice -1 (D2)', priceCapped(-1)),
      passes(
        'typeOfDiscount "price" with a cap of 500: not PRICE, so no -1 is due',
        json((c) => {
          policies(c)[1].typeOfDiscount = 'price';
          policies(c)[1].maximumDiscountPrice = 500;
        }),
      ),
      fails('a PRICE policy with maximumDiscountPrice 500 (D2)', priceCapped(500), { at: '/couponPolicies/0/maximumDiscountPrice' }),
      notJudged('a PRICE policy with maximumDiscountPrice "-1", a string, which coupon.policy.fields reports', priceCapped('-1'), {
        at: '/couponPolicies/0/maximumDiscountPrice',
        see: 'coupon.policy.fields',
      }),
      notJudged('typeOfDiscount missing, which coupon.policy.fields reports', noDiscountType, {
        at: '/couponPolicies/0/typeOfDiscount',
        see: 'coupon.policy.fields',
      }),
      ...unreadablePolicies,
    ],
  }),
  defineRule({
    id: 'coupon.policy.daily-limit.present',
    operation,
    subject: 'document',
    sources: [spec.couponPolicy, decision.D1],
    title: 'MUST give the daily limit as maximumPerDaily or maximumPerDay, equal when both are present',
    reads: { policies: at(POLICY, 'object') },
    claims: [on(POLICY, 'not')],
    check: dailyLimitsAgree,
    faults: [
      {
        id: 'coupon-daily-missing',
        defect: 'no daily limit in either spelling',
        answers: 'found',
        change: json((c) => {
          delete policies(c)[0].maximumPerDaily;
          delete policies(c)[0].maximumPerDay;
        }),
      },
      {
        id: 'coupon-daily-spellings-differ',
        defect: 'maximumPerDaily 999 and maximumPerDay 5 together',
        answers: 'found',
        change: json((c) => {
          policies(c)[0].maximumPerDaily = 999;
          policies(c)[0].maximumPerDay = 5;
        }),
      },
    ],
    examples: [
      passes('only the maximumPerDaily spelling (D1)'),
      passes('only the maximumPerDay spelling, as the sample (D1)', perDay(999)),
      passes(
        'both spellings, equal (D1)',
        json((c) => {
          policies(c)[0].maximumPerDay = 999;
        }),
      ),
      passes(
        "a string beside an equal number: the number is the limit, and the string is coupon.policy.fields' business",
        stringBesideNumber,
      ),
      fails(
        'both spellings, different (D1)',
        json((c) => {
          policies(c)[1].maximumPerDay = 5;
        }),
        { at: '/couponPolicies/1' },
      ),
      fails('neither spelling (D1)', noDailyLimit, { at: '/couponPolicies/2' }),
      ...unreadablePolicies,
    ],
  }),
  defineRule({
    id: 'coupon.policy.daily-limit.maximum',
    operation,
    subject: 'document',
    sources: [spec.limits, decision.D1],
    title: 'MUST NOT give a daily limit (maximumPerDaily / maximumPerDay) above 9,999',
    reads: { policies: at(POLICY, aPolicyWithALimit) },
    claims: [
      on(
        LIMIT_SPELLINGS.map((name) => `${POLICY}/${name}`),
        'maximum',
      ),
    ],
    faults: [
      {
        id: 'coupon-daily-10000',
        defect: 'maximumPerDaily 10,000',
        answers: 'found',
        change: json((c) => {
          delete policies(c)[0].maximumPerDay;
          policies(c)[0].maximumPerDaily = 10000;
        }),
      },
      {
        id: 'coupon-day-10000',
        defect: 'maximumPerDay (sample spelling) 10,000',
        answers: 'found',
        change: json((c) => {
          c.couponPolicies = policies(c).map((p) => ({ ...renameKey(p, 'maximumPerDaily', 'maximumPerDay'), maximumPerDay: 10000 }));
        }),
      },
    ],
    examples: [
      passes('the daily limit at the documented ceiling, 9,999', perDay(9999)),
      passes('a string beside an equal number: the number is read', stringBesideNumber),
      fails('maximumPerDay 10,000', perDay(10000), { at: '/couponPolicies/0/maximumPerDay' }),
      fails(
        'maximumPerDaily 10,000',
        json((c) => {
          policies(c)[2].maximumPerDaily = 10000;
        }),
        { at: '/couponPolicies/2/maximumPerDaily' },
      ),
      notJudged('neither spelling, which coupon.policy.daily-limit.present reports', noDailyLimit, {
        at: '/couponPolicies/2',
        see: 'coupon.policy.daily-limit.present',
      }),
      notJudged('the daily limit "999", a string, which coupon.policy.fields reports', perDay('999'), {
        at: '/couponPolicies/0',
        see: 'coupon.policy.fields',
      }),
      ...unreadablePolicies,
    ],
  }),
  defineRule({
    id: 'coupon.policy.daily-limit.whole',
    operation,
    subject: 'document',
    sources: [decision.D1],
    title: 'SHOULD give the daily limit as a whole number of at least 0',
    reads: { policies: at(POLICY, aPolicyWithALimit) },
    check: dailyLimitsWhole,
    faults: [
      {
        id: 'coupon-daily-fraction',
        defect: 'maximumPerDaily 12.5',
        answers: 'found',
        change: json((c) => {
          delete policies(c)[0].maximumPerDay;
          policies(c)[0].maximumPerDaily = 12.5;
        }),
      },
    ],
    examples: [
      passes('maximumPerDaily 999'),
      passes('maximumPerDay 0', perDay(0)),
      passes('a string beside an equal number: the number is read', stringBesideNumber),
      fails('a daily limit of 12.5 (D1)', perDay(12.5), { at: '/couponPolicies/0/maximumPerDay' }),
      fails(
        'a daily limit of -1 (D1)',
        json((c) => {
          policies(c)[1].maximumPerDaily = -1;
        }),
        { at: '/couponPolicies/1/maximumPerDaily' },
      ),
      notJudged('neither spelling, which coupon.policy.daily-limit.present reports', noDailyLimit, {
        at: '/couponPolicies/2',
        see: 'coupon.policy.daily-limit.present',
      }),
      notJudged('the daily limit "999", a string, which coupon.policy.fields reports', perDay('999'), {
        at: '/couponPolicies/0',
        see: 'coupon.policy.fields',
      }),
      ...unreadablePolicies,
    ],
  }),
];
