// The 200 body as JSON (spec: List display categories; D19): it parses, and no object gives a name twice.
import { CATEGORIES } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { nameTwice } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { expectJsonBody, expectUniqueNames } from '../../checks/json-body.js';

const { operation } = CATEGORIES;

export const jsonRules = [
  defineRule({
    id: 'categories.json',
    operation,
    subject: 'request',
    sources: [spec.listCategories],
    title: 'MUST send a 200 body that is valid JSON',
    check: ({ exchange }) => expectJsonBody(exchange),
    faults: [
      {
        id: 'categories-truncated',
        defect: 'the tree cut off mid-JSON',
        answers: 'found',
        change: (a) => ({ ...a, body: a.body.slice(0, 100_000) }),
      },
    ],
  }),
  defineRule({
    id: 'categories.unique-names',
    operation,
    subject: 'request',
    sources: [decision.D19],
    title: 'SHOULD NOT give a name twice in one JSON object, in the body',
    check: ({ exchange }) => expectUniqueNames(exchange),
    faults: [
      {
        id: 'categories-code-twice',
        defect: 'the envelope gives its code twice, the same value each time',
        answers: 'found',
        change: nameTwice('code'),
      },
    ],
  }),
] as const;
