// The rows of report.html: one per rule (expandable to its evidence when something was wrong), and the
// headline of the rules one answer breaks. A failure the run expects (--expected-failures) is shown
// as "expected", a status of its own for the page: counted, filtered and coloured apart from new ones.
import type { ConformanceReport, RuleResult, Status } from '../types/report.js';
import { answerText, groupStatus } from './group-by-answer.js';
import { evidencePart } from './html-evidence.js';
import { html, type Html } from './html-template.js';
import { sourceReferences } from './source-links.js';

/** What the page shows of a result's status: an expected failure is not a new one. */
export type ShownStatus = Status | 'expected';

export const shownStatus = (r: RuleResult): ShownStatus => (r.expectedFailure ? 'expected' : r.status);

/** Statuses whose rule opens to its evidence. */
const EXPANDABLE: ReadonlySet<ShownStatus> = new Set(['failed', 'warning', 'error', 'expected']);

/** Links to where the rule comes from, each titled with the heading it points to. */
function sourcesPart(r: RuleResult, report: ConformanceReport): Html {
  const links = sourceReferences(r, report).map((s, i) => html`${i > 0 ? '; ' : ''}<a href="${s.href}" title="${s.title}">${s.label}</a>`);
  return html`<span class="sources">· ${links}</span>`;
}

function ruleLine(r: RuleResult, report: ConformanceReport): Html {
  const expected =
    r.expectedFailure &&
    html` <span class="expected" title="${r.expectedFailure.reason}">expected ${r.status}: ${r.expectedFailure.reason}</span>`;
  const level = html`<span class="level ${r.level.toLowerCase()}">${r.level}</span>`;
  const title = html`<span class="title">${r.title} ${sourcesPart(r, report)}${expected}</span>`;
  const message = html`<span class="message">${r.message}</span>`;
  return html`<span class="badge">${shownStatus(r)}</span><span class="id">${r.rule}</span>${level}${title}${message}`;
}

/**
 * A rule's row. `inNewFailures`: its copy in the section of new failures at the top of the page, which
 * the filters leave alone (class new-failure, not rule) and which has an id of its own.
 */
export function rulePart(r: RuleResult, report: ConformanceReport, inNewFailures = false): Html {
  const status = shownStatus(r);
  const attributes = inNewFailures
    ? html`class="new-failure s-${status}" id="new-${r.rule}"`
    : html`class="rule s-${status}" data-status="${status}" data-operation="${r.operation}" id="rule-${r.rule}"`;
  if (EXPANDABLE.has(status) && r.evidence) {
    return html`<details ${attributes}><summary class="line">${ruleLine(r, report)}</summary>${evidencePart(r.evidence)}</details>`;
  }
  return html`<div ${attributes}><div class="line">${ruleLine(r, report)}</div></div>`;
}

/** Rules broken by one answer: the answer as their headline, the rules beneath (each still filtered on its own). */
export function answerPart(group: readonly RuleResult[], report: ConformanceReport, inNewFailures = false): Html {
  const status = groupStatus(group);
  const answer = html`<span class="mono">${answerText(group[0]!)}</span>`;
  const text = html`<span class="answer-text">One answer breaks ${group.length} rules: ${answer}</span>`;
  const headline = html`<div class="line answer-line"><span class="badge">${status}</span>${text}</div>`;
  return html`<div class="answer s-${status}">${headline}${group.map((r) => rulePart(r, report, inNewFailures))}</div>`;
}

/** Rules that could not be judged for one cause ("not run: interrupted"): one row that opens to them, as the terminal's one ERROR line. */
export function causePart(group: readonly RuleResult[], report: ConformanceReport): Html {
  const text = html`<span class="answer-text">${group.length} rules: <span class="mono">${group[0]!.message}</span></span>`;
  const headline = html`<summary class="line answer-line"><span class="badge">error</span>${text}</summary>`;
  return html`<details class="answer s-error">${headline}${group.map((r) => rulePart(r, report, true))}</details>`;
}
