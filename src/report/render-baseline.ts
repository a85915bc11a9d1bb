// The file of expected failures that `baseline` writes from a report: every failed and warned rule,
// sorted by id, one entry each. The same report always gives the same bytes (no date, no seed), so
// the file can be committed and diffed; a reason the report already carries is kept.
import type { ConformanceReport, RuleResult } from '../types/report.js';
import { requestKey } from './expected-failures.js';

/** What `baseline` writes where a reason is due: accepted by the run, and plain to see in review. */
export const REASON_PLACEHOLDER = 'TODO: say why this failure is expected (a ticket, a plan)';

/** A YAML double-quoted scalar: JSON's string syntax is one. */
const quoted = (text: string) => JSON.stringify(text);

export function renderBaseline(report: ConformanceReport): string {
  const failing = report.results
    .filter((result) => result.status === 'failed' || result.status === 'warning')
    .sort((a, b) => (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));
  const lines = [
    '# Expected failures for seller-api-conformance --expected-failures FILE, written by its baseline command.',
    '# Give every entry its reason; add "until: yyyy-MM-dd" to make an entry fail the run after that day.',
    '# A listed rule that fails or warns does not fail the run; one that passes again on its inputs does (remove it then).',
  ];
  if (failing.length === 0) return `${lines.join('\n')}\n[]\n`;
  for (const result of failing) {
    lines.push(
      `# ${result.status}: ${result.title}`,
      `- rule: ${result.rule}`,
      `  reason: ${quoted(result.expectedFailure?.reason ?? REASON_PLACEHOLDER)}`,
      ...(result.expectedFailure?.until ? [`  until: ${result.expectedFailure.until}`] : []),
      ...inputsOf(result, report.target.baseUrl),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The request that broke the rule, so that a later run calls the entry stale only after sending it again: relative to the
 * base URL, so that a run against another deployment (or base path) sends it again too.
 */
function inputsOf(result: RuleResult, baseUrl: string): string[] {
  const request = result.evidence?.request;
  return request ? ['  inputs:', `    - ${quoted(requestKey(request, baseUrl))}`] : [];
}
