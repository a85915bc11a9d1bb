// A conformance case: one test of the suites, as data. The suites register one vitest test per case;
// `run --plan`, the request budget and the selection of tests read the same list, so what a run
// says it will send and what it sends cannot drift apart.
import type fc from 'fast-check';
import type { Operation, SuiteName } from '../operations.js';
import type { Judge } from '../judges/judge.js';
import type { Fixtures } from '../fixtures.js';
import type { Fixture } from '../rules/observation.js';

/** What kind of id a request carries; `--plan` counts requests by it. */
type IdClass = 'fixture' | "another vendor's fixture" | 'unknown' | 'malformed' | 'edge form' | 'none';

/** What a case needs before it can send anything: a fixture id, or the user's consent to write methods. */
export type Requirement = Fixture | 'probeWrites';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface CaseBase {
  /** Unique across the catalogue of cases: the vitest test name, and what -t matches (with the operation). */
  readonly name: string;
  readonly suite: SuiteName;
  readonly operation: Operation;
  readonly judge: Judge;
  readonly needs: readonly Requirement[];
  readonly method: Method;
  readonly idClass: IdClass;
}

/** One request, one judgement. */
export interface ExampleCase extends CaseBase {
  readonly kind: 'example';
  /** The id of the request, decoded ('' for the category list); needs are met when this is called. */
  id(fixtures: Fixtures): string;
}

/** Generated requests, judged by the same judge: fixed values first, then random ones from the run's seed. */
export interface PropertyCase<Value = unknown> extends CaseBase {
  readonly kind: 'property';
  /** Loaded when asked for: fast-check comes with it, after the example suites' first request. */
  arbitrary(fixtures: Partial<Fixtures>): Promise<fc.Arbitrary<Value>>;
  /** Values always sent first (fast-check's `examples`), so that each id class is covered whatever the budget. */
  fixed(fixtures: Partial<Fixtures>): Value[];
  /** What the fixed values are, for `--plan`. */
  readonly fixedText: string;
  /** The id a value sends, decoded. */
  idOf(value: Value): string;
}

export type ConformanceCase = ExampleCase | PropertyCase;
