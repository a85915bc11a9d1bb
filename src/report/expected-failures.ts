// What a file of expected failures means for a run's results: a listed rule that failed or warned is
// marked expected (it no longer fails the run); an entry whose rules all pass is stale, one past its
// `until` date is expired, one that names no rule is unknown, and each of those fails the run, so the
// file cannot quietly outlive the failures it was written for.
import type { ExpectedFailureEntry, ExpectedFailures } from '../config/expected-failures.js';
import { ruleGlob } from '../plan/rule-selection.js';
import { catalogue } from '../rules/catalogue/index.js';
import type { ConformanceReport, RuleResult } from '../types/report.js';

export type BaselineProblem = NonNullable<ConformanceReport['expectedFailures']>['problems'][number];
export type BaselineSection = NonNullable<ConformanceReport['expectedFailures']>;

const FAILING: ReadonlySet<RuleResult['status']> = new Set(['failed', 'warning']);

/** An entry with its glob compiled once. */
interface Entry {
  readonly entry: ExpectedFailureEntry;
  readonly pattern: RegExp;
}

/** The entry that speaks for a rule: the one naming it exactly, else the first glob that matches it. */
const entryFor = (ruleId: string, entries: readonly Entry[]): ExpectedFailureEntry | undefined =>
  (entries.find(({ entry }) => entry.rule === ruleId) ?? entries.find(({ pattern }) => pattern.test(ruleId)))?.entry;

function problemsOf({ entry, pattern }: Entry, results: readonly RuleResult[], today: string): BaselineProblem[] {
  const problem = (kind: BaselineProblem['problem'], message: string): BaselineProblem => ({
    rule: entry.rule,
    line: entry.line,
    problem: kind,
    message: `${entry.rule} ${message}`,
  });
  if (!catalogue.some((rule) => pattern.test(rule.id)))
    return [problem('unknown rule', 'names no rule: correct the id or remove the entry (the rules command lists them)')];
  const problems: BaselineProblem[] = [];
  if (entry.until !== undefined && entry.until < today)
    problems.push(problem('expired', `expired after ${entry.until}: fix the rule, or give the entry a later until`));
  const judged = results.filter((result) => pattern.test(result.rule));
  if (judged.some((result) => result.status === 'passed') && !judged.some((result) => FAILING.has(result.status)))
    problems.push(problem('stale', 'passes now: remove the entry'));
  return problems;
}

/** `today` is yyyy-MM-dd (UTC): an entry is expected through its `until` day. */
export function applyExpectedFailures(
  results: readonly RuleResult[],
  file: ExpectedFailures,
  today: string,
): { results: RuleResult[]; section: BaselineSection } {
  const entries = file.entries.map((entry) => ({ entry, pattern: ruleGlob(entry.rule) }));
  const marked = results.map((result): RuleResult => {
    const entry = FAILING.has(result.status) ? entryFor(result.rule, entries) : undefined;
    if (!entry) return result;
    return { ...result, expectedFailure: { reason: entry.reason, ...(entry.until ? { until: entry.until } : {}), line: entry.line } };
  });
  const problems = entries.flatMap((entry) => problemsOf(entry, results, today));
  return { results: marked, section: { file: file.file, entries: file.entries.length, problems } };
}

/** Today's date as the file writes dates, in UTC (the same day for every machine of a CI matrix, near enough). */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);
