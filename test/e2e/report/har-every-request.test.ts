// exchanges.har holds every request the run sent (docs/reports.md), the reachability probe (GET /)
// included: the target counts what it received, and the HAR has exactly those requests, the check first;
// a target that refuses the connection leaves the one request of the run in the HAR, unanswered.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, ensureBuilt, makeReportDir, runCli } from '../../support/cli/run-cli.js';
import { closedPort, startServer, type TestServer } from '../../support/cli/servers.js';

interface HarEntry {
  request: { method: string; url: string };
  response: { status: number; _error?: string };
}

const harOf = async (dir: string) =>
  (JSON.parse(await readFile(join(dir, 'exchanges.har'), 'utf8')) as { log: { entries: HarEntry[] } }).log.entries;

let server: TestServer;
let reports: Awaited<ReturnType<typeof makeReportDir>>;
beforeAll(async () => {
  await ensureBuilt();
  server = await startServer();
  reports = await makeReportDir();
});
afterAll(async () => {
  await server?.close();
  await reports?.cleanup();
});

describe('exchanges.har holds every request of the run', () => {
  it('against a target: one entry per request the target received, GET / first', async () => {
    const { couponId, inquiryId, foreignInquiryId } = server.fixtures;
    const dir = join(reports.dir, 'reachable');
    const result = await runCli([
      'run',
      ...['--base-url', server.baseUrl, '--coupon-id', couponId, '--inquiry-id', inquiryId, '--foreign-inquiry-id', foreignInquiryId],
      ...['--num-runs', '3', '--seed', '1', '--report-dir', dir],
    ]);
    expect(result.code, describeRun(result)).toBe(0);
    const entries = await harOf(dir);
    const received = server.requests.map((request) => `${request.method} ${request.url}`);
    const recorded = entries.map((entry) => `${entry.request.method} ${entry.request.url.slice(server.baseUrl.length)}`);
    expect(received[0]).toBe('GET /');
    expect(recorded[0]).toBe('GET /');
    expect(recorded.sort()).toEqual(received.sort());
    expect(entries.length).toBeGreaterThan(30);
    expect(JSON.parse(await readFile(join(dir, 'conformance.json'), 'utf8')).summary.requests).toBe(received.length);
  });

  it('against a port that refuses connections: the reachability probe, unanswered', async () => {
    const dir = join(reports.dir, 'refused');
    const result = await runCli(['run', '--base-url', `http://127.0.0.1:${await closedPort()}`, '--report-dir', dir]);
    expect(result.code, describeRun(result)).toBe(2);
    const entries = await harOf(dir);
    expect(entries).toEqual([
      expect.objectContaining({
        request: expect.objectContaining({ method: 'GET', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/) }),
        response: expect.objectContaining({ status: 0, _error: expect.stringContaining('connection refused') }),
      }),
    ]);
  });
});
