// The bytes of a body as JSON: a 200 that parses, and no name given twice in one object of any body
// (spec: Get one inquiry; decision D19).
import { decision, spec } from '../../sources.js';
import { nameTwice, text } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { expectJsonBody, expectUniqueNames } from '../../checks/json-body.js';
import { operation } from './shared.js';
import { fails, passes } from '../../example.js';

export const jsonBodyRules = [
  defineRule({
    id: 'inquiry.found.json',
    operation,
    subject: 'request',
    sources: [spec.getInquiry],
    title: 'MUST send a 200 body that is valid JSON',
    check: ({ exchange }) => expectJsonBody(exchange),
    faults: [
      {
        id: 'inquiry-truncated',
        defect: 'the 200 body cut off mid-JSON',
        answers: 'found',
        change: (a) => ({ ...a, body: a.body.slice(0, -10) }),
      },
    ],
    examples: [passes('a body that parses as JSON'), fails('a 200 whose body is not JSON', text('Inquiry 258799946'), { at: '' })],
  }),
  defineRule({
    id: 'inquiry.unique-names',
    operation,
    subject: 'request',
    sources: [decision.D19],
    title: 'SHOULD NOT give a name twice in one JSON object, in a 200 body or an error body',
    check: ({ exchange }) => expectUniqueNames(exchange),
    faults: [
      {
        id: 'inquiry-not-found-message-twice',
        defect: 'the 404 body gives its message twice, the same wording each time',
        answers: 'notFound',
        change: nameTwice('message'),
      },
    ],
    examples: [
      passes('every name once in each object'),
      fails('the envelope gives its code twice (D19)', nameTwice('code'), { at: '/code' }),
    ],
  }),
];
