// Category trees for the tests: finding a node (with its JSON Pointer) in a valid tree, counting a
// tree independently of the harness, and category list bodies too deep or too wide to build as
// objects and stringify (JSON.stringify itself recurses), written directly as JSON text.
import { catalogue } from '../../../src/rules/catalogue/index.js';
import type { Doc } from './samples.js';

export interface Found {
  node: Doc;
  /** JSON Pointer from the list body, e.g. /data/child/3/child/0 */
  pointer: string;
  depth: number;
}

/** The first node in document order (data = depth 0) for which `wanted` holds. */
export function findNode(root: Doc, wanted: (node: Doc, depth: number) => boolean): Found {
  const stack: Found[] = [{ node: root, pointer: '/data', depth: 0 }];
  for (let at = stack.pop(); at; at = stack.pop()) {
    if (wanted(at.node, at.depth)) return at;
    const children: Doc[] = at.node.child;
    for (let i = children.length - 1; i >= 0; i -= 1)
      stack.push({ node: children[i], pointer: `${at.pointer}/child/${i}`, depth: at.depth + 1 });
  }
  throw new Error('no such node in the tree');
}

/** Nodes, leaves, deepest level and status counts, counted here rather than by the harness. */
export function countTree(root: Doc): { nodes: number; leaves: number; maxDepth: number; statusCounts: Record<string, number> } {
  const counts = { nodes: 0, leaves: 0, maxDepth: 0, statusCounts: {} as Record<string, number> };
  const stack: [Doc, number][] = [[root, 0]];
  for (let at = stack.pop(); at; at = stack.pop()) {
    const [node, depth] = at;
    counts.nodes += 1;
    counts.maxDepth = Math.max(counts.maxDepth, depth);
    counts.statusCounts[node.status] = (counts.statusCounts[node.status] ?? 0) + 1;
    if (node.child.length === 0) counts.leaves += 1;
    for (const child of node.child) stack.push([child, depth + 1]);
  }
  return counts;
}

/**
 * Every rule of the category tree but `see` and `except`, each skipped as not judged naming `see`: what a tree
 * that stops being readable where `see` reports it leaves, computed from the catalogue.
 */
export const treeRulesNotJudged = (see: string, ...except: string[]): Record<string, string> =>
  Object.fromEntries(
    catalogue
      .filter(
        (rule) => rule.operation === 'LIST_DISPLAY_CATEGORIES' && rule.subject === 'tree' && rule.id !== see && !except.includes(rule.id),
      )
      .map((rule) => [rule.id, see]),
  );

const nodeOpen = (code: number) => `{"displayItemCategoryCode":${code},"name":"level ${code}","status":"ACTIVE","child":[`;

/**
 * A list body whose data is a chain: the root (code 0) has one child, which has one child, ...,
 * down to a leaf at depth `depth` (code `depth`). `leaf` replaces the leaf's JSON when given.
 */
export function chainBody(depth: number, leaf = `${nodeOpen(depth)}]}`): string {
  const opens: string[] = [];
  for (let level = 0; level < depth; level += 1) opens.push(nodeOpen(level));
  return `{"code":"SUCCESS","message":"","data":${opens.join('')}${leaf}${']}'.repeat(depth)}}`;
}

/** Just the root node of chainBody (no envelope), as JSON text. */
export function chainNode(depth: number): string {
  const body = chainBody(depth);
  return body.slice('{"code":"SUCCESS","message":"","data":'.length, -1);
}

/** The JSON Pointer of the leaf of chainBody(depth). */
export const chainLeafPointer = (depth: number) => `/data${'/child/0'.repeat(depth)}`;

/** A list body whose root has `width` leaves (codes 1..width). */
export function wideBody(width: number): string {
  const leaves: string[] = [];
  for (let code = 1; code <= width; code += 1) leaves.push(`${nodeOpen(code)}]}`);
  return `{"code":"SUCCESS","message":"","data":{"displayItemCategoryCode":0,"name":"ROOT","status":"ACTIVE","child":[${leaves.join(',')}]}}`;
}
