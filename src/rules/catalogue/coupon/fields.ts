// The coupon's fields as the spec documents them (spec "Coupon" and "CouponPolicy", decision D13): every field
// there with its type, the policies' included, and none the spec does not document.
import { json, nameTwice } from '../../answer-changes.js';
import { fails, failsAt, notJudged, passes } from '../../example.js';
import { at } from '../../reads.js';
import { defineRule, keywordsAnywhere, on } from '../../rule.js';
import { decision, spec } from '../../sources.js';
import { noDiscountType, nullPolicy, perDay, policiesObject, priceCapped, stringBesideNumber } from './policy-changes.js';
import { operation, policies, POLICY } from './shared.js';

export const fields = [
  defineRule({
    id: 'coupon.unknown-fields',
    operation,
    subject: 'document',
    sources: [decision.D13],
    title: 'SHOULD NOT add fields the spec does not document',
    reads: { policies: at(POLICY, 'object') },
    claims: [keywordsAnywhere('additionalProperties')],
    faults: [
      {
        id: 'coupon-extra-field',
        defect: 'an undocumented field couponCode',
        answers: 'found',
        change: json((c) => {
          c.couponCode = 'X1';
        }),
      },
    ],
    examples: [
      passes('only documented fields'),
      failsAt('an undocumented field on the coupon (D13)', '/vendorId', 'A00012345'),
      fails(
        'an undocumented field on a policy (D13)',
        json((c) => {
          policies(c)[2].promotionCode = 'X';
        }),
        { at: '/couponPolicies/2/promotionCode' },
      ),
      notJudged('a policy that is null, which coupon.policy.fields reports', nullPolicy, {
        at: '/couponPolicies/1',
        see: 'coupon.policy.fields',
      }),
      notJudged('couponPolicies an object, which coupon.fields reports', policiesObject, { at: '/couponPolicies', see: 'coupon.fields' }),
    ],
  }),
  // A policy that is not an object, a field of it missing or of the wrong type.
  defineRule({
    id: 'coupon.policy.fields',
    operation,
    subject: 'document',
    sources: [spec.couponPolicy],
    title: 'MUST give every policy its documented fields with their documented types',
    reads: { policies: at('/couponPolicies', 'array') },
    claims: [on([POLICY, `${POLICY}/*`], 'type', 'required')],
    faults: [
      {
        id: 'coupon-policy-price-string',
        defect: 'minimumPrice sent as "1000"',
        answers: 'found',
        change: json((c) => {
          policies(c)[0].minimumPrice = String(policies(c)[0].minimumPrice);
        }),
      },
    ],
    examples: [
      passes('every policy whole'),
      passes(
        'a policy with both spellings of the daily limit',
        json((c) => void (policies(c)[0].maximumPerDay = 999)),
      ),
      fails(
        'minimumPrice as a string',
        json((c) => {
          policies(c)[0].minimumPrice = '1000';
        }),
        { at: '/couponPolicies/0/minimumPrice' },
      ),
      fails('typeOfDiscount missing', noDiscountType, { at: '/couponPolicies/0/typeOfDiscount' }),
      fails('a policy that is null', nullPolicy, { at: '/couponPolicies/1' }),
      fails('the daily limit "999", a string', perDay('999'), { at: '/couponPolicies/0/maximumPerDay' }),
      fails('the daily limit "999", a string, beside the same number in the other spelling', stringBesideNumber, {
        at: '/couponPolicies/0/maximumPerDaily',
      }),
      fails('a PRICE policy with maximumDiscountPrice "-1", a string', priceCapped('-1'), { at: '/couponPolicies/0/maximumDiscountPrice' }),
      notJudged('couponPolicies an object, which coupon.fields reports', policiesObject, { at: '/couponPolicies', see: 'coupon.fields' }),
    ],
  }),
  // The coupon that is not an object, a top-level field missing or of the wrong type (couponPolicies not an array included).
  defineRule({
    id: 'coupon.fields',
    operation,
    subject: 'document',
    sources: [spec.coupon],
    title: 'MUST give the coupon its documented fields with their documented types',
    claims: [on(['', '/*'], 'type', 'required')],
    faults: [
      {
        id: 'coupon-id-as-string',
        defect: 'couponId sent as a string',
        answers: 'found',
        change: json((c) => {
          c.couponId = String(c.couponId);
        }),
      },
      {
        id: 'coupon-published-null-running',
        defect: 'publishedDate null on a coupon that is no longer STANDBY',
        answers: 'found',
        change: json((c) => {
          c.couponStatus = 'APPLIED';
          c.publishedDate = null;
        }),
      },
      {
        id: 'coupon-id-string-first',
        defect: 'couponId given twice: first as a string, then as the number (JSON.parse reads the number)',
        alsoBreaks: ['coupon.unique-names'],
        answers: 'found',
        change: nameTwice('couponId', (c) => String(c.couponId)),
      },
      {
        id: 'coupon-title-missing',
        defect: 'title missing',
        answers: 'found',
        change: json((c) => {
          delete c.title;
        }),
      },
      {
        id: 'coupon-end-date-missing',
        defect: 'endDate missing',
        notPassed: ['coupon.dates.format', 'coupon.dates.order'],
        answers: 'found',
        change: json((c) => {
          delete c.endDate;
        }),
      },
      {
        id: 'coupon-id-missing',
        defect: 'couponId missing',
        notPassed: ['coupon.id-echo'],
        answers: 'found',
        change: json((c) => {
          delete c.couponId;
        }),
      },
      {
        id: 'coupon-policies-object',
        defect: 'couponPolicies an object, not an array',
        notPassed: [
          'coupon.policy.discount-type',
          'coupon.policy.price-maximum-discount',
          'coupon.policy.daily-limit.present',
          'coupon.policy.daily-limit.maximum',
          'coupon.policy.daily-limit.whole',
          'coupon.policy.fields',
          'coupon.unknown-fields',
        ],
        answers: 'found',
        change: json((c) => {
          c.couponPolicies = { ...c.couponPolicies };
        }),
      },
    ],
    examples: [
      passes('the reference coupon: STANDBY, publishedDate ""'),
      passes(
        'publishedDate null on a STANDBY coupon, as the create operation answers (D3, revised 2026-11-25)',
        json((c) => {
          c.couponStatus = 'STANDBY';
          c.publishedDate = null;
        }),
      ),
      fails(
        'couponId as a string',
        json((c) => {
          c.couponId = String(c.couponId);
        }),
        { at: '/couponId' },
      ),
      fails(
        'publishedDate null on a coupon that is no longer STANDBY (D3)',
        json((c) => {
          c.couponStatus = 'APPLIED';
          c.publishedDate = null;
        }),
        { at: '/publishedDate' },
      ),
      fails(
        'title missing',
        json((c) => void delete c.title),
        { at: '/title' },
      ),
      fails('couponPolicies an object', policiesObject, { at: '/couponPolicies' }),
      fails(
        'a JSON array holding the coupon, not the coupon',
        json((c) => [c]),
        { at: '' },
      ),
    ],
  }),
];
