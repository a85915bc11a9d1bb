// Places in the reference's category tree where the families' examples change it: the first node at each
// depth, in document order (test/unit/rules/catalogue/categories/shared.test.ts holds them there).
import { json, type Json } from '../../answer-changes.js';
import { notJudged } from '../../example.js';

/** The first top-level category (code 77834). */
export const FIRST_TOP = '/data/child/0';
/** A leaf three levels down. */
export const DEPTH_3 = '/data/child/0/child/0/child/0';
/** A node four levels down, with children. */
export const DEPTH_4 = '/data/child/0/child/0/child/1/child/0';
export const DEPTH_5 = `${DEPTH_4}/child/0`;
/** A node at the deepest level of the reference's tree. */
export const DEPTH_6 = `${DEPTH_4}/child/1/child/0`;

/** The node of the list body at a /data/child/i/... JSON Pointer. */
export const nodeAt = (list: Json, pointer: string): Json =>
  pointer
    .split('/')
    .slice(2)
    .reduce((node: Json, key) => node[key], list.data);

// Trees the rules of the tree cannot read below a point, which the node rules report: examples they share.
/** A child null 4 levels down: nothing below it can be read. */
export const belowANullChild = notJudged(
  'child null on a node 4 levels down: the nodes below it cannot be read, which categories.node.child reports',
  json((b) => {
    nodeAt(b, DEPTH_4).child = null;
  }),
  { at: `${DEPTH_4}/child`, see: 'categories.node.child' },
);
/** A null where a node should be: not a node. */
export const aNullNode = notJudged(
  'a null node in a child array: not a node, which categories.node.fields reports',
  json((b) => {
    nodeAt(b, DEPTH_4).child = [null];
  }),
  { at: `${DEPTH_4}/child/0`, see: 'categories.node.fields' },
);
/** The root's child null: no node below the root can be read. */
export const belowANullRootChild = notJudged(
  'child null on the root: the nodes below it cannot be read, which categories.node.child reports',
  json((b) => {
    b.data.child = null;
  }),
  { at: '/data/child', see: 'categories.node.child' },
);
