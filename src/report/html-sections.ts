// The sections of report.html around the rules of each operation, in the order a person needs them:
// the hints and the new failures at the top (above the fold, whatever else the run found), the entries
// of --expected-failures that fail the run, and at the bottom, collapsed, the failures the run expects.
import type { ConformanceReport, RuleResult } from '../types/report.js';
import { groupByAnswer } from './group-by-answer.js';
import { answerPart, causePart, rulePart } from './html-rules.js';
import { html, type Html } from './html-template.js';

/** The likely mistakes of configuration, under the reason: each names the option to change. */
export function hintsPart(report: ConformanceReport): Html | undefined {
  if (!report.hints?.length) return undefined;
  return html`<ul class="hints" id="hints">${report.hints.map((hint) => html`<li><b>hint</b> ${hint.message}</li>`)}</ul>`;
}

/**
 * Every failure no entry of --expected-failures expects, and every rule that could not be judged: what
 * fails the run, first, each expandable to its evidence (a copy: the operation's own row stays below).
 */
export function newFailuresPart(report: ConformanceReport): Html | undefined {
  const fresh = report.results.filter((r) => (r.status === 'failed' || r.status === 'error') && r.expectedFailure === undefined);
  if (fresh.length === 0) return undefined;
  const failed = fresh.filter((r) => r.status === 'failed').length;
  const errors = fresh.length - failed;
  const title = report.expectedFailures ? 'New failures' : 'Failures';
  const counts = [failed > 0 && `${failed} failed`, errors > 0 && `${errors} could not be judged`].filter(Boolean).join(', ');
  const rows = newFailureRows(fresh).map((group) =>
    group.length === 1
      ? rulePart(group[0]!, report, true)
      : group[0]!.status === 'error'
        ? causePart(group, report)
        : answerPart(group, report, true),
  );
  return html`<section class="new-failures" id="new-failures">
<h2>${title} <span class="counts">${counts}: these make the verdict</span></h2>
<div class="rules">${rows.map((row) => html`\n${row}`)}
</div>
</section>
`;
}

/**
 * The rows of the new failures: the rules one answer broke together, and the rules not judged for one cause
 * together (35 rules "not run: interrupted" are one row, as on the terminal), each where its first rule was.
 */
function newFailureRows(fresh: readonly RuleResult[]): RuleResult[][] {
  const rows: RuleResult[][] = [];
  const byCause = new Map<string, RuleResult[]>();
  for (const group of groupByAnswer(fresh)) {
    const first = group[0]!;
    const sameCause = group.length === 1 && first.status === 'error' ? byCause.get(first.message) : undefined;
    if (sameCause) sameCause.push(first);
    else {
      rows.push(group);
      if (group.length === 1 && first.status === 'error') byCause.set(first.message, group);
    }
  }
  return rows;
}

/** The entries of the file of expected failures that fail the run (stale, expired, naming no rule). */
export function baselineProblemsPart(report: ConformanceReport): Html | undefined {
  const file = report.expectedFailures;
  if (!file || file.problems.length === 0) return undefined;
  const items = file.problems.map((p) => html`<li><b>${p.problem}</b> line ${p.line}: <span class="mono">${p.message}</span></li>`);
  return html`<section class="baseline" id="baseline-problems">
<h2>Entries of <span class="mono">${file.file}</span> to mend <span class="counts">${file.problems.length}: they fail the run</span></h2>
<ul class="problems">${items}</ul>
</section>
`;
}

/** The failures --expected-failures expects: below everything else, collapsed. */
export function expectedPart(report: ConformanceReport): Html | undefined {
  const file = report.expectedFailures;
  if (!file) return undefined;
  const expected = report.results.filter((r) => r.expectedFailure !== undefined);
  const name = html`<span class="mono">${file.file}</span>`;
  const counts = html`${expected.length} of ${file.entries} entries of ${name} matched; they do not fail the run`;
  const rows = expected.map((r) => {
    const rule = html`<td><a class="mono" href="#rule-${r.rule}">${r.rule}</a></td>`;
    return html`<tr>${rule}<td>${r.status}</td><td>${r.expectedFailure!.reason}</td><td>${r.expectedFailure!.until ?? ''}</td></tr>`;
  });
  const head = html`<thead><tr><th>rule</th><th>status</th><th>reason</th><th>until</th></tr></thead>`;
  return html`<section class="baseline" id="expected-failures">
<details><summary><h2>Expected failures <span class="counts">${counts}</span></h2></summary>
${expected.length > 0 && html`<table class="kv expected">${head}<tbody>${rows}</tbody></table>`}
</details>
</section>
`;
}
