// Display category lists valid by schemas/display-category-list.schema.json (and the recursive
// display-category) and by every category rule of the catalogue, MUST and SHOULD: code "SUCCESS",
// one root node with code 0, a child array on every node ([] for a leaf), codes unique across the
// tree, statuses ACTIVE, READY or DISABLED. Drawn so, then kept only where every rule of the document
// and of the tree holds by its own check (holding-the-rules.ts): a rule added to the catalogue needs no edit here.
import fc from 'fast-check';
import type { DisplayCategory, DisplayCategoryList } from '../../../src/types/api.js';
import { CATEGORIES } from '../../../src/operations.js';
import { textArbitrary } from './documents.js';
import { holdingTheRules } from './holding-the-rules.js';

export const CATEGORY_STATUSES = ['ACTIVE', 'READY', 'DISABLED'] as const;
/** Codes are positive integers of up to 6 digits in the marketplace's tree. */
export const LARGEST_CATEGORY_CODE = 999_999;

export interface CategoryListConstraints {
  /** Deepest level of a node, the root being level 0; 5 by default. */
  maxDepth?: number;
  /** Most children of one node; 4 by default. */
  maxChildren?: number;
  /** Fewest children of the root (the top-level categories); 0 by default. */
  minTopLevel?: number;
}

type Node = DisplayCategory;

/** Gives the root code 0 and every other node a code no other node has, keeping the drawn code where it is free. */
function withUniqueCodes(root: Node): Node {
  const used = new Set<number>([0]);
  const freeCode = (drawn: number) => {
    let code = drawn;
    while (used.has(code)) code = (code % LARGEST_CATEGORY_CODE) + 1;
    used.add(code);
    return code;
  };
  // Codes are given in document order, so the first of two equal drawn codes keeps it.
  const rebuild = (node: Node, isRoot: boolean): Node => {
    const code = isRoot ? 0 : freeCode(node.displayItemCategoryCode);
    return { displayItemCategoryCode: code, name: node.name, status: node.status, child: node.child.map((c) => rebuild(c, false)) };
  };
  return rebuild(root, true);
}

/** The tree under the root: every node with a child array, down to maxDepth, codes unique, the root's code 0. */
export function categoryTreeArbitrary(constraints: CategoryListConstraints = {}): fc.Arbitrary<Node> {
  const { maxDepth = 5, maxChildren = 4, minTopLevel = 0 } = constraints;
  const depthIdentifier = fc.createDepthIdentifier();
  const { node } = fc.letrec<{ node: Node; children: Node[] }>((tie) => ({
    node: fc.record({
      displayItemCategoryCode: fc.integer({ min: 1, max: LARGEST_CATEGORY_CODE }),
      name: textArbitrary(),
      status: fc.constantFrom(...CATEGORY_STATUSES),
      child: tie('children'),
    }),
    // At maxDepth only the first arbitrary is drawn: a leaf.
    children: fc.oneof(
      { maxDepth: maxDepth - 1, depthSize: 'medium', depthIdentifier },
      { arbitrary: fc.constant<Node[]>([]), weight: 1 },
      { arbitrary: fc.array(tie('node'), { minLength: 1, maxLength: maxChildren, depthIdentifier }), weight: 3 },
    ),
  }));
  const topLevel =
    maxDepth === 0
      ? fc.constant<Node[]>([])
      : fc.array(node, { minLength: minTopLevel, maxLength: Math.max(maxChildren, minTopLevel), depthIdentifier });
  return fc
    .record({
      displayItemCategoryCode: fc.constant(0),
      name: fc.oneof(fc.constant('ROOT'), textArbitrary()),
      status: fc.constantFrom(...CATEGORY_STATUSES),
      child: topLevel,
    })
    .map(withUniqueCodes);
}

/** The 200 body of the display category list: `{ code: "SUCCESS", message, data: <root> }`, holding every rule of the catalogue. */
export function categoryListArbitrary(constraints: CategoryListConstraints = {}): fc.Arbitrary<DisplayCategoryList> {
  return holdingTheRules(CATEGORIES.operation, categoryListDraftArbitrary(constraints));
}

/** A list built to the schema and to the rules this file knows, before the catalogue's checks have their say. */
export function categoryListDraftArbitrary(constraints: CategoryListConstraints = {}): fc.Arbitrary<DisplayCategoryList> {
  return fc.record({
    code: fc.constant('SUCCESS' as const),
    message: fc.oneof(fc.constant(''), fc.constant('OK'), textArbitrary()),
    data: categoryTreeArbitrary(constraints).map((root) => ({ ...root, displayItemCategoryCode: 0 as const })),
  });
}

const nodesIn = (node: Node): number => 1 + node.child.reduce((sum, child) => sum + nodesIn(child), 0);

/**
 * A list of the same shape as `shape` (the same nodes, nested the same way), each node's name, status and code
 * drawn afresh (the names all different, the codes made unique, the root's 0): what a fault written for the
 * reference's tree ("the eighth node five levels down") changes, on values no one wrote. Different names keep
 * it from a rule of the tree that a name repeated among siblings breaks, which would leave few drafts standing.
 */
export function categoryListShapedAs(shape: DisplayCategoryList): fc.Arbitrary<DisplayCategoryList> {
  const count = nodesIn(shape.data);
  const drafts = fc
    .record({
      message: fc.oneof(fc.constant('OK'), textArbitrary()),
      names: fc.uniqueArray(textArbitrary(), { minLength: count, maxLength: count }),
      codes: fc.array(fc.integer({ min: 1, max: LARGEST_CATEGORY_CODE }), { minLength: count, maxLength: count }),
      statuses: fc.array(fc.constantFrom(...CATEGORY_STATUSES), { minLength: count, maxLength: count }),
    })
    .map(({ message, names, codes, statuses }) => {
      let next = 0;
      const redrawn = (node: Node): Node => {
        const at = next++;
        return { displayItemCategoryCode: codes[at]!, name: names[at]!, status: statuses[at]!, child: node.child.map(redrawn) };
      };
      return { code: 'SUCCESS' as const, message, data: { ...withUniqueCodes(redrawn(shape.data)), displayItemCategoryCode: 0 as const } };
    });
  return holdingTheRules(CATEGORIES.operation, drafts);
}
