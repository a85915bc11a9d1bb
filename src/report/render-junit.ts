// junit.xml: one testsuite per operation, one testcase per rule. Failures carry the message and the
// evidence as text, so CI test-report viewers show what broke without opening the JSON.
import type { ConformanceReport, RuleResult } from '../types/report.js';
import { sourceHref } from './source-links.js';
import { escapeXml } from './xml.js';

function evidenceText(result: RuleResult): string {
  const e = result.evidence;
  if (!e) return result.message;
  const lines = [result.message];
  if (e.request) lines.push(`request: ${e.request.method} ${e.request.url}`);
  if (e.response) lines.push(`response: ${e.response.status}`, e.response.bodyExcerpt);
  for (const v of e.errors ?? [])
    lines.push(`${v.instancePath || '(body)'}: expected ${v.expected ?? '?'}, got ${v.actual ?? '?'} (${v.message})`);
  if (e.curl) lines.push(`reproduce: ${e.curl}`);
  return lines.join('\n');
}

/** One property per source of the rule, as its address (the viewers that show properties make it a link). */
const sourceProperties = (result: RuleResult, docs: string | undefined) =>
  `\n      <properties>${result.sources.map((link) => `\n        <property name="source" value="${escapeXml(sourceHref(link, docs))}"/>`).join('')}\n      </properties>`;

function testcase(result: RuleResult, suite: string, docs: string | undefined): string {
  const name = `${result.rule}: ${result.title}`;
  const open = `    <testcase classname="${escapeXml(suite)}" name="${escapeXml(name)}" time="0">${sourceProperties(result, docs)}`;
  const message = escapeXml(result.message);
  switch (result.status) {
    case 'failed':
      return `${open}\n      <failure message="${message}" type="${result.severity}">${escapeXml(evidenceText(result))}</failure>\n    </testcase>`;
    case 'error':
      return `${open}\n      <error message="${message}" type="could-not-judge">${escapeXml(evidenceText(result))}</error>\n    </testcase>`;
    case 'skipped':
      return `${open}\n      <skipped message="${message}"/>\n    </testcase>`;
    case 'warning':
      return `${open}\n      <system-out>${escapeXml(`warning (SHOULD): ${evidenceText(result)}`)}</system-out>\n    </testcase>`;
    default:
      return `${open}\n    </testcase>`;
  }
}

export function renderJunit(report: ConformanceReport): string {
  const operations = [...new Set(report.results.map((r) => r.operation))];
  const suites = operations.map((operation) => {
    const results = report.results.filter((r) => r.operation === operation);
    const count = (status: RuleResult['status']) => results.filter((r) => r.status === status).length;
    return [
      `  <testsuite name="${operation}" tests="${results.length}" failures="${count('failed')}" errors="${count('error')}" skipped="${count('skipped')}" time="0">`,
      ...results.map((r) => testcase(r, operation, report.tool.docs)),
      '  </testsuite>',
    ].join('\n');
  });
  const s = report.summary;
  const total = report.results.length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(`${report.tool.name} ${report.tool.version}: ${report.target.baseUrl}`)}" tests="${total}" failures="${s.failed}" errors="${s.errors}" skipped="${s.skipped}" time="${(report.durationMs / 1000).toFixed(3)}" timestamp="${report.startedAt}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
