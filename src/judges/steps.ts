// How a judge applies one rule: the rule's own subject, its check, the schema violations it claims, and
// what it could not read. And how the body of a 200 is read once for every rule of the document: the
// schema's errors shared among the rules that claim them, the category tree walked once.
import type { ValidateFunction } from 'ajv';
import { partition } from '../rules/claims.js';
import { walkCategoryTree } from '../rules/checks/category-tree.js';
import { parseBody } from '../rules/checks/json-body.js';
import { valueAt } from '../rules/describe.js';
import { readAll, unreadablePart, type Read } from '../rules/reads.js';
import type { Facts } from '../rules/observation.js';
import { readsDocument, type AnyRule, type NotJudged, type Unreadable, type Violation } from '../rules/rule.js';
import type { DocumentSubject, RequestSubject, Subjects as AllSubjects, TreeCheck, TreeWalk } from '../rules/subjects.js';
import type { JudgementRecorder } from './recorder.js';

/**
 * What is at hand while judging: the exchange and the request always; once the body is read, the document,
 * the tree, and the violations the schema found, by the rule that claims each.
 */
export interface AtHand extends Pick<AllSubjects, 'exchange' | 'request'>, Partial<Pick<AllSubjects, 'document'>> {
  /** The tree walked once, every rule of the tree's check run on each node on the way. */
  readonly tree?: TreeWalk;
  readonly claimed?: ReadonlyMap<AnyRule, Violation[]>;
}

/** How a judge reads a 200 body for the rules of the document. */
export interface DocumentReading {
  /** The schema of the body: each of its errors goes to the rule that claims it. */
  readonly validate: ValidateFunction;
  /** What must be there before any rule reads on; when it is not, `reportedBy` says why and the rest is not judged. */
  readonly readable: Pick<Read, 'at' | 'is'> & { readonly what: string; readonly reportedBy: AnyRule };
  /** Where the category tree starts, for the rules of the tree: walked once, its nodes' errors claimed like the body's. */
  readonly tree?: string;
}

/** What the rule's check found, and what the rule could not read (a part of the document, the tree below a node that is not one). */
function checked(rule: AnyRule, atHand: AtHand): { found?: Violation[] | NotJudged; unreadable?: Unreadable } {
  const missing = (name: string) => new Error(`${rule.id} judged before the ${name} was read`);
  switch (rule.subject) {
    case 'exchange':
      return { found: rule.check?.(atHand.exchange) };
    case 'request':
      return { found: rule.check?.(atHand.request) };
    case 'document': {
      if (!atHand.document) throw missing('document');
      // The check is given what the rule reads; when a part it reads alone is missing, it has nothing to look at.
      const { values, unreadable } = readAll(atHand.document.document, rule.reads ?? {});
      return { found: values && rule.check?.({ ...atHand.document, ...values }), unreadable };
    }
    case 'tree': {
      if (!atHand.tree) throw missing('tree');
      const found = rule.check && atHand.tree.found.get(rule.check);
      if (rule.check && !found) throw new Error(`${rule.id} was not among the rules the tree was walked for`);
      return { found, unreadable: atHand.tree.unreadable };
    }
  }
}

/**
 * Runs the rule's check on its subject, adds the schema violations it claims, and records the outcome;
 * returns whether the rule held (a rule that could not be judged did not).
 */
export function applyRule(recorder: JudgementRecorder, rule: AnyRule, atHand: AtHand): boolean {
  const { found, unreadable } = checked(rule, atHand);
  const violations = [...(atHand.claimed?.get(rule) ?? []), ...(Array.isArray(found) ? found : [])];
  if (violations.length > 0) return recorder.record(rule, violations);
  return recorder.record(rule, [], (found && !Array.isArray(found) ? found.notJudged : undefined) ?? unreadable);
}

/**
 * Reads the parsed body for the rules of the document: validated once, its errors (and the tree's) shared
 * among the rules that claim them. When the part every rule needs is not there, the rule that reports it
 * is applied, the judgement stops, and undefined is returned.
 */
export function readDocument(
  recorder: JudgementRecorder,
  input: RequestSubject,
  reading: DocumentReading,
  facts: Facts,
): Omit<AtHand, 'exchange' | 'request'> | undefined {
  const parsed = parseBody(input.exchange);
  if (!parsed.ok) return undefined;
  const body = input.exchange.response.body;
  const document: DocumentSubject = { document: parsed.value, requestedId: input.requestedId, body };
  const bodyRules = recorder.rules.filter(readsDocument);
  reading.validate(parsed.value);
  const errors = [...(reading.validate.errors ?? [])];
  const unreadable = unreadablePart(parsed.value, reading.readable);
  if (unreadable) {
    const claimed = partition(errors, bodyRules, parsed.value, body);
    applyRule(recorder, reading.readable.reportedBy, { exchange: input.exchange, request: input, document, claimed });
    recorder.stopUnreadable(reading.readable.what, reading.readable.reportedBy);
    return undefined;
  }
  let tree: TreeWalk | undefined;
  if (reading.tree !== undefined) {
    const checks = recorder.rules.flatMap((rule): TreeCheck[] => (rule.subject === 'tree' && rule.check ? [rule.check] : []));
    tree = walkCategoryTree(valueAt(parsed.value, reading.tree), reading.tree, checks);
    errors.push(...tree.nodeErrors);
    facts.categoryTree = tree.statistics;
  }
  return { document, claimed: partition(errors, bodyRules, parsed.value, body), ...(tree ? { tree } : {}) };
}
