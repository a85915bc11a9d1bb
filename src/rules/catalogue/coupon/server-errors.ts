// No 5xx, whatever the request (decisions D11 and D16): the one rule every judge of the coupon applies first.
import { COUPON } from '../../../operations.js';
import { digits, jsonAnswer, onlyFor, status } from '../../answer-changes.js';
import { fails, passes } from '../../example.js';
import { defineRule } from '../../rule.js';
import { decision } from '../../sources.js';
import { expectNoServerError } from '../../checks/status.js';
import { operation } from './shared.js';

export const serverErrors = [
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
    examples: [
      passes('the coupon answered 200'),
      passes('an unknown id answered 404', undefined, { answers: 'notFound' }),
      fails('an existing coupon answered 500 (D11)', status(500), { at: '' }),
      fails('an unknown id answered 500', jsonAnswer(500, { message: 'Internal Server Error' }), { at: '', answers: 'notFound' }),
      fails(
        'an edge form of the id answered 500, its body not JSON (D10, D16)',
        (answer) => ({ ...answer, status: 500, body: 'Internal Server Error' }),
        {
          at: '',
          answers: 'edgeId',
        },
      ),
    ],
  }),
];
