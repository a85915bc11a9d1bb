// Ctrl-C in the middle of a rate-limited run (issue 38, item 2): what was sent before the signal is
// counted and recorded, what was judged keeps its verdict and says the run was cut short, the rules never
// run say so, and every report says the run was interrupted. The target counts what it received.

import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BIN, cleanEnv, ensureBuilt, makeReportDir, PACKAGE_ROOT, type CliResult } from '../../support/cli/run-cli.js';
import { closeTargets, expectSaneRun, readRun, startTarget, targetArgs, type Target } from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

/** Runs the CLI and sends SIGINT once the target has received `after` requests. */
function interruptAfter(args: readonly string[], target: Target, after: number): Promise<CliResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: PACKAGE_ROOT, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    const hangGuard = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const poll = setInterval(() => {
      if (signalled || target.requests.length < after) return;
      signalled = true;
      child.kill('SIGINT');
    }, 20);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(hangGuard);
      clearInterval(poll);
      resolve({ code, signal, stdout, stderr, durationMs: performance.now() - started, timedOut: !signalled });
    });
  });
}

describe('SIGINT during a run at --rate 10', () => {
  // With requests in flight together, those sent ahead for tests that never ran are kept too.
  it.each([[[]], [['--concurrency', '8']]])(
    'keeps every request sent and every verdict reached, and every report says interrupted (%j)',
    async (more: string[]) => {
      const target = await startTarget();
      const { dir, cleanup } = await makeReportDir();
      try {
        // Each property's default sample (about 100 cases): the signal comes in the middle of the first one.
        const args = targetArgs(target, '--rate', '10').filter((arg, i, all) => arg !== '--num-runs' && all[i - 1] !== '--num-runs');
        const result = await interruptAfter([...args, ...more, '--report-dir', dir], target, 20);
        const run = await readRun(result, dir);
        const report = expectSaneRun(run, 2);
        const received = target.requests.length;
        expect(received).toBeGreaterThanOrEqual(20);
        expect(report.summary.interrupted).toBe(true);

        // Every request the target received is counted and recorded.
        expect(report.summary.requests, `${result.stdout}\n${result.stderr}`).toBe(received);
        const har = JSON.parse(await readFile(join(dir, 'exchanges.har'), 'utf8')) as { log: { entries: unknown[] } };
        expect(har.log.entries).toHaveLength(received);
        expect(result.stdout).toContain(`${received} sent`);

        // What was judged keeps its verdict, and says on how many answers before the run was cut short.
        const cutShort = report.results.filter((r) => r.status === 'passed' && /before the run was interrupted/.test(r.message));
        expect(cutShort.length, JSON.stringify(report.results.map((r) => [r.rule, r.status, r.message]))).toBeGreaterThan(0);
        // A rule never reached is "not run: interrupted", never "not applicable" (the lookup of unknown ids
        // under way found no existing id so far: its rules about an existing one did not apply to those answers).
        const notApplicable = report.results.filter((r) => r.answersJudged === 0 && /not applicable/.test(r.message));
        expect(notApplicable.map((r) => `${r.rule}: ${r.message}`)).toEqual([]);
        expect(report.results.some((r) => r.message === 'not run: interrupted')).toBe(true);

        // Every report says interrupted, as the terminal does.
        expect(result.stdout).toMatch(/^verdict: INTERRUPTED /m);
        const file = (name: string) => readFile(join(dir, name), 'utf8');
        const html = await file('report.html');
        expect(html).toMatch(/<title>INTERRUPTED \(inconclusive so far\): /);
        expect(html).toMatch(/<h1>[^\n]*INTERRUPTED/);
        expect(await file('summary.md')).toMatch(/^### ⏹️ Interrupted \(inconclusive so far\)/m);
        expect(JSON.parse(await file('badge.json'))).toMatchObject({ message: expect.stringMatching(/^interrupted: /) });
        expect(await file('junit.xml')).toMatch(/<testsuites name="[^"]*\(interrupted\)"/);
      } finally {
        await cleanup();
      }
    },
    90_000,
  );
});
