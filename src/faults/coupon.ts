// The faulty implementations of GET_COUPON_BY_ID: the reference with one defect each.
import { DOCUMENTED_WORDINGS as W, messageWith } from '../documented-wordings.js';
import { COUPON } from '../operations.js';
import { numberReadIn } from '../id-readings.js';
import { answerAs, header, json, jsonAnswer, nameTwice, status, text, type Json } from './changes.js';
import { idOf } from './scope.js';
import { contentTypeTwice, wrapsAround64Bits } from './shared.js';
import type { Fault } from './fault.js';

const policies = (coupon: Json) => coupon.couponPolicies as Json[];
const renameKey = (object: Json, from: string, to: string) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k === from ? to : k, v]));

export const COUPON_FAULTS: readonly Fault[] = [
  {
    id: 'coupon-id-as-string',
    defect: 'couponId sent as a string',
    catches: 'coupon.fields',
    answers: 'found',
    change: json((c) => {
      c.couponId = String(c.couponId);
    }),
  },
  {
    id: 'coupon-published-null-running',
    defect: 'publishedDate null on a coupon that is no longer STANDBY',
    catches: 'coupon.fields',
    answers: 'found',
    change: json((c) => {
      c.couponStatus = 'APPLIED';
      c.publishedDate = null;
    }),
  },
  {
    id: 'coupon-id-string-first',
    defect: 'couponId given twice: first as a string, then as the number (JSON.parse reads the number)',
    catches: 'coupon.fields',
    alsoBreaks: ['coupon.unique-names'],
    answers: 'found',
    change: nameTwice('couponId', (c) => String(c.couponId)),
  },
  {
    id: 'coupon-id-twice',
    defect: 'couponId given twice, the same number each time',
    catches: 'coupon.unique-names',
    answers: 'found',
    change: nameTwice('couponId'),
  },
  {
    id: 'coupon-title-missing',
    defect: 'title missing',
    catches: 'coupon.fields',
    answers: 'found',
    change: json((c) => {
      delete c.title;
    }),
  },
  {
    id: 'coupon-date-slashes',
    defect: 'startDate as 2025/01/01 10:00:00',
    catches: 'coupon.dates.format',
    answers: 'found',
    change: json((c) => {
      c.startDate = c.startDate.replace(/-/g, '/');
    }),
  },
  {
    id: 'coupon-date-impossible',
    defect: 'endDate on February 30',
    catches: 'coupon.dates.format',
    notPassed: ['coupon.dates.order'],
    answers: 'found',
    change: json((c) => {
      c.endDate = '2099-02-30 10:00:00';
    }),
  },
  {
    id: 'coupon-date-iso',
    defect: 'startDate in ISO 8601 with T and zone',
    catches: 'coupon.dates.format',
    answers: 'found',
    change: json((c) => {
      c.startDate = `${c.startDate.replace(' ', 'T')}+09:00`;
    }),
  },
  {
    id: 'coupon-dates-reversed',
    defect: 'endDate before startDate',
    catches: 'coupon.dates.order',
    answers: 'found',
    change: json((c) => {
      [c.startDate, c.endDate] = [c.endDate, c.startDate];
    }),
  },
  {
    id: 'coupon-daily-10000',
    defect: 'maximumPerDaily 10,000',
    catches: 'coupon.policy.daily-limit.maximum',
    answers: 'found',
    change: json((c) => {
      policies(c)[0].maximumPerDaily = 10000;
    }),
  },
  {
    id: 'coupon-day-10000',
    defect: 'maximumPerDay (sample spelling) 10,000',
    catches: 'coupon.policy.daily-limit.maximum',
    answers: 'found',
    change: json((c) => {
      c.couponPolicies = policies(c).map((p) => ({ ...renameKey(p, 'maximumPerDaily', 'maximumPerDay'), maximumPerDay: 10000 }));
    }),
  },
  {
    id: 'coupon-daily-missing',
    defect: 'no daily limit in either spelling',
    catches: 'coupon.policy.daily-limit.present',
    answers: 'found',
    change: json((c) => {
      delete policies(c)[0].maximumPerDaily;
    }),
  },
  {
    id: 'coupon-daily-spellings-differ',
    defect: 'maximumPerDaily 999 and maximumPerDay 5 together',
    catches: 'coupon.policy.daily-limit.present',
    answers: 'found',
    change: json((c) => {
      policies(c)[0].maximumPerDay = 5;
    }),
  },
  {
    id: 'coupon-daily-fraction',
    defect: 'maximumPerDaily 12.5',
    catches: 'coupon.policy.daily-limit.whole',
    answers: 'found',
    change: json((c) => {
      policies(c)[0].maximumPerDaily = 12.5;
    }),
  },
  {
    id: 'coupon-price-max-discount',
    defect: 'a PRICE policy whose maximumDiscountPrice is 5000, not -1',
    catches: 'coupon.policy.price-maximum-discount',
    answers: 'found',
    change: json((c) => {
      for (const p of policies(c)) {
        p.typeOfDiscount = 'PRICE';
        p.maximumDiscountPrice = 5000;
      }
    }),
  },
  {
    id: 'coupon-discount-type-case',
    defect: 'typeOfDiscount "rate" (wrong case)',
    catches: 'coupon.policy.discount-type',
    answers: 'found',
    change: json((c) => {
      policies(c)[0].typeOfDiscount = 'rate';
    }),
  },
  {
    id: 'coupon-policy-price-string',
    defect: 'minimumPrice sent as "1000"',
    catches: 'coupon.policy.fields',
    answers: 'found',
    change: json((c) => {
      policies(c)[0].minimumPrice = String(policies(c)[0].minimumPrice);
    }),
  },
  {
    id: 'coupon-extra-field',
    defect: 'an undocumented field couponCode',
    catches: 'coupon.unknown-fields',
    answers: 'found',
    change: json((c) => {
      c.couponCode = 'X1';
    }),
  },
  {
    id: 'coupon-envelope',
    defect: 'the coupon wrapped in {code, message, data}',
    catches: 'coupon.no-envelope',
    answers: 'found',
    change: json((c) => ({ code: 200, message: 'OK', data: c })),
  },
  {
    id: 'coupon-other-id',
    defect: 'another coupon returned for the id requested',
    catches: 'coupon.id-echo',
    answers: 'found',
    change: json((c) => {
      c.couponId += 1;
    }),
  },
  {
    id: 'coupon-content-type',
    defect: 'Content-Type text/plain on the 200',
    catches: 'coupon.found.content-type',
    answers: 'found',
    change: header('Content-Type', 'text/plain;charset=UTF-8'),
  },
  {
    id: 'coupon-content-type-twice',
    defect: 'the same Content-Type line twice (a proxy adding what the backend sent)',
    catches: 'coupon.found.content-type-once',
    answers: 'found',
    change: contentTypeTwice,
  },
  {
    id: 'coupon-truncated-json',
    defect: 'the 200 body cut off mid-JSON',
    catches: 'coupon.found.json',
    answers: 'found',
    change: (a) => ({ ...a, body: a.body.slice(0, Math.floor(a.body.length / 2)) }),
  },
  {
    id: 'coupon-found-404',
    defect: 'an existing coupon answered 404',
    catches: 'coupon.found.status',
    answers: 'found',
    change: jsonAnswer(404, { code: 404, message: messageWith(W.couponNotFound, '6318****') }),
  },
  {
    id: 'coupon-unknown-500',
    defect: '500 for unknown ids',
    catches: 'coupon.no-server-error',
    alsoBreaks: ['coupon.not-found.status'],
    answers: 'not-found',
    change: jsonAnswer(500, { code: 500, message: 'Internal Server Error' }),
  },
  {
    id: 'coupon-unknown-400',
    defect: '400 where 404 is due (unknown id)',
    catches: 'coupon.not-found.status',
    answers: 'not-found',
    change: jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' }),
  },
  {
    // The known coupon is still answered 200: the 403 is the target's answer to the unknown id, judged, not a block.
    id: 'coupon-unknown-403',
    defect: '403 where 404 is due (unknown id)',
    catches: 'coupon.not-found.status',
    answers: 'not-found',
    change: jsonAnswer(403, { code: 'ERROR', message: 'Forbidden' }),
  },
  {
    id: 'coupon-unknown-wording',
    defect: '404 message "Coupon not found (9007199254740***)"',
    catches: 'coupon.not-found.message',
    answers: 'not-found',
    change: json((b) => {
      b.message = b.message.replace(W.couponNotFound.wordings[0].text, 'Coupon not found');
    }),
  },
  {
    id: 'coupon-unknown-unmasked',
    defect: 'the number in the 404 message not masked',
    catches: 'coupon.not-found.masked',
    answers: 'not-found',
    change: json((b, { request }) => {
      b.message = messageWith(W.couponNotFound, idOf(request, COUPON.path));
    }),
  },
  {
    id: 'coupon-unknown-wrong-digits',
    defect: 'masked digits of another number',
    catches: 'coupon.not-found.masked-digits',
    answers: 'not-found',
    change: json((b) => {
      b.message = messageWith(W.couponNotFound, '1234***');
    }),
  },
  {
    id: 'coupon-unknown-text-body',
    defect: 'the 404 as plain text, not JSON',
    catches: 'coupon.error-body',
    answers: 'not-found',
    change: (a) => ({ ...a, headers: { 'Content-Type': 'text/plain' }, body: JSON.parse(a.body).message }),
  },
  {
    id: 'coupon-malformed-404',
    defect: '404 where 400 is due (letters in the id)',
    catches: 'coupon.malformed.status',
    answers: 'malformed',
    change: jsonAnswer(404, { code: 404, message: messageWith(W.couponNotFound, '0***') }),
  },
  {
    id: 'coupon-malformed-unnamed',
    defect: 'the 400 body says nothing of Bad Request',
    catches: 'coupon.malformed.message',
    answers: 'malformed',
    change: text('{"code":"ERROR","message":"invalid"}'),
  },
  {
    id: 'coupon-edge-wraps',
    defect: 'an id beyond 64 bits wraps around to an existing coupon',
    catches: 'coupon.edge-id.safe',
    alsoBreaks: [],
    answers: 'edge',
    change: wrapsAround64Bits(COUPON.path),
  },
  {
    id: 'coupon-edge-500',
    defect: '500 for ids with a leading space',
    catches: 'coupon.edge-id.safe',
    alsoBreaks: ['coupon.no-server-error'],
    answers: 'edge',
    change: (a, c) => (idOf(c.request, COUPON.path).startsWith(' ') ? jsonAnswer(500, { message: 'NumberFormatException' })(a, c) : a),
  },
  {
    id: 'coupon-edge-422',
    defect: "edge forms answered 422 Unprocessable Entity (a validation framework's default)",
    catches: 'coupon.edge-id.status',
    answers: 'edge',
    change: status(422),
  },
  {
    id: 'coupon-edge-range-500',
    defect: '500 only for ids from 2^63 to 2^64-1 (parsed unsigned, stored in a signed long)',
    catches: 'coupon.edge-id.safe',
    alsoBreaks: ['coupon.no-server-error'],
    answers: 'edge',
    change: (a, c) => {
      const id = idOf(c.request, COUPON.path);
      const inRange = /^\d+$/.test(id) && BigInt(id) >= 2n ** 63n && BigInt(id) < 2n ** 64n;
      return inRange ? jsonAnswer(500, { message: 'ArithmeticException: long overflow' })(a, c) : a;
    },
  },
  {
    id: 'coupon-edge-script-other-coupon',
    defect: 'digits of another script answered with another coupon (a cache keyed by the ASCII digits alone)',
    catches: 'coupon.edge-id.safe',
    answers: 'edge',
    change: (a, c) => {
      const id = idOf(c.request, COUPON.path);
      if (!/[^\x00-\x7f]/.test(id) || numberReadIn(id) === null) return a;
      const other = Object.keys(c.dataset.coupons).find((candidate) => candidate !== c.dataset.fixtures.couponId)!;
      return answerAs(() => ({ request: { ...c.request, path: COUPON.path + other } }))(a, c);
    },
  },
  {
    id: 'coupon-malformed-parseint',
    defect: "ids read as parseInt reads them: '12x45' looked up as coupon 12 (404)",
    catches: 'coupon.malformed.status',
    answers: 'malformed',
    change: (a, c) => {
      const digits = /^\d+/.exec(idOf(c.request, COUPON.path))?.[0];
      return digits === undefined ? a : answerAs(() => ({ request: { ...c.request, path: COUPON.path + digits } }))(a, c);
    },
  },
  {
    id: 'coupon-delete-succeeds',
    defect: 'DELETE on a coupon answers 204',
    catches: 'coupon.read-only',
    answers: 'write',
    change: (a, c) => (c.request.method === 'DELETE' ? { status: 204, headers: {}, body: '' } : a),
  },

  {
    id: 'coupon-start-date-impossible',
    defect: 'startDate 2026-13-45 99:00:00 (no such month, day or hour)',
    catches: 'coupon.dates.format',
    notPassed: ['coupon.dates.order'],
    answers: 'found',
    change: json((c) => {
      c.startDate = '2026-13-45 99:00:00';
    }),
  },
  {
    id: 'coupon-end-date-missing',
    defect: 'endDate missing',
    catches: 'coupon.fields',
    notPassed: ['coupon.dates.format', 'coupon.dates.order'],
    answers: 'found',
    change: json((c) => {
      delete c.endDate;
    }),
  },
  {
    id: 'coupon-id-missing',
    defect: 'couponId missing',
    catches: 'coupon.fields',
    notPassed: ['coupon.id-echo'],
    answers: 'found',
    change: json((c) => {
      delete c.couponId;
    }),
  },
  {
    id: 'coupon-policies-object',
    defect: 'couponPolicies an object, not an array',
    catches: 'coupon.fields',
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
];
