// Write methods on the inquiry path: POST, PUT, PATCH and DELETE do not succeed (decision D12).
import { decision } from '../../sources.js';
import { jsonAnswer } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { expectNotSuccessful } from '../../checks/status.js';
import { operation } from './shared.js';
import { fails, passes } from '../../example.js';

export const writeMethodRules = [
  defineRule({
    id: 'inquiry.read-only',
    operation,
    subject: 'exchange',
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
    faults: [
      {
        id: 'inquiry-put-succeeds',
        defect: 'PUT on an inquiry answers 200',
        answers: 'readOnly',
        change: (a, c) => (c.request.method === 'PUT' ? jsonAnswer(200, { code: 200, message: 'OK' })(a, c) : a),
      },
    ],
    examples: [
      passes('405 Method Not Allowed for a write method (D12)', undefined, { answers: 'readOnly' }),
      fails('200 for a write method on the inquiry path (D12)', jsonAnswer(200, { code: 200, message: 'OK' }), {
        at: '',
        answers: 'readOnly',
      }),
    ],
  }),
];
