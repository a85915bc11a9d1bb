// The closing lines of a run on the terminal: the verdict, the counts, what failed and where the reports are.
import { groupByCause } from '../report/group-by-cause.js';
import type { ConformanceReport } from '../types/report.js';

const MAX_LISTED = 20;

const PROBLEM_LABEL = { stale: 'STALE  ', expired: 'EXPIRED', 'unknown rule': 'UNKNOWN' } as const;

/** The failures --expected-failures expects (they do not fail the run), then the entries that do. */
function expectedLines(report: ConformanceReport): string[] {
  const expected = report.results.filter((r) => r.expected !== undefined);
  const lines = expected
    .slice(0, MAX_LISTED)
    .map(
      (r) =>
        `EXPECTED ${r.rule} (${r.severity.toUpperCase()}, ${r.status}): ${r.expected!.reason}${r.expected!.until ? ` (until ${r.expected!.until})` : ''}`,
    );
  if (expected.length > MAX_LISTED) lines.push(`... and ${expected.length - MAX_LISTED} more expected failures in the report`);
  const file = report.expectedFailures;
  for (const problem of file?.problems ?? [])
    lines.push(`${PROBLEM_LABEL[problem.problem]} ${file!.file}:${problem.line}: ${problem.message}`);
  return lines;
}

export function summaryText(report: ConformanceReport, reportPaths: readonly string[], harnessFaults: readonly string[]): string {
  const s = report.summary;
  const lines = [''];
  for (const [cause, results] of groupByCause(report.results.filter((result) => result.status === 'error'))) {
    lines.push(
      results.length === 1
        ? `ERROR   ${results[0]!.rule} (${results[0]!.severity.toUpperCase()}) ${cause}`
        : `ERROR   ${results.length} rules: ${cause}`,
    );
  }
  const notable = report.results.filter((r) => (r.status === 'failed' || r.status === 'warning') && r.expected === undefined);
  for (const r of notable.slice(0, MAX_LISTED)) {
    const label = r.status === 'failed' ? 'FAILED ' : 'WARNING';
    lines.push(`${label} ${r.rule} (${r.severity.toUpperCase()}) ${r.message}`);
    const first = r.evidence?.errors?.[0];
    if (r.status === 'failed' && r.evidence?.curl) lines.push(`        reproduce: ${r.evidence.curl}`);
    if (r.status === 'failed' && first && first.instancePath !== '')
      lines.push(`        field ${first.instancePath}: expected ${first.expected ?? '?'}, actual ${first.actual ?? '?'}`);
  }
  if (notable.length > MAX_LISTED) lines.push(`... and ${notable.length - MAX_LISTED} more in the report`);
  lines.push(...expectedLines(report));
  for (const fault of harnessFaults) lines.push(`HARNESS FAULT (a bug of seller-api-conformance, not of the target):\n${fault}`);
  for (const fewer of report.budget?.fewerCases ?? []) {
    lines.push(
      `FEWER   ${fewer.cases} of ${fewer.wanted} cases within --max-requests ${report.budget!.maxRequests}: ${fewer.rules.join(', ')} (${fewer.test})`,
    );
  }
  const tree = report.observations?.categoryTree;
  if (tree)
    lines.push(
      `category tree: ${tree.nodes} nodes, ${tree.leaves} leaves, depth ${tree.maxDepth}, statuses ${JSON.stringify(tree.statusCounts)}`,
    );
  lines.push(
    `rules: ${report.results.length}  passed ${s.passed}, failed ${s.failed}, warnings ${s.warnings}${s.expectedFailures === undefined ? '' : `, expected failures ${s.expectedFailures}`}, skipped ${s.skipped}, errors ${s.errors}`,
    ...(s.requests !== undefined
      ? [
          `requests: ${s.requests} sent${report.budget ? ` (the cap, --max-requests ${report.budget.maxRequests}, left the rules above fewer cases)` : ''}`,
        ]
      : []),
    `verdict: ${s.verdict.toUpperCase()}${s.reason ? ` (${s.reason})` : ''}`,
    `reports: ${reportPaths.join(', ')}`,
    '',
  );
  return lines.join('\n');
}
