// Walks a display category tree of any depth with an explicit stack (decision D6): every node is checked
// against the shallow node schema, and statistics, duplicate codes and unusual statuses are gathered on
// the way, so that the category rules read one walk however deep the tree is.
import { validators } from '../../validation/validators.js';
import type { TreeStatistics } from '../../types/report.js';
import { show, showChoices } from '../describe.js';
import { isObject } from '../json-values.js';
import type { TreeWalk } from '../subjects.js';
import { violation } from '../violation.js';

export type { TreeWalk };

/** Beyond this many problems of one kind a tree is plainly broken; more would only cost memory. Each kind
 *  has its own budget, so that many SHOULD findings never hide a MUST one. */
export const MAX_TREE_PROBLEMS = 1000;
export const DOCUMENTED_STATUSES: readonly string[] = ['ACTIVE', 'READY', 'DISABLED'];

interface Visit {
  node: unknown;
  parent: Visit | null;
  /** Segment of the JSON Pointer from the parent; for the root, the pointer of the root itself. */
  segment: string;
  depth: number;
}

// Built only for nodes that have a problem: a 10,000-level chain would make every pointer 80 kB.
function pointerOf(visit: Visit): string {
  const segments: string[] = [];
  for (let v: Visit | null = visit; v; v = v.parent) segments.push(v.segment);
  return segments.reverse().join('');
}

export function walkCategoryTree(root: unknown, rootPointer = '/data'): TreeWalk {
  const statistics: TreeStatistics = { nodes: 0, leaves: 0, maxDepth: 0, statusCounts: {} };
  const walk: TreeWalk = { statistics, nodeErrors: [], duplicateCodes: [], unusualStatuses: [] };
  const firstSeen = new Map<unknown, Visit>();
  const stack: Visit[] = [{ node: root, parent: null, segment: rootPointer, depth: 0 }];
  const room = (found: readonly unknown[]) => found.length < MAX_TREE_PROBLEMS;

  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { node, depth } = visit;
    statistics.nodes += 1;
    statistics.maxDepth = Math.max(statistics.maxDepth, depth);
    if (!validators.categoryNodeShallow(node) && room(walk.nodeErrors)) {
      const pointer = pointerOf(visit);
      for (const error of validators.categoryNodeShallow.errors ?? [])
        walk.nodeErrors.push({ ...error, instancePath: pointer + error.instancePath });
    }
    if (!isObject(node)) {
      statistics.leaves += 1;
      walk.unreadable ??= { at: pointerOf(visit), problem: 'is not a category node (an object)' };
      continue;
    }

    const { displayItemCategoryCode: code, status, child } = node;
    if (typeof status === 'string') statistics.statusCounts[status] = (statistics.statusCounts[status] ?? 0) + 1;
    if (typeof status === 'string' && !DOCUMENTED_STATUSES.includes(status) && room(walk.unusualStatuses)) {
      walk.unusualStatuses.push(
        violation('enum', {
          at: `${pointerOf(visit)}/status`,
          message: 'status is not one of the documented values',
          expected: showChoices(DOCUMENTED_STATUSES),
          actual: show(status),
        }),
      );
    }
    if (typeof code === 'number') {
      const earlier = firstSeen.get(code);
      if (!earlier) firstSeen.set(code, visit);
      else if (room(walk.duplicateCodes)) {
        walk.duplicateCodes.push(
          violation('unique', {
            at: `${pointerOf(visit)}/displayItemCategoryCode`,
            message: 'category code used twice',
            expected: `a code not used elsewhere (also at ${pointerOf(earlier)})`,
            actual: show(code),
          }),
        );
      }
    }
    // A node without a child array has no node below it: a leaf for the count, whatever the rules say of it.
    if (!Array.isArray(child) || child.length === 0) statistics.leaves += 1;
    if (!Array.isArray(child)) {
      if (child !== undefined)
        walk.unreadable ??= { at: `${pointerOf(visit)}/child`, problem: 'is not an array: the nodes below it cannot be read' };
      continue;
    }
    // Pushed in reverse so nodes are visited in document order.
    for (let index = child.length - 1; index >= 0; index -= 1) {
      stack.push({ node: child[index], parent: visit, segment: `/child/${index}`, depth: depth + 1 });
    }
  }
  return walk;
}
