// What a generated valid document must hold, as the catalogue says it: every rule of its operation that a
// document alone can break (a rule of the document with a check, which does not compare it with the id
// requested) holds on it, its reads read and its check finding nothing. Each document arbitrary keeps only
// such drafts, so a rule added to the catalogue (a SHOULD on white space around the title) narrows the
// generated documents with no edit here: the rule's own reads and check decide. The schema's part is each
// generator's own structure, which the property tests hold against the schemas.
import type fc from 'fast-check';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { readAll } from '../../../src/rules/reads.js';
import { needs, type AnyRule, type Operation } from '../../../src/rules/rule.js';

/** The rules of `operation` that a document alone can break by their check. */
export const checkedOnTheDocument = (operation: Operation): AnyRule[] =>
  catalogue.filter((rule) => rule.operation === operation && rule.subject === 'document' && rule.check && !needs(rule, 'requestedId'));

/** Whether the rule reads every part it reads in `document` and its check finds nothing there. */
export function holds(rule: AnyRule, document: unknown): boolean {
  if (rule.subject !== 'document' || !rule.check) return true;
  const { values, unreadable } = readAll(document, rule.reads ?? {});
  if (unreadable || !values) return false;
  const found = rule.check({ document, requestedId: '', body: JSON.stringify(document), ...values });
  return Array.isArray(found) && found.length === 0;
}

/** The drafts of `arbitrary` that hold every rule of `operation` a document alone can break. */
export function holdingTheRules<T>(operation: Operation, drafts: fc.Arbitrary<T>): fc.Arbitrary<T> {
  const rules = checkedOnTheDocument(operation);
  return drafts.filter((document) => rules.every((rule) => holds(rule, document)));
}
