// What judging produces: one observation per rule per answer; the report merges the observations of
// each rule into its result. Also the facts measured on the way that are not rules.
import type { ConformanceReport, Evidence, Status } from '../types/report.js';

export type { Evidence, Status };

import type { Fixture } from '../fixtures.js';
import { isNotJudged } from './messages.js';

export type { Fixture };

/** What judging one rule on one answer found. */
export interface Observation {
  rule: string;
  status: Status;
  message: string;
  evidence?: Evidence;
  /** Set when the rule was skipped because the user did not give this fixture (--require-all fails those). */
  missingFixture?: Fixture;
  /** This observation's share of the time of the test (or recorded exchange) that made it, in ms. */
  durationMs?: number;
  /** The answers it stands for, when more than one (a property's cases): how many judged the rule, how many of them broke it. */
  answers?: AnswerCount;
  /** Set on a property's rule that held when the request budget ran out before its whole sample was judged. */
  cutShort?: boolean;
  /** The test of the run that made it (its answers are those exchanges.har records as sent by it); absent for traffic. */
  test?: string;
}

export interface AnswerCount {
  judged: number;
  failed: number;
}

/** One observation per rule, in the rules' order: the one found for it, else `otherwise`. Every rule gets exactly one. */
export function onePerRule(
  rules: readonly { readonly id: string }[],
  found: ReadonlyMap<string, Observation>,
  otherwise: Omit<Observation, 'rule'>,
): Observation[] {
  return rules.map((rule) => found.get(rule.id) ?? { rule: rule.id, ...otherwise });
}

/** The answers an observation stands for: its own count, or the one answer it was made on. */
export function answersOf(observation: Observation): AnswerCount {
  if (observation.answers) return observation.answers;
  if (observation.status === 'skipped' || observation.status === 'error') return { judged: 0, failed: 0 };
  return { judged: 1, failed: observation.status === 'passed' ? 0 : 1 };
}

/**
 * The observations with `durationMs` shared out among those that judged something (skips took no
 * time): the rules' times then add up to the time the tests really took, with nothing counted twice.
 */
export function withTimeShares(observations: readonly Observation[], durationMs: number): Observation[] {
  // With nothing judged the share is never read (every observation is a skip), whatever it comes to.
  const share = durationMs / observations.filter((o) => o.status !== 'skipped').length;
  return observations.map((o) => (o.status === 'skipped' ? o : { ...o, durationMs: share }));
}

/** How bad a status is: of several observations of one rule, the worst one stands for it. */
export const STATUS_RANK: Readonly<Record<Status, number>> = { failed: 4, error: 3, warning: 2, passed: 1, skipped: 0 };

/**
 * Whether `a` stands for a rule rather than `b`, whatever order they arrive in: the worse status; between
 * two of the same status, the simpler request (a plain GET shows a defect better than a POST); between
 * two skips, the one for a missing fixture (what the user can act on, and what --require-all fails),
 * then one that says why the rule was not judged ("not judged: ...; see coupon.fields") over one
 * that says it did not apply, then the reason that sorts first: a skipped rule says the same on every
 * run, with any seed.
 */
export function outranks(a: Observation, b: Observation): boolean {
  if (STATUS_RANK[a.status] !== STATUS_RANK[b.status]) {
    // Stryker disable next-line EqualityOperator: the ranks differ here, so > and >= agree (and <=, disabled with it, fails the tests)
    return STATUS_RANK[a.status] > STATUS_RANK[b.status];
  }
  const plainGet = (o: Observation) => o.evidence?.request?.method === 'GET';
  if (plainGet(a) !== plainGet(b) && a.evidence?.request && b.evidence?.request) return plainGet(a);
  if (a.status !== 'skipped') return true;
  if ((a.missingFixture === undefined) !== (b.missingFixture === undefined)) return a.missingFixture !== undefined;
  if (isNotJudged(a.message) !== isNotJudged(b.message)) return isNotJudged(a.message);
  return a.message <= b.message;
}

/** Facts measured on the target that are not rules (the category tree's size, depth and statuses). */
export type Facts = NonNullable<ConformanceReport['facts']>;
