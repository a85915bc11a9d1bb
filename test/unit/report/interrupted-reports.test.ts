// A run stopped early (Ctrl-C) says so in every report, as the terminal does, and is no verdict unless a
// MUST rule had already failed: each rule that held, held only on the answers sent before the interrupt.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../src/report/build-report.js';
import { renderBadge } from '../../../src/report/render-badge.js';
import { renderHtml } from '../../../src/report/render-html.js';
import { renderJunit } from '../../../src/report/render-junit.js';
import { renderMarkdown } from '../../../src/report/render-markdown.js';
import { exitCodeFor } from '../../../src/report/verdict.js';
import type { RuleResult } from '../../../src/types/report.js';

const passed: RuleResult = {
  rule: 'inquiry.not-found.status',
  operation: 'GET_ORIGIN_INQUIRY_BY_ID',
  level: 'MUST',
  title: 'MUST answer 404 for an unknown inquiryId',
  sources: ['docs/spec.md#errors'],
  status: 'passed',
  message: 'held on 12 answers before the run was interrupted',
  answersJudged: 12,
};

const stoppedRun = (results: RuleResult[]) =>
  buildReport({
    baseUrl: 'http://127.0.0.1:8080',
    embedded: false,
    startedAt: new Date('2026-11-21T05:43:50Z'),
    durationMs: 6000,
    seed: 1,
    results,
    facts: {},
    harnessFaults: [],
    requests: 43,
    interrupted: true,
  });

describe('an interrupted run', () => {
  it('is inconclusive (exit 2) even when every rule it reached held', () => {
    const report = stoppedRun([passed]);
    expect(report.summary).toMatchObject({ verdict: 'inconclusive', interrupted: true, requests: 43 });
    expect(report.summary.reason).toMatch(/^interrupted before/);
    expect(exitCodeFor(report.summary)).toBe(2);
  });

  it('is non-conformant (exit 1) when a MUST rule had already failed', () => {
    const report = stoppedRun([passed, { ...passed, rule: 'inquiry.error-body', status: 'failed', message: 'expected a body' }]);
    expect(report.summary.verdict).toBe('non-conformant');
    expect(exitCodeFor(report.summary)).toBe(1);
  });

  it('says interrupted in report.html, summary.md, junit.xml and badge.json', () => {
    const record = { report: stoppedRun([passed]), exchanges: [], unanswered: [] };
    const html = renderHtml(record);
    expect(html).toContain('<title>INTERRUPTED (inconclusive so far): http://127.0.0.1:8080 (seller-api-conformance)</title>');
    expect(html).toMatch(/<h1>API conformance report <span class="verdict interrupted" id="verdict">INTERRUPTED<\/span>/);
    expect(renderMarkdown(record)).toMatch(/^### ⏹️ Interrupted \(inconclusive so far\)/m);
    expect(renderJunit(record.report)).toMatch(
      /<testsuites name="seller-api-conformance [^"]*: http:\/\/127\.0\.0\.1:8080 \(interrupted\)"/,
    );
    expect(JSON.parse(renderBadge(record.report))).toMatchObject({ message: 'interrupted: 1/1 MUST', color: 'lightgrey' });
  });

  // Issue 48: the terminal says "ERROR 3 rules: not run: interrupted" on one line; report.html listed one row per rule.
  it('says "not run: interrupted" of every rule never reached, in every report, and report.html groups them in one row as the terminal does', () => {
    const notRun = (rule: string): RuleResult => ({ ...passed, rule, status: 'error', message: 'not run: interrupted' });
    const never = ['inquiry.found.status', 'inquiry.no-server-error', 'inquiry.error-body'].map(notRun);
    const record = { report: stoppedRun([passed, ...never]), exchanges: [], unanswered: [] };
    const top = /<section class="new-failures" id="new-failures">[\s\S]*?<\/section>/.exec(renderHtml(record))![0];
    expect(top.match(/<details class="answer s-error">/g)).toHaveLength(1);
    expect(top).toContain('<span class="answer-text">3 rules: <span class="mono">not run: interrupted</span></span>');
    expect([...top.matchAll(/id="new-([^"]+)"/g)].map((m) => m[1])).toEqual([
      'failures',
      'inquiry.found.status',
      'inquiry.no-server-error',
      'inquiry.error-body',
    ]);
    expect(renderMarkdown(record)).toContain('`not run: interrupted`');
    expect(renderJunit(record.report).match(/message="not run: interrupted"/g)).toHaveLength(3);
    expect(record.report.summary.reason).toBe('3 rule(s) could not be judged: not run: interrupted');
  });
});
