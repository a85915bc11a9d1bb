// Helpers of the command tests: the built CLI (bin -> dist/) in a child process, like test/cli does,
// with standard input to feed (validate -) and a handle on a long-running command (serve).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { BIN, cleanEnv, PACKAGE_ROOT, runCli, type CliResult } from './run-cli.js';

export { ensureBuilt } from './run-cli.js';

/** `node bin/seller-api-conformance.js ...args`, with `input` on standard input; killed after `timeoutMs`. */
export const cli = (args: readonly string[], options: { input?: string; timeoutMs?: number } = {}): Promise<CliResult> =>
  runCli(args, { timeoutMs: options.timeoutMs ?? 30_000, ...(options.input !== undefined ? { input: options.input } : {}) });

/** A command that keeps running: its output so far, a wait for a line, and its end. */
export interface Running {
  child: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves with the first match of `pattern` in stdout; rejects when the process ends first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/**
 * Resolves with the first match of `pattern` in what `read()` returns, checked whenever `child` writes to its
 * stdout; rejects when the process ends first or after `timeoutMs`, with what `shown()` returns.
 */
export function waitForOutput(
  child: ChildProcessWithoutNullStreams,
  read: () => string,
  pattern: RegExp,
  timeoutMs: number,
  shown: () => string = read,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = read().match(pattern);
      if (!match) return false;
      cleanup();
      resolve(match);
      return true;
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no ${pattern} in the output within ${timeoutMs} ms:\n${shown()}`));
    }, timeoutMs);
    const onEnd = () => {
      if (check()) return;
      cleanup();
      reject(new Error(`the command ended without printing ${pattern}:\n${shown()}`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout.off('data', check);
      child.off('close', onEnd);
    };
    child.stdout.on('data', check);
    child.on('close', onEnd);
    check();
  });
}

export function start(args: readonly string[]): Running {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: PACKAGE_ROOT, env: cleanEnv() });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return {
    child,
    output: () => stdout,
    exited,
    waitFor: (pattern, timeoutMs = 15_000) =>
      waitForOutput(
        child,
        () => stdout,
        pattern,
        timeoutMs,
        () => `${stdout}\n${stderr}`,
      ),
  };
}

/** `start` for one test file: every command it started and that still runs when the file ends is killed. */
export function startedInThisFile(): (args: readonly string[]) => Running {
  const started: Running[] = [];
  afterAll(() => {
    for (const running of started) if (running.child.exitCode === null) running.child.kill('SIGKILL');
  });
  return (args) => {
    const running = start(args);
    started.push(running);
    return running;
  };
}

/** A fresh temporary directory and its removal. */
export async function tempDir(): Promise<{ dir: string; path: (name: string) => string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sac-commands-'));
  return { dir, path: (name) => join(dir, name), cleanup: () => rm(dir, { recursive: true, force: true }) };
}
