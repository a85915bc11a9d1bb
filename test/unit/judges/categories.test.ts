// categoryJudges.found: no false alarm on the official list and the reference tree, counted as an independent
// walk counts them; and a failure that leaves nothing to judge stops the judgement. What each rule makes of one
// defect, at any depth, is its examples (src/rules/catalogue/categories/, judged by test/unit/rules/examples.test.ts).
import { CATEGORIES } from '../../../src/operations.js';
import { describe, expect, it } from 'vitest';
import { categoryJudges } from '../../../src/judges/categories.js';
import { buildDataset } from '../../../src/reference/index.js';
import { DEPTH_5, FIRST_TOP, nodeAt } from '../../../src/rules/catalogue/categories/shared.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { officialCategories, changed, type Doc } from '../../support/judges/samples.js';
import { countTree } from '../../support/judges/trees.js';
import { expectAllPassed, expectJudgement, type Want } from '../../support/judges/expect-judgement.js';

const URL = `http://127.0.0.1:8080${CATEGORIES.path}`;
const referenceList = { code: 'SUCCESS', message: '', data: buildDataset().categoryRoot };
const root: Doc = referenceList.data;

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
});

describe('categoryJudges.found: the evidence of a duplicated code', () => {
  it('names the first place of a duplicated code', () => {
    const judgement = categoryJudges.found.judge(
      input({
        change: (l) => {
          nodeAt(l, DEPTH_5).displayItemCategoryCode = 77834;
        },
      }),
    );
    const duplicate = judgement.observations.find((o) => o.rule === 'categories.codes-unique');
    expect(duplicate?.evidence?.violations?.[0]?.expected).toContain(FIRST_TOP);
  });
});

const treeNotJudged = { skippedAfter: 'categories.envelope' } as const;

const gated: [string, { given: Given; want: Want }][] = [
  [
    'a 200 whose body is not JSON',
    {
      given: { body: '<html>categories</html>' },
      want: { fail: { 'categories.json': '' }, skippedAfter: 'categories.json', notJudged: { 'categories.unique-names': null } },
    },
  ],
  [
    'status 500',
    {
      given: { status: 500 },
      want: { fail: { 'categories.no-server-error': '', 'categories.status': '' }, skippedAfter: 'categories.status' },
    },
  ],
  // No root node to walk: the envelope reports it, and the tree is not judged.
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

describe('categoryJudges.found: a failure that leaves nothing to judge stops the judgement', () => {
  it.each(gated)('%s', (_name, { given, want }) => {
    const judgement = expectJudgement(categoryJudges.found, input(given), want);
    if (want.skippedAfter) expect(judgement.facts.categoryTree).toBeUndefined();
  });
});
