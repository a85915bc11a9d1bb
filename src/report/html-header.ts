// The head of report.html: the verdict (and why, and the hints), what ran against what, the requests sent,
// and the count of each status, as a bar and its legend.
import type { ConformanceReport } from '../types/report.js';
import type { ShownStatus } from './html-rules.js';
import { hintsPart } from './html-sections.js';
import { namedStatuses, STATUSES } from './html-style.js';
import { html, type Html } from './html-template.js';
import type { RunRecord } from './run-record.js';

const VERDICT_TEXT = { conformant: 'CONFORMANT', 'non-conformant': 'NON-CONFORMANT', inconclusive: 'INCONCLUSIVE' } as const;

/** The verdict in the page's title: "INTERRUPTED (inconclusive so far)" for a run stopped early, as the terminal says it. */
export const verdictTitle = (s: ConformanceReport['summary']): string =>
  s.interrupted ? `INTERRUPTED (${s.verdict} so far)` : VERDICT_TEXT[s.verdict];

/** "2026-11-21T05:43:50.772Z" → "2026-11-21 05:43:50 UTC"; anything else as it is. */
const readableTime = (iso: string) => {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?Z$/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
};

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

/** What the cap on requests (--max-requests) left undone, beside the number sent. */
function budgetNote(budget: ConformanceReport['budget']): Html | undefined {
  if (!budget) return undefined;
  const cap = html`the cap, --max-requests ${budget.maxRequests}`;
  const rules = budget.fewerCases.flatMap((f) => f.rules).join(', ');
  return html` <span class="note">(${cap}, left ${budget.fewerCases.length} test(s) fewer cases: ${rules})</span>`;
}

/** The requests sent (when counted) and the answers recorded, all of them in exchanges.har. */
function requestsPart(record: RunRecord): Html {
  const { requests } = record.report.summary;
  const sent = requests === undefined ? '' : html`${requests} sent${budgetNote(record.report.budget)}; `;
  const recorded = html`${record.exchanges.length} answered, ${record.unanswered.length} unanswered`;
  return html`<dt>requests</dt><dd>${sent}${recorded} <span class="note">(all of them in exchanges.har)</span></dd>`;
}

/** The pass/fail bar: a segment per status the run has, each sized by the stylesheet (no style attribute). */
function barPart(counts: Record<ShownStatus, number>): Html {
  const label = namedStatuses(counts)
    .map((st) => `${counts[st]} ${st}`)
    .join(', ');
  const segments = STATUSES.filter((st) => counts[st] > 0).map((st) => html`<span class="s-${st}" title="${counts[st]} ${st}"></span>`);
  return html`<div class="bar" role="img" aria-label="${label}">${segments}</div>`;
}

function legendPart(counts: Record<ShownStatus, number>, total: number): Html {
  const items = namedStatuses(counts).map((st) => html`<li class="s-${st}"><b>${counts[st]}</b> ${st}</li>`);
  return html`<ul class="legend" id="counts">${items}<li><b>${total}</b> rules</li></ul>`;
}

/** run --verify's finding: the verdict follows from the answers recorded in exchanges.har, whose digest it names. */
function verifiedPart(verification: ConformanceReport['verification']): Html | undefined {
  if (!verification) return undefined;
  const { exchanges, exchangesSha256: sha } = verification;
  const digest = html`exchanges.har SHA-256 <span class="mono">${sha}</span>`;
  const follows = html`the verdict follows from the ${exchanges} recorded exchanges`;
  return html`<dt>verified</dt><dd id="verified">${follows} <span class="note">(judged again from ${digest})</span></dd>`;
}

/** The head of the page: the verdict and why, the hints, what ran against what, and the count of each status. */
export function headerPart(record: RunRecord, counts: Record<ShownStatus, number>): Html {
  const { report } = record;
  const s = report.summary;
  return html`<header>
<h1>API conformance report ${verdictPart(s)}</h1>
${s.reason && html`<p class="reason">${s.reason}</p>`}
${hintsPart(report)}
<dl class="meta">
<dt>target</dt><dd class="mono">${report.target.baseUrl}${report.target.embedded ? ' (the embedded reference implementation)' : ''}</dd>
<dt>tool</dt><dd>${report.tool.name} ${report.tool.version}</dd>${verifiedPart(report.verification)}
<dt>started</dt><dd>${readableTime(report.startedAt)}, took ${(report.durationMs / 1000).toFixed(1)} s</dd>
<dt>seed</dt><dd>${report.seed} <span class="note">(--seed ${report.seed} replays the generated inputs)</span></dd>
${s.coverage && coveragePart(s.coverage)}
${requestsPart(record)}
</dl>
${barPart(counts)}
${legendPart(counts, report.results.length)}
</header>`;
}
