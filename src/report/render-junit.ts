// junit.xml: one testsuite per operation, one testcase per rule. Failures carry the message and the
// evidence as text, so CI test-report viewers show what broke without opening the JSON. An expected
// failure (--expected-failures) is a skipped testcase with its reason: visible, not failing the build;
// an entry of that file that fails the run is a failed testcase of its own suite. A testcase's time
// is the rule's share of the tests that judged it, so a suite's time is the sum of its testcases'.
import type { ConformanceReport, RuleResult } from '../types/report.js';
import { sourceHref } from './source-links.js';
import { escapeXml } from './xml.js';

/** Milliseconds as junit's seconds. */
const seconds = (ms: number) => (ms / 1000).toFixed(3);

function evidenceText(result: RuleResult): string {
  const e = result.evidence;
  if (!e) return result.message;
  const lines = [result.message];
  if (e.request) lines.push(`request: ${e.request.method} ${e.request.url}`);
  if (e.response) lines.push(`response: ${e.response.status}`, e.response.bodyExcerpt);
  for (const v of e.violations ?? [])
    lines.push(`${v.instancePath || '(body)'}: expected ${v.expected ?? '?'}, got ${v.actual ?? '?'} (${v.message})`);
  if (e.curl) lines.push(`reproduce: ${e.curl}`);
  return lines.join('\n');
}

/** One property per source of the rule, as its address (the viewers that show properties make it a link). */
const sourceProperties = (result: RuleResult, docs: string | undefined) => {
  const property = (link: string) => `\n        <property name="source" value="${escapeXml(sourceHref(link, docs))}"/>`;
  return `\n      <properties>${result.sources.map(property).join('')}\n      </properties>`;
};

/** An element of a testcase, then its end. */
const closing = (element: string) => `\n      ${element}\n    </testcase>`;

function testcase(result: RuleResult, suite: string, docs: string | undefined): string {
  const name = `${result.rule}: ${result.title}`;
  const time = seconds(result.durationMs ?? 0);
  const open = `    <testcase classname="${escapeXml(suite)}" name="${escapeXml(name)}" time="${time}">${sourceProperties(result, docs)}`;
  const message = escapeXml(result.message);
  if (result.expectedFailure) {
    const { reason, until } = result.expectedFailure;
    const text = `expected failure: ${reason}${until ? ` (until ${until})` : ''}`;
    return `${open}
      <skipped message="${escapeXml(text)}"/>
      <system-out>${escapeXml(`${result.status}: ${evidenceText(result)}`)}</system-out>
    </testcase>`;
  }
  const evidence = escapeXml(evidenceText(result));
  switch (result.status) {
    case 'failed':
      return `${open}${closing(`<failure message="${message}" type="${result.level.toLowerCase()}">${evidence}</failure>`)}`;
    case 'error':
      return `${open}${closing(`<error message="${message}" type="could-not-judge">${evidence}</error>`)}`;
    case 'skipped':
      return `${open}${closing(`<skipped message="${message}"/>`)}`;
    case 'warning':
      return `${open}${closing(`<system-out>${escapeXml(`warning (SHOULD): ${evidenceText(result)}`)}</system-out>`)}`;
    default:
      return `${open}\n    </testcase>`;
  }
}

/** The entries of --expected-failures that fail the run, as failed testcases. */
function baselineSuite(report: ConformanceReport): string[] {
  const file = report.expectedFailures;
  if (!file || file.problems.length === 0) return [];
  const suite = 'expected-failures';
  return [
    `  <testsuite name="${suite}" tests="${file.problems.length}" failures="${file.problems.length}" errors="0" skipped="0" time="0">`,
    ...file.problems.map(
      (p) =>
        `    <testcase classname="${suite}" name="${escapeXml(`${file.file}:${p.line}: ${p.rule}`)}" time="0">` +
        closing(`<failure message="${escapeXml(p.message)}" type="${escapeXml(p.problem)}">${escapeXml(p.message)}</failure>`),
    ),
    '  </testsuite>',
  ];
}

export function renderJunit(report: ConformanceReport): string {
  const operations = [...new Set(report.results.map((r) => r.operation))];
  const suites = operations.map((operation) => {
    const results = report.results.filter((r) => r.operation === operation);
    const count = (status: RuleResult['status']) => results.filter((r) => r.status === status && !r.expectedFailure).length;
    const expected = results.filter((r) => r.expectedFailure).length;
    const time = results.reduce((sum, r) => sum + (r.durationMs ?? 0), 0);
    return [
      `  <testsuite name="${operation}" tests="${results.length}" failures="${count('failed')}" errors="${count('error')}" ` +
        `skipped="${count('skipped') + expected}" time="${seconds(time)}">`,
      ...results.map((r) => testcase(r, operation, report.tool.docs)),
      '  </testsuite>',
    ].join('\n');
  });
  const s = report.summary;
  const problems = report.expectedFailures?.problems.length ?? 0;
  const total = report.results.length + problems;
  // CI shows the name of the whole run: a run stopped early says so there (its rules not run are errors).
  const name = `${report.tool.name} ${report.tool.version}: ${report.target.baseUrl}${s.interrupted ? ' (interrupted)' : ''}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(name)}" tests="${total}" ` +
      `failures="${s.failed + problems}" errors="${s.errors}" skipped="${s.skipped + (s.expectedFailures ?? 0)}" ` +
      `time="${seconds(report.durationMs)}" timestamp="${report.startedAt}">`,
    ...suites,
    ...baselineSuite(report),
    '</testsuites>',
    '',
  ].join('\n');
}
