// The walk of a display category tree, called directly on hand-built trees: its statistics, the node
// schema errors, duplicate codes and unusual statuses with their JSON Pointers, where the tree stops
// being readable, and the budget of 1000 problems of each kind.
import { describe, expect, it } from 'vitest';
import { walkCategoryTree } from '../../../../src/rules/checks/category-tree.js';

/** A category node; `child` [] makes a leaf. */
const node = (code: unknown, child: unknown[] = [], status: unknown = 'ACTIVE') => ({
  displayItemCategoryCode: code,
  name: `category ${String(code)}`,
  status,
  child,
});

/** The problems of a walk that found none. */
const NO_PROBLEMS = { nodeErrors: [], duplicateCodes: [], unusualStatuses: [] };

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

  it('reports a status that is not one of the documented values, and counts it', () => {
    const walk = walkCategoryTree(node(0, [node(1, [], 'HIDDEN')]));
    expect(walk.statistics.statusCounts).toStrictEqual({ ACTIVE: 1, HIDDEN: 1 });
    expect(walk.unusualStatuses).toStrictEqual([
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
    const walk = walkCategoryTree(node(0, [node(1, [], 7)]));
    expect(walk.statistics.statusCounts).toStrictEqual({ ACTIVE: 1 });
    expect(walk.unusualStatuses).toStrictEqual([]);
    expect(walk.nodeErrors.map(({ instancePath, keyword }) => ({ instancePath, keyword }))).toStrictEqual([
      { instancePath: '/data/child/0/status', keyword: 'type' },
    ]);
  });

  it('reports a code used twice where it is used again, naming where it was first', () => {
    const walk = walkCategoryTree(node(0, [node(1, [node(2)]), node(2)]));
    expect(walk.duplicateCodes).toStrictEqual([
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
    const walk = walkCategoryTree(node(0, [node('7'), node('7'), codeless, codeless]));
    expect(walk.duplicateCodes).toStrictEqual([]);
    expect(walk.nodeErrors.map(({ instancePath, keyword }) => ({ instancePath, keyword }))).toStrictEqual([
      { instancePath: '/data/child/0/displayItemCategoryCode', keyword: 'type' },
      { instancePath: '/data/child/1/displayItemCategoryCode', keyword: 'type' },
      { instancePath: '/data/child/2', keyword: 'required' },
      { instancePath: '/data/child/3', keyword: 'required' },
    ]);
  });

  describe(`keeps at most ${PROBLEM_BUDGET} problems of each kind, the first in document order, and walks on`, () => {
    const tooMany = PROBLEM_BUDGET + 1;

    it('node schema errors', () => {
      const nameless = Array.from({ length: tooMany }, (_, index) => ({ displayItemCategoryCode: index + 1, status: 'ACTIVE', child: [] }));
      const walk = walkCategoryTree(node(0, nameless));
      expect(walk.statistics).toStrictEqual({ nodes: tooMany + 1, leaves: tooMany, maxDepth: 1, statusCounts: { ACTIVE: tooMany + 1 } });
      expect(walk.nodeErrors.map((error) => error.instancePath)).toStrictEqual(pointers(PROBLEM_BUDGET, (index) => `/data/child/${index}`));
    });

    it('unusual statuses, without hiding a duplicate code', () => {
      const hidden = Array.from({ length: tooMany }, (_, index) => node(index + 1, [], 'HIDDEN'));
      const walk = walkCategoryTree(node(0, [...hidden, node(1)]));
      expect(walk.unusualStatuses.map((v) => v.instancePath)).toStrictEqual(
        pointers(PROBLEM_BUDGET, (index) => `/data/child/${index}/status`),
      );
      expect(walk.duplicateCodes.map((v) => v.instancePath)).toStrictEqual([`/data/child/${tooMany}/displayItemCategoryCode`]);
    });

    it('duplicate codes', () => {
      const walk = walkCategoryTree(
        node(
          5,
          Array.from({ length: tooMany }, () => node(5)),
        ),
      );
      expect(walk.duplicateCodes.map((v) => v.instancePath)).toStrictEqual(
        pointers(PROBLEM_BUDGET, (index) => `/data/child/${index}/displayItemCategoryCode`),
      );
      expect(walk.nodeErrors).toStrictEqual([]);
    });
  });
});
