// The rules that could not be judged usually share one cause (a refused connection, a stopped operation): the summaries
// show one line per cause, not one per rule.
import type { RuleResult } from '../types/report.js';

/** The results grouped by their message, in order of first appearance. */
export function groupByCause(results: readonly RuleResult[]): [cause: string, results: RuleResult[]][] {
  const byCause = new Map<string, RuleResult[]>();
  for (const result of results) byCause.set(result.message, [...(byCause.get(result.message) ?? []), result]);
  return [...byCause];
}
