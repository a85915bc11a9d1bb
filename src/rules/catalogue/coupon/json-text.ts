// The text of the body as JSON (spec "Get coupon", decision D19): the 200 is valid JSON, and no body, the 200's
// or an error's, gives a name twice in one object.
import { nameTwice, text } from '../../answer-changes.js';
import { fails, passes } from '../../example.js';
import { defineRule } from '../../rule.js';
import { decision, spec } from '../../sources.js';
import { expectJsonBody, expectUniqueNames } from '../../checks/json-body.js';
import { operation } from './shared.js';

export const jsonText = [
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
    examples: [
      passes('the coupon as JSON'),
      fails('a 200 whose body is HTML', text('<html><body>OK</body></html>'), { at: '' }),
      fails('a 200 with an empty body', text(''), { at: '' }),
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
    examples: [
      passes('each name once'),
      passes('the 404 with each name once', undefined, { answers: 'notFound' }),
      fails('couponId given twice, the same number each time (D19)', nameTwice('couponId'), { at: '/couponId' }),
      fails(
        'couponId given twice, first as a string (D19)',
        nameTwice('couponId', (c) => String(c.couponId)),
        { at: '/couponId' },
      ),
      fails(
        'a 404 giving message twice (D19)',
        nameTwice('message', () => 'Not Found'),
        { at: '/message', answers: 'notFound' },
      ),
      fails('a 400 giving code twice (D19)', nameTwice('code'), { at: '/code', answers: 'malformed' }),
    ],
  }),
];
