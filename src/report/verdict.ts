// The verdict of a run and its exit code (README, "Verdicts and exit codes"). An expected failure
// (--expected-failures) still makes the target non-conformant, but does not fail the run; a new
// failure, or an entry of the file that no longer holds, does. A run that judged nothing, or fewer
// MUST rules than --min-judged asks for, is inconclusive: a verdict speaks only for what was judged.
import type { ConformanceReport, RuleResult } from '../types/report.js';
import { coverageOf, isJudged, isSelected, minJudgedText, type Coverage, type MinJudged } from './coverage.js';
import { EXIT } from './exit-codes.js';
import { skipReasons, skipReasonsText } from './skip-reasons.js';

export type Summary = ConformanceReport['summary'];

/** Why an interrupted run in which no rule failed is no verdict, when every rule was judged on some answers. */
const INTERRUPTED_REASON = 'interrupted before every planned request was sent and judged';

const listOf = (rules: readonly string[]) => `${rules.slice(0, 5).join(', ')}${rules.length > 5 ? ', ...' : ''}`;

interface SummaryOptions {
  /** --min-judged: fewer MUST rules judged makes the run inconclusive. */
  minJudged?: MinJudged;
  /** The run was stopped before its end (Ctrl-C, SIGTERM). */
  interrupted?: boolean;
}

/** Why a run that judged too little is no verdict; undefined when it judged enough. */
function coverageReason(results: readonly RuleResult[], coverage: Coverage, min: MinJudged | undefined): string | undefined {
  if (!results.some(isJudged)) {
    const skipped = skipReasons(results.filter(isSelected));
    return `nothing judged: ${skipped.length > 0 ? skipReasonsText(skipped) : 'no rule was selected'}`;
  }
  if (min === undefined || coverage.minJudged === undefined || coverage.mustJudged >= coverage.minJudged) return undefined;
  const { mustJudged, mustSelected, minJudged } = coverage;
  return `judged ${mustJudged} of ${mustSelected} MUST rules; --min-judged ${minJudgedText(min)} asks for ${minJudged}`;
}

/**
 * `baselineProblems` is given when the run had a file of expected failures: the summary then counts
 * expected failures and the file's problems apart.
 * @internal Not part of the library API.
 */
export function summaryOf(
  results: readonly RuleResult[],
  harnessFaults: readonly string[],
  baselineProblems?: number,
  options: SummaryOptions = {},
): Summary {
  const unexpected = (status: RuleResult['status']) => results.filter((r) => r.status === status && r.expectedFailure === undefined);
  const expected = results.filter((r) => r.expectedFailure !== undefined);
  const failed = unexpected('failed').map((r) => r.rule);
  const coverage = coverageOf(results, options.minJudged);
  const summary: Summary = {
    verdict: 'conformant',
    passed: unexpected('passed').length,
    failed: failed.length,
    warnings: unexpected('warning').length,
    ...(baselineProblems !== undefined ? { expectedFailures: expected.length, baselineProblems } : {}),
    skipped: unexpected('skipped').length,
    errors: unexpected('error').length,
    coverage,
    interrupted: options.interrupted ?? false,
  };
  const andExpected = expected.length > 0 ? ` (and ${expected.length} expected)` : '';
  if (failed.length > 0)
    return { ...summary, verdict: 'non-conformant', reason: `${failed.length} rule(s) failed: ${listOf(failed)}${andExpected}` };
  if (harnessFaults.length > 0) return { ...summary, verdict: 'inconclusive', reason: `harness fault: ${harnessFaults[0]}` };
  if (summary.errors > 0) {
    const first = results.find((r) => r.status === 'error');
    // Stryker disable next-line StringLiteral: never reached, summary.errors > 0 means an error result is there
    const message = first?.message ?? '';
    const cause = message.replace(/^could not judge: /, '');
    return { ...summary, verdict: 'inconclusive', reason: `${summary.errors} rule(s) could not be judged: ${cause}` };
  }
  const tooLittle = coverageReason(results, coverage, options.minJudged);
  if (tooLittle !== undefined) return { ...summary, verdict: 'inconclusive', reason: tooLittle };
  // Every rule judged on some answers, yet not on all it planned: what was never sent might have failed.
  if (options.interrupted) return { ...summary, verdict: 'inconclusive', reason: INTERRUPTED_REASON };
  // Non-conformant for an expected MUST failure; the count is of every expected one, as the rules line counts them.
  const expectedFailed = expected.some((r) => r.status === 'failed');
  const problems = baselineProblems
    ? `; ${baselineProblems} entr${baselineProblems === 1 ? 'y' : 'ies'} of --expected-failures to mend`
    : '';
  if (expectedFailed)
    return {
      ...summary,
      verdict: 'non-conformant',
      reason: `${expected.length} expected failure(s), no new one: ${listOf(expected.map((r) => r.rule))}${problems}`,
    };
  if (problems !== '') return { ...summary, reason: problems.slice(2) };
  return summary;
}

/**
 * A judgement whose reports were not all written did not complete: 1 if a rule failed unexpectedly,
 * else 2, whatever the verdict.
 * @internal Not part of the library API.
 */
export function exitCodeFor(summary: Summary, reportsWritten = true): number {
  if (summary.failed > 0) return EXIT.nonConformant;
  if (summary.verdict === 'inconclusive' || !reportsWritten) return EXIT.couldNotJudge;
  if ((summary.baselineProblems ?? 0) > 0) return EXIT.nonConformant;
  return EXIT.conformant;
}
