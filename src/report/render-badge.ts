// badge.json: a shields.io endpoint document (https://shields.io/badges/endpoint-badge) for a README.
// Green only for a conformant verdict: a run with skipped MUST rules can be conformant, and then
// the count says how much of the MUST catalogue it actually showed.
import type { ConformanceReport } from '../types/report.js';

type Verdict = ConformanceReport['summary']['verdict'];

const COLOR: Readonly<Record<Verdict, string>> = { conformant: 'brightgreen', 'non-conformant': 'red', inconclusive: 'lightgrey' };

export function renderBadge(report: ConformanceReport): string {
  const must = report.results.filter((result) => result.severity === 'must');
  const passed = must.filter((result) => result.status === 'passed').length;
  const badge = { schemaVersion: 1, label: 'conformance', message: `${passed}/${must.length} MUST`, color: COLOR[report.summary.verdict] };
  return `${JSON.stringify(badge, null, 2)}\n`;
}
