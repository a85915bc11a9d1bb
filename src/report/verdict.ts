// The verdict of a run and its exit code (README, "Verdicts and exit codes").
import type { ConformanceReport, RuleResult } from '../types/report.js';

export type Summary = ConformanceReport['summary'];

/** @internal Not part of the library API. */
export const EXIT = { conformant: 0, nonConformant: 1, couldNotJudge: 2 } as const;

/** @internal Not part of the library API. */
export function summaryOf(results: readonly RuleResult[], harnessFaults: readonly string[]): Summary {
  const count = (status: RuleResult['status']) => results.filter((r) => r.status === status).length;
  const summary: Summary = {
    verdict: 'conformant',
    passed: count('passed'),
    failed: count('failed'),
    warnings: count('warning'),
    skipped: count('skipped'),
    errors: count('error'),
  };
  if (summary.failed > 0) {
    const mustFailed = results.filter((r) => r.status === 'failed').map((r) => r.rule);
    return {
      ...summary,
      verdict: 'non-conformant',
      reason: `${mustFailed.length} rule(s) failed: ${mustFailed.slice(0, 5).join(', ')}${mustFailed.length > 5 ? ', ...' : ''}`,
    };
  }
  if (harnessFaults.length > 0) return { ...summary, verdict: 'inconclusive', reason: `harness fault: ${harnessFaults[0]}` };
  if (summary.errors > 0) {
    const first = results.find((r) => r.status === 'error');
    const cause = (first?.message ?? '').replace(/^could not judge: /, '');
    return { ...summary, verdict: 'inconclusive', reason: `${summary.errors} rule(s) could not be judged: ${cause}` };
  }
  return summary;
}

/** @internal Not part of the library API. */
export function exitCodeFor(summary: Summary): number {
  if (summary.verdict === 'non-conformant') return EXIT.nonConformant;
  if (summary.verdict === 'inconclusive') return EXIT.couldNotJudge;
  return EXIT.conformant;
}
