// badge.json: a shields.io endpoint document (https://shields.io/badges/endpoint-badge) for a README.
// Green only for a conformant verdict, and bright green only when every MUST rule the run selected was
// judged: a run that skipped some says so in yellow-green, and its count says how much it showed. A run
// that judged nothing, or less than --min-judged, is inconclusive: grey, never green.
import type { ConformanceReport } from '../types/report.js';

type Verdict = ConformanceReport['summary']['verdict'];

const COLOR: Readonly<Record<Verdict, string>> = { conformant: 'brightgreen', 'non-conformant': 'red', inconclusive: 'lightgrey' };

export function renderBadge(report: ConformanceReport): string {
  const must = report.results.filter((result) => result.level === 'MUST');
  const passed = must.filter((result) => result.status === 'passed').length;
  const { verdict, coverage } = report.summary;
  const partial = verdict === 'conformant' && coverage !== undefined && coverage.mustJudged < coverage.mustSelected;
  const badge = {
    schemaVersion: 1,
    label: 'conformance',
    // A run stopped early says so: its count is of what it reached, not of what it would have judged.
    message: `${report.summary.interrupted ? 'interrupted: ' : ''}${passed}/${must.length} MUST${report.verification ? ', verified' : ''}`,
    color: partial ? 'yellowgreen' : COLOR[verdict],
  };
  return `${JSON.stringify(badge, null, 2)}\n`;
}
