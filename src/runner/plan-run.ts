// The plan of a run from its options: which cases, how many requests each, within which cap.
import { ALL_CASES } from '../cases/index.js';
import type { ConformanceCase } from '../cases/types.js';
import { OPTION_SPECS, type RunOptions } from '../config/options.js';
import { UsageError } from '../config/usage-error.js';
import { buildPlan, type Plan } from '../plan/plan.js';
import { selectCases } from '../plan/select.js';
import { selectRules, type RuleSelection } from '../plan/rule-selection.js';
import { catalogue } from '../rules/catalogue/index.js';
import type { Fixtures } from '../fixtures.js';
import type { Fixture } from '../fixtures.js';
import type { Observation } from '../rules/observation.js';
import { specOfSuite } from '../operations.js';
import { politenessOf, type TargetKind } from './target-kind.js';

/** The fixture ids the user gave (the options of an id). */
export function userFixtures(options: RunOptions): Partial<Fixtures> {
  return Object.fromEntries(
    OPTION_SPECS.filter((spec) => spec.kind === 'id')
      .map((spec) => spec.key as Fixture)
      .filter((key) => options[key] !== undefined)
      .map((key) => [key, options[key]]),
  );
}

/** The rules --only and --skip leave in and out (the rules of every operation; --suite chooses operations). */
export const ruleSelectionOf = (options: RunOptions): RuleSelection =>
  selectRules(
    catalogue.map((rule) => rule.id),
    options.only,
    options.skip,
  );

/** A --min-judged above the MUST rules the run selects could never be met: said before anything is sent. */
function checkMinJudged(options: RunOptions, deselected: ReadonlySet<string>): void {
  const min = options.minJudged;
  if (min === undefined || !('rules' in min)) return;
  const operations = new Set(options.suites.map((suite) => specOfSuite(suite).operation));
  const must = catalogue.filter((rule) => rule.level === 'MUST' && operations.has(rule.operation) && !deselected.has(rule.id));
  if (min.rules > must.length)
    throw new UsageError(
      `--min-judged ${min.rules}: ${selectionText(options)} selects only ${must.length} MUST rules ` +
        `(give at most ${must.length}, or a percentage such as 90%)`,
    );
}

export function planRun(options: RunOptions, kind: TargetKind, fixtures: Partial<Fixtures>): Plan {
  const { deselected } = ruleSelectionOf(options);
  checkMinJudged(options, deselected);
  const cases = selectCases(ALL_CASES, {
    suites: options.suites,
    deselected,
    ...(options.testNamePattern !== undefined ? { testNamePattern: options.testNamePattern } : {}),
    ...(options.shard !== undefined ? { shard: options.shard } : {}),
  });
  if (cases.length === 0) {
    const listThem = 'list the rules with the rules command, the tests with run --plan';
    const counts = `${catalogue.length} rules in ${ALL_CASES.length} tests exist; ${listThem}`;
    throw new UsageError(`no rule selected: ${selectionText(options)} selects no test (${counts})`);
  }
  const politeness = politenessOf(options, kind);
  return buildPlan({
    cases,
    fixtures,
    probeWrites: politeness.probeWrites,
    numRuns: options.numRuns,
    defaultNumRuns: politeness.defaultNumRuns,
    maxRequests: politeness.maxRequests,
    reachabilityProbe: kind !== 'embedded',
  });
}

/**
 * The skipped observations of the rules that a planned case would judge but that no case sends a
 * request for (a fixture not given, --probe-writes not given, no request left): a run that stops early
 * reports them with that reason, not as "not run" (the tests that record them may not have started).
 */
export function neverSentObservations(plan: Plan): Observation[] {
  const sent = new Set(
    plan.cases.filter((p) => p.runs > 0).flatMap((p) => (p.case.judge.aims ?? p.case.judge.rules).map((rule) => rule.id)),
  );
  return plan.cases
    .filter((p) => p.skipReason !== undefined)
    .flatMap((p) =>
      p.case.judge.rules
        .filter((rule) => !sent.has(rule.id))
        .map((rule): Observation => ({
          rule: rule.id,
          status: 'skipped',
          message: p.skipReason!,
          ...(p.missingFixture ? { missingFixture: p.missingFixture } : {}),
        })),
    );
}

/**
 * The suites as built to JavaScript and bundled with the suites' thread (scripts/bundle.mjs), so that they share its
 * modules: imported natively, nothing is transformed at run time.
 */
const suiteFileOf = (candidate: ConformanceCase) =>
  `dist/bundle/suites/${candidate.suite}/${candidate.suite}.${candidate.kind === 'example' ? 'examples' : 'properties'}.test.js`;

/** The suite files that hold at least one planned case (@vitest/runner fails a file with no test in it). */
export function suiteFilesOf(plan: Plan): string[] {
  return [...new Set(plan.cases.map((p) => suiteFileOf(p.case)))];
}

/** The selection options the user gave, as they would type them. */
function selectionText(options: RunOptions): string {
  const parts = [`--suite ${options.suites.join(',')}`];
  if (options.testNamePattern !== undefined) parts.push(`-t ${JSON.stringify(options.testNamePattern)}`);
  if (options.shard !== undefined) parts.push(`--shard ${options.shard}`);
  for (const glob of options.only) parts.push(`--only ${glob}`);
  for (const glob of options.skip) parts.push(`--skip ${glob}`);
  return parts.join(' ');
}
