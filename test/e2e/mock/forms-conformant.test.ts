// `serve --forms official` and `--forms any` send every form the decisions accept: a run against each
// (any: a few seeds, so that each dimension's every form is drawn somewhere) stays conformant, and the
// forms really are the other ones, or the test would prove nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';
import type { Forms } from '../../../src/reference/types.js';
import type { ConformanceReport } from '../../../src/types/report.js';
import { describeRun, ensureBuilt, makeReportDir, readReport, runCli } from '../../support/cli/run-cli.js';

beforeAll(async () => {
  await ensureBuilt();
}, 180_000);

const servers: ReferenceServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function runAgainst(forms: Forms, seed: number): Promise<{ report: ConformanceReport; output: string; server: ReferenceServer }> {
  const server = await startReferenceServer({ forms, seed });
  servers.push(server);
  const { couponId, inquiryId, foreignInquiryId } = server.fixtures;
  const { dir, cleanup } = await makeReportDir();
  try {
    const args = ['run', '--base-url', server.baseUrl, '--coupon-id', couponId, '--inquiry-id', inquiryId];
    const result = await runCli([...args, '--foreign-inquiry-id', foreignInquiryId, '--seed', '3', '--report-dir', dir]);
    return { report: await readReport(dir), output: describeRun(result), server };
  } finally {
    await cleanup();
  }
}

const notPassed = (report: ConformanceReport) =>
  report.results.filter((r) => r.status !== 'passed' && r.status !== 'skipped').map((r) => `${r.rule}: ${r.status}: ${r.message}`);

describe('serve --forms', () => {
  it.for<[Forms, number]>([
    ['official', 20261121],
    ['any', 1],
    ['any', 2],
  ])('a run against --forms %s (seed %i) is conformant', { timeout: 120_000 }, async ([forms, seed]) => {
    const { report, output, server } = await runAgainst(forms, seed);
    expect(notPassed(report), output).toEqual([]);
    expect(report.summary.verdict).toBe('conformant');
    if (forms !== 'official') return;
    const coupon = await (
      await fetch(`${server.baseUrl}/v2/providers/marketplace_openapi/apis/api/v1/coupons/${server.fixtures.couponId}`)
    ).text();
    expect(coupon, 'the official spelling, not the reference one').toMatch(/"maximumPerDay":999[,}]/);
    expect(coupon).not.toContain('maximumPerDaily');
  });
});
