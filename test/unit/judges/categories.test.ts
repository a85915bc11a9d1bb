// categoryJudges.found: no false alarm on the official list and the reference tree, and each single
// defect, at any depth, reported under exactly the one rule it breaks.
import { CATEGORIES } from '../../../src/operations.js';
import { describe, expect, it } from 'vitest';
import { categoryJudges } from '../../../src/judges/categories.js';
import { buildDataset } from '../../../src/reference/index.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { officialCategories, changed, type Doc } from '../../support/judges/samples.js';
import { countTree, findNode } from '../../support/judges/trees.js';
import { expectAllPassed, expectJudgement, type Want } from '../../support/judges/expect-judgement.js';

const URL = `http://127.0.0.1:8080${CATEGORIES.path}`;
const referenceList = { code: 'SUCCESS', message: '', data: buildDataset().categoryRoot };
const root: Doc = referenceList.data;

/** The node at a /data/child/i/... JSON Pointer of the list body. */
function nodeAt(list: Doc, pointer: string): Doc {
  return pointer
    .split('/')
    .slice(2)
    .reduce((node: Doc, key) => node[key], list.data);
}

// Places in the reference tree, found once; each case changes its own clone of the tree there.
const depth3 = findNode(root, (_n, depth) => depth === 3);
const depth4 = findNode(root, (_n, depth) => depth === 4);
const depth5 = findNode(root, (_n, depth) => depth === 5);
const deepest = findNode(root, (_n, depth) => depth === 6);
const leaf = findNode(root, (n, depth) => depth >= 3 && n.child.length === 0);
const firstTop = findNode(root, (_n, depth) => depth === 1);

interface Given extends Partial<ExchangeSpec> {
  /** One change to a clone of the reference list; ignored when `body` is given. */
  change?: (list: Doc) => void;
}

const input = ({ change = () => {}, ...spec }: Given) => ({
  exchange: exchange({ body: changed(referenceList, change), url: URL, ...spec }),
  requestedId: '',
});

describe('categoryJudges.found: zero false alarms', () => {
  it('judges the official list (root and the 15 top-level categories) conforming and counts it', () => {
    const judgement = expectAllPassed(categoryJudges.found, input({ body: officialCategories }));
    expect(judgement.facts.categoryTree).toEqual({ nodes: 16, leaves: 15, maxDepth: 1, statusCounts: { ACTIVE: 16 } });
  });

  // Issue 36: "127 nodes, 0 leaves" for a tree whose leaves lack child.
  it('counts a node without a child array as a leaf', () => {
    const judgement = categoryJudges.found.judge(
      input({
        change: (list) => {
          list.data.child = [{ displayItemCategoryCode: 1, name: 'a', status: 'ACTIVE' }, ...list.data.child.slice(0, 2)];
          for (const node of list.data.child.slice(1)) node.child = [{ displayItemCategoryCode: node.displayItemCategoryCode * 10 }];
        },
      }),
    );
    expect(judgement.facts.categoryTree).toMatchObject({ nodes: 6, leaves: 3 });
  });

  it('judges the reference tree conforming and counts it as an independent walk does', () => {
    const judgement = expectAllPassed(categoryJudges.found, input({}));
    expect(judgement.facts.categoryTree).toEqual(countTree(root));
    expect(judgement.facts.categoryTree?.maxDepth).toBe(6);
  });

  it('changes the tree at the depths the tables claim', () => {
    expect([depth3.depth, depth4.depth, depth5.depth, deepest.depth]).toEqual([3, 4, 5, 6]);
    expect(leaf.node.child).toEqual([]);
    expect(leaf.depth).toBeGreaterThanOrEqual(3);
    expect(firstTop.node.displayItemCategoryCode).toBe(77834);
  });

  const accepted: [string, Given][] = [
    [
      'READY and DISABLED deep in the tree',
      {
        change: (l) => {
          nodeAt(l, depth3.pointer).status = 'READY';
          nodeAt(l, deepest.pointer).status = 'DISABLED';
        },
      },
    ],
    [
      'a non-empty message',
      {
        change: (l) => {
          l.message = 'OK';
        },
      },
    ],
  ];
  it.each(accepted)('accepts %s', (_name, given) => {
    expectAllPassed(categoryJudges.found, input(given));
  });
});

