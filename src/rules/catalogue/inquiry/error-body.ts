// The shape of every error body: a JSON object with a string message (decision D9).
import { decision } from '../../sources.js';
import { defineRule } from '../../rule.js';
import { errorBodyShape } from '../../checks/error-messages.js';
import { operation } from './shared.js';

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
  }),
] as const;
