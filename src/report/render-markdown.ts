// summary.md: the few lines a pull request or a GitHub step summary shows. Every piece of text that
// may come from the server (messages, field paths, the target, the reason) is put in a code span:
// inside one, Markdown renders nothing (no link, image, HTML, autolink, @mention or #reference),
// which a backslash-escaping scheme cannot promise for GitHub's autolinker.
import type { ConformanceReport, RuleResult } from '../types/report.js';
import { answerText, groupByAnswer } from './group-by-answer.js';
import { groupByCause } from './group-by-cause.js';
import type { RunRecord } from './run-record.js';
import { sourceReferences } from './source-links.js';

const VERDICT_LINE = {
  conformant: '✅ Conformant',
  'non-conformant': '❌ Non-conformant',
  inconclusive: '⚠️ Inconclusive (could not judge)',
} as const;
const MAX_LISTED = 25;
const MAX_TEXT = 300;
const MAX_PATHS = 3;

/** The files of a run, as CI users look for them (the HTML first: it is the one to open). */
export const REPORT_FILE_GUIDE = ['report.html', 'summary.md', 'conformance.json', 'junit.xml', 'exchanges.har'] as const;

/** `text` as one inline code span: one line, bounded, whatever backticks or controls it holds. */
export function codeSpan(text: string): string {
  // Controls and line/paragraph separators would end the list item or the span.
  let flat = text
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = Array.from(flat); // by code point, so a cut never splits a surrogate pair
  if (chars.length > MAX_TEXT) flat = `${chars.slice(0, MAX_TEXT).join('')}…`;
  if (flat === '') return '(empty)';
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // A span that starts or ends with a backtick needs a space inside the fence (CommonMark strips one).
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

function fieldPaths(r: RuleResult): string {
  const paths = [...new Set((r.evidence?.errors ?? []).map((e) => e.instancePath).filter((p) => p !== ''))];
  if (paths.length === 0) return '';
  const shown = paths.slice(0, MAX_PATHS).map(codeSpan).join(', ');
  return ` — ${shown}${paths.length > MAX_PATHS ? ` and ${paths.length - MAX_PATHS} more` : ''}`;
}

/** Where the rule comes from, as links (ours, never the server's text: nothing to neutralise). */
const sourceLinks = (r: RuleResult, report: ConformanceReport) =>
  sourceReferences(r, report)
    .map((s) => `[${s.label}](${s.href} "${s.title.replace(/"/g, "'")}")`)
    .join(', ');

const ruleLine = (r: RuleResult, report: ConformanceReport) =>
  `- ${codeSpan(r.rule)} (${r.severity.toUpperCase()}) — ${codeSpan(r.message)}${fieldPaths(r)} · ${sourceLinks(r, report)}`;

/** One item per rule, or, for rules broken by one answer, that answer with its rules as sub-items. */
function listed(results: readonly RuleResult[], report: ConformanceReport): string[] {
  const groups = groupByAnswer(results);
  const lines = groups
    .slice(0, MAX_LISTED)
    .flatMap((group) =>
      group.length === 1
        ? [ruleLine(group[0]!, report)]
        : [
            `- One answer breaks ${group.length} rules: ${codeSpan(answerText(group[0]!))}`,
            ...group.map((r) => `  ${ruleLine(r, report)}`),
          ],
    );
  const unlisted = groups.slice(MAX_LISTED).flat().length;
  if (unlisted > 0) lines.push(`- … and ${unlisted} more in report.html`);
  return lines;
}

function errorLines(errors: readonly RuleResult[]): string[] {
  return groupByCause(errors)
    .slice(0, MAX_LISTED)
    .map(([cause, rs]) =>
      rs.length === 1
        ? `- ${codeSpan(rs[0]!.rule)} — ${codeSpan(cause)}`
        : `- ${rs.length} rules (${rs
            .slice(0, 3)
            .map((r) => codeSpan(r.rule))
            .join(', ')}${rs.length > 3 ? ', …' : ''}) — ${codeSpan(cause)}`,
    );
}

/** The failures the file of expected failures expects, then its entries that fail the run. */
function expectedPart(report: ConformanceReport): string[] {
  const expected = report.results.filter((r) => r.expected !== undefined);
  const lines: string[] = [];
  if (expected.length > 0)
    lines.push(
      '',
      `#### Expected failures (${expected.length}): reported, not failing the run`,
      '',
      ...expected
        .slice(0, MAX_LISTED)
        .map(
          (r) =>
            `- ${codeSpan(r.rule)} (${r.severity.toUpperCase()}, ${r.status}) — ${codeSpan(r.expected!.reason)}${r.expected!.until ? ` until ${r.expected!.until}` : ''}`,
        ),
      ...(expected.length > MAX_LISTED ? [`- … and ${expected.length - MAX_LISTED} more in report.html`] : []),
    );
  const file = report.expectedFailures;
  if (file && file.problems.length > 0)
    lines.push(
      '',
      `#### Entries of ${codeSpan(file.file)} to mend (${file.problems.length}): they fail the run`,
      '',
      ...file.problems.map((p) => `- line ${p.line}, ${p.problem}: ${codeSpan(p.message)}`),
    );
  return lines;
}

export interface MarkdownOptions {
  /** Where the report files were written, as the reader knows it (e.g. the artifact's directory). */
  reportDir?: string;
}

export function renderMarkdown(record: RunRecord, options: MarkdownOptions = {}): string {
  const { report } = record;
  const s = report.summary;
  const byStatus = (status: RuleResult['status']) => report.results.filter((r) => r.status === status && r.expected === undefined);
  const withExpected = s.expectedFailures !== undefined;
  const lines = [
    `### ${VERDICT_LINE[s.verdict]}: Seller API conformance`,
    '',
    ...(s.reason ? [`Reason: ${codeSpan(s.reason)}`, ''] : []),
    `| rules | passed | failed | warnings |${withExpected ? ' expected failures |' : ''} skipped | errors |`,
    `|---:|---:|---:|---:|${withExpected ? '---:|' : ''}---:|---:|`,
    `| ${report.results.length} | ${s.passed} | ${s.failed} | ${s.warnings} |${withExpected ? ` ${s.expectedFailures} |` : ''} ${s.skipped} | ${s.errors} |`,
    '',
    `Target ${codeSpan(report.target.baseUrl)}${report.target.embedded ? ' (embedded reference)' : ''} · seed ${codeSpan(String(report.seed))} (\`--seed ${report.seed}\` replays it)${s.requests === undefined ? '' : ` · ${s.requests} requests sent`} · ${report.tool.name} ${report.tool.version} · ${report.startedAt}`,
  ];
  const failed = byStatus('failed');
  if (failed.length > 0) lines.push('', `#### Failed (${failed.length})`, '', ...listed(failed, report));
  const warnings = byStatus('warning');
  if (warnings.length > 0) lines.push('', `#### Warnings: SHOULD rules (${warnings.length})`, '', ...listed(warnings, report));
  lines.push(...expectedPart(report));
  const errors = byStatus('error');
  if (errors.length > 0) lines.push('', `#### Could not judge (${errors.length})`, '', ...errorLines(errors));
  if (report.budget) {
    lines.push(
      '',
      `#### Fewer cases than asked for (--max-requests ${report.budget.maxRequests})`,
      '',
      ...report.budget.fewerCases.map((f) => `- ${f.cases} of ${f.wanted}: ${f.rules.map(codeSpan).join(', ')}`),
    );
  }
  const skipped = byStatus('skipped');
  if (skipped.length > 0) lines.push('', `Skipped: ${skipped.length} rule(s), each with its reason in the report.`);
  const tree = report.observations?.categoryTree;
  if (tree) {
    const statuses = Object.entries(tree.statusCounts)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, n]) => `${codeSpan(name)} ${n}`);
    lines.push('', `Category tree: ${tree.nodes} nodes, ${tree.leaves} leaves, depth ${tree.maxDepth}; statuses ${statuses.join(', ')}.`);
  }
  const where = options.reportDir ? ` in ${codeSpan(options.reportDir)}` : '';
  lines.push(
    '',
    `Reports${where}: ${REPORT_FILE_GUIDE.map((name) => `\`${name}\``).join(', ')} (open \`report.html\` in a browser; \`exchanges.har\` in browser devtools).`,
    '',
  );
  return lines.join('\n');
}
