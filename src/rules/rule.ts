// A rule of the catalogue, read in one place: its stable id, its level (the first word of its title,
// written once), where it comes from, which schema errors are its business (its claims) and its
// check, for what a schema cannot express.
import type { Operation, Violation } from '../types/report.js';
import type { SourceLink } from './sources.js';

export type { Operation, Violation };
export type Level = 'MUST' | 'SHOULD';
export type Severity = 'must' | 'should';
export type Title = `${Level} ${string}`;

export const OPERATIONS: readonly Operation[] = ['GET_COUPON_BY_ID', 'LIST_DISPLAY_CATEGORIES', 'GET_ORIGIN_INQUIRY_BY_ID'];

/** Schema errors a rule claims: those on a field whose JSON Pointer matches `at` (any field when absent), with one of `keywords` (any keyword when absent). */
export interface Claim {
  readonly at?: RegExp;
  readonly keywords?: readonly string[];
}

export interface RuleSpec<Subject> {
  /** Never changes meaning once published. */
  readonly id: string;
  /** Begins with MUST or SHOULD, like the sentence of the spec it tests: the rule's level. */
  readonly title: Title;
  readonly operation: Operation;
  /** Where the rule comes from, at least one: sections of docs/spec.md and decisions of docs/decisions.md (see sources.ts). */
  readonly sources: readonly [SourceLink, ...SourceLink[]];
  /** The schema errors this rule reports; every error a judge's schema can raise is claimed by exactly one rule. */
  readonly claims?: readonly Claim[];
  /**
   * The parts of the body the rule reads. When one is absent or not of its kind and the rule found nothing
   * wrong, the rule was not judged: it is skipped, never passed (see inputs.ts).
   */
  readonly reads?: readonly Input[];
  /** What the rule checks beyond the schema; returns the violations found (none: it held), or why it could not look. */
  readonly check?: (subject: Subject) => Violation[] | NotJudged;
}

/** A JSON type, or a kind of value a check needs (a date, a policy with a daily limit). */
export type InputKind =
  'object' | 'array' | 'string' | 'number' | 'integer' | { readonly what: string; readonly test: (value: unknown) => boolean };

/** A part of a body a rule reads: a JSON Pointer (`*` for every element of an array) and what must be there. */
export interface Input {
  readonly at: string;
  readonly is: InputKind;
}

/** Where the input of a check could not be read, and what was wrong with it there. */
export interface Unreadable {
  /** JSON Pointer of the part that could not be read. */
  readonly at: string;
  /** e.g. "is absent", "is not a string". */
  readonly problem: string;
}

/** A check's answer when its input could not be read: the rule is skipped, not passed. */
export interface NotJudged {
  readonly notJudged: Unreadable;
}

export interface Rule<Subject = never> extends RuleSpec<Subject> {
  /** Read from the title. */
  readonly severity: Severity;
}

/** Any rule, whatever it checks: what code that only reads the common fields takes. */
export type AnyRule = Rule<never>;

export function defineRule<Subject>(spec: RuleSpec<Subject>): Rule<Subject> {
  return Object.freeze({ ...spec, severity: spec.title.startsWith('MUST ') ? 'must' : 'should' });
}

/** Errors on a field whose pointer matches `at`, with one of the keywords (any keyword when none are given). */
export const on = (at: RegExp, ...keywords: string[]): Claim => ({ at, ...(keywords.length > 0 ? { keywords } : {}) });

/** Errors of these keywords, wherever they are. */
export const keywordsAnywhere = (...keywords: string[]): Claim => ({ keywords });
