// The places the category families' examples change are in the reference's tree where their names say: an
// example "four levels down" that changed a node three levels down would still pass, and prove less.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../../../src/reference/index.js';
import { DEPTH_3, DEPTH_4, DEPTH_5, DEPTH_6, FIRST_TOP, nodeAt } from '../../../../../src/rules/catalogue/categories/shared.js';
import { findNode } from '../../../../support/judges/trees.js';

const list = { data: buildDataset().categoryRoot };
const first = (depth: number) => findNode(list.data, (_node, at) => at === depth).pointer;

describe('the places of the reference tree the examples change', () => {
  it('are the first node at each depth, in document order', () => {
    expect([FIRST_TOP, DEPTH_3, DEPTH_4, DEPTH_5, DEPTH_6]).toEqual([first(1), first(3), first(4), first(5), first(6)]);
  });

  it('are a leaf three levels down, a node with children four levels down, and the deepest level at 6', () => {
    expect(nodeAt(list, DEPTH_3).child).toEqual([]);
    expect(nodeAt(list, DEPTH_4).child.length).toBeGreaterThan(0);
    expect(() => first(7)).toThrow('no such node in the tree');
    expect(nodeAt(list, FIRST_TOP).displayItemCategoryCode).toBe(77834);
  });
});
