// Ctrl-C / SIGTERM: the run stops, writes the reports for what was judged, marks the rest "not run:
// interrupted" (but rules never going to be sent keep their reason), says it was interrupted, and
// exits 2 within seconds; a second signal exits at once, but the first one repeated within 1 s is the same stop.

import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BIN, cleanEnv, ensureBuilt, makeReportDir, PACKAGE_ROOT, type CliResult } from '../../support/cli/run-cli.js';
import { closeTargets, expectSaneRun, readRun, resultOf, startTarget, targetArgs, type Target } from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

interface Interrupted {
  result: CliResult;
  /** ms from the first signal to the exit. */
  afterSignalMs: number;
}

/** Runs the CLI and sends `signals` (one after the other, 200 ms apart) once the first suite file has finished. */
function runAndInterrupt(args: readonly string[], signals: NodeJS.Signals[], target: Target): Promise<Interrupted> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: PACKAGE_ROOT, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let signalledAt: number | undefined;
    const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    const maybeSignal = () => {
      // The first progress line means a suite file was judged; some requests of others are under way.
      if (signalledAt !== undefined || !/^(ok  |FAIL|ERR ) /m.test(stdout) || target.requests.length < 10) return;
      signalledAt = performance.now();
      signals.forEach((signal, index) => setTimeout(() => child.kill(signal), index * 200));
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      maybeSignal();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(killer);
      const now = performance.now();
      resolve({
        result: { code, signal, stdout, stderr, durationMs: now - started, timedOut: signalledAt === undefined },
        afterSignalMs: signalledAt === undefined ? Number.NaN : now - signalledAt,
      });
    });
  });
}

// Each run mostly waits on its slow target: the two signals side by side take the time of one.
describe.concurrent.each(['SIGINT', 'SIGTERM'] as const)('%s during a run', (signal) => {
  it('stops, reports what was judged, marks the rest not run, exits 2', async () => {
    // Every answer takes 250 ms: the whole run would take about a minute.
    const target = await startTarget(undefined, { delayMs: 250 });
    const { dir, cleanup } = await makeReportDir();
    try {
      // No --probe-writes and no --foreign-inquiry-id: the rules they judge were never going to be sent.
      const f = target.fixtures;
      const args = ['--base-url', target.baseUrl, '--coupon-id', f.couponId, '--inquiry-id', f.inquiryId, '--num-runs', '5'];
      const { result, afterSignalMs } = await runAndInterrupt([...args, '--report-dir', dir], [signal], target);
      const run = await readRun(result, dir);
      const report = expectSaneRun(run, 2);
      expect(report.summary.interrupted).toBe(true);
      for (const rule of ['coupon.read-only', 'categories.read-only', 'inquiry.read-only'])
        expect(resultOf(report, rule), rule).toMatchObject({ status: 'skipped', message: 'needs --probe-writes' });
      for (const rule of ['inquiry.foreign.status', 'inquiry.foreign.message'])
        expect(resultOf(report, rule), rule).toMatchObject({ status: 'skipped', message: 'needs --foreign-inquiry-id' });
      // The cause is on the one ERROR line; the verdict points at it rather than repeating it.
      expect(result.stdout).toMatch(/^ERROR {3}\d+ rules: not run: interrupted$/m);
      expect(result.stdout).toMatch(/^verdict: INTERRUPTED \(inconclusive so far: \d+ rule\(s\) could not be judged: see ERROR above\)$/m);
      expect(run.allReports).toMatch(/^### ⏹️ Interrupted \(inconclusive so far\): Seller API conformance$/m);

      // Hang guard: a quiet stop takes about a second (the answers under way, 250 ms each); running on to the
      // end would take about a minute. That it stopped early is shown by the rules not run, below.
      expect(afterSignalMs, 'hang guard').toBeLessThan(20_000);
      expect(result.stderr).toContain(`${signal}: stopping`);
      const passed = report.results.filter((r) => r.status === 'passed');
      const notRun = report.results.filter((r) => r.status === 'error' && r.message === 'not run: interrupted');
      expect(passed.length, JSON.stringify(report.summary)).toBeGreaterThan(0);
      expect(notRun.length, JSON.stringify(report.summary)).toBeGreaterThan(0);
      expect(report.summary.reason).toMatch(/could not be judged/);
      // Nothing left unaccounted: every rule of the three operations is in the report.
      expect(report.results.filter((r) => r.status === 'failed')).toEqual([]);
    } finally {
      await cleanup();
    }
  }, 60_000);
});

// Issue 48: GNU `timeout` signals the run and then its process group; the repeat exited without reports.
describe('the same signal twice in quick succession', () => {
  it('is one stop: the reports are written, exit 2', async () => {
    const target = await startTarget(undefined, { delayMs: 250 });
    const { dir, cleanup } = await makeReportDir();
    try {
      const { result } = await runAndInterrupt(
        [...targetArgs(target, '--num-runs', '5'), '--report-dir', dir],
        ['SIGTERM', 'SIGTERM'],
        target,
      );
      const report = expectSaneRun(await readRun(result, dir), 2);
      expect(report.summary.interrupted).toBe(true);
      expect(result.stderr).not.toContain('again: exiting now');
    } finally {
      await cleanup();
    }
  }, 60_000);
});

describe('a second signal', () => {
  it('exits 2 at once, without waiting for the tests under way', async () => {
    // The first request (the reachability probe) is answered; the suites' requests never are, and their
    // time-out is a minute: a graceful stop would wait that long for the ones under way.
    const target = await startTarget(() => target.requests.length > 1);
    const { dir, cleanup } = await makeReportDir();
    try {
      // Signalled as soon as a suite's request arrived (no suite file can finish first here).
      const args = [...targetArgs(target, '--timeout', '60000'), '--report-dir', dir];
      const child = spawn(process.execPath, [BIN, ...args], { cwd: PACKAGE_ROOT, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const waitFor = async (condition: () => boolean) => {
        while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      await waitFor(() => target.requests.length >= 2);
      child.kill('SIGINT');
      await waitFor(() => stderr.includes('SIGINT: stopping'));
      const signalledAt = performance.now();
      // Another signal: the same one within 1 s of the first is the same stop (GNU timeout sends it twice).
      child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code, stderr).toBe(2);
      // Hang guard, and what tells an exit at once (tens of ms on a quiet machine) from a wait for the answers
      // under way (a minute here).
      expect(performance.now() - signalledAt, 'hang guard').toBeLessThan(10_000);
      // Either the second signal cut the wind-down short, or the stop had already written the reports:
      // exit 2, never a wait for the answers under way.
      expect(stderr).toMatch(/SIGTERM again: exiting now|SIGINT: stopping/);
    } finally {
      await cleanup();
    }
  }, 30_000);
});
