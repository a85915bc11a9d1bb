// GET_COUPON_BY_ID: every rule of the spec and of the decisions (docs/decisions.md) for the coupon query.
import { DOCUMENTED_WORDINGS, quoted } from '../../documented-wordings.js';
import { COUPON } from '../../operations.js';
import { decision, spec } from '../sources.js';
import { isObject } from '../json-values.js';
import { at, type Kind } from '../reads.js';
import { defineRule, rulesById, keywordsAnywhere, on } from '../rule.js';
import { isCouponDateTime } from '../../validation/calendar.js';
import { datesOrdered, dailyLimitsAgree, dailyLimitsWhole, LIMIT_SPELLINGS } from '../checks/coupon-values.js';
import { notWrappedInEnvelope } from '../checks/envelopes.js';
import { badRequestNamed, DOCUMENTED, errorBodyShape, expectWording, maskedDigitsAgree, maskedNumber } from '../checks/error-messages.js';
import { edgeIdAnswered, edgeIdSafe, idEchoed } from '../checks/id-comparisons.js';
import { expectJsonBody, expectUniqueNames } from '../checks/json-body.js';
import { expectJsonContentType, expectOneContentType } from '../checks/media-type.js';
import { expectNoServerError, expectNotSuccessful, expectStatus } from '../checks/status.js';

const { operation } = COUPON;
const badRequest = DOCUMENTED_WORDINGS.couponBadRequest;
/** Where the coupon carries its id: a whole number, as the schema types couponId. */
const ID = at(COUPON.id.pointer, 'integer');
const POLICY = '/couponPolicies/*';
const aDate: Kind<string> = {
  what: 'a date (YYYY-MM-DD HH:MM:SS)',
  test: (value): value is string => typeof value === 'string' && isCouponDateTime(value),
};
const aPolicyWithALimit: Kind<Record<string, unknown>> = {
  what: 'a policy with a numeric daily limit (maximumPerDaily or maximumPerDay)',
  test: (value): value is Record<string, unknown> => isObject(value) && LIMIT_SPELLINGS.some((name) => typeof value[name] === 'number'),
};

