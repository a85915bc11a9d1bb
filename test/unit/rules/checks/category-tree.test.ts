// The walk of a display category tree, called directly on hand-built trees: its statistics, the node
// schema errors with their JSON Pointers, where the tree stops being readable, what a rule of the tree is
// given on each node, and the budget of 1000 problems of each kind. The category rules' own checks are
// tested with their family (test/unit/rules/catalogue/categories/).
import { describe, expect, it } from 'vitest';
import { walkCategoryTree } from '../../../../src/rules/checks/category-tree.js';
import { eachNode } from '../../../../src/rules/rule.js';
import { violation } from '../../../../src/rules/violation.js';

/** A category node; `child` [] makes a leaf. */
const node = (code: unknown, child: unknown[] = [], status: unknown = 'ACTIVE') => ({
  displayItemCategoryCode: code,
  name: `category ${String(code)}`,
  status,
  child,
});

/** The problems of a walk that found none. */
const NO_PROBLEMS = { nodeErrors: [], found: new Map() };

/** The budget of each kind of problem, by its documented value. */
const PROBLEM_BUDGET = 1000;
const pointers = (count: number, at: (index: number) => string) => Array.from({ length: count }, (_, index) => at(index));

describe('walkCategoryTree', () => {
  it('counts nodes, leaves, depth and statuses of a conforming tree, and finds no problem', () => {
    const tree = node(0, [node(1, [node(3), node(4, [], 'DISABLED')]), node(2, [], 'READY')]);
    expect(walkCategoryTree(tree)).toStrictEqual({
      statistics: { nodes: 5, leaves: 3, maxDepth: 2, statusCounts: { ACTIVE: 3, DISABLED: 1, READY: 1 } },
      ...NO_PROBLEMS,
    });
  });

  it('counts a lone root as a leaf at depth 0', () => {
    expect(walkCategoryTree(node(0))).toStrictEqual({
      statistics: { nodes: 1, leaves: 1, maxDepth: 0, statusCounts: { ACTIVE: 1 } },
      ...NO_PROBLEMS,
    });
  });

  it('places schema errors under /data by default, or under the root pointer given', () => {
    const { name: _, ...nameless } = node(1);
    const tree = node(0, [nameless]);
    const missingName = (instancePath: string) => ({
      instancePath,
      schemaPath: '#/required',
      keyword: 'required',
      params: { missingProperty: 'name' },
      message: "must have required property 'name'",
    });
    expect(walkCategoryTree(tree).nodeErrors).toStrictEqual([missingName('/data/child/0')]);
    expect(walkCategoryTree(tree, '/data/0').nodeErrors).toStrictEqual([missingName('/data/0/child/0')]);
  });

  it('counts a node that is not an object as a leaf below which nothing can be read, and keeps the first such place', () => {
    const walk = walkCategoryTree(node(0, [node(1), 42, 'two']));
    expect(walk.statistics).toStrictEqual({ nodes: 4, leaves: 3, maxDepth: 1, statusCounts: { ACTIVE: 2 } });
    expect(walk.unreadable).toStrictEqual({ at: '/data/child/1', problem: 'is not a category node (an object)' });
    expect(walk.nodeErrors.map(({ instancePath, keyword }) => ({ instancePath, keyword }))).toStrictEqual([
      { instancePath: '/data/child/1', keyword: 'type' },
      { instancePath: '/data/child/2', keyword: 'type' },
    ]);
  });

  it('counts a node whose child is not an array as a leaf, below which nothing can be read', () => {
    const walk = walkCategoryTree(node(0, [{ ...node(1), child: 'none' }]));
    expect(walk.statistics).toStrictEqual({ nodes: 2, leaves: 1, maxDepth: 1, statusCounts: { ACTIVE: 2 } });
    expect(walk.unreadable).toStrictEqual({ at: '/data/child/0/child', problem: 'is not an array: the nodes below it cannot be read' });
  });

  it('counts a node without child as a leaf, and says only that the field is missing', () => {
    const { child: _, ...childless } = node(1);
    const walk = walkCategoryTree(node(0, [childless]));
    expect(walk.statistics).toStrictEqual({ nodes: 2, leaves: 1, maxDepth: 1, statusCounts: { ACTIVE: 2 } });
    expect(walk.unreadable).toBeUndefined();
    expect(walk.nodeErrors.map(({ instancePath, params }) => ({ instancePath, params }))).toStrictEqual([
      { instancePath: '/data/child/0', params: { missingProperty: 'child' } },
    ]);
  });

  describe(`keeps at most ${PROBLEM_BUDGET} problems of each kind (the node schema's, each rule's), the first in document order, and walks on`, () => {
    const tooMany = PROBLEM_BUDGET + 1;

    it('node schema errors', () => {
      const nameless = Array.from({ length: tooMany }, (_, index) => ({ displayItemCategoryCode: index + 1, status: 'ACTIVE', child: [] }));
      const walk = walkCategoryTree(node(0, nameless));
      expect(walk.statistics).toStrictEqual({ nodes: tooMany + 1, leaves: tooMany, maxDepth: 1, statusCounts: { ACTIVE: tooMany + 1 } });
      expect(walk.nodeErrors.map((error) => error.instancePath)).toStrictEqual(pointers(PROBLEM_BUDGET, (index) => `/data/child/${index}`));
    });

    it("of each rule's check, stopping it there without hiding another rule's finding", () => {
      let looked = 0;
      const everyNode = eachNode(() => (here) => {
        looked += 1;
        return [violation('type', { at: here.pointer(), message: 'm', expected: 'e', actual: 'a' })];
      });
      const lastOnly = eachNode(
        () => (here) =>
          here.index === tooMany ? [violation('type', { at: here.pointer(), message: 'm', expected: 'e', actual: 'a' })] : [],
      );
      const walk = walkCategoryTree(
        node(
          0,
          Array.from({ length: tooMany + 1 }, (_, index) => node(index + 1)),
        ),
        '/data',
        [everyNode, lastOnly],
      );
      expect(walk.found.get(everyNode)!.map((v) => v.instancePath)).toStrictEqual([
        '/data',
        ...pointers(PROBLEM_BUDGET - 1, (index) => `/data/child/${index}`),
      ]);
      expect(looked).toBe(PROBLEM_BUDGET);
      expect(walk.found.get(lastOnly)!.map((v) => v.instancePath)).toStrictEqual([`/data/child/${tooMany}`]);
      expect(walk.statistics.nodes).toBe(tooMany + 2);
    });
  });
});

