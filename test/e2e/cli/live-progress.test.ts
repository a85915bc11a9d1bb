// Progress on long work, through the real CLI against a rate-limited local target: in a terminal (a
// pseudo-terminal from util-linux's `script`), one live line with the requests sent of those planned, the
// rate and the time left, redrawn in place and replaced by the final lines; in a log (no terminal), a
// plain line on stderr every 10 s, and stdout as it always was.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BIN, cleanEnv, ensureBuilt, makeReportDir, PACKAGE_ROOT, readReport } from '../../support/cli/run-cli.js';
import { closeTargets, startTarget, type Target } from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

/** A hang guard, never a measure of speed: a run that has not ended by then is killed and fails the test. */
const HANG_GUARD_MS = 90_000;
const CLEAR_LINE = '\r\x1b[2K';

function runToEnd(command: string, args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(command, args, { cwd: PACKAGE_ROOT, env: cleanEnv({ TERM: 'xterm' }) });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const guard = setTimeout(() => child.kill('SIGKILL'), HANG_GUARD_MS);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The lines a terminal shows once every carriage return and clear-line of `text` has been applied. */
function screenOf(text: string): string[] {
  const lines = [''];
  for (const part of text.replaceAll('\r\n', '\n').split(/(\r\x1b\[2K|\n)/)) {
    if (part === CLEAR_LINE) lines[lines.length - 1] = '';
    else if (part === '\n') lines.push('');
    else lines[lines.length - 1] += part;
  }
  return lines;
}

const quoted = (words: readonly string[]) => words.map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ');
const runArgs = (target: Target, rate: string, dir: string) => [
  BIN,
  'run',
  '--base-url',
  target.baseUrl,
  '--coupon-id',
  target.fixtures.couponId,
  '--suite',
  'coupon',
  '--num-runs',
  '1',
  '--rate',
  rate,
  '--report-dir',
  dir,
];
const PROGRESS = /progress: (\d+)\/(\d+) requests(?:, (\d+\.\d)\/s(?:, about (\d+ s|\d+ min \d+ s) left)?)?/g;

// Both runs mostly wait on their targets' rate: side by side, they take the time of the longer.
describe.concurrent('a run that takes seconds', () => {
  it('in a terminal: a live line of requests sent, rate and time left, redrawn in place, then replaced by the final lines', async () => {
    const target = await startTarget();
    const { dir, cleanup } = await makeReportDir();
    try {
      // 46 requests at 10 a second: about 5 s, long enough for a few redraws.
      const command = quoted([process.execPath, ...runArgs(target, '10', dir)]);
      const { code, stdout } = await runToEnd('script', ['-qefc', command, '/dev/null']);
      expect(code, stdout).toBe(0);
      const drawn = [...stdout.matchAll(PROGRESS)];
      expect(drawn.length, stdout).toBeGreaterThan(2);
      // Each drawing replaces the one before it, on the same line.
      for (const match of drawn) expect(stdout.slice(match.index - CLEAR_LINE.length, match.index), stdout).toBe(CLEAR_LINE);
      const { summary } = await readReport(dir);
      const counts = drawn.map((match) => Number(match[1]));
      // Counted where the client counts, in the suites' thread: more than the reachability probe's one.
      expect(Math.max(...counts)).toBeGreaterThan(1);
      expect(Math.max(...counts)).toBeLessThanOrEqual(summary.requests!);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(drawn.every((match) => match[2] === drawn[0]![2])).toBe(true);
      expect(drawn.some((match) => match[3] !== undefined && match[4] !== undefined)).toBe(true);
      // What stays on the screen: the run's own lines and the final ones, no progress line, no half line.
      const screen = screenOf(stdout);
      expect(screen.filter((line) => line.includes('progress:'))).toEqual([]);
      expect(screen).toContain('verdict: CONFORMANT');
      expect(screen.filter((line) => /^(ok  |FAIL|ERR ) /.test(line))).toHaveLength(2);
    } finally {
      await cleanup();
    }
  }, 120_000);

  it('in a log: a plain progress line on stderr once the run has lasted 10 s, and nothing new on stdout', async () => {
    const target = await startTarget();
    const { dir, cleanup } = await makeReportDir();
    try {
      // 46 requests at 4 a second: about 12 s.
      const { code, stdout, stderr } = await runToEnd(process.execPath, runArgs(target, '4', dir));
      expect(code, stderr).toBe(0);
      expect(stderr).toMatch(/^progress: \d+\/\d+ requests, \d+\.\d\/s, about \d+ s left$/m);
      expect(stderr.split('\n').filter((line) => line !== '' && !line.startsWith('progress: '))).toEqual([]);
      expect(stdout).not.toContain('progress:');
      expect(stdout).not.toContain('\x1b');
      expect(stdout).toMatch(/^verdict: CONFORMANT$/m);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
