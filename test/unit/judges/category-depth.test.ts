// Decision 6: the harness walks a category tree of any depth and width without recursion limits.
// Bodies are written as JSON text (trees.ts): building them as objects and stringifying would
// overflow the stack in the test itself.
import { describe, expect, it } from 'vitest';
import { categoryJudges } from '../../../src/judges/categories.js';
import { exchange } from '../../support/judges/exchange.js';
import { chainBody, chainLeafPointer, chainNode, treeRulesNotJudged, wideBody } from '../../support/judges/trees.js';
import { expectAllPassed, expectJudgement, observationOf, type Want } from '../../support/judges/expect-judgement.js';

const DEPTH = 10_000;
const WIDTH = 200_000;
const judge = (body: string) => ({ exchange: exchange({ body }), requestedId: '' });

describe('a 10,000-level chain', () => {
  it('is judged conforming without throwing, and measured', () => {
    const judgement = expectAllPassed(categoryJudges.found, judge(chainBody(DEPTH)));
    expect(judgement.facts.categoryTree).toEqual({ nodes: DEPTH + 1, leaves: 1, maxDepth: DEPTH, statusCounts: { ACTIVE: DEPTH + 1 } });
  });

  const leafPointer = chainLeafPointer(DEPTH);
  const bottom = (fields: string) => `{"displayItemCategoryCode":${DEPTH},${fields}}`;
  const defects: [string, { leaf: string; want: Want }][] = [
    [
      'name a number at the bottom',
      { leaf: bottom('"name":5,"status":"ACTIVE","child":[]'), want: { fail: { 'categories.node.fields': `${leafPointer}/name` } } },
    ],
    [
      'child null at the bottom',
      {
        leaf: bottom('"name":"n","status":"ACTIVE","child":null'),
        want: {
          fail: { 'categories.node.child': `${leafPointer}/child` },
          notJudged: treeRulesNotJudged('categories.node.child'),
        },
      },
    ],
    [
      'status "Active" at the bottom (SHOULD)',
      { leaf: bottom('"name":"n","status":"Active","child":[]'), want: { fail: { 'categories.status-values': `${leafPointer}/status` } } },
    ],
    [
      'an undocumented field at the bottom (SHOULD)',
      {
        leaf: bottom('"name":"n","status":"ACTIVE","child":[],"depth":10000'),
        want: { fail: { 'categories.unknown-fields': `${leafPointer}/depth` } },
      },
    ],
    [
      'the root code 0 again at the bottom (SHOULD)',
      {
        leaf: '{"displayItemCategoryCode":0,"name":"n","status":"ACTIVE","child":[]}',
        want: { fail: { 'categories.codes-unique': `${leafPointer}/displayItemCategoryCode` } },
      },
    ],
  ];

  it.each(defects)('reports %s under its one rule with the full JSON Pointer', (_name, { leaf, want }) => {
    const judgement = expectJudgement(categoryJudges.found, judge(chainBody(DEPTH, leaf)), want);
    const [rule] = Object.keys(want.fail ?? {});
    const pointer = observationOf(judgement, rule!).evidence?.violations?.[0]?.instancePath ?? '';
    expect(pointer.length).toBeGreaterThan(8 * DEPTH);
    expect(judgement.facts.categoryTree?.maxDepth).toBe(DEPTH);
  });
});

describe('a 200,000-node wide tree', () => {
  // How fast is the bench's (bigTreeMs in scripts/bench.ts, target <= 1000 ms): a test says what was found.
  it('is judged conforming and counted', () => {
    const body = wideBody(WIDTH);
    const judgement = expectAllPassed(categoryJudges.found, judge(body));
    expect(judgement.facts.categoryTree).toEqual({ nodes: WIDTH + 1, leaves: WIDTH, maxDepth: 1, statusCounts: { ACTIVE: WIDTH + 1 } });
  });
});

describe('deep values where a node was due: known bugs', () => {
  it('reports data = [a 10,000-level chain] under categories.envelope instead of throwing', () => {
    const body = `{"code":"SUCCESS","message":"","data":[${chainNode(DEPTH)}]}`;
    expectJudgement(categoryJudges.found, judge(body), { fail: { 'categories.envelope': '/data' }, skippedAfter: 'categories.envelope' });
  });

  it('warns on an undocumented envelope field holding a 10,000-level chain instead of throwing', () => {
    const body = `{"code":"SUCCESS","message":"","debug":${chainNode(DEPTH)},"data":{"displayItemCategoryCode":0,"name":"ROOT","status":"ACTIVE","child":[]}}`;
    expectJudgement(categoryJudges.found, judge(body), { fail: { 'categories.unknown-fields': '/debug' } });
  });
});
