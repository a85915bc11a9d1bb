// The shape of every error body: a JSON object with a string message (decision D9).
import { decision } from '../../sources.js';
import { defineRule } from '../../rule.js';
import { errorBodyShape } from '../../checks/error-messages.js';
import { operation } from './shared.js';
import { fails, passes } from '../../example.js';
import { json, jsonAnswer } from '../../answer-changes.js';

export const errorBodyRules = [
  defineRule({
    id: 'inquiry.error-body',
    operation,
    subject: 'request',
    sources: [decision.D9],
    title: 'SHOULD send error bodies as JSON objects with a string message',
    check: (s) => errorBodyShape(s.exchange),
    faults: [
      {
        id: 'inquiry-error-text-body',
        defect: 'error answers as plain text, not JSON',
        answers: ['notFound', 'malformed', 'foreign'],
        change: (a) => ({
          ...a,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
          body: JSON.parse(a.body).message,
        }),
      },
    ],
    examples: [
      passes('a JSON object with a string message (D9)', undefined, { answers: 'notFound' }),
      fails('the 400 as plain text (D9)', (a) => ({ ...a, headers: { 'Content-Type': 'text/plain' }, body: JSON.parse(a.body).message }), {
        at: '',
        answers: 'malformed',
      }),
      fails(
        'a message that is the number 404',
        json((b) => {
          b.message = 404;
        }),
        { at: '/message', answers: 'notFound' },
      ),
      fails('the message in `error`, not `message`', jsonAnswer(404, { status: 404, error: 'Inquiry not found' }), {
        at: '/message',
        answers: 'notFound',
      }),
    ],
  }),
];