const treeNotJudged = { skippedAfter: 'categories.envelope' } as const;

const defects: [string, { given: Given; want: Want }][] = [
  [
    'root code 1',
    {
      given: {
        change: (l) => {
          l.data.displayItemCategoryCode = 1;
        },
      },
      want: { fail: { 'categories.root': '/data/displayItemCategoryCode' } },
    },
  ],
  [
    'code "ERROR" on a success',
    {
      given: {
        change: (l) => {
          l.code = 'ERROR';
        },
      },
      want: { fail: { 'categories.envelope': '/code' } },
    },
  ],
  [
    'code "OK"',
    {
      given: {
        change: (l) => {
          l.code = 'OK';
        },
      },
      want: { fail: { 'categories.envelope': '/code' } },
    },
  ],
  [
    'code 200 (a number)',
    {
      given: {
        change: (l) => {
          l.code = 200;
        },
      },
      want: { fail: { 'categories.envelope': '/code' } },
    },
  ],
  [
    'message missing',
    {
      given: {
        change: (l) => {
          delete l.message;
        },
      },
      want: { fail: { 'categories.envelope': '/message' } },
    },
  ],
  [
    'message null',
    {
      given: {
        change: (l) => {
          l.message = null;
        },
      },
      want: { fail: { 'categories.envelope': '/message' } },
    },
  ],
  [
    'child null at depth 4',
    {
      given: {
        change: (l) => {
          nodeAt(l, depth4.pointer).child = null;
        },
      },
      want: {
        notJudged: {
          'categories.unknown-fields': 'categories.node.child',
          'categories.node.fields': 'categories.node.child',
          'categories.codes-unique': 'categories.node.child',
          'categories.status-values': 'categories.node.child',
        },
        fail: { 'categories.node.child': `${depth4.pointer}/child` },
      },
    },
  ],
  [
    'child missing on a leaf',
    {
      given: {
        change: (l) => {
          delete nodeAt(l, leaf.pointer).child;
        },
      },
      want: { fail: { 'categories.node.child': `${leaf.pointer}/child` } },
    },
  ],
  [
    'child null on the root',
    {
      given: {
        change: (l) => {
          l.data.child = null;
        },
      },
      want: {
        notJudged: {
          'categories.unknown-fields': 'categories.node.child',
          'categories.node.fields': 'categories.node.child',
          'categories.codes-unique': 'categories.node.child',
          'categories.status-values': 'categories.node.child',
        },
        fail: { 'categories.node.child': '/data/child' },
      },
    },
  ],
  [
    'name a number at depth 6',
    {
      given: {
        change: (l) => {
          nodeAt(l, deepest.pointer).name = 42;
        },
      },
      want: { fail: { 'categories.node.fields': `${deepest.pointer}/name` } },
    },
  ],
  [
    'code 1.5 at depth 5',
    {
      given: {
        change: (l) => {
          nodeAt(l, depth5.pointer).displayItemCategoryCode = 1.5;
        },
      },
      want: { fail: { 'categories.node.fields': `${depth5.pointer}/displayItemCategoryCode` } },
    },
  ],
  [
    'status missing at depth 3',
    {
      given: {
        change: (l) => {
          delete nodeAt(l, depth3.pointer).status;
        },
      },
      want: { fail: { 'categories.node.fields': `${depth3.pointer}/status` } },
    },
  ],
  [
    'a null node in a child array',
    {
      given: {
        change: (l) => {
          nodeAt(l, depth4.pointer).child = [null];
        },
      },
      want: {
        notJudged: {
          'categories.unknown-fields': 'categories.node.fields',
          'categories.node.child': 'categories.node.fields',
          'categories.codes-unique': 'categories.node.fields',
          'categories.status-values': 'categories.node.fields',
        },
        fail: { 'categories.node.fields': `${depth4.pointer}/child/0` },
      },
    },
  ],
  [
    'a code used twice (SHOULD)',
    {
      given: {
        change: (l) => {
          nodeAt(l, depth5.pointer).displayItemCategoryCode = 77834;
        },
      },
      want: { fail: { 'categories.codes-unique': `${depth5.pointer}/displayItemCategoryCode` } },
    },
  ],
  [
    'status "ACTIVE " (SHOULD)',
    {
      given: {
        change: (l) => {
          nodeAt(l, depth3.pointer).status = 'ACTIVE ';
        },
      },
      want: { fail: { 'categories.status-values': `${depth3.pointer}/status` } },
    },
  ],
  [
    'status "active" (SHOULD)',
    {
      given: {
        change: (l) => {
          nodeAt(l, firstTop.pointer).status = 'active';
        },
      },
      want: { fail: { 'categories.status-values': `${firstTop.pointer}/status` } },
    },
  ],
  [
    'an undocumented field on a deep node (SHOULD)',
    {
      given: {
        change: (l) => {
          nodeAt(l, deepest.pointer).parentCode = 1;
        },
      },
      want: { fail: { 'categories.unknown-fields': `${deepest.pointer}/parentCode` } },
    },
  ],
  [
    'an undocumented field in the envelope (SHOULD)',
    {
      given: {
        change: (l) => {
          l.transactionId = 't-1';
        },
      },
      want: { fail: { 'categories.unknown-fields': '/transactionId' } },
    },
  ],
  [
    'data an array',
    {
      given: {
        change: (l) => {
          l.data = [l.data];
        },
      },
      want: { fail: { 'categories.envelope': '/data' }, ...treeNotJudged },
    },
  ],
  [
    'data null',
    {
      given: {
        change: (l) => {
          l.data = null;
        },
      },
      want: { fail: { 'categories.envelope': '/data' }, ...treeNotJudged },
    },
  ],
  [
    'data missing',
    {
      given: {
        change: (l) => {
          delete l.data;
        },
      },
      want: { fail: { 'categories.envelope': '/data' }, ...treeNotJudged },
    },
  ],
  ['a JSON array instead of the envelope', { given: { body: [] }, want: { fail: { 'categories.envelope': '' }, ...treeNotJudged } }],
];

