// The CLI hosts behind runCli(): many runs in one long-lived process must each behave as in a process of
// their own: their own environment and standard input, nothing left over from the run before, and a run
// that never ends is killed without taking the next run with it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHostPool } from '../../support/cli/host-pool.js';
import { cleanEnv, describeRun, ensureBuilt, PACKAGE_ROOT } from '../../support/cli/run-cli.js';

await ensureBuilt();

// One host at a time: every job below runs in the host the job before it left idle.
const hosts = createHostPool(PACKAGE_ROOT, cleanEnv());
afterAll(() => hosts.close());
const run = (args: string[], options: { env?: Record<string, string>; input?: string; timeoutMs?: number } = {}) =>
  hosts.run({ args, env: cleanEnv(options.env), input: options.input ?? '', timeoutMs: options.timeoutMs ?? 30_000 });

describe('runs that share a CLI host', () => {
  it('each sees only its own environment: a SAC_* variable of one run is gone in the next', async () => {
    const withEnv = await run(['run', '--plan'], { env: { SAC_BASE_URL: 'http://example.test:1' } });
    expect(withEnv.stdout, describeRun(withEnv)).toMatch(/^plan: what a run against http:\/\/example\.test:1 would send/);
    const without = await run(['run', '--plan']);
    expect(without.code, describeRun(without)).toBe(0);
    expect(without.stdout).not.toContain('example.test');
    expect(without.stdout).toMatch(/embedded reference/);
  });

  it('each reads its own standard input, which ends after it', async () => {
    const sample = await readFile(join(PACKAGE_ROOT, 'test/fixtures/samples/get-coupon-by-id-200-official-ko-doc.json'), 'utf8');
    const given = await run(['validate', 'coupon', '-'], { input: sample });
    expect(given.code, describeRun(given)).toBe(0);
    const none = await run(['validate', 'coupon', '-']);
    expect(none.code, describeRun(none)).toBe(1);
    expect(none.stdout).toMatch(/coupon\.found\.json \(MUST\) expected a JSON document, got an empty body/);
  });

  it('a run that never ends is killed at its time-out (SIGKILL), and the next run gets a fresh host', async () => {
    const hung = await run(['serve', '--port', '0'], { timeoutMs: 3000 });
    expect(hung.timedOut, describeRun(hung)).toBe(true);
    expect(hung.signal).toBe('SIGKILL');
    expect(hung.code).toBeNull();
    const next = await run(['--version']);
    expect(next.code, describeRun(next)).toBe(0);
    expect(next.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});
