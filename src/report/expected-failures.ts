// What a file of expected failures means for a run's results: a listed rule that failed or warned is
// marked expected (it no longer fails the run); an entry whose rules all pass on the inputs that broke
// them before is stale, one past its `until` date is expired, one that names no rule is unknown, and each
// of those fails the run, so the file cannot quietly outlive the failures it was written for. An entry
// whose rule passed without those inputs being sent again was not exercised: said, never called stale.
import type { ExpectedFailureEntry, ExpectedFailures } from '../config/expected-failures.js';
import { ruleGlob } from '../plan/rule-selection.js';
import { catalogue } from '../rules/catalogue/index.js';
import { fromDocumentedPath } from '../operation-of-url.js';
import type { ConformanceReport, RuleResult } from '../types/report.js';

type BaselineProblem = NonNullable<ConformanceReport['expectedFailures']>['problems'][number];
export type BaselineSection = NonNullable<ConformanceReport['expectedFailures']>;
type NotExercised = NonNullable<BaselineSection['notExercised']>[number];

/** A path relative to the base URL: from the documented path on, else without the base path (if it starts with it). */
function relativePath(path: string, baseUrl: string | undefined): string {
  const documented = fromDocumentedPath(path);
  if (documented !== undefined) return documented;
  // Stryker disable next-line StringLiteral: for a missing base URL any text that is no URL would do, as '' does
  if (!URL.canParse(baseUrl ?? '')) return path;
  const basePath = new URL(baseUrl!).pathname.replace(/\/+$/, '');
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
}

/** A URL's path and query (with its "?"), an absolute URL's or a recording's own relative one. */
function pathAndQuery(url: string): [path: string, query: string] {
  if (URL.canParse(url)) {
    const { pathname, search } = new URL(url);
    return [pathname, search];
  }
  const at = url.includes('?') ? url.indexOf('?') : url.length;
  return [url.slice(0, at), url.slice(at)];
}

/**
 * A request as an entry's inputs name it: the method and the path with its query relative to the base URL
 * (`GET /v2/providers/...`), the same for any host and base path, so an entry written against one
 * deployment is exercised on another.
 */
export function requestKey(request: { method: string; url: string }, baseUrl?: string): string {
  const [path, query] = pathAndQuery(request.url);
  return `${request.method} ${relativePath(path, baseUrl)}${query}`;
}

/**
 * An entry's input as requestKey names a request: files written before inputs were relative to the base
 * URL hold its base path (`GET /api/v2/providers/...`), which the documented path drops.
 */
function inputKey(input: string): string {
  const space = input.indexOf(' ');
  return requestKey({ method: input.slice(0, space), url: input.slice(space + 1) });
}

const FAILING: ReadonlySet<RuleResult['status']> = new Set(['failed', 'warning']);

/** An entry with its glob compiled once. */
interface Entry {
  readonly entry: ExpectedFailureEntry;
  readonly pattern: RegExp;
}

/** The entry that speaks for a rule: the one naming it exactly, else the first glob that matches it. */
const entryFor = (ruleId: string, entries: readonly Entry[]): ExpectedFailureEntry | undefined =>
  (entries.find(({ entry }) => entry.rule === ruleId) ?? entries.find(({ pattern }) => pattern.test(ruleId)))?.entry;

/** The inputs of an entry the run did not send: all of them when nothing is known of what was sent. */
const unsent = (entry: ExpectedFailureEntry, sent: ReadonlySet<string> | undefined) =>
  (entry.inputs ?? []).filter((input) => !sent?.has(inputKey(input)));

function problemsOf(
  { entry, pattern }: Entry,
  results: readonly RuleResult[],
  today: string,
  sent: ReadonlySet<string> | undefined,
): { problems: BaselineProblem[]; notExercised?: NotExercised } {
  const problem = (kind: BaselineProblem['problem'], message: string): BaselineProblem => ({
    rule: entry.rule,
    line: entry.line,
    problem: kind,
    message: `${entry.rule} ${message}`,
  });
  if (!catalogue.some((rule) => pattern.test(rule.id)))
    return { problems: [problem('unknown rule', 'names no rule: correct the id or remove the entry (the rules command lists them)')] };
  const problems: BaselineProblem[] = [];
  if (entry.until !== undefined && entry.until < today)
    problems.push(problem('expired', `expired after ${entry.until}: fix the rule, or give the entry a later until`));
  const judged = results.filter((result) => pattern.test(result.rule));
  if (!judged.some((result) => result.status === 'passed') || judged.some((result) => FAILING.has(result.status))) return { problems };
  const missing = unsent(entry, sent);
  if (missing.length === 0) {
    const on = entry.inputs?.length ? ` on the ${entry.inputs.length} input(s) that broke it` : '';
    problems.push(problem('stale', `passes now${on}: remove the entry`));
    return { problems };
  }
  const notExercised = {
    rule: entry.rule,
    line: entry.line,
    message:
      `${entry.rule} not exercised in this run: it passed, but ${missing.length} of the ${entry.inputs!.length} input(s) that broke it ` +
      `were not sent (${missing[0]}${missing.length > 1 ? ', ...' : ''}); the entry stays`,
  };
  return { problems, notExercised };
}

/**
 * `today` is yyyy-MM-dd (UTC): an entry is expected through its `until` day. `sent` holds every request
 * of the run (requestKey, relative to the run's base URL): an entry with inputs is stale only when all of them were sent again.
 */
export function applyExpectedFailures(
  results: readonly RuleResult[],
  file: ExpectedFailures,
  today: string,
  sent?: ReadonlySet<string>,
): { results: RuleResult[]; section: BaselineSection } {
  const entries = file.entries.map((entry) => ({ entry, pattern: ruleGlob(entry.rule) }));
  const marked = results.map((result): RuleResult => {
    const entry = FAILING.has(result.status) ? entryFor(result.rule, entries) : undefined;
    if (!entry) return result;
    return { ...result, expectedFailure: { reason: entry.reason, ...(entry.until ? { until: entry.until } : {}), line: entry.line } };
  });
  const found = entries.map((entry) => problemsOf(entry, results, today, sent));
  const problems = found.flatMap((f) => f.problems);
  const notExercised = found.flatMap((f) => (f.notExercised ? [f.notExercised] : []));
  return {
    results: marked,
    section: { file: file.file, entries: file.entries.length, problems, ...(notExercised.length ? { notExercised } : {}) },
  };
}

/** Today's date as the file writes dates, in UTC (the same day for every machine of a CI matrix, near enough). */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);
