// The faulty implementations of LIST_DISPLAY_CATEGORIES: the reference with one defect each.
import { answerAs, header, json, jsonAnswer, nameTwice, nodesAtDepth, status } from './changes.js';
import { contentTypeTwice } from './shared.js';
import type { Fault } from './fault.js';

export const CATEGORY_FAULTS: readonly Fault[] = [
  {
    id: 'categories-root-code',
    defect: 'root node with code 1',
    catches: 'categories.root',
    answers: 'found',
    change: json((b) => {
      b.data.displayItemCategoryCode = 1;
    }),
  },
  {
    id: 'categories-code-twice',
    defect: 'the envelope gives its code twice, the same value each time',
    catches: 'categories.unique-names',
    answers: 'found',
    change: nameTwice('code'),
  },
  {
    id: 'categories-code-ok',
    defect: 'envelope code "OK"',
    catches: 'categories.envelope',
    answers: 'found',
    change: json((b) => {
      b.code = 'OK';
    }),
  },
  {
    id: 'categories-code-error',
    defect: 'envelope code "ERROR" on a 200 with the tree',
    catches: 'categories.envelope',
    answers: 'found',
    change: json((b) => {
      b.code = 'ERROR';
    }),
  },
  {
    id: 'categories-message-null',
    defect: 'envelope message null',
    catches: 'categories.envelope',
    answers: 'found',
    change: json((b) => {
      b.message = null;
    }),
  },
  {
    id: 'categories-child-null',
    defect: 'child null on leaves 4 levels down',
    catches: 'categories.node.child',
    answers: 'found',
    change: json((b) => {
      for (const n of nodesAtDepth(b.data, 4)) if (n.child.length === 0) n.child = null;
    }),
  },
  {
    id: 'categories-child-missing',
    defect: 'child missing on the deepest leaves',
    catches: 'categories.node.child',
    answers: 'found',
    change: json((b) => {
      for (const n of nodesAtDepth(b.data, 6)) delete n.child;
    }),
  },
  {
    id: 'categories-name-number',
    defect: 'a node name sent as a number, 5 levels down',
    catches: 'categories.node.fields',
    answers: 'found',
    change: json((b) => {
      nodesAtDepth(b.data, 5)[7].name = 12345;
    }),
  },
  {
    id: 'categories-code-string',
    defect: 'category codes as strings on the top level',
    catches: 'categories.node.fields',
    answers: 'found',
    change: json((b) => {
      for (const n of b.data.child) n.displayItemCategoryCode = String(n.displayItemCategoryCode);
    }),
  },
  {
    id: 'categories-duplicate-code',
    defect: 'two nodes share a code',
    catches: 'categories.codes-unique',
    answers: 'found',
    change: json((b) => {
      const level = nodesAtDepth(b.data, 3);
      level[1].displayItemCategoryCode = level[0].displayItemCategoryCode;
    }),
  },
  {
    id: 'categories-status-lowercase',
    defect: 'status "active" on some nodes',
    catches: 'categories.status-values',
    answers: 'found',
    change: json((b) => {
      for (const n of nodesAtDepth(b.data, 2)) n.status = n.status.toLowerCase();
    }),
  },
  {
    id: 'categories-extra-field',
    defect: 'an undocumented field on deep nodes',
    catches: 'categories.unknown-fields',
    answers: 'found',
    change: json((b) => {
      for (const n of nodesAtDepth(b.data, 6)) n.sortOrder = 1;
    }),
  },
  {
    id: 'categories-content-type',
    defect: 'Content-Type text/html',
    catches: 'categories.content-type',
    answers: 'found',
    change: header('Content-Type', 'text/html'),
  },
  {
    id: 'categories-content-type-twice',
    defect: 'the same Content-Type line twice',
    catches: 'categories.content-type-once',
    answers: 'found',
    change: contentTypeTwice,
  },
  {
    id: 'categories-truncated',
    defect: 'the tree cut off mid-JSON',
    catches: 'categories.json',
    answers: 'found',
    change: (a) => ({ ...a, body: a.body.slice(0, 100_000) }),
  },
  {
    id: 'categories-503',
    defect: '503 for the category list',
    catches: 'categories.no-server-error',
    alsoBreaks: ['categories.status'],
    answers: 'found',
    change: jsonAnswer(503, { code: 'ERROR', message: 'Service Unavailable' }),
  },
  {
    id: 'categories-202',
    defect: '202 instead of 200',
    catches: 'categories.status',
    answers: 'found',
    change: status(202),
  },
  {
    id: 'categories-post-succeeds',
    defect: 'POST on the category list answers 200',
    catches: 'categories.read-only',
    answers: 'write',
    change: (a, c) => (c.request.method === 'POST' ? answerAs(() => ({ request: { ...c.request, method: 'GET' } }))(a, c) : a),
  },

  {
    id: 'categories-root-code-string',
    defect: 'the root code "0" as a string',
    catches: 'categories.node.fields',
    notPassed: ['categories.root'],
    answers: 'found',
    change: json((b) => {
      b.data.displayItemCategoryCode = '0';
    }),
  },
  {
    id: 'categories-child-object',
    defect: 'a child that is an object, not an array, 2 levels down',
    catches: 'categories.node.child',
    notPassed: ['categories.codes-unique', 'categories.status-values', 'categories.node.fields', 'categories.unknown-fields'],
    answers: 'found',
    change: json((b) => {
      const node = nodesAtDepth(b.data, 2)[0];
      node.child = { ...node.child };
    }),
  },
];
