// How much of what a run selected it judged: the part of a verdict that says what it speaks for. A run
// that judged nothing, or fewer MUST rules than --min-judged asks for, is no verdict (docs/ci.md).
import type { MinJudged } from '../config/options.js';
import { DESELECTED } from '../rules/messages.js';
import type { RuleResult } from '../types/report.js';

export type { MinJudged };

export interface Coverage {
  mustJudged: number;
  mustSelected: number;
  minJudged?: number;
}

/**
 * Judged: passed, failed (an expected failure too) or warned on at least one answer. Not judged: skipped,
 * error (no complete answer), or failed by --require-all for a fixture it never had (`answersJudged` 0).
 */
export const isJudged = (r: Pick<RuleResult, 'status' | 'answersJudged'>): boolean =>
  (r.status === 'passed' || r.status === 'failed' || r.status === 'warning') && r.answersJudged !== 0;

/** In the selection: every rule of the report that --only / --skip did not leave out. */
export const isSelected = (r: Pick<RuleResult, 'status' | 'message'>): boolean => !(r.status === 'skipped' && r.message === DESELECTED);

/** "90%" or "40": as the user wrote it, for messages. */
export const minJudgedText = (min: MinJudged): string => ('percent' in min ? `${min.percent}%` : String(min.rules));

export function coverageOf(results: readonly RuleResult[], min?: MinJudged): Coverage {
  const must = results.filter((r) => r.level === 'MUST' && isSelected(r));
  const mustSelected = must.length;
  const coverage: Coverage = { mustJudged: must.filter(isJudged).length, mustSelected };
  if (min === undefined) return coverage;
  // A percentage is of the MUST rules selected, rounded up: 90% of 46 is 42, never 41.4 judged as 41.
  const minJudged = 'percent' in min ? Math.max(1, Math.ceil((min.percent * mustSelected) / 100)) : min.rules;
  return { ...coverage, minJudged };
}
