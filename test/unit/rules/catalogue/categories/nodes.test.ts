// The family of every node of the category tree (src/rules/catalogue/categories/nodes.ts): its checks walked
// on hand-built trees (what each finds, where, and its budget of 1000). A rule of the tree added the way a newcomer
// adds one is test/unit/docs/adding-a-rule.test.ts's.
import { describe, expect, it } from 'vitest';
import { categories } from '../../../../../src/rules/catalogue/index.js';
import { MAX_TREE_PROBLEMS, walkCategoryTree } from '../../../../../src/rules/checks/category-tree.js';
import { eachNode, type TreeCheck } from '../../../../../src/rules/rule.js';

/** A category node; `child` [] makes a leaf. */
const node = (code: unknown, child: unknown[] = [], status: unknown = 'ACTIVE') => ({
  displayItemCategoryCode: code,
  name: `category ${String(code)}`,
  status,
  child,
});
const checkOf = (id: 'categories.codes-unique' | 'categories.status-values'): TreeCheck => categories[id].check!;
/** What the rule's check finds in the tree, walked as a judge walks it. */
const found = (id: 'categories.codes-unique' | 'categories.status-values', tree: unknown) =>
  walkCategoryTree(tree, '/data', [checkOf(id)]).found.get(checkOf(id))!;
const pointers = (count: number, at: (index: number) => string) => Array.from({ length: count }, (_, index) => at(index));

describe('categories.status-values', () => {
  it('reports a status that is not one of the documented values', () => {
    expect(found('categories.status-values', node(0, [node(1, [], 'HIDDEN')]))).toStrictEqual([
      {
        instancePath: '/data/child/0/status',
        keyword: 'enum',
        message: 'status is not one of the documented values',
        expected: 'one of "ACTIVE", "READY" or "DISABLED"',
        actual: '"HIDDEN"',
      },
    ]);
  });

  it('leaves a status that is no string to the node schema', () => {
    const walk = walkCategoryTree(node(0, [node(1, [], 7)]), '/data', [checkOf('categories.status-values')]);
    expect(walk.found.get(checkOf('categories.status-values'))).toStrictEqual([]);
    expect(walk.nodeErrors.map(({ instancePath, keyword }) => ({ instancePath, keyword }))).toStrictEqual([
      { instancePath: '/data/child/0/status', keyword: 'type' },
    ]);
  });
});

describe('categories.codes-unique', () => {
  it('reports a code used twice where it is used again, naming where it was first', () => {
    expect(found('categories.codes-unique', node(0, [node(1, [node(2)]), node(2)]))).toStrictEqual([
      {
        instancePath: '/data/child/1/displayItemCategoryCode',
        keyword: 'unique',
        message: 'category code used twice',
        expected: 'a code not used elsewhere (also at /data/child/0/child/0)',
        actual: '2',
      },
    ]);
  });

  it('compares only codes that are numbers (the node schema speaks of the others)', () => {
    const { displayItemCategoryCode: _, ...codeless } = node(1);
    expect(found('categories.codes-unique', node(0, [node('7'), node('7'), codeless, codeless]))).toStrictEqual([]);
  });
});

describe(`each rule keeps at most ${MAX_TREE_PROBLEMS} problems, the first in document order, and the walk goes on`, () => {
  const tooMany = MAX_TREE_PROBLEMS + 1;

  it('unusual statuses, without hiding a duplicate code', () => {
    const hidden = Array.from({ length: tooMany }, (_, index) => node(index + 1, [], 'HIDDEN'));
    const checks = [checkOf('categories.status-values'), checkOf('categories.codes-unique')];
    const walk = walkCategoryTree(node(0, [...hidden, node(1)]), '/data', checks);
    expect(walk.found.get(checks[0]!)!.map((v) => v.instancePath)).toStrictEqual(
      pointers(MAX_TREE_PROBLEMS, (index) => `/data/child/${index}/status`),
    );
    expect(walk.found.get(checks[1]!)!.map((v) => v.instancePath)).toStrictEqual([`/data/child/${tooMany}/displayItemCategoryCode`]);
  });

  it('a check that finds three at each node: cut at the budget within a node', () => {
    // 334 nodes give 1002: the 334th node's first is the 1000th, its other two go.
    const threeEach = eachNode(() => (visit) => [1, 2, 3].map((n) => ({ instancePath: visit.pointer(), message: `${n}` })));
    const tree = node(
      0,
      Array.from({ length: 333 }, (_, index) => node(index + 1)),
    );
    const found = walkCategoryTree(tree, '/data', [threeEach]).found.get(threeEach)!;
    expect(found).toHaveLength(MAX_TREE_PROBLEMS);
    expect(found.at(-1)).toStrictEqual({ instancePath: '/data/child/332', message: '1' });
  });

  it('duplicate codes', () => {
    const tree = node(
      5,
      Array.from({ length: tooMany }, () => node(5)),
    );
    expect(found('categories.codes-unique', tree).map((v) => v.instancePath)).toStrictEqual(
      pointers(MAX_TREE_PROBLEMS, (index) => `/data/child/${index}/displayItemCategoryCode`),
    );
  });
});
