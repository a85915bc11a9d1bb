// Write methods on the coupon's path (decision D12): the API is read-only, so POST, PUT, PATCH and DELETE do not
// succeed.
import { jsonAnswer } from '../../answer-changes.js';
import { fails, passes } from '../../example.js';
import { defineRule } from '../../rule.js';
import { decision } from '../../sources.js';
import { expectNotSuccessful } from '../../checks/status.js';
import { operation } from './shared.js';

export const readOnly = [
  defineRule({
    id: 'coupon.read-only',
    operation,
    subject: 'exchange',
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
    faults: [
      {
        id: 'coupon-delete-succeeds',
        defect: 'DELETE on a coupon answers 204',
        answers: 'readOnly',
        change: (a, c) => (c.request.method === 'DELETE' ? { status: 204, headers: {}, body: '' } : a),
      },
    ],
    examples: [
      passes('POST answered 405 Method Not Allowed (D12)', undefined, { answers: 'readOnly' }),
      fails('POST answered 201 with a coupon (D12)', jsonAnswer(201, { couponId: 1 }), { at: '', answers: 'readOnly' }),
    ],
  }),
];
