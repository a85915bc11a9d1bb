// The shape of every error body of the coupon, the 404's and the 400's (decision D9): a JSON object with a string
// message.
import { jsonAnswer } from '../../answer-changes.js';
import { fails, passes } from '../../example.js';
import { defineRule } from '../../rule.js';
import { decision } from '../../sources.js';
import { errorBodyShape } from '../../checks/error-messages.js';
import { operation } from './shared.js';

export const errorBody = [
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
    examples: [
      passes('the documented 404', undefined, { answers: 'notFound' }),
      passes('the documented 400', undefined, { answers: 'malformed' }),
      fails('the 404 as plain text (D9)', (a) => ({ ...a, headers: { 'Content-Type': 'text/plain' }, body: JSON.parse(a.body).message }), {
        at: '',
        answers: 'notFound',
      }),
      fails('a 404 without a message', jsonAnswer(404, { code: 404 }), { at: '/message', answers: 'notFound' }),
      fails('Spring\'s default 400, "Bad Request" in `error`', jsonAnswer(400, { status: 400, error: 'Bad Request', path: '/x' }), {
        at: '/message',
        answers: 'malformed',
      }),
    ],
  }),
];
