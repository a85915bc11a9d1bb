// report.html: one self-contained page (inline stylesheet and script, nothing loaded) that a person
// opens from a CI artifact. Pure and deterministic: the same record always gives the same bytes.
import type { ConformanceReport, RuleResult, TreeStatistics } from '../types/report.js';
import { contentSecurityPolicy } from './html-csp.js';
import { groupByAnswer } from './group-by-answer.js';
import { baselineProblemsPart, expectedPart, hintsPart, newFailuresPart } from './html-sections.js';
import { answerPart, rulePart, shownStatus, type ShownStatus } from './html-rules.js';
import { PAGE_SCRIPT } from './html-script.js';
import { STATUSES, stylesheet } from './html-style.js';
import { html, trustedHtml, type Html } from './html-template.js';
import type { RunRecord } from './run-record.js';

const VERDICT_TEXT = { conformant: 'CONFORMANT', 'non-conformant': 'NON-CONFORMANT', inconclusive: 'INCONCLUSIVE' } as const;

/** 4230 → "4,230", the same on every machine (toLocaleString depends on the locale of the host). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "2026-11-21T05:43:50.772Z" → "2026-11-21 05:43:50 UTC"; anything else as it is. */
const readableTime = (iso: string) => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
};

/** Counts by the status the page shows: an expected failure is counted as expected, not as failed, as the heading does. */
function countByStatus(results: readonly RuleResult[]): Record<ShownStatus, number> {
  const counts: Record<ShownStatus, number> = { passed: 0, failed: 0, expected: 0, warning: 0, skipped: 0, error: 0 };
  for (const r of results) counts[shownStatus(r)] += 1;
  return counts;
}

/** How many MUST rules were judged: what the verdict speaks for. */
function coveragePart({ mustJudged, mustSelected, minJudged }: NonNullable<ConformanceReport['summary']['coverage']>): Html {
  const asked = minJudged === undefined ? '' : html` <span class="note">(--min-judged asks for ${minJudged})</span>`;
  return html`<dt>judged</dt><dd>${mustJudged} of ${mustSelected} MUST rules${asked}</dd>`;
}

/** "NON-CONFORMANT", or for a run stopped early "INTERRUPTED" with the verdict so far beside it. */
function verdictPart(s: ConformanceReport['summary']): Html {
  if (!s.interrupted) return html`<span class="verdict ${s.verdict}" id="verdict">${VERDICT_TEXT[s.verdict]}</span>`;
  return html`<span class="verdict interrupted" id="verdict">INTERRUPTED</span> <span class="so-far">${s.verdict} so far</span>`;
}

function operationsOf(report: ConformanceReport): RuleResult['operation'][] {
  return [...new Set(report.results.map((r) => r.operation))];
}

function header(record: RunRecord, counts: Record<ShownStatus, number>): Html {
  const { report } = record;
  const s = report.summary;
  const total = report.results.length;
  // "expected" only in a run with expected failures: the legend of any other run stays as it was.
  const shown = STATUSES.filter((st) => st !== 'expected' || counts.expected > 0);
  return html`<header>
<h1>API conformance report ${verdictPart(s)}</h1>
${s.reason && html`<p class="reason">${s.reason}</p>`}
${hintsPart(report)}
<dl class="meta">
<dt>target</dt><dd class="mono">${report.target.baseUrl}${report.target.embedded ? ' (the embedded reference implementation)' : ''}</dd>
<dt>tool</dt><dd>${report.tool.name} ${report.tool.version}</dd>
<dt>started</dt><dd>${readableTime(report.startedAt)}, took ${(report.durationMs / 1000).toFixed(1)} s</dd>
<dt>seed</dt><dd>${report.seed} <span class="note">(--seed ${report.seed} replays the generated inputs)</span></dd>
${s.coverage && coveragePart(s.coverage)}
<dt>requests</dt><dd>${s.requests === undefined ? '' : html`${s.requests} sent${report.budget ? html` <span class="note">(the cap, --max-requests ${report.budget.maxRequests}, left ${report.budget.fewerCases.length} test(s) fewer cases: ${report.budget.fewerCases.flatMap((f) => f.rules).join(', ')})</span>` : ''}; `}${record.exchanges.length} answered, ${record.unanswered.length} unanswered <span class="note">(all of them in exchanges.har)</span></dd>
</dl>
<div class="bar" role="img" aria-label="${shown.map((st) => `${counts[st]} ${st}`).join(', ')}">${STATUSES.filter((st) => counts[st] > 0).map((st) => html`<span class="s-${st}" title="${counts[st]} ${st}"></span>`)}</div>
<ul class="legend" id="counts">${shown.map((st) => html`<li class="s-${st}"><b>${counts[st]}</b> ${st}</li>`)}<li><b>${total}</b> rules</li></ul>
</header>`;
}

