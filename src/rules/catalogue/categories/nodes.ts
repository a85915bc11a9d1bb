// Every node of the tree, at every depth (spec: DisplayCategory; D6): a child array, an integer code, a string
// name and status, each code used once in the tree, each status one of the documented values. Walked once
// however deep (src/rules/checks/category-tree.ts).
import { CATEGORIES } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { json, nodesAtDepth } from '../../answer-changes.js';
import { show, showChoices } from '../../describe.js';
import { defineRule, eachNode, on, type TreeNode } from '../../rule.js';
import { violation } from '../../violation.js';
import { fails, failsAt, passes } from '../../example.js';
import { DEPTH_3, DEPTH_4, DEPTH_5, DEPTH_6, FIRST_TOP, aNullNode, belowANullChild, belowANullRootChild, nodeAt } from './shared.js';

const { operation } = CATEGORIES;
const NODE = '/data(/child/\\d+)*';
export const DOCUMENTED_STATUSES: readonly string[] = ['ACTIVE', 'READY', 'DISABLED'];

/** Each code that is a number, reported where it is used again, naming where it was first (the node schema speaks of the others). */
const codesUsedOnce = eachNode(() => {
  const firstSeen = new Map<number, TreeNode>();
  return (here) => {
    const code = here.node.displayItemCategoryCode;
    if (typeof code !== 'number') return undefined;
    const earlier = firstSeen.get(code);
    if (!earlier) {
      firstSeen.set(code, here);
      return undefined;
    }
    return [
      violation('unique', {
        at: `${here.pointer()}/displayItemCategoryCode`,
        message: 'category code used twice',
        expected: `a code not used elsewhere (also at ${earlier.pointer()})`,
        actual: show(code),
      }),
    ];
  };
});

/** A status that is a string but not one of the documented values (the node schema speaks of the others). */
const documentedStatus = eachNode(() => (here) => {
  const { status } = here.node;
  if (typeof status !== 'string' || DOCUMENTED_STATUSES.includes(status)) return undefined;
  return [
    violation('enum', {
      at: `${here.pointer()}/status`,
      message: 'status is not one of the documented values',
      expected: showChoices(DOCUMENTED_STATUSES),
      actual: show(status),
    }),
  ];
});

