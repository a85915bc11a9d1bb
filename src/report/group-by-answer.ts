// One wrong answer usually breaks several rules (an unknown id answered 200 with an error body breaks
// the status, the code and the data rules): the summaries show it as one problem, the answer, with
// the rules it breaks beneath, rather than as unrelated failures side by side. The sibling of
// group-by-cause.ts, used by the terminal summary, summary.md and report.html alike.
import type { RuleResult } from '../types/report.js';

/** The results that may share a headline: failed and warned ones the run does not expect. */
const groupable = (r: RuleResult) => (r.status === 'failed' || r.status === 'warning') && r.expectedFailure === undefined;

/** The answer a result was judged on, as a key: the request and the status it got; undefined when there was none. */
function answerKey(r: RuleResult): string | undefined {
  const request = r.evidence?.request;
  if (!groupable(r) || !request) return undefined;
  return JSON.stringify([request.method, request.url, r.evidence?.response?.status ?? null]);
}

/**
 * The results in groups of those judged on the same answer (same request, same status), each group
 * where its first result was; a result that shares its answer with none is a group of one.
 */
export function groupByAnswer(results: readonly RuleResult[]): RuleResult[][] {
  const groups: RuleResult[][] = [];
  const byKey = new Map<string, RuleResult[]>();
  for (const result of results) {
    const key = answerKey(result);
    const group = key === undefined ? undefined : byKey.get(key);
    if (group) {
      group.push(result);
      continue;
    }
    const fresh = [result];
    groups.push(fresh);
    if (key !== undefined) byKey.set(key, fresh);
  }
  return groups;
}

/** "GET <url> → 404" (or "→ no answer"): the answer a group's rules were judged on. */
export function answerText(result: RuleResult): string {
  const { request, response } = result.evidence ?? {};
  return `${request?.method ?? '?'} ${request?.url ?? '?'} → ${response ? response.status : 'no answer'}`;
}

/** The status that heads a group: failed when any of its rules failed. */
export const groupStatus = (group: readonly RuleResult[]): RuleResult['status'] =>
  group.some((r) => r.status === 'failed') ? 'failed' : group[0]!.status;
