// report.html: one self-contained page (inline stylesheet and script, nothing loaded) that a person
// opens from a CI artifact. Pure and deterministic: the same record always gives the same bytes.
import type { ConformanceReport, RuleResult, TreeStatistics } from '../types/report.js';
import { contentSecurityPolicy } from './html-csp.js';
import { groupByAnswer } from './group-by-answer.js';
import { headerPart, verdictTitle } from './html-header.js';
import { baselineProblemsPart, expectedPart, newFailuresPart } from './html-sections.js';
import { answerPart, rulePart, shownStatus, type ShownStatus } from './html-rules.js';
import { PAGE_SCRIPT } from './html-script.js';
import { namedStatuses, STATUSES, stylesheet } from './html-style.js';
import { html, trustedHtml, type Html } from './html-template.js';
import type { RunRecord } from './run-record.js';

/** 4230 → "4,230", the same on every machine (toLocaleString depends on the locale of the host). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Counts by the status the page shows: an expected failure is counted as expected, not as failed, as the heading does. */
function countByStatus(results: readonly RuleResult[]): Record<ShownStatus, number> {
  const counts: Record<ShownStatus, number> = { passed: 0, failed: 0, expected: 0, warning: 0, skipped: 0, error: 0 };
  for (const r of results) counts[shownStatus(r)] += 1;
  return counts;
}

function operationsOf(report: ConformanceReport): RuleResult['operation'][] {
  return [...new Set(report.results.map((r) => r.operation))];
}

function treePart(tree: TreeStatistics | undefined): Html | undefined {
  if (!tree) return undefined;
  // Status names come from the server; sorted so the order does not depend on which one it sent first.
  const statuses = Object.entries(tree.statusCounts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const items = statuses.map(([name, n]) => html`<li><span class="mono">${name}</span> ${thousands(n)}</li>`);
  return html`<section class="tree" id="category-tree">
<h2>Category tree</h2>
<dl class="meta">
<dt>nodes</dt><dd>${thousands(tree.nodes)}</dd>
<dt>leaves</dt><dd>${thousands(tree.leaves)}</dd>
<dt>depth</dt><dd>${tree.maxDepth} <span class="note">(levels of child nesting below the root)</span></dd>
<dt>statuses</dt><dd><ul class="statuses">${items}</ul></dd>
</dl>
</section>`;
}

const checkbox = (name: 'status' | 'operation', value: string) => html`<input type="checkbox" name="${name}" value="${value}" checked>`;

/** The buttons beside the filters, which the page's script acts on: two presets, then expand and collapse. */
const FILTER_BUTTONS = [
  html`<button type="button" data-preset="problems">Problems only</button>`,
  html`<button type="button" data-preset="all">Show all</button>`,
  html`<button type="button" data-expand="open">Expand all</button>`,
  html`<button type="button" data-expand="close">Collapse all</button>`,
];

function filters(report: ConformanceReport, counts: Record<ShownStatus, number>): Html {
  const statuses = namedStatuses(counts).map((st) => html`<label class="s-${st}">${checkbox('status', st)} ${st} (${counts[st]})</label>`);
  const operations = operationsOf(report).map((op) => html`<label>${checkbox('operation', op)} ${op}</label>`);
  return html`<nav class="filters" id="filters" hidden aria-label="Filters">
<fieldset><legend>Status</legend>${statuses}</fieldset>
<fieldset><legend>Operation</legend>${operations}</fieldset>
<div class="actions">${FILTER_BUTTONS}<span id="shown"></span></div>
</nav>`;
}

function operationPart(report: ConformanceReport, operation: RuleResult['operation']): Html {
  const results = report.results.filter((r) => r.operation === operation);
  const counts = countByStatus(results);
  const countText = STATUSES.filter((st) => counts[st] > 0)
    .map((st) => `${counts[st]} ${st}`)
    .join(', ');
  const rows = groupByAnswer(results).map((group) => (group.length === 1 ? rulePart(group[0]!, report) : answerPart(group, report)));
  return html`<section class="operation" data-operation="${operation}" id="op-${operation}">
<h2>${operation} <span class="counts">${results.length} rules: ${countText}</span></h2>
<div class="rules">${rows.map((row) => html`\n${row}`)}
<p class="none" hidden>No rule of this operation matches the filters.</p>
</div>
</section>`;
}

const SELF_CONTAINED =
  'This page is self-contained: it loads nothing and runs only its own script; every value received from the target is shown as text.';

const footer = (report: ConformanceReport) => html`<footer>${report.tool.name} ${report.tool.version}. ${SELF_CONTAINED}</footer>`;

export function renderHtml(record: RunRecord): string {
  const { report } = record;
  const counts = countByStatus(report.results);
  const style = stylesheet(counts);
  const title = `${verdictTitle(report.summary)}: ${report.target.baseUrl} (${report.tool.name})`;
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
${headerPart(record, counts)}
${newFailuresPart(report)}${baselineProblemsPart(report)}${treePart(report.facts?.categoryTree)}
${filters(report, counts)}
${operationsOf(report).map((op) => html`${operationPart(report, op)}\n`)}${expectedPart(report)}${footer(report)}
<script>${trustedHtml(PAGE_SCRIPT)}</script>
</body>
</html>
`;
  return page.markup;
}
