// judgeHar() on the exchanges.har of real runs: the HAR of a run against the reference is conformant,
// and the HAR of a run against a fault fails the same MUST rules as the run did.
// (Across the whole kill matrix, 88 of 93 HARs agree; the five that cannot are in docs/traffic.md.)
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeHar, run, type ConformanceReport, type SuiteName } from 'seller-api-conformance';
import { ensureBuilt } from '../../support/cli/run-cli.js';
import { tempDir } from '../../support/cli/spawn.js';
import { hostedOf, startFaultServer, type FaultServer } from '../../support/kill-matrix/fault-server.js';
import { FAULTS, suiteOf } from '../../../src/rules/faults.js';

/** One fault per operation, each caught through its body, its status or its message. */
const FAULTY = ['coupon-date-impossible', 'categories-child-null', 'inquiry-malformed-500'];
const faults = FAULTS.filter((fault) => FAULTY.includes(fault.id));

let server: FaultServer;
let reports: Awaited<ReturnType<typeof tempDir>>;

/** A run against `baseUrl` (the embedded reference without one), with its report and the HAR it wrote. */
async function runWithHar(id: string, baseUrl?: string, suite?: SuiteName): Promise<{ report: ConformanceReport; har: unknown }> {
  const { fixtures } = server.dataset;
  const reportDir = reports.path(id);
  const report = await run({
    ...(baseUrl
      ? { baseUrl, couponId: fixtures.couponId, inquiryId: fixtures.inquiryId, foreignInquiryId: fixtures.foreignInquiryId }
      : {}),
    ...(suite ? { suites: [suite] } : {}),
    probeWrites: true,
    numRuns: 3,
    seed: 1,
    reportDir,
    writeReports: true,
  });
  return { report, har: JSON.parse(await readFile(join(reportDir, 'exchanges.har'), 'utf8')) };
}

const failedMust = (report: ConformanceReport) =>
  report.results.filter((result) => result.status === 'failed' && result.level === 'MUST').map((result) => result.rule);

beforeAll(async () => {
  await ensureBuilt();
  server = await startFaultServer(faults.map((fault) => hostedOf(fault)));
  reports = await tempDir();
});
afterAll(async () => {
  await server?.close();
  await reports?.cleanup();
});

describe('judgeHar on the HAR of a run', () => {
  it('against the reference: conformant, every rule the run judged passed from the recording, an unrelated host ignored', async () => {
    const { report, har } = await runWithHar('reference');
    expect(report.summary.verdict).toBe('conformant');
    const log = (har as { log: { entries: any[] } }).log;
    const unrelated = { ...log.entries[0], request: { ...log.entries[0].request, url: 'https://unrelated.example/v2/other' } };
    const judged = judgeHar({ log: { ...log, entries: [...log.entries, unrelated] } });
    expect(judged.summary).toMatchObject({ verdict: 'conformant', failed: 0, warnings: 0, errors: 0, requests: log.entries.length });
    // Which id is another vendor's is known to a run, not to a recording (docs/traffic.md).
    const runOnly = new Set(['inquiry.foreign.edge-forms']);
    const passedInRun = report.results.filter((r) => r.status === 'passed' && !runOnly.has(r.rule)).map((r) => r.rule);
    expect(judged.results.filter((r) => r.status === 'passed').map((r) => r.rule)).toEqual(passedInRun);
  });

  it.each(FAULTY)('against %s: the same failed MUST rules as the run', async (id) => {
    const fault = FAULTS.find((candidate) => candidate.id === id)!;
    const { report, har } = await runWithHar(id, server.baseUrlOf(id), suiteOf(fault));
    expect(report.summary.verdict).toBe('non-conformant');
    const judged = judgeHar(har);
    expect(judged.summary.verdict).toBe('non-conformant');
    expect(failedMust(judged)).toEqual(failedMust(report));
    expect(failedMust(judged)).toContain(fault.catches);
  });

  it('a value that is not a HAR is a TypeError that says what is missing', () => {
    expect(() => judgeHar({ entries: [] })).toThrow(new TypeError('not a HAR file: no "log" object at the top level'));
  });
});
