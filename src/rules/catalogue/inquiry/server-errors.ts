// No server error, whatever the request: the rule every judge of the inquiry applies first (decisions D11, D16).
import { decision } from '../../sources.js';
import { jsonAnswer } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { expectNoServerError } from '../../checks/status.js';
import { operation } from './shared.js';

export const serverErrorRules = [
  defineRule({
    id: 'inquiry.no-server-error',
    operation,
    subject: 'exchange',
    sources: [decision.D11, decision.D16],
    title: 'MUST NOT answer any request with a 5xx status',
    check: expectNoServerError,
    faults: [
      {
        id: 'inquiry-malformed-500',
        defect: '500 for ids with letters',
        alsoBreaks: ['inquiry.malformed.status'],
        answers: 'malformed',
        change: jsonAnswer(500, { code: 500, message: 'NumberFormatException' }),
      },
    ],
  }),
] as const;
