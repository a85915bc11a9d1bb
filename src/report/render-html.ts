// report.html: one self-contained page (inline stylesheet and script, nothing loaded) that a person
// opens from a CI artifact. Pure and deterministic: the same record always gives the same bytes.
import type { ConformanceReport, RuleResult, Status, TreeStatistics } from '../types/report.js';
import { contentSecurityPolicy } from './html-csp.js';
import { answerText, groupByAnswer, groupStatus } from './group-by-answer.js';
import { evidencePart } from './html-evidence.js';
import { PAGE_SCRIPT } from './html-script.js';
import { STATUSES, stylesheet } from './html-style.js';
import { html, trustedHtml, type Html } from './html-template.js';
import type { RunRecord } from './run-record.js';
import { sourceReferences } from './source-links.js';

const VERDICT_TEXT = { conformant: 'CONFORMANT', 'non-conformant': 'NON-CONFORMANT', inconclusive: 'INCONCLUSIVE' } as const;
/** Statuses whose rule opens to its evidence. */
const EXPANDABLE: ReadonlySet<Status> = new Set(['failed', 'warning', 'error']);

/** 4230 → "4,230", the same on every machine (toLocaleString depends on the locale of the host). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "2026-11-21T05:43:50.772Z" → "2026-11-21 05:43:50 UTC"; anything else as it is. */
const readableTime = (iso: string) => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
};

function countByStatus(results: readonly RuleResult[]): Record<Status, number> {
  const counts: Record<Status, number> = { passed: 0, failed: 0, warning: 0, skipped: 0, error: 0 };
  for (const r of results) counts[r.status] += 1;
  return counts;
}

function operationsOf(report: ConformanceReport): RuleResult['operation'][] {
  return [...new Set(report.results.map((r) => r.operation))];
}

