// The display category tree of the dataset: the 15 documented top-level categories, then generated levels
// whose leaves sit 3 to 6 levels below the root, within 3,000 to 8,000 nodes on every seed.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCategoryTree, meetsTreeBounds } from '../../../../src/reference/dataset/categories.js';
import { buildDataset, DEFAULT_SEED, type Dataset, type DisplayCategory } from '../../../../src/reference/index.js';
import { createRandom, type Random } from '../../../../src/reference/random.js';

// Built before each test, not as the file loads nor before all: a dataset that throws then fails the test,
// where a file that fails to load or a failed beforeAll leaves its tests skipped, no kill to StrykerJS (docs/proof.md).
let dataset: Dataset;
beforeEach(() => {
  dataset = buildDataset();
});

/** A node of the tree with its depth (the root's is 0) and its parent. */
interface Visit {
  node: DisplayCategory;
  depth: number;
  parent?: DisplayCategory;
}

function walkTree(root: DisplayCategory): Visit[] {
  const visited: Visit[] = [];
  const pending: Visit[] = [{ node: root, depth: 0 }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    visited.push(entry);
    for (const child of entry.node.child) pending.push({ node: child, depth: entry.depth + 1, parent: entry.node });
  }
  return visited;
}

describe('the tree of the default seed', () => {
  let nodes: Visit[];
  let leaves: Visit[];
  beforeEach(() => {
    nodes = walkTree(dataset.categoryRoot);
    leaves = nodes.filter(({ node }) => node.child.length === 0);
  });
  const TOP_LEVEL = new Map([
    [77834, '가구/홈데코'],
    [62588, '가전/디지털'],
    [66679, '도서'],
    [79648, '문구/오피스'],
    [65799, '반려/애완용품'],
    [56112, '뷰티'],
    [63897, '생활용품'],
    [103371, '스포츠/레져'],
    [59258, '식품'],
    [102984, '완구/취미'],
    [79138, '음반/DVD'],
    [78647, '자동차용품'],
    [80285, '주방용품'],
    [76844, '출산/유아동'],
    [69182, '패션의류잡화'],
  ]);

  it('has a ROOT node with code 0', () => {
    const { child, ...root } = dataset.categoryRoot;
    expect(root).toEqual({ displayItemCategoryCode: 0, name: 'ROOT', status: 'ACTIVE' });
    expect(child.length).toBe(15);
  });

  it('has between 3,000 and 8,000 nodes', () => {
    expect(nodes.length).toBeGreaterThanOrEqual(3_000);
    expect(nodes.length).toBeLessThanOrEqual(8_000);
  });

  it('puts every leaf 3 to 6 levels below the root, each depth used', () => {
    const depths = new Set(leaves.map(({ depth }) => depth));
    expect([...depths].sort()).toEqual([3, 4, 5, 6]);
  });

  it('has the 15 documented top-level categories', () => {
    const topLevel = new Map(dataset.categoryRoot.child.map((node) => [node.displayItemCategoryCode, node.name]));
    expect(topLevel).toEqual(TOP_LEVEL);
  });

  it('uses unique positive codes of up to 6 digits below the root, not one contiguous run', () => {
    const codes = nodes.filter(({ depth }) => depth > 0).map(({ node }) => node.displayItemCategoryCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => Number.isInteger(code) && code > 0 && code <= 999_999)).toBe(true);
    const sorted = [...codes].sort((a, b) => a - b);
    expect((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)).toBeGreaterThan(codes.length);
  });

  it('uses the statuses ACTIVE, READY and DISABLED, mostly ACTIVE', () => {
    const counts = new Map<string, number>();
    for (const { node } of nodes) counts.set(node.status, (counts.get(node.status) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['ACTIVE', 'DISABLED', 'READY']);
    expect(counts.get('ACTIVE') ?? 0).toBeGreaterThan(nodes.length / 2);
  });

  it('gives every node exactly the four fields, child always an array', () => {
    for (const { node } of nodes) {
      expect(Object.keys(node).sort()).toEqual(['child', 'displayItemCategoryCode', 'name', 'status']);
      expect(Array.isArray(node.child)).toBe(true);
      expect(typeof node.name).toBe('string');
      expect(node.name.length).toBeGreaterThan(0);
    }
  });
});