export const coupon = rulesById([
  defineRule({
    id: 'coupon.no-server-error',
    operation,
    subject: 'exchange',
    sources: [decision.D11, decision.D16],
    title: 'MUST NOT answer any request with a 5xx status',
    check: expectNoServerError,
  }),
  defineRule({
    id: 'coupon.found.status',
    operation,
    subject: 'exchange',
    sources: [spec.getCoupon, decision.D14],
    title: 'MUST answer 200 for an existing couponId',
    check: (e) => expectStatus(e, 200),
  }),
  defineRule({
    id: 'coupon.found.content-type',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
  }),
  defineRule({
    id: 'coupon.found.content-type-once',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
  }),
  defineRule({
    id: 'coupon.found.json',
    operation,
    subject: 'request',
    sources: [spec.getCoupon],
    title: 'MUST send a 200 body that is valid JSON',
    check: ({ exchange }) => expectJsonBody(exchange),
  }),
  defineRule({
    id: 'coupon.unique-names',
    operation,
    subject: 'request',
    sources: [decision.D19],
    title: 'SHOULD NOT give a name twice in one JSON object, in a 200 body or an error body',
    check: ({ exchange }) => expectUniqueNames(exchange),
  }),
  defineRule({
    id: 'coupon.no-envelope',
    operation,
    subject: 'document',
    sources: [spec.coupon, decision.D7],
    title: 'MUST return the bare coupon, not wrapped in code/message/data',
    reads: { coupon: at('', 'object') },
    check: notWrappedInEnvelope,
  }),
  defineRule({
    id: 'coupon.id-echo',
    operation,
    subject: 'document',
    needs: ['requestedId'],
    sources: [decision.D8, decision.D17],
    title: 'MUST return the coupon whose couponId was requested',
    reads: { id: ID },
    check: ({ id, ...subject }) => idEchoed(id, subject),
  }),
  defineRule({
    id: 'coupon.dates.format',
    operation,
    subject: 'document',
    sources: [spec.coupon, decision.D3],
    title: 'MUST give startDate and endDate as YYYY-MM-DD HH:MM:SS naming a real calendar time',
    reads: { startDate: at('/startDate', 'string'), endDate: at('/endDate', 'string') },
    claims: [on(['/startDate', '/endDate'], 'pattern', 'format')],
  }),
  defineRule({
    id: 'coupon.dates.order',
    operation,
    subject: 'document',
    sources: [decision.D3],
    title: 'SHOULD NOT give an endDate before the startDate',
    reads: { startDate: at('/startDate', aDate), endDate: at('/endDate', aDate) },
    check: datesOrdered,
  }),
  defineRule({
    id: 'coupon.policy.discount-type',
    operation,
    subject: 'document',
    sources: [spec.couponPolicy, decision.D2],
    title: 'MUST give typeOfDiscount as RATE or PRICE',
    reads: { types: at(`${POLICY}/typeOfDiscount`, 'string') },
    claims: [on(`${POLICY}/typeOfDiscount`, 'enum')],
  }),
  defineRule({
    id: 'coupon.policy.price-maximum-discount',
    operation,
    subject: 'document',
    sources: [spec.couponPolicy, decision.D2],
    title: 'MUST give maximumDiscountPrice -1 when typeOfDiscount is PRICE',
    reads: { types: at(`${POLICY}/typeOfDiscount`, 'string'), maximums: at(`${POLICY}/maximumDiscountPrice`, 'number') },
    claims: [on(`${POLICY}/maximumDiscountPrice`, 'const')],
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
  }),
  defineRule({
    id: 'coupon.policy.daily-limit.whole',
    operation,
    subject: 'document',
    sources: [decision.D1],
    title: 'SHOULD give the daily limit as a whole number of at least 0',
    reads: { policies: at(POLICY, aPolicyWithALimit) },
    check: dailyLimitsWhole,
  }),
  defineRule({
    id: 'coupon.unknown-fields',
    operation,
    subject: 'document',
    sources: [decision.D13],
    title: 'SHOULD NOT add fields the spec does not document',
    reads: { policies: at(POLICY, 'object') },
    claims: [keywordsAnywhere('additionalProperties')],
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
  }),
  // The coupon that is not an object, a top-level field missing or of the wrong type (couponPolicies not an array included).
  defineRule({
    id: 'coupon.fields',
    operation,
    subject: 'document',
    sources: [spec.coupon],
    title: 'MUST give the coupon its documented fields with their documented types',
    claims: [on(['', '/*'], 'type', 'required')],
  }),

  defineRule({
    id: 'coupon.not-found.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D17],
    title: 'MUST answer 404 for a couponId that matches no coupon',
    check: (e) => expectStatus(e, 404),
  }),
  defineRule({
    id: 'coupon.not-found.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.couponNotFound)} followed by the number in parentheses`,
    check: (s) => expectWording(s.exchange, DOCUMENTED.couponNotFound),
  }),
  defineRule({
    id: 'coupon.not-found.masked',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: 'MUST partly mask the number in the 404 message: at least one digit and at least one *',
    check: maskedNumber,
  }),
  defineRule({
    id: 'coupon.not-found.masked-digits',
    operation,
    subject: 'request',
    needs: ['requestedId'],
    sources: [decision.D9],
    title: 'SHOULD show visible digits of the masked number that agree with the requested couponId',
    check: maskedDigitsAgree,
  }),
  defineRule({
    id: 'coupon.malformed.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D10, decision.D17],
    title: 'MUST answer 400 for a couponId that is not a number',
    check: (e) => expectStatus(e, 400),
  }),
  defineRule({
    id: 'coupon.malformed.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: `SHOULD say ${badRequest.wordings[0].text} (${badRequest.code}) in the 400 body`,
    check: (s) => badRequestNamed(s.exchange),
  }),
  defineRule({
    id: 'coupon.error-body',
    operation,
    subject: 'request',
    sources: [decision.D9],
    title: 'SHOULD send error bodies as JSON objects with a string message',
    check: (s) => errorBodyShape(s.exchange),
  }),
  defineRule({
    id: 'coupon.edge-id.safe',
    operation,
    subject: 'request',
    needs: ['requestedId'],
    sources: [decision.D10],
    title:
      'MUST NOT answer an edge form of an id (sign, zeros, spaces, overflow, digits of another script) with a 5xx or with another coupon',
    check: (s) => edgeIdSafe(s, ID.at),
  }),
  defineRule({
    id: 'coupon.edge-id.status',
    operation,
    subject: 'request',
    sources: [decision.D10],
    title: 'SHOULD answer an edge form of an id with 400 or 404, or with the resource of the number it names',
    check: edgeIdAnswered,
  }),
  defineRule({
    id: 'coupon.read-only',
    operation,
    subject: 'exchange',
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
  }),
]);