describe('walkCategoryTree: what a rule of the tree is given', () => {
  /** Everything a check is given about each node, read back as plain values. */
  const seenBy = (root: unknown) => {
    const seen: unknown[] = [];
    const check = eachNode(() => (here) => {
      seen.push({
        code: here.node.displayItemCategoryCode,
        parent: here.parent?.node.displayItemCategoryCode,
        siblings: here.siblings.length,
        index: here.index,
        depth: here.depth,
        pointer: here.pointer(),
      });
      return undefined;
    });
    const walk = walkCategoryTree(root, '/data', [check]);
    return { seen, found: walk.found.get(check) };
  };

  it('each node that is an object, once, in document order, with its parent, its siblings, its depth and its pointer', () => {
    const { seen, found } = seenBy(node(0, [node(1, [node(3), 'not a node', node(4)]), node(2)]));
    expect(seen).toStrictEqual([
      { code: 0, parent: undefined, siblings: 1, index: 0, depth: 0, pointer: '/data' },
      { code: 1, parent: 0, siblings: 2, index: 0, depth: 1, pointer: '/data/child/0' },
      { code: 3, parent: 1, siblings: 3, index: 0, depth: 2, pointer: '/data/child/0/child/0' },
      { code: 4, parent: 1, siblings: 3, index: 2, depth: 2, pointer: '/data/child/0/child/2' },
      { code: 2, parent: 0, siblings: 2, index: 1, depth: 1, pointer: '/data/child/1' },
    ]);
    expect(found).toStrictEqual([]);
  });

  it('its siblings as the array the node is in, itself included', () => {
    const children = [node(1), node(2)];
    const siblings: unknown[] = [];
    walkCategoryTree(node(0, children), '/data', [eachNode(() => (here) => void siblings.push(here.siblings))]);
    expect(siblings.slice(1)).toStrictEqual([children, children]);
    expect(siblings[1]).toBe(children);
  });

  it("a fresh start on each walk, for a rule that keeps what it saw in the walk's earlier nodes", () => {
    let starts = 0;
    const check = eachNode(() => {
      starts += 1;
      const seen = new Set<unknown>();
      return (here) => {
        const again = seen.has(here.node.name);
        seen.add(here.node.name);
        return again ? [violation('unique', { at: here.pointer(), message: 'm', expected: 'e', actual: 'a' })] : [];
      };
    });
    const tree = node(0, [node(1), node(1)]);
    expect(walkCategoryTree(tree, '/data', [check]).found.get(check)).toHaveLength(1);
    expect(walkCategoryTree(tree, '/data', [check]).found.get(check)).toHaveLength(1);
    expect(starts).toBe(2);
  });

  it('any depth: a 10,000-level chain, walked without recursion, the pointer built only where asked', () => {
    const depth = 10_000;
    let chain = node(depth);
    for (let level = depth - 1; level >= 0; level -= 1) chain = node(level, [chain]);
    let deepest = '';
    const check = eachNode(() => (here) => {
      if (here.depth === depth) deepest = here.pointer();
      return undefined;
    });
    const walk = walkCategoryTree(chain, '/data', [check]);
    expect(walk.statistics).toMatchObject({ nodes: depth + 1, leaves: 1, maxDepth: depth });
    expect(deepest).toBe(`/data${'/child/0'.repeat(depth)}`);
  });
});
