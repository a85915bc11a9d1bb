// No server error, whatever the request: the rule every judge of the inquiry applies first (decisions D11, D16).
import { decision } from '../../sources.js';
import { jsonAnswer, status } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { expectNoServerError } from '../../checks/status.js';
import { operation } from './shared.js';
import { fails, passes } from '../../example.js';

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
    examples: [
      passes("the reference's 200 for an inquiry of the calling vendor"),
      fails('a 500 for an inquiry of the calling vendor (D11)', status(500), { at: '' }),
      fails('a 503 for an edge form of an id: a server error, whatever the id (D10)', status(503), { at: '', answers: 'edgeId' }),
      fails('a 503 for PUT on the inquiry path: a server error, not a success (D12)', status(503), { at: '', answers: 'readOnly' }),
    ],
  }),
];
