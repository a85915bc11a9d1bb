// Output that goes away never takes the run with it: `run | head -c 10`, a reader that stops reading in
// the middle of the run, and Ctrl-C in a terminal that ends `run | tee log` (the signal reaches the whole
// process group, tee included). Each time the run writes every report and exits with its verdict's code,
// never Node's exit 1 for an 'error' event nobody listened to, and says nothing about EPIPE.
import { spawn, spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BIN, cleanEnv, ensureBuilt, makeReportDir, PACKAGE_ROOT } from '../../support/cli/run-cli.js';
import { REPORT_FILES } from '../../support/report/report-files.js';
import { closeTargets, expectSaneRun, readRun, startTarget } from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

/** A hang guard, never a measure of speed: a run that has not ended by then is killed and fails the test. */
const HANG_GUARD_MS = 60_000;

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Collects a child's stdout and stderr (when they are pipes) until it ends; killed after HANG_GUARD_MS. */
function ending(child: ReturnType<typeof spawn>, onStdout: (text: string) => void = () => undefined): Promise<Ended> {
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    onStdout(stdout);
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const guard = setTimeout(() => child.kill('SIGKILL'), HANG_GUARD_MS);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

const quoted = (words: readonly string[]) => words.map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ');
const sortedFiles = async (dir: string) => (await readdir(dir)).sort();
const NO_EPIPE = /EPIPE|internal error|^\s+at /m;

describe('a closed stdout', () => {
  it('`run | head -c 10`: the run goes on, writes all six reports and exits 0 for the conformant reference', async () => {
    const { dir, cleanup } = await makeReportDir();
    try {
      // bash, for the exit code of the run itself rather than head's.
      const line = `${quoted([process.execPath, BIN, 'run', '--report-dir', dir])} | head -c 10; exit "\${PIPESTATUS[0]}"`;
      const ended = await ending(spawn('bash', ['-c', line], { cwd: PACKAGE_ROOT, env: cleanEnv() }));
      expect(ended.stdout).toBe('seller-api');
      expect(ended.stderr).not.toMatch(NO_EPIPE);
      expect(ended.code, ended.stderr).toBe(0);
      expect(await sortedFiles(dir)).toEqual([...REPORT_FILES]);
    } finally {
      await cleanup();
    }
  }, 90_000);

  it('closed by its reader in the middle of the run: the same verdict and reports as a run nobody stopped reading', async () => {
    const { dir, cleanup } = await makeReportDir();
    try {
      const child = spawn(process.execPath, [BIN, 'run', '--report-dir', dir], { cwd: PACKAGE_ROOT, env: cleanEnv() });
      // The first suite file's line: the run is under way, with more files (and lines) to come.
      const ended = await ending(child, (stdout) => {
        if (/^(ok  |FAIL|ERR ) /m.test(stdout)) child.stdout.destroy();
      });
      expect(ended.stdout).toMatch(/^(ok  |FAIL|ERR ) /m);
      expect(ended.stdout).not.toMatch(/^verdict:/m);
      expect(ended.stderr).not.toMatch(NO_EPIPE);
      const run = await readRun({ ...ended, durationMs: 0, timedOut: ended.signal !== null }, dir);
      expectSaneRun(run, 0);
      expect(await sortedFiles(dir)).toEqual([...REPORT_FILES]);
    } finally {
      await cleanup();
    }
  }, 90_000);
});

describe('Ctrl-C on `run | tee log`: SIGINT to the process group, which ends tee too', () => {
  it('the run stops as interrupted, exits 2 and writes its reports though nobody reads its output any more', async () => {
    // Every answer takes 250 ms: the run lasts long enough to be interrupted in the middle.
    const target = await startTarget(undefined, { delayMs: 250 });
    const { dir, cleanup } = await makeReportDir();
    try {
      const f = target.fixtures;
      const run = [process.execPath, BIN, 'run', '--base-url', target.baseUrl, '--coupon-id', f.couponId, '--inquiry-id', f.inquiryId];
      // The run's own exit code, written by the subshell that waits for it (bash lets a command that handles
      // SIGINT finish, and goes on after it), since the pipeline's status would be tee's.
      const codeFile = join(dir, 'exit-code');
      const line = `(${quoted([...run, '--num-runs', '5', '--report-dir', dir])}; echo $? > ${quoted([codeFile])}) | tee ${quoted([join(dir, 'log')])}`;
      // detached: the shell leads a process group of its own (the run, tee), as a terminal's foreground job.
      const child = spawn('bash', ['-c', line], { cwd: PACKAGE_ROOT, env: cleanEnv(), detached: true });
      let signalled = false;
      const ended = await ending(child, (stdout) => {
        // Signalled once a suite file was judged and requests of the next are under way.
        if (signalled || !/^(ok  |FAIL|ERR ) /m.test(stdout) || target.requests.length < 10) return;
        signalled = true;
        process.kill(-child.pid!, 'SIGINT');
      });
      expect(signalled, ended.stdout).toBe(true);
      expect(ended.stderr).toContain('SIGINT: stopping');
      expect(ended.stderr).not.toMatch(NO_EPIPE);
      const code = Number((await readFile(codeFile, 'utf8')).trim());
      const report = expectSaneRun(await readRun({ ...ended, code, durationMs: 0, timedOut: false }, dir), 2);
      expect(report.summary.interrupted).toBe(true);
      expect((await sortedFiles(dir)).filter((name) => (REPORT_FILES as readonly string[]).includes(name))).toEqual([...REPORT_FILES]);
    } finally {
      await cleanup();
    }
  }, 90_000);
});

describe('an error nothing caught (an unheard error event, a rejected promise) in the CLI process', () => {
  it.each(['throw', 'reject'])('%s: exit 2 (never 1, non-conformant) with one line naming it, no stack trace', (how) => {
    const guards = pathToFileURL(join(PACKAGE_ROOT, 'dist', 'cli', 'internal-error.js')).href;
    const fault = how === 'throw' ? "setTimeout(() => { throw new TypeError('a fault'); })" : "Promise.reject(new TypeError('a fault'))";
    const script = `const { exitTwoOnUncaughtErrors } = await import(${JSON.stringify(guards)});
exitTwoOnUncaughtErrors((line) => process.stderr.write(line));
${fault};`;
    const ended = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: HANG_GUARD_MS });
    expect(ended.status, ended.stderr).toBe(2);
    expect(ended.stderr).toMatch(/^seller-api-conformance: internal error \(please report\): TypeError: a fault \(at [^\n]+\)\n$/);
  });
});
