// A default run against a remote target is polite: 25 cases per property, 5 requests per second, and
// fewer than 500 requests in all (counted on a local server running the same suites with that budget).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../src/config/options.js';
import { respond } from '../../src/reference/index.js';
import { targetContext } from '../../src/runner/target-context.js';
import { ensureBuilt, makeTempDir, readReport, runCli } from '../cli/run-cli.js';
import { startVariantServer, type VariantServer } from '../mutants/variant-server.js';

const options = { ...DEFAULTS, suites: [...DEFAULTS.suites], headers: [] };

describe('politeness defaults', () => {
  it.each([
    ['https://api.example.test', 25, 5],
    ['http://10.1.2.3:8080/base', 25, 5],
    ['http://127.0.0.1:8080', 100, null],
    ['http://localhost:1234', 100, null],
    ['http://[::1]:1234', 100, null],
  ] as const)('%s: %i cases per property, rate %s', (baseUrl, numRuns, rate) => {
    const target = targetContext(options, baseUrl, {});
    expect(target.numRuns).toBe(numRuns);
    expect(target.http.ratePerSecond).toBe(rate);
  });

  it('--num-runs and --rate override the defaults', () => {
    const target = targetContext({ ...options, numRuns: 3, rate: 2 }, 'https://api.example.test', {});
    expect([target.numRuns, target.http.ratePerSecond]).toEqual([3, 2]);
  });
});

describe('the request budget of a default remote run', () => {
  let server: VariantServer;
  beforeAll(async () => {
    await ensureBuilt();
    server = await startVariantServer([{ id: 'reference', respond }]);
  }, 60_000);
  afterAll(async () => server?.close());

  it('stays under 500 requests with 25 cases per property, the whole catalogue judged', async () => {
    const { fixtures } = server.dataset;
    const { dir, cleanup } = await makeTempDir();
    try {
      const run = await runCli(['run', '--base-url', server.baseUrlOf('reference'), '--num-runs', '25', '--coupon-id', fixtures.couponId, '--inquiry-id', fixtures.inquiryId, '--foreign-inquiry-id', fixtures.foreignInquiryId, '--report-dir', dir]);
      expect(run.code).toBe(0);
      expect((await readReport(dir)).summary.passed).toBeGreaterThanOrEqual(60);
    } finally {
      await cleanup();
    }
    expect(server.requests.length).toBeGreaterThan(200);
    expect(server.requests.length).toBeLessThan(500);
  }, 60_000);
});