export const nodeRules = [
  defineRule({
    id: 'categories.node.child',
    operation,
    subject: 'tree',
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give every node, at every depth, a child array ([] for a leaf; never null or missing)',
    claims: [on(new RegExp(`^${NODE}/child$`), 'type', 'required')],
    faults: [
      {
        id: 'categories-child-null',
        defect: 'child null on leaves 4 levels down',
        answers: 'found',
        change: json((b) => {
          for (const n of nodesAtDepth(b.data, 4)) if (n.child.length === 0) n.child = null;
        }),
      },
      {
        id: 'categories-child-missing',
        defect: 'child missing on the deepest leaves',
        answers: 'found',
        change: json((b) => {
          for (const n of nodesAtDepth(b.data, 6)) delete n.child;
        }),
      },
      {
        id: 'categories-child-object',
        defect: 'a child that is an object, not an array, 2 levels down',
        notPassed: ['categories.codes-unique', 'categories.status-values', 'categories.node.fields', 'categories.unknown-fields'],
        answers: 'found',
        change: json((b) => {
          const node = nodesAtDepth(b.data, 2)[0];
          node.child = { ...node.child };
        }),
      },
    ],
    examples: [
      passes("the reference's tree: [] on every leaf"),
      fails(
        'child null on a node 4 levels down (D6)',
        json((b) => {
          nodeAt(b, DEPTH_4).child = null;
        }),
        { at: `${DEPTH_4}/child` },
      ),
      fails(
        'child missing on a leaf (D6: [] for a leaf, never missing)',
        json((b) => {
          delete nodeAt(b, DEPTH_3).child;
        }),
        { at: `${DEPTH_3}/child` },
      ),
      failsAt('child null on the root', '/data/child', null),
      aNullNode,
    ],
  }),
  // A node below the root that is not an object, and code, name and status missing or of the wrong type.
  defineRule({
    id: 'categories.node.fields',
    operation,
    subject: 'tree',
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give every node, at every depth, an integer code, a string name and a string status',
    claims: [on(/^\/data(\/child\/\d+)+$/, 'type'), on(new RegExp(`^${NODE}/(displayItemCategoryCode|name|status)$`), 'type', 'required')],
    faults: [
      {
        id: 'categories-name-number',
        defect: 'a node name sent as a number, 5 levels down',
        answers: 'found',
        change: json((b) => {
          nodesAtDepth(b.data, 5)[7].name = 12345;
        }),
      },
      {
        id: 'categories-code-string',
        defect: 'category codes as strings on the top level',
        answers: 'found',
        change: json((b) => {
          for (const n of b.data.child) n.displayItemCategoryCode = String(n.displayItemCategoryCode);
        }),
      },
      {
        id: 'categories-root-code-string',
        defect: 'the root code "0" as a string',
        notPassed: ['categories.root'],
        answers: 'found',
        change: json((b) => {
          b.data.displayItemCategoryCode = '0';
        }),
      },
    ],
    examples: [
      passes("the reference's tree"),
      fails(
        'a name that is a number at the deepest level',
        json((b) => {
          nodeAt(b, DEPTH_6).name = 42;
        }),
        { at: `${DEPTH_6}/name` },
      ),
      fails(
        'a code 1.5 five levels down: not an integer',
        json((b) => {
          nodeAt(b, DEPTH_5).displayItemCategoryCode = 1.5;
        }),
        { at: `${DEPTH_5}/displayItemCategoryCode` },
      ),
      fails(
        'status missing three levels down',
        json((b) => {
          delete nodeAt(b, DEPTH_3).status;
        }),
        { at: `${DEPTH_3}/status` },
      ),
      fails(
        'a null node in a child array',
        json((b) => {
          nodeAt(b, DEPTH_4).child = [null];
        }),
        { at: `${DEPTH_4}/child/0` },
      ),
      failsAt('the root code "0", a string', '/data/displayItemCategoryCode', '0'),
      belowANullChild,
      belowANullRootChild,
      failsAt('a node that is not an object at a two-digit index', '/data/child/12', 42),
    ],
  }),
  defineRule({
    id: 'categories.codes-unique',
    operation,
    subject: 'tree',
    sources: [decision.D6],
    title: 'SHOULD use each displayItemCategoryCode once in the tree',
    check: codesUsedOnce,
    faults: [
      {
        id: 'categories-duplicate-code',
        defect: 'two nodes share a code',
        answers: 'found',
        change: json((b) => {
          const level = nodesAtDepth(b.data, 3);
          level[1].displayItemCategoryCode = level[0].displayItemCategoryCode;
        }),
      },
    ],
    examples: [
      passes("the reference's tree: each code once"),
      fails(
        'a node five levels down given the code of the first top-level category (D6)',
        json((b) => {
          nodeAt(b, DEPTH_5).displayItemCategoryCode = nodeAt(b, FIRST_TOP).displayItemCategoryCode;
        }),
        { at: `${DEPTH_5}/displayItemCategoryCode` },
      ),
      belowANullRootChild,
      aNullNode,
      belowANullChild,
    ],
  }),
  defineRule({
    id: 'categories.status-values',
    operation,
    subject: 'tree',
    sources: [decision.D6],
    title: 'SHOULD give status as ACTIVE, READY or DISABLED',
    check: documentedStatus,
    faults: [
      {
        id: 'categories-status-lowercase',
        defect: 'status "active" on some nodes',
        answers: 'found',
        change: json((b) => {
          for (const n of nodesAtDepth(b.data, 2)) n.status = n.status.toLowerCase();
        }),
      },
    ],
    examples: [
      passes(
        'READY and DISABLED deep in the tree: documented values (D6)',
        json((b) => {
          nodeAt(b, DEPTH_3).status = 'READY';
          nodeAt(b, DEPTH_6).status = 'DISABLED';
        }),
      ),
      fails(
        'status "ACTIVE " with a trailing space, three levels down',
        json((b) => {
          nodeAt(b, DEPTH_3).status = 'ACTIVE ';
        }),
        { at: `${DEPTH_3}/status` },
      ),
      fails(
        'status "active" on the first top-level category (D6: the values are upper case)',
        json((b) => {
          nodeAt(b, FIRST_TOP).status = 'active';
        }),
        { at: `${FIRST_TOP}/status` },
      ),
      belowANullChild,
      aNullNode,
      belowANullRootChild,
    ],
  }),
];
