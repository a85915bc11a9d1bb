// Edge forms of a couponId: a sign, zeros, spaces, overflow, digits of another script (decision D10). Never a 5xx
// nor another coupon; 400 or 404, or the coupon of the number a common stack reads.
import { COUPON } from '../../../operations.js';
import { DOCUMENTED_WORDINGS as W, messageWith } from '../../../documented-wordings.js';
import { numberReadIn } from '../../../id-readings.js';
import { answerAs, idOf, jsonAnswer, onlyFor, status, wrapsAround64Bits, type Change } from '../../answer-changes.js';
import { fails, passes } from '../../example.js';
import { defineRule } from '../../rule.js';
import { decision } from '../../sources.js';
import { edgeIdAnswered, edgeIdSafe } from '../../checks/id-comparisons.js';
import { ID, operation } from './shared.js';

/** The reference's 200 for the coupon whose id is the digits of the id requested, its sign or spaces dropped. */
const digitsAnswered: Change = (answer, context) => {
  const number = /\d+/.exec(idOf(context.request, COUPON.path))?.[0] ?? '';
  return answerAs(() => ({ request: { ...context.request, path: COUPON.path + number } }))(answer, context);
};
/** The reference's 200 for another coupon of the dataset than the one whose id is the digits requested. */
const anotherCoupon: Change = (answer, context) => {
  const other = Object.keys(context.dataset.coupons).find((id) => !idOf(context.request, COUPON.path).includes(id))!;
  return answerAs(() => ({ request: { ...context.request, path: COUPON.path + other } }))(answer, context);
};
const notFoundAnswer = jsonAnswer(404, { code: 404, message: messageWith(W.couponNotFound, '6***') });

export const edgeIds = [
  defineRule({
    id: 'coupon.edge-id.safe',
    operation,
    subject: 'request',
    // Stryker disable next-line ArrayDeclaration: equivalent, a need is read only where a captured body is judged, never an edge answer
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
    examples: [
      passes('a signed id answered 400 (D10)', undefined, { answers: 'edgeId' }),
      passes('a signed id answered 404 (D10)', notFoundAnswer, { answers: 'edgeId' }),
      fails('a signed id answered 500 (D10)', (a) => ({ ...a, status: 500, body: 'Internal Server Error' }), { at: '', answers: 'edgeId' }),
      fails('a signed id answered 200 with another coupon (D10)', anotherCoupon, { at: '/couponId', answers: 'edgeId' }),
      fails('a signed id answered 200 with the coupon of its digits: a sign is not leading zeros (D10)', digitsAnswered, {
        at: '/couponId',
        answers: 'edgeId',
      }),
      fails('a signed id answered 200 with a body that is not JSON', (a) => ({ ...a, status: 200, body: 'coupon 7' }), {
        at: '/couponId',
        answers: 'edgeId',
      }),
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
    examples: [
      passes('a signed id answered 400 (D10)', undefined, { answers: 'edgeId' }),
      passes('a signed id answered 404 (D10)', notFoundAnswer, { answers: 'edgeId' }),
      fails('a signed id answered 422 (D10)', jsonAnswer(422, { message: 'Unprocessable Entity' }), { at: '', answers: 'edgeId' }),
      fails('a signed id answered 403 (D10)', jsonAnswer(403, { message: 'Forbidden' }), { at: '', answers: 'edgeId' }),
    ],
  }),
];
