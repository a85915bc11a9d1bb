// The closing lines of a run on the terminal: the verdict, the counts, what failed and where the reports are.
import type { ConformanceReport, RuleResult } from '../types/report.js';

const MAX_LISTED = 20;

export function summaryText(report: ConformanceReport, reportPaths: readonly string[], harnessFaults: readonly string[]): string {
  const s = report.summary;
  const lines = [''];
  // Unjudged rules usually share one cause (a refused connection): one line per cause.
  const errorsByCause = new Map<string, RuleResult[]>();
  for (const r of report.results.filter((result) => result.status === 'error')) errorsByCause.set(r.message, [...(errorsByCause.get(r.message) ?? []), r]);
  for (const [cause, results] of errorsByCause) {
    lines.push(results.length === 1 ? `ERROR   ${results[0]!.rule} (${results[0]!.severity.toUpperCase()}) ${cause}` : `ERROR   ${results.length} rules: ${cause}`);
  }
  const notable = report.results.filter((r) => r.status === 'failed' || r.status === 'warning');
  for (const r of notable.slice(0, MAX_LISTED)) {
    const label = r.status === 'failed' ? 'FAILED ' : 'WARNING';
    lines.push(`${label} ${r.rule} (${r.severity.toUpperCase()}) ${r.message}`);
    const first = r.evidence?.errors?.[0];
    if (r.status === 'failed' && r.evidence?.curl) lines.push(`        reproduce: ${r.evidence.curl}`);
    if (r.status === 'failed' && first && first.instancePath !== '') lines.push(`        field ${first.instancePath}: expected ${first.expected ?? '?'}, actual ${first.actual ?? '?'}`);
  }
  if (notable.length > MAX_LISTED) lines.push(`... and ${notable.length - MAX_LISTED} more in the report`);
  for (const fault of harnessFaults) lines.push(`HARNESS FAULT (a bug of seller-api-conformance, not of the target):\n${fault}`);
  const tree = report.observations?.categoryTree;
  if (tree) lines.push(`category tree: ${tree.nodes} nodes, ${tree.leaves} leaves, depth ${tree.maxDepth}, statuses ${JSON.stringify(tree.statusCounts)}`);
  lines.push(
    `rules: ${report.results.length}  passed ${s.passed}, failed ${s.failed}, warnings ${s.warnings}, skipped ${s.skipped}, errors ${s.errors}`,
    `verdict: ${s.verdict.toUpperCase()}${s.reason ? ` (${s.reason})` : ''}`,
    `reports: ${reportPaths.join(', ')}`,
    '',
  );
  return lines.join('\n');
}
