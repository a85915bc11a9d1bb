// A rule of the catalogue, read in one place: its stable id, its level (the first word of its title,
// written once), where it comes from, what it judges (its subject) and needs, which schema violations are
// its business (its claims) and its check, for what a schema cannot express. Every list of rules that
// shares a trait (those that read no body, those that need the id requested) is computed from these.
import type { Operation } from '../types/report.js';
import type { Example } from './example.js';
import type { FaultSpec } from './fault.js';
import type { Reads, ValuesOf } from './reads.js';
import type { SourceLink } from './sources.js';
import type { NodeCheck, SubjectName, Subjects, TreeCheck, TreeNode, Unreadable } from './subjects.js';
import type { Violation } from './violation.js';

export type { NodeCheck, Operation, Reads, SubjectName, Subjects, TreeCheck, TreeNode, Unreadable, Violation };
export type Level = 'MUST' | 'SHOULD';
export type Title = `${Level} ${string}`;

export { OPERATIONS } from '../operations.js';

/**
 * What a rule needs beyond its subject, which some sources of answers lack: the id the request asked for
 * (a captured body judged offline without --id), the answer's headers (a captured body has none).
 */
export type Need = 'requestedId' | 'headers';

/**
 * Schema errors a rule claims: those on a field whose JSON Pointer matches `at` (any field when absent),
 * with one of `keywords` (any keyword when absent).
 */
export interface Claim {
  readonly at?: RegExp;
  readonly keywords?: readonly string[];
}

/** What a rule's check is given: its subject, and for a rule of the document, the values of its reads. */
export type CheckInput<S extends SubjectName, R extends Reads> = S extends 'document' ? Subjects['document'] & ValuesOf<R> : Subjects[S];

/**
 * A rule's check: given its subject, it returns the violations found (none: it held), or why it could not look.
 * A rule of the tree checks each node in one walk of the tree shared by all of them (eachNode).
 */
export type Check<S extends SubjectName, R extends Reads> = S extends 'tree'
  ? TreeCheck
  : (input: CheckInput<S, R>) => Violation[] | NotJudged;

/**
 * The check of a rule of the tree, on each node in turn: `start` is called once per walk (per answer judged)
 * and returns the check of one node, which may keep what it saw in the earlier nodes, e.g.
 * `eachNode(() => { const seen = new Set(); return (here) => (seen.has(code) ? [violation] : (seen.add(code), [])) })`.
 */
export const eachNode = (start: () => NodeCheck): TreeCheck => ({ start });

export interface RuleSpec<S extends SubjectName, R extends Reads = Reads, Id extends string = string> {
  /** The rule's one name: never changes meaning once published. */
  readonly id: Id;
  /** Begins with MUST or SHOULD, like the sentence of the spec it tests: the rule's level. */
  readonly title: Title;
  readonly operation: Operation;
  /** Where the rule comes from, at least one: sections of docs/spec.md and decisions of docs/decisions.md (see sources.ts). */
  readonly sources: readonly [SourceLink, ...SourceLink[]];
  /** What the rule judges; its check is given that and nothing more (see subjects.ts). */
  readonly subject: S;
  readonly needs?: readonly Need[];
  /** The schema violations this rule reports; every violation a judge's schema can raise is claimed by exactly one rule. */
  readonly claims?: readonly Claim[];
  /**
   * The parts of the document the rule reads (rules of the document only), each given to the check by its
   * name. When one is absent or not of its kind and the rule found nothing wrong, the rule was not
   * judged: it is skipped, never passed (see reads.ts).
   */
  readonly reads?: S extends 'document' ? R : never;
  /** What the rule checks beyond the schema; returns the violations found (none: it held), or why it could not look. */
  readonly check?: Check<S, R>;
  /**
   * The rule's proof: the reference with one defect each, which the rule must catch (the kill matrix serves
   * each and fails the run on it, docs/proof.md). A rule without one is unproven.
   */
  readonly faults?: readonly FaultSpec[];
  /** Answers the rule holds and fails on, each with why: the cases a reader checks the rule against (example.ts). */
  readonly examples?: readonly Example[];
}

/** A check's answer when its input could not be read: the rule is skipped, not passed. */
export interface NotJudged {
  readonly notJudged: Unreadable;
}

export interface Rule<S extends SubjectName = SubjectName, R extends Reads = Reads, Id extends string = string> extends RuleSpec<S, R, Id> {
  /** The first word of the title: MUST fails a run, SHOULD warns. */
  readonly level: Level;
}

/** Any rule, whatever it checks: what code that only reads the common fields takes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a rule of any reads: its check is called only with what they give
export type AnyRule = { [S in SubjectName]: Rule<S, any> }[SubjectName];

export function defineRule<S extends SubjectName, const R extends Reads = Record<never, never>, const Id extends string = string>(
  spec: RuleSpec<S, R, Id>,
): Rule<S, R, Id> {
  return Object.freeze({ ...spec, level: spec.title.startsWith('MUST ') ? 'MUST' : 'SHOULD' });
}

/** Rules by their id. */
type ById<Rules extends readonly AnyRule[]> = { readonly [Each in Rules[number] as Each['id']]: Each };

/** An operation's rules by their id, in the order given (the report's): a rule has one name, its id, used once. */
export function rulesById<const Rules extends readonly AnyRule[]>(rules: Rules): ById<Rules> {
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  if (byId.size !== rules.length) throw new Error(`two rules share an id among ${rules.map((rule) => rule.id).join(', ')}`);
  return Object.freeze(Object.fromEntries(byId)) as ById<Rules>;
}

/**
 * Whether the rule reads only the status line and headers of an answer, never its body: what can still be
 * judged of an answer whose body is missing (a recording that left it out), and what a body alone cannot
 * show (validate).
 */
export const readsNoBody = (rule: AnyRule): boolean => rule.subject === 'exchange';

/** Whether the rule reads the parsed body (the document, or the category tree in it). */
export const readsDocument = (rule: AnyRule): boolean => rule.subject === 'document' || rule.subject === 'tree';

/** Whether the rule needs `need` (see Need). */
export const needs = (rule: AnyRule, need: Need): boolean => rule.needs?.includes(need) ?? false;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A JSON Pointer pattern as a RegExp: `*` stands for any one segment (an index, a name). */
const pointerPattern = (pointers: readonly string[]): RegExp =>
  new RegExp(
    `^(?:${pointers
      .map((pointer) =>
        pointer
          .split('/')
          .map((s) => (s === '*' ? '[^/]+' : escapeRegExp(s)))
          .join('/'),
      )
      .join('|')})$`,
  );

/**
 * Errors on a field at one of the JSON Pointers `at` (`*`: any one segment; '' the whole body), or whose
 * pointer matches the RegExp (a tree of any depth), with one of the keywords (any keyword when none are given).
 */
export const on = (at: string | readonly string[] | RegExp, ...keywords: string[]): Claim => ({
  at: at instanceof RegExp ? at : pointerPattern(typeof at === 'string' ? [at] : at),
  ...(keywords.length > 0 ? { keywords } : {}),
});

/** Errors of these keywords, wherever they are. */
export const keywordsAnywhere = (...keywords: string[]): Claim => ({ keywords });
