// The stylesheet of report.html. The widths of the pass/fail bar are written into it rather than
// into style attributes, so that the page's policy can allow exactly this stylesheet and nothing else.
// A line that ends in a backslash goes on in the next (a line continuation): the page has the two as one.
import type { ShownStatus } from './html-rules.js';

/** The statuses the page counts, filters and colours: an expected failure apart from a new one. */
export const STATUSES: readonly ShownStatus[] = ['passed', 'failed', 'expected', 'warning', 'skipped', 'error'];

/** The statuses the legend and the filters name: "expected" only in a run with expected failures, so any other run's stay as they were. */
export const namedStatuses = (counts: Record<ShownStatus, number>) => STATUSES.filter((st) => st !== 'expected' || counts.expected > 0);

const BASE = `
:root {
  color-scheme: light dark;
  --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --panel: #f6f8fa; --line: #d1d9e0;
  --passed: #1a7f37; --failed: #cf222e; --expected: #bc4c00; --warning: #9a6700; --skipped: #6e7781; --error: #8250df;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
}
@media (prefers-color-scheme: dark) {
  :root {
    --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d;
    --passed: #3fb950; --failed: #f85149; --expected: #db6d28; --warning: #d29922; --skipped: #9198a1; --error: #ab7df8;
  }
}
[hidden] { display: none !important; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header, nav.filters, section, footer { max-width: 1200px; margin: 0 auto; padding: 0 20px; }
header { padding-top: 20px; }
h1 { font-size: 22px; margin: 0 0 6px; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
h2 { font-size: 17px; margin: 28px 0 8px; display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
h2 .counts { font-size: 13px; font-weight: normal; color: var(--muted); }
h3 { font-size: 13px; margin: 14px 0 6px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
code, pre, .mono { font-family: var(--mono); font-size: 12.5px; }
.verdict { font-size: 14px; padding: 3px 10px; border-radius: 12px; color: #fff; letter-spacing: .03em; }
.verdict.conformant { background: var(--passed); }
.verdict.non-conformant { background: var(--failed); }
.verdict.inconclusive { background: var(--error); }
.verdict.interrupted { background: var(--skipped); }
.so-far { font-size: 14px; font-weight: normal; color: var(--muted); }
.hints { list-style: none; padding: 8px 12px; margin: 0 0 12px; border: 1px solid var(--warning); border-radius: 6px; }
.hints b { color: var(--warning); text-transform: uppercase; font-size: 11px; margin-right: 6px; }
.new-failures h2 { color: var(--failed); }
#expected-failures > details > summary { cursor: pointer; }
#expected-failures > details > summary h2 { display: inline-flex; margin-top: 28px; }
.reason { margin: 4px 0 12px; color: var(--muted); overflow-wrap: anywhere; }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0 0 14px; }
dl.meta dt { color: var(--muted); }
dl.meta dd { margin: 0; overflow-wrap: anywhere; }
.bar { display: flex; height: 14px; border-radius: 7px; overflow: hidden; background: var(--panel); border: 1px solid var(--line); }
.bar span { display: block; min-width: 3px; }
.legend { list-style: none; display: flex; flex-wrap: wrap; gap: 6px 18px; padding: 0; margin: 8px 0 0; }
.legend li::before { content: ""; display: inline-block; width: 10px; height: 10px; border-radius: 50%; margin-right: 6px; \
background: var(--c, var(--muted)); }
.legend li, .filters label { color: var(--muted); }
.legend b { color: var(--fg); }
.s-passed { --c: var(--passed); } .s-failed { --c: var(--failed); } .s-warning { --c: var(--warning); }
.s-expected { --c: var(--expected); }
.s-skipped { --c: var(--skipped); } .s-error { --c: var(--error); }
.bar span, .badge { background: var(--c); }
.tree .statuses { display: flex; flex-wrap: wrap; gap: 4px 14px; list-style: none; padding: 0; margin: 0; }
nav.filters { position: sticky; top: 0; z-index: 1; background: var(--bg); border-bottom: 1px solid var(--line); padding-top: 10px; \
padding-bottom: 10px; margin-top: 18px; display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; }
.filters fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; align-items: center; }
.filters legend { float: left; font-weight: 600; margin-right: 8px; }
.filters label { cursor: pointer; white-space: nowrap; }
.filters input { margin: 0 4px 0 0; vertical-align: -1px; accent-color: var(--c, auto); }
.filters .actions { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
button { font: inherit; font-size: 12px; padding: 2px 10px; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); \
color: var(--fg); cursor: pointer; }
button:hover { border-color: var(--muted); }
#shown { color: var(--muted); font-size: 12px; }
.rules { border: 1px solid var(--line); border-radius: 8px; overflow: hidden; }
.rule, .new-failure, .answer { border-top: 1px solid var(--line); }
.rule:first-child, .new-failure:first-child, .answer:first-child { border-top: 0; }
/* Scrolled to (a link, a rule opened near the bottom), a rule stops below the sticky filters; the page's script measures them. */
.rule, .answer { scroll-margin-top: calc(var(--filters-height, 0px) + 8px); }
.answer { border-left: 3px solid var(--c); }
.answer-text { grid-column: 2 / -1; font-weight: 600; overflow-wrap: anywhere; }
.answer-text .mono { font-weight: normal; }
.answer > .rule, .answer > .new-failure { margin-left: 24px; }
.line { display: grid; grid-template-columns: 78px minmax(200px, 300px) 62px 1fr; gap: 2px 12px; padding: 7px 12px; align-items: baseline; }
details.rule > summary, details.new-failure > summary { list-style: none; cursor: pointer; }
details.rule > summary::-webkit-details-marker, details.new-failure > summary::-webkit-details-marker { display: none; }
details.rule > summary:hover, details.new-failure > summary:hover { background: var(--panel); }
details.rule > summary .id::before, details.new-failure > summary .id::before {
  content: "\\25B8"; display: inline-block; width: 1em; color: var(--muted);
}
details.rule[open] > summary .id::before, details.new-failure[open] > summary .id::before { content: "\\25BE"; }
.badge { color: #fff; font-size: 11px; font-weight: 600; text-transform: uppercase; text-align: center; border-radius: 4px; \
padding: 1px 0; }
.id { font-family: var(--mono); font-size: 12.5px; overflow-wrap: anywhere; }
.level { font-size: 11px; font-weight: 600; color: var(--muted); }
.level.must { color: var(--fg); }
.title .sources { color: var(--muted); font-size: 12px; }
.title .sources a { color: inherit; }
.title .expected { font-size: 11px; font-weight: 600; border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; \
color: var(--muted); }
.baseline .problems { padding-left: 20px; } .baseline .problems b { color: var(--failed); }
.message { grid-column: 2 / -1; color: var(--muted); font-family: var(--mono); font-size: 12px; overflow-wrap: anywhere; \
white-space: pre-wrap; }
.s-failed .message, .s-error .message { color: var(--fg); }
.none { padding: 8px 12px; color: var(--muted); font-style: italic; }
.evidence { padding: 4px 16px 16px 102px; background: var(--panel); border-top: 1px dashed var(--line); }
.exchange { display: grid; grid-template-columns: repeat(auto-fit, minmax(380px, 1fr)); gap: 0 24px; }
.exchange > div { min-width: 0; }
.startline { font-family: var(--mono); font-size: 12.5px; overflow-wrap: anywhere; margin: 0 0 6px; }
table.kv, table.violations { border-collapse: collapse; width: 100%; font-size: 12px; }
table.kv th, table.kv td, table.violations th, table.violations td { text-align: left; vertical-align: top; padding: 3px 8px; \
border: 1px solid var(--line); overflow-wrap: anywhere; }
table.kv th { font-family: var(--mono); font-weight: normal; color: var(--muted); width: 30%; }
table.kv td, table.violations td { font-family: var(--mono); white-space: pre-wrap; }
table.violations { table-layout: fixed; }
table.violations th { background: var(--bg); }
table.violations th:nth-child(1) { width: 26%; } table.violations th:nth-child(2) { width: 18%; } \
table.violations th:nth-child(3) { width: 34%; }
pre.body mark { background: color-mix(in srgb, var(--failed) 22%, transparent); color: inherit; outline: 1px solid var(--failed); \
border-radius: 2px; }
pre.body { margin: 6px 0 0; padding: 8px 10px; max-height: 420px; overflow: auto; background: var(--bg); border: 1px solid var(--line); \
border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
.note { color: var(--muted); font-size: 12px; }
.curl { display: flex; gap: 8px; align-items: flex-start; }
.curl code { flex: 1; display: block; padding: 6px 10px; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; \
white-space: pre-wrap; overflow-wrap: anywhere; user-select: all; }
footer { color: var(--muted); font-size: 12px; padding-top: 24px; padding-bottom: 24px; }
`;

/** The stylesheet for a run with these counts per status (they size the pass/fail bar). */
export function stylesheet(counts: Readonly<Record<ShownStatus, number>>): string {
  const bar = STATUSES.map((status) => `.bar .s-${status} { flex-grow: ${counts[status]}; }`).join('\n');
  return `${BASE.trimStart()}${bar}\n`;
}
