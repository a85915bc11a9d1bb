// Write methods on the category path (D12): the list is read-only, so POST, PUT, PATCH or DELETE must not succeed.
import { CATEGORIES } from '../../../operations.js';
import { decision } from '../../sources.js';
import { answerAs, status } from '../../answer-changes.js';
import { fails, passes } from '../../example.js';
import { defineRule } from '../../rule.js';
import { expectNotSuccessful } from '../../checks/status.js';

const { operation } = CATEGORIES;

export const writeRules = [
  defineRule({
    id: 'categories.read-only',
    operation,
    subject: 'exchange',
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
    faults: [
      {
        id: 'categories-post-succeeds',
        defect: 'POST on the category list answers 200',
        answers: 'readOnly',
        change: (a, c) => (c.request.method === 'POST' ? answerAs(() => ({ request: { ...c.request, method: 'GET' } }))(a, c) : a),
      },
    ],
    examples: [
      passes("the reference's 405 to a write method", undefined, { answers: 'readOnly' }),
      passes('a 404 to a write method: not a success', status(404), { answers: 'readOnly' }),
      fails('a write method answered 204: it succeeded (D12)', status(204), { at: '', answers: 'readOnly' }),
    ],
  }),
];
