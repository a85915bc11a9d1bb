// An example of a rule: the reference's answer of one kind, changed (or not), and what the rule makes of it, with
// why. A rule's examples are its proof as data, like the tables of a validator's tests: each is judged by the judge
// of that kind of answer (test/unit/rules/examples.test.ts). Where a decision settles one, `why` names it (D3, D10).
import { setAt, type Change } from './answer-changes.js';
import type { FaultedKind } from './fault.js';

/** What the rule makes of the answer: it holds, it fails (a SHOULD rule warns), or it cannot read what it judges. */
export type Outcome = 'passes' | 'fails' | 'notJudged';

export interface Example {
  readonly outcome: Outcome;
  /** The answer in a few words, and why the rule makes that of it. */
  readonly why: string;
  /** The kind of answer of the rule's operation the example starts from: the reference's answer of that kind. */
  readonly answers: FaultedKind;
  /** What is changed in that answer; nothing when absent. */
  readonly change?: Change;
  /** Where: the JSON Pointer of the first violation (fails), or of the part that cannot be read (notJudged). */
  readonly at?: string;
  /** The rule that reports what the rule cannot read (notJudged). */
  readonly see?: string;
}

interface Where {
  at?: string;
  /** The kind of answer, found unless said. */
  answers?: FaultedKind;
}

const example = (outcome: Outcome, why: string, change: Change | undefined, { at, answers = 'found' }: Where): Example => ({
  outcome,
  why,
  answers,
  ...(change ? { change } : {}),
  ...(at === undefined ? {} : { at }),
});

/** An answer on which the rule holds. */
export const passes = (why: string, change?: Change, where: Where = {}): Example => example('passes', why, change, where);

/** An answer on which the rule fails (a SHOULD rule warns), its first violation at `at` when given. */
export const fails = (why: string, change: Change, where: Where = {}): Example => example('fails', why, change, where);

/** An answer the rule cannot judge: what it reads is broken at `at`, which the rule `see` reports. */
export const notJudged = (why: string, change: Change, where: Where & { see: string }): Example => ({
  ...example('notJudged', why, change, where),
  see: where.see,
});

/** An answer on which the rule fails at the field it sets: the reference's answer with `value` at `at`. */
export const failsAt = (why: string, at: string, value: unknown, where: Omit<Where, 'at'> = {}): Example =>
  fails(why, setAt(at, value), { ...where, at });
