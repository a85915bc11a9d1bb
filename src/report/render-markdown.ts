// summary.md: the few lines a pull request or a GitHub step summary shows. Every piece of text that
// may come from the server (messages, field paths, the target, the reason) is put in a code span (a curl
// line in a fenced block):
// inside one, Markdown renders nothing (no link, image, HTML, autolink, @mention or #reference),
// which a backslash-escaping scheme cannot promise for GitHub's autolinker.
import type { ConformanceReport, RuleResult } from '../types/report.js';
import { answerText, groupByAnswer } from './group-by-answer.js';
import { groupByCause } from './group-by-cause.js';
import { firstListed, MAX_LISTED } from './listed.js';
import { skipReasons, skipReasonsText } from './skip-reasons.js';
import type { RunRecord } from './run-record.js';
import { codeBlock, codeSpan } from './markdown-text.js';
import { sourceReferences } from './source-links.js';

export { codeSpan };

const VERDICT_LINE = {
  conformant: '✅ Conformant',
  'non-conformant': '❌ Non-conformant',
  inconclusive: '⚠️ Inconclusive (could not judge)',
} as const;
const MAX_PATHS = 3;

/** The files of a run, as CI users look for them (the HTML first: it is the one to open). */
const REPORT_FILE_GUIDE = ['report.html', 'summary.md', 'conformance.json', 'junit.xml', 'exchanges.har'] as const;

/** What reproduces a failure: the answer it was judged on, and the curl line that asks again. */
function reproduceLines(group: readonly RuleResult[], indent: string): string[] {
  const failed = group.find((r) => r.status === 'failed' && r.evidence?.request);
  if (!failed) return [];
  const curl = failed.evidence?.curl;
  return [
    ...(group.length === 1 ? [`${indent}- answer: ${codeSpan(answerText(failed))}`] : []),
    ...(curl ? [`${indent}- reproduce:`, '', ...codeBlock(curl, `${indent}  `, 'sh')] : []),
  ];
}

/**
 * The first fields the violations name. How many more violations there are is the message's to say, in
 * the words and the count of the terminal (the evidence keeps only the first 50: it cannot count them).
 */
function fieldPaths(r: RuleResult): string {
  const paths = [...new Set((r.evidence?.violations ?? []).map((e) => e.instancePath).filter((p) => p !== ''))];
  if (paths.length === 0) return '';
  return ` — ${paths.slice(0, MAX_PATHS).map(codeSpan).join(', ')}${paths.length > MAX_PATHS ? ', …' : ''}`;
}

/** Where the rule comes from, as links (ours, never the server's text: nothing to neutralise). */
const sourceLinks = (r: RuleResult, report: ConformanceReport) =>
  sourceReferences(r, report)
    .map((s) => `[${s.label}](${s.href} "${s.title.replace(/"/g, "'")}")`)
    .join(', ');

const ruleLine = (r: RuleResult, report: ConformanceReport) =>
  `- ${codeSpan(r.rule)} (${r.level}) — ${codeSpan(r.message)}${fieldPaths(r)} · ${sourceLinks(r, report)}`;

/**
 * One item per rule, or, for rules broken by one answer, that answer with its rules as sub-items; a
 * failure also says the answer and the curl line that reproduces it.
 */
