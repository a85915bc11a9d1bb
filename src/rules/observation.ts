// What judging produces: one observation per rule per answer; the report merges the observations of
// each rule into its result. Also the facts measured on the way that are not rules.
import type { ConformanceReport, Evidence, Status } from '../types/report.js';

export type { Evidence, Status };

import type { Fixture } from '../fixtures.js';

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
}

/**
 * The observations with `durationMs` shared out among those that judged something (skips took no
 * time): the rules' times then add up to the time the tests really took, with nothing counted twice.
 */
export function withTimeShares(observations: readonly Observation[], durationMs: number): Observation[] {
  const judged = observations.filter((o) => o.status !== 'skipped').length;
  if (judged === 0) return [...observations];
  const share = durationMs / judged;
  return observations.map((o) => (o.status === 'skipped' ? o : { ...o, durationMs: share }));
}

/** How bad a status is: of several observations of one rule, the worst one stands for it. */
export const STATUS_RANK: Readonly<Record<Status, number>> = { failed: 4, error: 3, warning: 2, passed: 1, skipped: 0 };

/** Facts measured on the target that are not rules (the category tree's size, depth and statuses). */
export type Facts = NonNullable<ConformanceReport['observations']>;
