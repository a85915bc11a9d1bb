// The thread the suites run in is started ahead of vitest (src/runner/suite-pool.ts) and handed to it:
// each run starts exactly one, vitest runs the suites in that one, and none is left running after the run,
// whether the suites ran or not.
import { describe, expect, it } from 'vitest';
import { run } from 'seller-api-conformance';
import { suiteThreadCounts } from '../../dist/runner/suite-pool.js';

const since = (before: typeof suiteThreadCounts) => ({
  started: suiteThreadCounts.started - before.started,
  handedOver: suiteThreadCounts.handedOver - before.handedOver,
});

describe('the suites thread started ahead of vitest', () => {
  it('is the thread vitest runs the suites in: one per run, none left running', async () => {
    const before = { ...suiteThreadCounts };
    const report = await run({ suites: ['categories'], seed: 1 });
    expect(report.summary).toMatchObject({ verdict: 'conformant', passed: 12 });
    expect(since(before)).toEqual({ started: 1, handedOver: 1 });
    await expect.poll(() => suiteThreadCounts.running).toBe(0);
  });

  it('is ended when the run stops before the suites start (an unreachable target)', async () => {
    const before = { ...suiteThreadCounts };
    const report = await run({ baseUrl: 'http://127.0.0.1:1', suites: ['categories'] });
    expect(report.summary.verdict).toBe('inconclusive');
    expect(since(before)).toEqual({ started: 1, handedOver: 0 });
    await expect.poll(() => suiteThreadCounts.running).toBe(0);
  });
});