function listed(results: readonly RuleResult[], report: ConformanceReport): string[] {
  const { listed: groups, unlisted } = firstListed(groupByAnswer(results), (group) => group.length);
  const lines = groups.flatMap((group) =>
    group.length === 1
      ? [ruleLine(group[0]!, report), ...reproduceLines(group, '  ')]
      : [
          `- One answer breaks ${group.length} rules: ${codeSpan(answerText(group[0]!))}`,
          ...group.map((r) => `  ${ruleLine(r, report)}`),
          ...reproduceLines(group, '  '),
        ],
  );
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

/** The entries of the file of expected failures that fail the run: as new as a new failure. */
function baselineProblemsPart(report: ConformanceReport): string[] {
  const file = report.expectedFailures;
  const notExercised = file?.notExercised ?? [];
  const problems =
    !file || file.problems.length === 0
      ? []
      : [
          '',
          `#### Entries of ${codeSpan(file.file)} to mend (${file.problems.length}): they fail the run`,
          '',
          ...file.problems.map((p) => `- line ${p.line}, ${p.problem}: ${codeSpan(p.message)}`),
        ];
  if (notExercised.length === 0) return problems;
  return [
    ...problems,
    '',
    `#### Entries not exercised in this run (${notExercised.length}): they stay, and do not fail the run`,
    '',
    ...notExercised.map((n) => `- line ${n.line}: ${codeSpan(n.message)}`),
  ];
}

/** Why a failure is expected, and until when when the entry says so. */
const whyExpected = ({ reason, until }: NonNullable<RuleResult['expectedFailure']>) =>
  `${codeSpan(reason)}${until ? ` until ${until}` : ''}`;

/** The failures the file of expected failures expects: after everything new, collapsed (GitHub renders <details>). */
function expectedPart(report: ConformanceReport): string[] {
  const expected = report.results.filter((r) => r.expectedFailure !== undefined);
  if (expected.length === 0) return [];
  const { listed, unlisted } = firstListed(expected);
  return [
    '',
    '<details>',
    `<summary>Expected failures (${expected.length}): reported, not failing the run</summary>`,
    '',
    ...listed.map(
      ({ rule, level, status, expectedFailure }) => `- ${codeSpan(rule)} (${level}, ${status}) — ${whyExpected(expectedFailure!)}`,
    ),
    ...(unlisted > 0 ? [`- … and ${unlisted} more in report.html`] : []),
    '',
    '</details>',
  ];
}

/** The likely mistakes of configuration the run saw, each with the option to change. */
const hintsPart = (report: ConformanceReport): string[] =>
  report.hints?.length ? ['', '#### Hints', '', ...report.hints.map((hint) => `- ${codeSpan(hint.message)}`)] : [];

/** "⏹️ Interrupted (non-conformant so far)" for a run stopped early; the verdict's own line otherwise. */
const headline = (s: ConformanceReport['summary']) => {
  if (s.interrupted) return `⏹️ Interrupted (${s.verdict} so far)`;
  return VERDICT_LINE[s.verdict];
};

/** "20 of 46 MUST rules judged (--min-judged asks for 42)": what the verdict speaks for. */
function coverageText(s: ConformanceReport['summary']): string {
  if (!s.coverage) return '';
  const { mustJudged, mustSelected, minJudged } = s.coverage;
  const asked = minJudged === undefined ? '' : ` (\`--min-judged\` asks for ${minJudged})`;
  return ` · ${mustJudged} of ${mustSelected} MUST rules judged${asked}`;
}

interface MarkdownOptions {
  /** Where the report files were written, as the reader knows it (e.g. the artifact's directory). */
  reportDir?: string;
}

export function renderMarkdown(record: RunRecord, options: MarkdownOptions = {}): string {
  const { report } = record;
  const s = report.summary;
  const byStatus = (status: RuleResult['status']) => report.results.filter((r) => r.status === status && r.expectedFailure === undefined);
  const withExpected = s.expectedFailures !== undefined;
  const lines = [
    `### ${headline(s)}: Seller API conformance`,
    '',
    ...(s.reason ? [`Reason: ${codeSpan(s.reason)}`, ''] : []),
    `| rules | passed | failed | warnings |${withExpected ? ' expected failures |' : ''} skipped | errors |`,
    `|---:|---:|---:|---:|${withExpected ? '---:|' : ''}---:|---:|`,
    `| ${report.results.length} | ${s.passed} | ${s.failed} | ${s.warnings} |${withExpected ? ` ${s.expectedFailures} |` : ''} ` +
      `${s.skipped} | ${s.errors} |`,
    '',
    `Target ${codeSpan(report.target.baseUrl)}${report.target.embedded ? ' (embedded reference)' : ''} · ` +
      `seed ${codeSpan(String(report.seed))} (\`--seed ${report.seed}\` replays it)` +
      `${s.requests === undefined ? '' : ` · ${s.requests} requests sent`}${coverageText(s)} · ` +
      `${report.tool.name} ${report.tool.version} · ${report.startedAt}`,
  ];
  lines.push(...hintsPart(report));
  const failed = byStatus('failed');
  const newly = withExpected ? 'New failures' : 'Failed';
  if (failed.length > 0) lines.push('', `#### ${newly} (${failed.length})`, '', ...listed(failed, report));
  lines.push(...baselineProblemsPart(report));
  const errors = byStatus('error');
  if (errors.length > 0) lines.push('', `#### Could not judge (${errors.length})`, '', ...errorLines(errors));
  const warnings = byStatus('warning');
  if (warnings.length > 0) lines.push('', `#### Warnings: SHOULD rules (${warnings.length})`, '', ...listed(warnings, report));
  lines.push(...expectedPart(report));
  if (report.budget) {
    lines.push(
      '',
      `#### Fewer cases than asked for (--max-requests ${report.budget.maxRequests})`,
      '',
      ...report.budget.fewerCases.map((f) => `- ${f.cases} of ${f.wanted}: ${f.rules.map(codeSpan).join(', ')}`),
    );
  }
  const skipped = skipReasons(report.results);
  if (skipped.length > 0) lines.push('', `Skipped: ${codeSpan(skipReasonsText(skipped, 4))} (each rule with its reason in report.html).`);
  const tree = report.facts?.categoryTree;
  if (tree) {
    const statuses = Object.entries(tree.statusCounts)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, n]) => `${codeSpan(name)} ${n}`);
    lines.push('', `Category tree: ${tree.nodes} nodes, ${tree.leaves} leaves, depth ${tree.maxDepth}; statuses ${statuses.join(', ')}.`);
  }
  const where = options.reportDir ? ` in ${codeSpan(options.reportDir)}` : '';
  lines.push(
    '',
    `Reports${where}: ${REPORT_FILE_GUIDE.map((name) => `\`${name}\``).join(', ')} ` +
      '(open `report.html` in a browser; `exchanges.har` in browser devtools).',
    '',
  );
  return lines.join('\n');
}
