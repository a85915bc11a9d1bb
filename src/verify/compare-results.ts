// Whether each recorded result follows from the answers: the recorded report beside the one judged again
// from its recording, rule by rule (status, message, answers judged, expected failure, the violations of
// its evidence) and the verdict. Times differ between any two runs and are never compared.
import type { ConformanceReport, RuleResult } from '../types/report.js';

/** A recorded result that the recorded answers do not give, and what they give instead. */
export interface Difference {
  /** A rule id, or `verdict`. */
  rule: string;
  recorded: string;
  judgedAgain: string;
  /** The result judged again, where there is one: what a newer version's rules would make of the recorded answers. */
  again?: Pick<RuleResult, 'status' | 'message' | 'answersJudged'>;
}

export function differencesOf(recorded: ConformanceReport, again: ConformanceReport): Difference[] {
  const againByRule = new Map(again.results.map((result) => [result.rule, result]));
  const recordedRules = new Set(recorded.results.map((result) => result.rule));
  const differences: Difference[] = [];
  for (const result of recorded.results) {
    const other = againByRule.get(result.rule);
    if (other === undefined) differences.push({ rule: result.rule, recorded: said(result), judgedAgain: 'no such result' });
    else if (key(result) !== key(other))
      differences.push({ rule: result.rule, recorded: said(result), judgedAgain: said(other), again: gist(other) });
  }
  for (const result of again.results.filter((r) => !recordedRules.has(r.rule)))
    differences.push({ rule: result.rule, recorded: 'no such result', judgedAgain: said(result), again: gist(result) });
  const { summary } = recorded;
  const verdict = (report: ConformanceReport) => `${report.summary.verdict}${report.summary.reason ? `: ${report.summary.reason}` : ''}`;
  if (verdict(recorded) !== verdict(again)) differences.push({ rule: 'verdict', recorded: verdict(recorded), judgedAgain: verdict(again) });
  if (summary.requests !== again.summary.requests)
    differences.push({ rule: 'requests', recorded: `${summary.requests} sent`, judgedAgain: `${again.summary.requests} sent` });
  return differences;
}

/** What of a result must follow from the answers: all but its time (and its title and sources, the rule's own words). */
function key(result: RuleResult): string {
  return JSON.stringify([
    result.status,
    result.level,
    result.message,
    result.answersJudged ?? null,
    result.judgedIn ?? null,
    result.expectedFailure ?? null,
    result.missingFixture ?? null,
    result.evidence?.violations ?? null,
  ]);
}

function gist({ status, message, answersJudged }: RuleResult): NonNullable<Difference['again']> {
  return { status, message, ...(answersJudged === undefined ? {} : { answersJudged }) };
}

function said(result: RuleResult): string {
  const judged = result.answersJudged === undefined ? '' : ` on ${result.answersJudged} answer(s)`;
  const expected = result.expectedFailure ? ' (an expected failure)' : '';
  return `${result.status}${judged}${expected}: ${result.message}`;
}
