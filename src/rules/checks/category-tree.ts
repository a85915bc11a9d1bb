// Walks a display category tree of any depth with an explicit stack (decision D6): every node is checked
// against the shallow node schema, statistics are gathered, and each rule of the tree is handed each node
// (with its parent, siblings, depth and pointer), so that the category rules share one walk however deep
// the tree is and a rule of the tree is written alone, in its family module (eachNode in rule.ts).
import { validators } from '../../validation/validators.js';
import type { TreeStatistics } from '../../types/report.js';
import { isObject } from '../json-values.js';
import type { NodeCheck, TreeCheck, TreeNode, TreeWalk } from '../subjects.js';
import type { Violation } from '../violation.js';

export type { TreeWalk };

/** Beyond this many problems of one kind a tree is plainly broken; more would only cost memory. Each rule (and
 *  the node schema) has its own budget, so that many SHOULD findings never hide a MUST one. */
export const MAX_TREE_PROBLEMS = 1000;

/** A place in the tree: a TreeNode once its value is known to be an object. */
class Visit {
  constructor(
    readonly node: unknown,
    readonly parent: Visit | undefined,
    readonly siblings: readonly unknown[],
    readonly index: number,
    readonly depth: number,
    /** For the root, the pointer of the root itself. */
    private readonly rootPointer: string,
  ) {}

  // Built only for nodes that have a problem: a 10,000-level chain would make every pointer 80 kB.
  pointer(): string {
    const segments = [`/child/${this.index}`];
    let above = this.parent;
    if (!above) return this.rootPointer;
    for (; above.parent; above = above.parent) segments.push(`/child/${above.index}`);
    segments.push(this.rootPointer);
    return segments.reverse().join('');
  }
}

const isNode = (visit: Visit): visit is Visit & TreeNode => isObject(visit.node);

/** A rule's check as the walk runs it: its look at one node, and what it found so far. */
interface Running {
  readonly look: NodeCheck;
  readonly found: Violation[];
}

export function walkCategoryTree(root: unknown, rootPointer = '/data', checks: readonly TreeCheck[] = []): TreeWalk {
  const statistics: TreeStatistics = { nodes: 0, leaves: 0, maxDepth: 0, statusCounts: {} };
  const nodeErrors: TreeWalk['nodeErrors'] = [];
  const running = new Map<TreeCheck, Running>(checks.map((check) => [check, { look: check.start(), found: [] }]));
  const walk: TreeWalk = { statistics, nodeErrors, found: new Map([...running].map(([check, { found }]) => [check, found])) };
  const all = [...running.values()];
  const stack: Visit[] = [new Visit(root, undefined, [root], 0, 0, rootPointer)];

  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    statistics.nodes += 1;
    statistics.maxDepth = Math.max(statistics.maxDepth, visit.depth);
    if (!validators.categoryNodeShallow(visit.node) && nodeErrors.length < MAX_TREE_PROBLEMS) {
      const pointer = visit.pointer();
      for (const error of validators.categoryNodeShallow.errors ?? [])
        nodeErrors.push({ ...error, instancePath: pointer + error.instancePath });
    }
    if (!isNode(visit)) {
      statistics.leaves += 1;
      walk.unreadable ??= { at: visit.pointer(), problem: 'is not a category node (an object)' };
      continue;
    }

    const { status, child } = visit.node;
    if (typeof status === 'string') statistics.statusCounts[status] = (statistics.statusCounts[status] ?? 0) + 1;
    for (const { look, found } of all) {
      if (found.length >= MAX_TREE_PROBLEMS) continue;
      const here = look(visit);
      if (here) for (const violation of here) if (found.length < MAX_TREE_PROBLEMS) found.push(violation);
    }
    // A node without a child array has no node below it: a leaf for the count, whatever the rules say of it.
    if (!Array.isArray(child) || child.length === 0) statistics.leaves += 1;
    if (!Array.isArray(child)) {
      if (child !== undefined)
        walk.unreadable ??= { at: `${visit.pointer()}/child`, problem: 'is not an array: the nodes below it cannot be read' };
      continue;
    }
    // Pushed in reverse so nodes are visited in document order.
    for (let index = child.length - 1; index >= 0; index -= 1) {
      stack.push(new Visit(child[index], visit, child, index, visit.depth + 1, rootPointer));
    }
  }
  return walk;
}