function treePart(tree: TreeStatistics | undefined): Html | undefined {
  if (!tree) return undefined;
  // Status names come from the server; sorted so the order does not depend on which one it sent first.
  const statuses = Object.entries(tree.statusCounts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return html`<section class="tree" id="category-tree">
<h2>Category tree</h2>
<dl class="meta">
<dt>nodes</dt><dd>${thousands(tree.nodes)}</dd>
<dt>leaves</dt><dd>${thousands(tree.leaves)}</dd>
<dt>depth</dt><dd>${tree.maxDepth} <span class="note">(levels of child nesting below the root)</span></dd>
<dt>statuses</dt><dd><ul class="statuses">${statuses.map(([name, n]) => html`<li><span class="mono">${name}</span> ${thousands(n)}</li>`)}</ul></dd>
</dl>
</section>`;
}

function filters(report: ConformanceReport, counts: Record<ShownStatus, number>): Html {
  const operations = operationsOf(report);
  return html`<nav class="filters" id="filters" hidden aria-label="Filters">
<fieldset><legend>Status</legend>${STATUSES.filter((st) => st !== 'expected' || counts.expected > 0).map((st) => html`<label class="s-${st}"><input type="checkbox" name="status" value="${st}" checked> ${st} (${counts[st]})</label>`)}</fieldset>
<fieldset><legend>Operation</legend>${operations.map((op) => html`<label><input type="checkbox" name="operation" value="${op}" checked> ${op}</label>`)}</fieldset>
<div class="actions"><button type="button" data-preset="problems">Problems only</button><button type="button" data-preset="all">Show all</button><button type="button" data-expand="open">Expand all</button><button type="button" data-expand="close">Collapse all</button><span id="shown"></span></div>
</nav>`;
}

function operationPart(report: ConformanceReport, operation: RuleResult['operation']): Html {
  const results = report.results.filter((r) => r.operation === operation);
  const counts = countByStatus(results);
  const countText = STATUSES.filter((st) => counts[st] > 0)
    .map((st) => `${counts[st]} ${st}`)
    .join(', ');
  return html`<section class="operation" data-operation="${operation}" id="op-${operation}">
<h2>${operation} <span class="counts">${results.length} rules: ${countText}</span></h2>
<div class="rules">${groupByAnswer(results).map((group) => html`\n${group.length === 1 ? rulePart(group[0]!, report) : answerPart(group, report)}`)}
<p class="none" hidden>No rule of this operation matches the filters.</p>
</div>
</section>`;
}

export function renderHtml(record: RunRecord): string {
  const { report } = record;
  const counts = countByStatus(report.results);
  const style = stylesheet(counts);
  const title = `${VERDICT_TEXT[report.summary.verdict]}: ${report.target.baseUrl} (${report.tool.name})`;
  const page = html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(style, PAGE_SCRIPT)}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${trustedHtml(style)}</style>
</head>
<body>
${header(record, counts)}
${newFailuresPart(report)}${baselineProblemsPart(report)}${treePart(report.facts?.categoryTree)}
${filters(report, counts)}
${operationsOf(report).map((op) => html`${operationPart(report, op)}\n`)}${expectedPart(report)}<footer>${report.tool.name} ${report.tool.version}. This page is self-contained: it loads nothing and runs only its own script; every value received from the target is shown as text.</footer>
<script>${trustedHtml(PAGE_SCRIPT)}</script>
</body>
</html>
`;
  return page.markup;
}