function header(record: RunRecord, counts: Record<Status, number>): Html {
  const { report } = record;
  const s = report.summary;
  const total = report.results.length;
  return html`<header>
<h1>API conformance report <span class="verdict ${s.verdict}" id="verdict">${VERDICT_TEXT[s.verdict]}</span></h1>
${s.reason && html`<p class="reason">${s.reason}</p>`}
<dl class="meta">
<dt>target</dt><dd class="mono">${report.target.baseUrl}${report.target.embedded ? ' (the embedded reference implementation)' : ''}</dd>
<dt>tool</dt><dd>${report.tool.name} ${report.tool.version}</dd>
<dt>started</dt><dd>${readableTime(report.startedAt)}, took ${(report.durationMs / 1000).toFixed(1)} s</dd>
<dt>seed</dt><dd>${report.seed} <span class="note">(--seed ${report.seed} replays the generated inputs)</span></dd>
<dt>requests</dt><dd>${s.requests === undefined ? '' : html`${s.requests} sent${report.budget ? html` <span class="note">(the cap, --max-requests ${report.budget.maxRequests}, left ${report.budget.fewerCases.length} test(s) fewer cases: ${report.budget.fewerCases.flatMap((f) => f.rules).join(', ')})</span>` : ''}; `}${record.exchanges.length} answered, ${record.unanswered.length} unanswered <span class="note">(all of them in exchanges.har)</span></dd>
</dl>
<div class="bar" role="img" aria-label="${STATUSES.map((st) => `${counts[st]} ${st}`).join(', ')}">${STATUSES.filter((st) => counts[st] > 0).map((st) => html`<span class="s-${st}" title="${counts[st]} ${st}"></span>`)}</div>
<ul class="legend" id="counts">${STATUSES.map((st) => html`<li class="s-${st}"><b>${counts[st]}</b> ${st}</li>`)}<li><b>${total}</b> rules</li></ul>
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

/** The failures --expected-failures expects, and the entries of the file that fail the run. */
function expectedPart(report: ConformanceReport): Html | undefined {
  const file = report.expectedFailures;
  if (!file) return undefined;
  const expected = report.results.filter((r) => r.expected !== undefined);
  return html`<section class="baseline" id="expected-failures">
<h2>Expected failures <span class="counts">${expected.length} of ${file.entries} entries of <span class="mono">${file.file}</span> matched; they do not fail the run</span></h2>
${
  expected.length > 0 &&
  html`<table class="kv expected"><thead><tr><th>rule</th><th>status</th><th>reason</th><th>until</th></tr></thead><tbody>${expected.map(
    (r) =>
      html`<tr><td><a class="mono" href="#rule-${r.rule}">${r.rule}</a></td><td>${r.status}</td><td>${r.expected!.reason}</td><td>${r.expected!.until ?? ''}</td></tr>`,
  )}</tbody></table>`
}
${
  file.problems.length > 0 &&
  html`<h3>Entries to mend <span class="counts">${file.problems.length}: they fail the run</span></h3><ul class="problems">${file.problems.map(
    (p) => html`<li><b>${p.problem}</b> line ${p.line}: <span class="mono">${p.message}</span></li>`,
  )}</ul>`
}
</section>
`;
}

function filters(report: ConformanceReport, counts: Record<Status, number>): Html {
  const operations = operationsOf(report);
  return html`<nav class="filters" id="filters" hidden aria-label="Filters">
<fieldset><legend>Status</legend>${STATUSES.map((st) => html`<label class="s-${st}"><input type="checkbox" name="status" value="${st}" checked> ${st} (${counts[st]})</label>`)}</fieldset>
<fieldset><legend>Operation</legend>${operations.map((op) => html`<label><input type="checkbox" name="operation" value="${op}" checked> ${op}</label>`)}</fieldset>
<div class="actions"><button type="button" data-preset="problems">Problems only</button><button type="button" data-preset="all">Show all</button><button type="button" data-expand="open">Expand all</button><button type="button" data-expand="close">Collapse all</button><span id="shown"></span></div>
</nav>`;
}

/** Links to where the rule comes from, each titled with the heading it points to. */
function sourcesPart(r: RuleResult, report: ConformanceReport): Html {
  const links = sourceReferences(r, report).map((s, i) => html`${i > 0 ? '; ' : ''}<a href="${s.href}" title="${s.title}">${s.label}</a>`);
  return html`<span class="sources">· ${links}</span>`;
}

function ruleLine(r: RuleResult, report: ConformanceReport): Html {
  return html`<span class="badge">${r.status}</span><span class="id">${r.rule}</span><span class="level ${r.severity}">${r.severity.toUpperCase()}</span><span class="title">${r.title} ${sourcesPart(r, report)}${r.expected && html` <span class="expected" title="${r.expected.reason}">expected</span>`}</span><span class="message">${r.message}</span>`;
}

function rulePart(r: RuleResult, report: ConformanceReport): Html {
  const attributes = html`class="rule s-${r.status}" data-status="${r.status}" data-operation="${r.operation}" id="rule-${r.rule}"`;
  if (EXPANDABLE.has(r.status) && r.evidence) {
    return html`<details ${attributes}><summary class="line">${ruleLine(r, report)}</summary>${evidencePart(r.evidence)}</details>`;
  }
  return html`<div ${attributes}><div class="line">${ruleLine(r, report)}</div></div>`;
}

/** Rules broken by one answer: the answer as their headline, the rules beneath (each still filtered on its own). */
function answerPart(group: readonly RuleResult[], report: ConformanceReport): Html {
  const status = groupStatus(group);
  return html`<div class="answer s-${status}"><div class="line answer-line"><span class="badge">${status}</span><span class="answer-text">One answer breaks ${group.length} rules: <span class="mono">${answerText(group[0]!)}</span></span></div>${group.map((r) => rulePart(r, report))}</div>`;
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
${expectedPart(report)}${treePart(report.observations?.categoryTree)}
${filters(report, counts)}
${operationsOf(report).map((op) => html`${operationPart(report, op)}\n`)}<footer>${report.tool.name} ${report.tool.version}. This page is self-contained: it loads nothing and runs only its own script; every value received from the target is shown as text.</footer>
<script>${trustedHtml(PAGE_SCRIPT)}</script>
</body>
</html>
`;
  return page.markup;
}
