// GET_COUPON_BY_ID: every rule of the spec and of the decisions (docs/decisions.md) for the coupon query.
import { DOCUMENTED_WORDINGS, DOCUMENTED_WORDINGS as W, messageWith, quoted } from '../../documented-wordings.js';
import { numberReadIn } from '../../id-readings.js';
import { COUPON } from '../../operations.js';
import { decision, spec } from '../sources.js';
import { fails, notJudged, passes } from '../example.js';
import {
  answerAs,
  contentTypeTwice,
  header,
  idOf,
  json,
  jsonAnswer,
  nameTwice,
  onlyFor,
  status,
  text,
  wrapsAround64Bits,
  type Json,
} from '../answer-changes.js';
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
const policies = (coupon: Json) => coupon.couponPolicies as Json[];
const renameKey = (object: Json, from: string, to: string) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k === from ? to : k, v]));
const digits = (length: number) => (id: string) => /^\d+$/.test(id) && id.length === length;
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
    faults: [
      {
        id: 'coupon-unknown-500',
        defect: '500 for unknown ids',
        alsoBreaks: ['coupon.not-found.status'],
        answers: 'notFound',
        change: jsonAnswer(500, { code: 500, message: 'Internal Server Error' }),
      },
      {
        id: 'coupon-unknown-int32-500',
        defect: 'unknown coupon ids of 10 digits past 2^31 - 1 answered 500 (an int column)',
        idClass: 'unknown ids of 10 digits past 2^31 - 1',
        alsoBreaks: ['coupon.not-found.status'],
        answers: 'notFound',
        change: onlyFor(
          COUPON.path,
          (id) => digits(10)(id) && BigInt(id) > 2n ** 31n - 1n,
          jsonAnswer(500, { code: 500, message: 'Internal Server Error' }),
        ),
      },
    ],
  }),
  defineRule({
    id: 'coupon.found.status',
    operation,
    subject: 'exchange',
    sources: [spec.getCoupon, decision.D14],
    title: 'MUST answer 200 for an existing couponId',
    check: (e) => expectStatus(e, 200),
    faults: [
      {
        id: 'coupon-found-404',
        defect: 'an existing coupon answered 404',
        answers: 'found',
        change: jsonAnswer(404, { code: 404, message: messageWith(W.couponNotFound, '6318****') }),
      },
    ],
  }),
  defineRule({
    id: 'coupon.found.content-type',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
    faults: [
      {
        id: 'coupon-content-type',
        defect: 'Content-Type text/plain on the 200',
        answers: 'found',
        change: header('Content-Type', 'text/plain;charset=UTF-8'),
      },
    ],
  }),
  defineRule({
    id: 'coupon.found.content-type-once',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
    faults: [
      {
        id: 'coupon-content-type-twice',
        defect: 'the same Content-Type line twice (a proxy adding what the backend sent)',
        answers: 'found',
        change: contentTypeTwice,
      },
    ],
  }),
  defineRule({
    id: 'coupon.found.json',
    operation,
    subject: 'request',
    sources: [spec.getCoupon],
    title: 'MUST send a 200 body that is valid JSON',
    check: ({ exchange }) => expectJsonBody(exchange),
    faults: [
      {
        id: 'coupon-truncated-json',
        defect: 'the 200 body cut off mid-JSON',
        answers: 'found',
        change: (a) => ({ ...a, body: a.body.slice(0, Math.floor(a.body.length / 2)) }),
      },
    ],
  }),
  defineRule({
    id: 'coupon.unique-names',
    operation,
    subject: 'request',
    sources: [decision.D19],
    title: 'SHOULD NOT give a name twice in one JSON object, in a 200 body or an error body',
    check: ({ exchange }) => expectUniqueNames(exchange),
    faults: [
      {
        id: 'coupon-id-twice',
        defect: 'couponId given twice, the same number each time',
        answers: 'found',
        change: nameTwice('couponId'),
      },
    ],
  }),
  defineRule({
    id: 'coupon.no-envelope',
    operation,
    subject: 'document',
    sources: [spec.coupon, decision.D7],
    title: 'MUST return the bare coupon, not wrapped in code/message/data',
    reads: { coupon: at('', 'object') },
    check: notWrappedInEnvelope,
    faults: [
      {
        id: 'coupon-envelope',
        defect: 'the coupon wrapped in {code, message, data}',
        answers: 'found',
        change: json((c) => ({ code: 200, message: 'OK', data: c })),
      },
    ],
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
    faults: [
      {
        id: 'coupon-other-id',
        defect: 'another coupon returned for the id requested',
        answers: 'found',
        change: json((c) => {
          c.couponId += 1;
        }),
      },
    ],
  }),
  defineRule({
    id: 'coupon.dates.format',
    operation,
    subject: 'document',
    sources: [spec.coupon, decision.D3],
    title: 'MUST give startDate and endDate as YYYY-MM-DD HH:MM:SS naming a real calendar time',
    reads: { startDate: at('/startDate', 'string'), endDate: at('/endDate', 'string') },
    claims: [on(['/startDate', '/endDate'], 'pattern', 'format')],
    faults: [
      {
        id: 'coupon-date-slashes',
        defect: 'startDate as 2025/01/01 10:00:00',
        answers: 'found',
        change: json((c) => {
          c.startDate = c.startDate.replace(/-/g, '/');
        }),
      },
      {
        id: 'coupon-date-impossible',
        defect: 'endDate on February 30',
        notPassed: ['coupon.dates.order'],
        answers: 'found',
        change: json((c) => {
          c.endDate = '2099-02-30 10:00:00';
        }),
      },
      {
        id: 'coupon-date-iso',
        defect: 'startDate in ISO 8601 with T and zone',
        answers: 'found',
        change: json((c) => {
          c.startDate = `${c.startDate.replace(' ', 'T')}+09:00`;
        }),
      },
      {
        id: 'coupon-start-date-impossible',
        defect: 'startDate 2026-13-45 99:00:00 (no such month, day or hour)',
        notPassed: ['coupon.dates.order'],
        answers: 'found',
        change: json((c) => {
          c.startDate = '2026-13-45 99:00:00';
        }),
      },
    ],
  }),
  defineRule({
    id: 'coupon.dates.order',
    operation,
    subject: 'document',
    sources: [decision.D3],
    title: 'SHOULD NOT give an endDate before the startDate',
    reads: { startDate: at('/startDate', aDate), endDate: at('/endDate', aDate) },
    check: datesOrdered,
    faults: [
      {
        id: 'coupon-dates-reversed',
        defect: 'endDate before startDate',
        answers: 'found',
        change: json((c) => {
          [c.startDate, c.endDate] = [c.endDate, c.startDate];
        }),
      },
    ],
    examples: [
      passes(
        'an endDate equal to the startDate: not before it (D3)',
        json((c) => {
          c.endDate = c.startDate;
        }),
      ),
      fails(
        'an endDate a second before the startDate',
        json((c) => {
          c.startDate = '2025-05-24 19:55:00';
          c.endDate = '2025-05-24 19:54:59';
        }),
        { at: '/endDate' },
      ),
      notJudged(
        'a startDate on a 13th month: not a date, which coupon.dates.format reports',
        json((c) => {
          c.startDate = '2019-13-24 19:55:00';
        }),
        { at: '/startDate', see: 'coupon.dates.format' },
      ),
    ],
  }),
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
        }),
      },
      {
        id: 'coupon-daily-spellings-differ',
        defect: 'maximumPerDaily 999 and maximumPerDay 5 together',
        answers: 'found',
        change: json((c) => {
          policies(c)[0].maximumPerDay = 5;
        }),
      },
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
          policies(c)[0].maximumPerDaily = 12.5;
        }),
      },
    ],
  }),
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
  }),

  defineRule({
    id: 'coupon.not-found.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D17],
    title: 'MUST answer 404 for a couponId that matches no coupon',
    check: (e) => expectStatus(e, 404),
    faults: [
      {
        id: 'coupon-unknown-400',
        defect: '400 where 404 is due (unknown id)',
        answers: 'notFound',
        change: jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' }),
      },
      {
        // The known coupon is still answered 200: the 403 is the target's answer to the unknown id, judged, not a block.
        id: 'coupon-unknown-403',
        defect: '403 where 404 is due (unknown id)',
        answers: 'notFound',
        change: jsonAnswer(403, { code: 'ERROR', message: 'Forbidden' }),
      },
      {
        id: 'coupon-unknown-19-digits-400',
        defect: 'unknown coupon ids of 19 digits answered 400 (the id parsed as too large)',
        idClass: 'unknown ids of 19 digits',
        answers: 'notFound',
        change: onlyFor(COUPON.path, digits(19), jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' })),
      },
    ],
  }),
  defineRule({
    id: 'coupon.not-found.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.couponNotFound)} followed by the number in parentheses`,
    check: (s) => expectWording(s.exchange, DOCUMENTED.couponNotFound),
    faults: [
      {
        id: 'coupon-unknown-wording',
        defect: '404 message "Coupon not found (9007199254740***)"',
        answers: 'notFound',
        change: json((b) => {
          b.message = b.message.replace(W.couponNotFound.wordings[0].text, 'Coupon not found');
        }),
      },
    ],
  }),
  defineRule({
    id: 'coupon.not-found.masked',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: 'MUST partly mask the number in the 404 message: at least one digit and at least one *',
    check: maskedNumber,
    faults: [
      {
        id: 'coupon-unknown-unmasked',
        defect: 'the number in the 404 message not masked',
        answers: 'notFound',
        change: json((b, { request }) => {
          b.message = messageWith(W.couponNotFound, idOf(request, COUPON.path));
        }),
      },
      {
        id: 'coupon-unknown-one-digit-unmasked',
        defect: 'a one-digit unknown coupon id left unmasked in the 404 message',
        idClass: 'unknown ids of one digit',
        answers: 'notFound',
        change: onlyFor(
          COUPON.path,
          digits(1),
          json((b, { request }) => {
            b.message = messageWith(W.couponNotFound, idOf(request, COUPON.path));
          }),
        ),
      },
    ],
  }),
  defineRule({
    id: 'coupon.not-found.masked-digits',
    operation,
    subject: 'request',
    needs: ['requestedId'],
    sources: [decision.D9],
    title: 'SHOULD show visible digits of the masked number that agree with the requested couponId',
    check: maskedDigitsAgree,
    faults: [
      {
        id: 'coupon-unknown-wrong-digits',
        defect: 'masked digits of another number',
        answers: 'notFound',
        change: json((b) => {
          b.message = messageWith(W.couponNotFound, '1234***');
        }),
      },
    ],
  }),
  defineRule({
    id: 'coupon.malformed.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D10, decision.D17],
    title: 'MUST answer 400 for a couponId that is not a number',
    check: (e) => expectStatus(e, 400),
    faults: [
      {
        id: 'coupon-malformed-404',
        defect: '404 where 400 is due (letters in the id)',
        answers: 'malformed',
        change: jsonAnswer(404, { code: 404, message: messageWith(W.couponNotFound, '0***') }),
      },
      {
        id: 'coupon-malformed-parseint',
        defect: "ids read as parseInt reads them: '12x45' looked up as coupon 12 (404)",
        answers: 'malformed',
        change: (a, c) => {
          const digits = /^\d+/.exec(idOf(c.request, COUPON.path))?.[0];
          return digits === undefined ? a : answerAs(() => ({ request: { ...c.request, path: COUPON.path + digits } }))(a, c);
        },
      },
    ],
  }),
  defineRule({
    id: 'coupon.malformed.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: `SHOULD say ${badRequest.wordings[0].text} (${badRequest.code}) in the 400 body`,
    check: (s) => badRequestNamed(s.exchange),
    faults: [
      {
        id: 'coupon-malformed-unnamed',
        defect: 'the 400 body says nothing of Bad Request',
        answers: 'malformed',
        change: text('{"code":"ERROR","message":"invalid"}'),
      },
    ],
  }),
  defineRule({
    id: 'coupon.error-body',
    operation,
    subject: 'request',
    sources: [decision.D9],
    title: 'SHOULD send error bodies as JSON objects with a string message',
    check: (s) => errorBodyShape(s.exchange),
    faults: [
      {
        id: 'coupon-unknown-text-body',
        defect: 'the 404 as plain text, not JSON',
        answers: 'notFound',
        change: (a) => ({ ...a, headers: { 'Content-Type': 'text/plain' }, body: JSON.parse(a.body).message }),
      },
    ],
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
    faults: [
      {
        id: 'coupon-edge-wraps',
        defect: 'an id beyond 64 bits wraps around to an existing coupon',
        alsoBreaks: [],
        answers: 'edgeId',
        change: wrapsAround64Bits(COUPON.path),
      },
      {
        id: 'coupon-edge-500',
        defect: '500 for ids with a leading space',
        alsoBreaks: ['coupon.no-server-error'],
        answers: 'edgeId',
        change: (a, c) => (idOf(c.request, COUPON.path).startsWith(' ') ? jsonAnswer(500, { message: 'NumberFormatException' })(a, c) : a),
      },
      {
        id: 'coupon-edge-range-500',
        defect: '500 only for ids from 2^63 to 2^64-1 (parsed unsigned, stored in a signed long)',
        alsoBreaks: ['coupon.no-server-error'],
        answers: 'edgeId',
        change: (a, c) => {
          const id = idOf(c.request, COUPON.path);
          const inRange = /^\d+$/.test(id) && BigInt(id) >= 2n ** 63n && BigInt(id) < 2n ** 64n;
          return inRange ? jsonAnswer(500, { message: 'ArithmeticException: long overflow' })(a, c) : a;
        },
      },
      {
        id: 'coupon-edge-script-other-coupon',
        defect: 'digits of another script answered with another coupon (a cache keyed by the ASCII digits alone)',
        answers: 'edgeId',
        change: (a, c) => {
          const id = idOf(c.request, COUPON.path);
          if (!/[^\x00-\x7f]/.test(id) || numberReadIn(id) === null) return a;
          const other = Object.keys(c.dataset.coupons).find((candidate) => candidate !== c.dataset.fixtures.couponId)!;
          return answerAs(() => ({ request: { ...c.request, path: COUPON.path + other } }))(a, c);
        },
      },
      {
        id: 'coupon-edge-hexadecimal-500',
        defect: "a coupon id in Spring's hexadecimal (0x…) answered 500",
        idClass: 'ids in hexadecimal',
        alsoBreaks: ['coupon.no-server-error'],
        answers: 'edgeId',
        change: onlyFor(COUPON.path, (id) => /^-?(0x|0X|#)/.test(id), jsonAnswer(500, { code: 500, message: 'Internal Server Error' })),
      },
    ],
  }),
  defineRule({
    id: 'coupon.edge-id.status',
    operation,
    subject: 'request',
    sources: [decision.D10],
    title: 'SHOULD answer an edge form of an id with 400 or 404, or with the resource of the number it names',
    check: edgeIdAnswered,
    faults: [
      {
        id: 'coupon-edge-422',
        defect: "edge forms answered 422 Unprocessable Entity (a validation framework's default)",
        answers: 'edgeId',
        change: status(422),
      },
    ],
  }),
  defineRule({
    id: 'coupon.read-only',
    operation,
    subject: 'exchange',
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
    faults: [
      {
        id: 'coupon-delete-succeeds',
        defect: 'DELETE on a coupon answers 204',
        answers: 'readOnly',
        change: (a, c) => (c.request.method === 'DELETE' ? { status: 204, headers: {}, body: '' } : a),
      },
    ],
  }),
]);