describe('categoryJudges.found: one defect, one rule, at any depth', () => {
  it.each(defects)('%s', (_name, { given, want }) => {
    expectJudgement(categoryJudges.found, input(given), want);
  });

  it('names the first place of a duplicated code', () => {
    const judgement = categoryJudges.found.judge(
      input({
        change: (l) => {
          nodeAt(l, depth5.pointer).displayItemCategoryCode = 77834;
        },
      }),
    );
    const duplicate = judgement.observations.find((o) => o.rule === 'categories.codes-unique');
    expect(duplicate?.evidence?.violations?.[0]?.expected).toContain(firstTop.pointer);
  });
});

const gated: [string, { given: Given; want: Want }][] = [
  [
    'a 200 whose body is not JSON',
    {
      given: { body: '<html>categories</html>' },
      want: { fail: { 'categories.json': '' }, skippedAfter: 'categories.json', notJudged: { 'categories.unique-names': null } },
    },
  ],
  ['a valid list sent as text/html', { given: { contentType: 'text/html' }, want: { fail: { 'categories.content-type': '' } } }],
  [
    'status 500',
    {
      given: { status: 500 },
      want: { fail: { 'categories.no-server-error': '', 'categories.status': '' }, skippedAfter: 'categories.status' },
    },
  ],
];

describe('categoryJudges.found: a failure that leaves nothing to judge stops the judgement', () => {
  it.each(gated)('%s', (_name, { given, want }) => {
    const judgement = expectJudgement(categoryJudges.found, input(given), want);
    if (want.skippedAfter) expect(judgement.facts.categoryTree).toBeUndefined();
  });
});

describe('categoryJudges.found: known bugs', () => {
  it('a root code "0" (a string) fails only categories.node.fields', () => {
    expectJudgement(
      categoryJudges.found,
      input({
        change: (l) => {
          l.data.displayItemCategoryCode = '0';
        },
      }),
      {
        fail: { 'categories.node.fields': '/data/displayItemCategoryCode' },
        notJudged: { 'categories.root': 'categories.node.fields' },
      },
    );
  });
});
