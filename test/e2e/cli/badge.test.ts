// badge.json: the shields.io endpoint document, and its place among the files a run writes.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBadge } from '../../../src/report/render-badge.js';
import { writeReports } from '../../../src/report/write-reports.js';
import type { MinJudged } from '../../../src/config/options.js';
import { summaryOf } from '../../../src/report/verdict.js';
import type { ConformanceReport, RuleResult } from '../../../src/types/report.js';
import { tempDir } from '../../support/cli/spawn.js';

function result(rule: string, level: RuleResult['level'], status: RuleResult['status'], message: string = status): RuleResult {
  return {
    rule,
    operation: 'GET_COUPON_BY_ID',
    level,
    status,
    title: `${level.toUpperCase()} ...`,
    sources: ['docs/decisions.md#d1-which-spelling-of-the-daily-limit-and-what-values'],
    message,
  };
}

/** A report whose summary is the one a run would compute from these results (and --min-judged). */
function report(results: RuleResult[], minJudged?: MinJudged): ConformanceReport {
  return {
    tool: { name: 'seller-api-conformance', version: '0.0.0' },
    target: { baseUrl: 'http://127.0.0.1:1', embedded: true },
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 1,
    seed: 1,
    summary: summaryOf(results, [], undefined, minJudged ? { minJudged } : {}),
    results,
  };
}

const cases: [name: string, given: ConformanceReport, want: { message: string; color: string }][] = [
  [
    'conformant, every MUST rule passed; SHOULD rules do not count',
    report([result('a', 'MUST', 'passed'), result('b', 'MUST', 'passed'), result('c', 'SHOULD', 'warning')]),
    { message: '2/2 MUST', color: 'brightgreen' },
  ],
  [
    'conformant with a MUST rule skipped for a missing fixture: not bright green',
    report([result('a', 'MUST', 'passed'), result('b', 'MUST', 'skipped', 'needs --coupon-id')]),
    { message: '1/2 MUST', color: 'yellowgreen' },
  ],
  [
    'conformant with a MUST rule deselected: every selected rule judged, bright green',
    report([result('a', 'MUST', 'passed'), result('b', 'MUST', 'skipped', 'deselected')]),
    { message: '1/2 MUST', color: 'brightgreen' },
  ],
  [
    'nothing judged (every rule skipped): grey, never green',
    report([result('a', 'MUST', 'skipped', 'needs --coupon-id'), result('b', 'MUST', 'skipped', 'deselected')]),
    { message: '0/2 MUST', color: 'lightgrey' },
  ],
  [
    'under --min-judged: grey',
    report([result('a', 'MUST', 'passed'), result('b', 'MUST', 'skipped', 'needs --coupon-id')], { rules: 2 }),
    { message: '1/2 MUST', color: 'lightgrey' },
  ],
  [
    'at --min-judged: green',
    report([result('a', 'MUST', 'passed'), result('b', 'MUST', 'skipped', 'needs --coupon-id')], { percent: 50 }),
    { message: '1/2 MUST', color: 'yellowgreen' },
  ],
  [
    'non-conformant',
    report([result('a', 'MUST', 'failed'), result('b', 'MUST', 'passed'), result('c', 'SHOULD', 'passed')]),
    { message: '1/2 MUST', color: 'red' },
  ],
  ['inconclusive', report([result('a', 'MUST', 'error'), result('b', 'MUST', 'passed')]), { message: '1/2 MUST', color: 'lightgrey' }],
  ['no rules at all', report([]), { message: '0/0 MUST', color: 'lightgrey' }],
  [
    'verified by run --verify: it says so',
    {
      ...report([result('a', 'MUST', 'passed'), result('b', 'MUST', 'passed')]),
      verification: { verified: true, exchanges: 2, exchangesSha256: '0'.repeat(64) },
    },
    { message: '2/2 MUST, verified', color: 'brightgreen' },
  ],
];

describe('renderBadge', () => {
  it.each(cases)('%s', (_name, given, want) => {
    expect(JSON.parse(renderBadge(given))).toEqual({ schemaVersion: 1, label: 'conformance', ...want });
  });

  it('is green only for a conformant verdict', () => {
    for (const [, given] of cases) expect(/green/.test(JSON.parse(renderBadge(given)).color)).toBe(given.summary.verdict === 'conformant');
  });
});

describe('badge.json among the report files', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dir = await tempDir();
  });
  afterAll(async () => dir?.cleanup());

  it('is written next to conformance.json', async () => {
    const given = cases[6]![1];
    const { written, failed } = await writeReports({ report: given, exchanges: [], unanswered: [] }, dir.dir);
    expect(failed).toEqual([]);
    expect(written).toContain(dir.path('badge.json'));
    expect(await readFile(dir.path('badge.json'), 'utf8')).toBe(renderBadge(given));
  });
});
