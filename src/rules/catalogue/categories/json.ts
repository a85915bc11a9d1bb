// The 200 body as JSON (spec: List display categories; D19): it parses, and no object gives a name twice.
import { CATEGORIES } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { nameTwice } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { fails, passes } from '../../example.js';
import { DEPTH_6, nodeAt } from './shared.js';
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
        change: (a) => ({ ...a, body: a.body.slice(0, Math.min(100_000, Math.floor(a.body.length / 2))) }),
      },
    ],
    examples: [
      passes("the reference's tree, JSON"),
      fails('a 200 whose body is HTML, not JSON', (answer) => ({ ...answer, body: '<html>categories</html>' }), { at: '' }),
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
    examples: [
      passes("the reference's tree: no name twice in one object"),
      fails(
        'a node at the deepest level gives its code twice, the same value each time (D19)',
        (answer) => {
          const code = nodeAt(JSON.parse(answer.body), DEPTH_6).displayItemCategoryCode as number;
          const once = `"displayItemCategoryCode":${code},`;
          return { ...answer, body: answer.body.replace(once, once.repeat(2)) };
        },
        { at: `${DEPTH_6}/displayItemCategoryCode` },
      ),
    ],
  }),
];
