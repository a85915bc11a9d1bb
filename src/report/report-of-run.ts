// What a run produced, turned into its report: every observation merged into its rule's result, the
// expected failures applied, the hints, the report model, and a last pass of redaction. The runner runs
// and hands over what it got; everything the report says is decided here.
import type { ExpectedFailures } from '../config/expected-failures.js';
import type { RunOptions } from '../config/options.js';
import type { Exchange } from '../http/index.js';
import type { Plan } from '../plan/plan.js';
import type { Fixtures } from '../fixtures.js';
import type { Facts, Observation } from '../rules/observation.js';
import type { Operation } from '../rules/rule.js';
import type { ConformanceReport } from '../types/report.js';
import { aggregate } from './aggregate.js';
import { buildReport, type Shortfall } from './build-report.js';
import { applyExpectedFailures, requestKey, utcDay } from './expected-failures.js';
import { hintsOf } from './hints.js';
import { redactDeep } from './redaction.js';
import type { RunRecord } from './run-record.js';
import type { UnansweredRequest } from './test-meta.js';

/** A finished run: its report, what the report files need besides it, and its own faults. */
export interface RunOutcome extends RunRecord {
  /** Stacks of tests that broke for a reason of the harness's own (they make the run inconclusive). */
  harnessFaults: readonly string[];
  /** Every exchange of the run, redacted, in the order the tests finished (for exchanges.har). */
  exchanges: readonly Exchange[];
}

/** Everything the runner hands over once the run has ended (or was stopped). */
interface RunProduct {
  options: RunOptions;
  /** Where the requests went, and whether that was the embedded reference. */
  baseUrl: string;
  embedded: boolean;
  /** The fixture ids the user gave (the hints name the ones that are missing). */
  userFixtures: Partial<Fixtures>;
  /** The client's secrets, for the last pass of redaction. */
  secrets: readonly string[];
  startedAt: Date;
  durationMs: number;
  seed: number;
  plan: Plan;
  /** The operations of the suites run: their rules appear in the report even when nothing judged them. */
  operations: readonly Operation[];
  /** The rules --only and --skip left out. */
  deselected: ReadonlySet<string>;
  /** One per rule per answer, and those the runner added for what never ran. */
  observations: readonly Observation[];
  facts: Facts;
  harnessFaults: readonly string[];
  /** Every request sent, the reachability probe's first. */
  exchanges: readonly Exchange[];
  unanswered: readonly UnansweredRequest[];
  notSent?: readonly UnansweredRequest[];
  /** Requests sent to the target. */
  requests: number;
  /** The file of --expected-failures, read before the run. */
  expectedFailures?: ExpectedFailures;
  /** What `verify` needs to judge the run again from its recording. */
  reproduction?: ConformanceReport['reproduction'];
  /** The day an expected failure's expiry is judged on: today, or for a run judged again, the day it ran. */
  judgedOn?: Date;
  /** The rules of the tests an interrupt cut short; present only when the run was interrupted. */
  interrupted?: ReadonlySet<string>;
}

/** The cases that got fewer requests than asked for, with the rules they judge. */
function shortfallsOf(plan: Plan): Shortfall[] {
  return plan.cases
    .filter((p) => p.wanted !== undefined)
    .map((p) => ({ test: p.case.name, rules: p.case.judge.rules.map((rule) => rule.id), cases: p.runs, wanted: p.wanted! }));
}

export function reportOfRun(run: RunProduct): RunOutcome {
  const { options, plan, interrupted, exchanges } = run;
  const results = aggregate(run.observations, {
    operations: run.operations,
    strict: options.strict,
    requireAll: options.requireAll,
    partial: options.testNamePattern !== undefined || options.shard !== undefined,
    deselected: run.deselected,
    ...(interrupted ? { interrupted } : {}),
  });
  const sent = new Set(exchanges.map((exchange) => requestKey(exchange.request, run.baseUrl)));
  const expected = run.expectedFailures && applyExpectedFailures(results, run.expectedFailures, utcDay(run.judgedOn ?? new Date()), sent);
  const marked = expected?.results ?? results;
  const report: ConformanceReport = buildReport({
    baseUrl: run.baseUrl,
    embedded: run.embedded,
    startedAt: run.startedAt,
    durationMs: run.durationMs,
    seed: run.seed,
    results: marked,
    facts: run.facts,
    harnessFaults: run.harnessFaults,
    requests: run.requests,
    ...(plan.maxRequests !== undefined ? { maxRequests: plan.maxRequests } : {}),
    shortfalls: shortfallsOf(plan),
    ...(expected ? { expectedFailures: expected.section } : {}),
    ...(options.minJudged ? { minJudged: options.minJudged } : {}),
    interrupted: interrupted !== undefined,
    ...(options.docsBaseUrl ? { docs: `${options.docsBaseUrl}/` } : {}),
    ...(run.reproduction ? { reproduction: run.reproduction } : {}),
    hints: hintsOf({ baseUrl: options.baseUrl, fixtures: run.userFixtures, results: marked, exchanges }),
  });
  // A last pass with the client's secrets: a server can echo one in a spelling the client's own
  // redaction cannot see (a JSON escape), which the judges then decode into messages.
  const record = { report, harnessFaults: run.harnessFaults, exchanges, unanswered: run.unanswered, notSent: run.notSent ?? [] };
  return redactDeep(record, run.secrets);
}
