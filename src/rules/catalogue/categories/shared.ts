// Places in the reference's category tree where the families' examples change it: the first node at each
// depth, in document order (test/unit/rules/catalogue/categories/shared.test.ts holds them there).
import type { Json } from '../../answer-changes.js';

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
