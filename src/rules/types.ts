// The vocabulary of the rule catalogue and of what judging a response produces.
import type { ErrorObject } from 'ajv';
import type { Evidence, Operation, Status, Violation } from '../types/report.js';

export type { Evidence, Operation, Violation };
export type RuleStatus = Status;
export type Severity = 'must' | 'should';

export const OPERATIONS: readonly Operation[] = ['GET_COUPON_BY_ID', 'LIST_DISPLAY_CATEGORIES', 'GET_ORIGIN_INQUIRY_BY_ID'];

/** The fixtures a rule needs before it can be judged; without them it is skipped, never passed. */
export type Fixture = 'couponId' | 'inquiryId' | 'foreignInquiryId';

/**
 * A rule of the catalogue. `id` never changes meaning once published. `owns` claims the schema
 * errors that are this rule's business (so each violation is reported under exactly one rule);
 * `check` is the part a schema cannot express.
 */
export interface Rule<Subject = never> {
  readonly id: string;
  readonly severity: Severity;
  readonly operation: Operation;
  /** Where the rule comes from: a section of the spec, or an ARCHITECTURE decision. */
  readonly section: string;
  /** Begins with MUST or SHOULD, like the sentence of the spec it tests. */
  readonly title: string;
  readonly owns?: (error: ErrorObject) => boolean;
  readonly check?: (subject: Subject) => Violation[];
}

// The catalogue mixes rules of several subject types; code that only needs their common fields uses this.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRule = Rule<any>;

/** What judging one rule once produced; the report merges every observation of a rule. */
export interface Observation {
  rule: string;
  status: RuleStatus;
  message: string;
  evidence?: Evidence;
  /** Set when the rule was skipped because the user did not give this fixture (--require-all fails those). */
  missingFixture?: Fixture;
}
