// What a generated valid document must hold, as the catalogue says it: every rule of its operation that a
// document can break (a rule of the document with a check, judged with the document's own id as the id
// requested, as the property tests ask for it; or a rule of the tree with a check) holds on it, its reads read and its check finding nothing,
// each node of the tree handed to the tree rules' checks by the walk the judge walks it with. Each document
// arbitrary keeps only such drafts, so a rule added to the catalogue (a SHOULD on white space around the
// title, one that sibling categories have different names) narrows the generated documents with no edit here:
// the rule's own reads and check decide. The schema's part is each generator's own structure, which the
// property tests hold against the schemas.
import type fc from 'fast-check';
import { JUDGES } from '../../../src/judges/index.js';
import { specOf } from '../../../src/operations.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { walkCategoryTree } from '../../../src/rules/checks/category-tree.js';
import { valueAt } from '../../../src/rules/describe.js';
import { readAll } from '../../../src/rules/reads.js';
import { type AnyRule, type Operation, type TreeCheck } from '../../../src/rules/rule.js';

/** The rules of `operation` that a document can break by their check. */
export const checkedOnTheDocument = (operation: Operation): AnyRule[] =>
  catalogue.filter((rule) => rule.operation === operation && (rule.subject === 'document' || rule.subject === 'tree') && rule.check);

/** The id a property test asks for a generated document with: the document's own ('' where the path has none). */
function ownId(operation: Operation, document: unknown): string {
  const pointer = specOf(operation).id?.pointer;
  const id = pointer === undefined ? undefined : valueAt(document, pointer);
  return id === undefined ? '' : String(id);
}

/** Whether every tree check holds on the operation's tree in `document`, walked once, every node readable. */
function treeHolds(operation: Operation, checks: readonly TreeCheck[], document: unknown): boolean {
  if (checks.length === 0) return true;
  const at = JUDGES[operation].found.document?.tree;
  if (at === undefined) throw new Error(`${operation} has rules of the tree but its found judge reads no tree`);
  const walk = walkCategoryTree(valueAt(document, at), at, checks);
  return !walk.unreadable && [...walk.found.values()].every((found) => found.length === 0);
}

/** Whether the rule reads every part it reads in `document` and its check finds nothing there. */
export function holds(rule: AnyRule, document: unknown): boolean {
  if (rule.subject === 'tree') return !rule.check || treeHolds(rule.operation, [rule.check], document);
  if (rule.subject !== 'document' || !rule.check) return true;
  const { values, unreadable } = readAll(document, rule.reads ?? {});
  if (unreadable || !values) return false;
  const found = rule.check({ document, requestedId: ownId(rule.operation, document), body: JSON.stringify(document), ...values });
  return Array.isArray(found) && found.length === 0;
}

/** The drafts of `arbitrary` that hold every rule of `operation` a document alone can break. */
export function holdingTheRules<T>(operation: Operation, drafts: fc.Arbitrary<T>): fc.Arbitrary<T> {
  const rules = checkedOnTheDocument(operation);
  const ofTheDocument = rules.filter((rule) => rule.subject !== 'tree');
  // The tree rules' checks in one walk, as a judge walks them.
  const ofTheTree = rules.flatMap((rule): TreeCheck[] => (rule.subject === 'tree' && rule.check ? [rule.check] : []));
  return drafts.filter((document) => ofTheDocument.every((rule) => holds(rule, document)) && treeHolds(operation, ofTheTree, document));
}