describe('the names below the top level', () => {
  const SEEDS = [DEFAULT_SEED, 1, 2, 3, 42];

  it.each(SEEDS)('are nouns of the top-level category at the second level, each used once among siblings, for seed %i', (seed) => {
    for (const top of buildDataset(seed).categoryRoot.child) {
      const names = top.child.map((node) => node.name);
      expect(new Set(names).size, top.name).toBe(names.length);
      for (const name of names) expect(name, top.name).toMatch(/^\S+$/);
    }
  });

  it.each(SEEDS)('are a modifier and the noun at the third level, and a suffix after them below, for seed %i', (seed) => {
    for (const { node, depth, parent } of walkTree(buildDataset(seed).categoryRoot)) {
      if (depth < 3 || !parent) continue;
      const words = node.name.split(' ');
      expect(words.length, node.name).toBe(depth === 3 ? 2 : 3);
      for (const word of words) expect(word, node.name).toMatch(/^\S+$/);
      const noun = depth === 3 ? parent.name : (parent.name.split(' ')[1] ?? '');
      expect(words[1], `${node.name} under ${parent.name}`).toBe(noun);
    }
  });
});

describe('the tree of any seed', () => {
  it.each([1, 42, 99_999, 123_456_789])('keeps its bounds for seed %i', (seed) => {
    const nodes = walkTree(buildDataset(seed).categoryRoot);
    expect(nodes.length).toBeGreaterThanOrEqual(3_000);
    expect(nodes.length).toBeLessThanOrEqual(8_000);
    expect(new Set(nodes.filter(({ node }) => node.child.length === 0).map(({ depth }) => depth))).toEqual(new Set([3, 4, 5, 6]));
    expect(new Set(nodes.map(({ node }) => node.status))).toEqual(new Set(['ACTIVE', 'READY', 'DISABLED']));
  });

  // With every chance taken, each top-level category is a leaf: 16 nodes, drawn with one chance per top level.
  it('refuses by name a source of randomness that never meets the bounds, after 100 draws of the tree', () => {
    const random = createRandom(1);
    let chances = 0;
    const alwaysLeaf: Random = { ...random, chance: () => ((chances += 1), true) };
    expect(() => buildCategoryTree(alwaysLeaf)).toThrow(new Error('buildDataset: no category tree within the bounds after 100 attempts'));
    expect(chances).toBe(100 * 15);
  });

  it('draws the tree again when it misses the bounds, and keeps the next that meets them', () => {
    const random = createRandom(1);
    let chances = 0;
    const firstTreeBare: Random = { ...random, chance: (probability) => ((chances += 1), chances <= 15 || random.chance(probability)) };
    const tree = buildCategoryTree(firstTreeBare);
    expect(tree.child.every((top) => top.child.length > 0)).toBe(true);
    expect(walkTree(tree).length).toBeGreaterThanOrEqual(3_000);
  });
});

describe('meetsTreeBounds', () => {
  type Status = DisplayCategory['status'];
  const ALL: Status[] = ['ACTIVE', 'READY', 'DISABLED'];

  /** A tree of `size` nodes with leaves at `leafDepths` (2 or more; 3 among them), statuses drawn in turn from `statuses`. */
  function tree(size: number, leafDepths: number[] = [3, 4, 5, 6], statuses: Status[] = ALL): DisplayCategory {
    let made = 0;
    const node = (child: DisplayCategory[] = []): DisplayCategory => {
      made += 1;
      return { displayItemCategoryCode: made, name: `n${made}`, status: statuses[made % statuses.length] ?? 'ACTIVE', child };
    };
    /** `length` nodes in a line, the last a leaf. */
    const chain = (length: number): DisplayCategory => (length === 1 ? node() : node([chain(length - 1)]));
    const second = node(leafDepths.filter((depth) => depth > 2).map((depth) => chain(depth - 2)));
    const first = node([second, ...(leafDepths.includes(2) ? [node()] : [])]);
    const root = node([first]);
    // The rest are leaves at depth 3.
    while (made < size) second.child.push(node());
    return root;
  }

  it.each([3_000, 5_000, 8_000])('holds for %i nodes with leaves at depths 3 to 6 and every status', (size) => {
    expect(walkTree(tree(size))).toHaveLength(size);
    expect(meetsTreeBounds(tree(size))).toBe(true);
  });

  it.each([
    ['2,999 nodes', tree(2_999)],
    ['8,001 nodes', tree(8_001)],
    ['no leaf at depth 6', tree(4_000, [3, 4, 5])],
    ['four leaf depths, but 2 where 6 should be', tree(4_000, [2, 3, 4, 5])],
    ['a leaf at depth 2 as well', tree(4_000, [2, 3, 4, 5, 6])],
    ['a leaf at depth 7 as well', tree(4_000, [3, 4, 5, 6, 7])],
    ['no DISABLED node', tree(4_000, undefined, ['ACTIVE', 'READY'])],
  ])('fails with %s', (_name, root) => {
    expect(meetsTreeBounds(root)).toBe(false);
  });
});
