// Two conformance reports side by side, rule by rule, for a CI gate: what newly fails, what newly
// passes, what else changed, and whether the new run regressed.
import type { ConformanceReport, RuleResult } from '../types/report.js';
import { isJudged } from './coverage.js';

type Status = RuleResult['status'];
type Verdict = ConformanceReport['summary']['verdict'];

/** A rule in this state was not held against the target (or could not be judged). */
const BROKEN: ReadonlySet<Status> = new Set(['failed', 'error']);

export interface StatusChange {
  rule: string;
  level: RuleResult['level'];
  from: Status;
  to: Status;
  /** The new result's message: why it is what it is now. */
  message: string;
}

export interface RuleOnOneSide {
  rule: string;
  level: RuleResult['level'];
  status: Status;
}

/** A rule judged before and not now: skipped, or not in the new report at all (its suite not run). */
export interface LostRule {
  rule: string;
  level: RuleResult['level'];
  from: Status;
  /** Its status now, or "absent" when the new report does not hold it. */
  to: Status | 'absent';
  /** Why, when the new report says (the skip reason). */
  message?: string;
}

export interface Comparison {
  verdict: { from: Verdict; to: Verdict };
  /** Passed, warning or skipped before; failed or error now. Each is a regression. */
  newlyFailing: StatusChange[];
  /** Passed now, anything else before. */
  newlyPassing: StatusChange[];
  /** Every other change of status (e.g. passed -> warning, failed -> error). */
  otherChanges: StatusChange[];
  /** Judged before (passed, failed or warned), not now: coverage the new run lost (a fixture dropped, a suite or rule left out). */
  lostCoverage: LostRule[];
  added: RuleOnOneSide[];
  removed: RuleOnOneSide[];
  /** newlyFailing is not empty, or the verdict went from conformant to non-conformant. */
  regression: boolean;
}

const byRule = (report: ConformanceReport) => new Map(report.results.map((result) => [result.rule, result]));
const oneSide = ({ rule, level, status }: RuleResult): RuleOnOneSide => ({ rule, level, status });

export function compareReports(before: ConformanceReport, after: ConformanceReport): Comparison {
  const old = byRule(before);
  const now = byRule(after);
  const changes: StatusChange[] = [];
  for (const [rule, result] of now) {
    const earlier = old.get(rule);
    if (earlier && earlier.status !== result.status)
      changes.push({ rule, level: result.level, from: earlier.status, to: result.status, message: result.message });
  }
  const newlyFailing = changes.filter((c) => !BROKEN.has(c.from) && BROKEN.has(c.to));
  const newlyPassing = changes.filter((c) => c.to === 'passed');
  const skippedNow = changes.filter(
    (c) => c.to === 'skipped' && isJudged({ status: c.from, answersJudged: old.get(c.rule)!.answersJudged }),
  );
  const lostCoverage: LostRule[] = [
    ...skippedNow,
    ...before.results
      .filter((r) => !now.has(r.rule) && isJudged(r))
      .map((r): LostRule => ({ ...oneSide(r), from: r.status, to: 'absent' })),
  ].map(({ rule, level, from, to, message }) => ({ rule, level, from, to, ...(message !== undefined ? { message } : {}) }));
  const verdict = { from: before.summary.verdict, to: after.summary.verdict };
  return {
    verdict,
    newlyFailing,
    newlyPassing,
    otherChanges: changes.filter((c) => !newlyFailing.includes(c) && !newlyPassing.includes(c) && !skippedNow.includes(c)),
    lostCoverage,
    added: after.results.filter((r) => !old.has(r.rule)).map(oneSide),
    removed: before.results.filter((r) => !now.has(r.rule)).map(oneSide),
    regression: newlyFailing.length > 0 || (verdict.from === 'conformant' && verdict.to === 'non-conformant'),
  };
}

const lostCoverageFails = (comparison: Comparison, options: { allowLostCoverage?: boolean }) =>
  comparison.lostCoverage.length > 0 && !options.allowLostCoverage;

/** Whether the comparison fails a build (exit 1): a regression, or coverage lost without --allow-lost-coverage. */
export const comparisonFails = (comparison: Comparison, options: { allowLostCoverage?: boolean } = {}): boolean =>
  comparison.regression || lostCoverageFails(comparison, options);

/**
 * The comparison for a person: one line per change, then the verdicts and, last, the outcome: what fails the comparison, if anything.
 * @internal Not part of the library API.
 */
export function renderComparison(comparison: Comparison, options: { allowLostCoverage?: boolean } = {}): string {
  const change = (label: string) => (c: StatusChange) => `${label} ${c.rule} (${c.level}) ${c.from} -> ${c.to}: ${c.message}`;
  const lost = new Set(comparison.lostCoverage.map((r) => r.rule));
  const lines = [
    ...comparison.newlyFailing.map(change('NEWLY FAILING')),
    ...comparison.lostCoverage.map((r) => {
      const now = r.to === 'absent' ? 'not in the new report' : `${r.to}: ${r.message}`;
      return `LOST COVERAGE ${r.rule} (${r.level}) ${r.from} -> ${now}`;
    }),
    ...comparison.newlyPassing.map(change('NEWLY PASSING')),
    ...comparison.otherChanges.map(change('CHANGED      ')),
    ...comparison.added.map((r) => `ADDED         ${r.rule} (${r.level}) ${r.status}`),
    ...comparison.removed.filter((r) => !lost.has(r.rule)).map((r) => `REMOVED       ${r.rule} (${r.level}) was ${r.status}`),
  ];
  if (lines.length === 0) lines.push('no rule changed status');
  const { from, to } = comparison.verdict;
  const lostText = `${comparison.lostCoverage.length} rule(s) judged before are not judged now`;
  const lostVerdict = from === 'conformant' && to === 'non-conformant' ? ', no longer conformant' : '';
  const regression = `REGRESSION: ${comparison.newlyFailing.length} rule(s) newly failing${lostVerdict}`;
  const lostFails = `LOST COVERAGE: ${lostText} (--allow-lost-coverage accepts that)`;
  const allowed = comparison.lostCoverage.length > 0 && options.allowLostCoverage;
  // The last line is the outcome, and says what fails the comparison: "no regression" only when nothing does.
  const outcome = !comparisonFails(comparison, options)
    ? 'no regression'
    : comparison.regression && lostCoverageFails(comparison, options)
      ? `${regression}; ${lostFails}`
      : comparison.regression
        ? regression
        : `${lostFails}; no rule newly failing`;
  lines.push(
    `verdict: ${from} -> ${to}`,
    ...(allowed ? [`lost coverage, allowed by --allow-lost-coverage: ${lostText}`] : []),
    outcome,
    '',
  );
  return lines.join('\n');
}
