// Helpers of the watch tests: the real CLI in a pseudo-terminal (util-linux `script`, which gives the
// command a terminal as its standard input and output, fed from a pipe), so that it runs as a developer's
// shell runs it and keys can be pressed; and the test target in a process of its own, which a test stops and
// starts again on the same port.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BIN, cleanEnv, PACKAGE_ROOT } from '../cli/run-cli.js';
import { waitForOutput } from '../cli/spawn.js';

const TARGET = fileURLToPath(new URL('./target.mjs', import.meta.url));

/** Whether `script` is there to give the CLI a terminal. */
export const hasScript = spawnSync('script', ['--version']).status === 0;

const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/** What a terminal shows, as lines: CRLF made LF, escape sequences (vitest's cursor hiding) removed. */
const plain = (text: string) => text.replace(/\r\n/g, '\n').replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

export interface Terminal {
  output(): string;
  /** Resolves with the output once it matches `pattern`, counting from character `from`; rejects at the end of the process or after `timeoutMs`. */
  waitFor(pattern: RegExp, options?: { from?: number; timeoutMs?: number }): Promise<string>;
  press(keys: string): void;
  exited: Promise<number | null>;
  kill(): void;
}

/** `seller-api-conformance ...args` in a pseudo-terminal, with `node` (this one by default). */
export function inTerminal(args: readonly string[], node = process.execPath): Terminal {
  const command = `exec ${[node, BIN, ...args].map(quote).join(' ')}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: PACKAGE_ROOT, env: cleanEnv({ TERM: 'dumb' }) });
  let raw = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    output: () => plain(raw),
    waitFor: (pattern, { from = 0, timeoutMs = 30_000 } = {}) =>
      waitForOutput(
        child,
        () => plain(raw).slice(from),
        pattern,
        timeoutMs,
        () => plain(raw),
      ).then(() => plain(raw)),
    press: (keys) => child.stdin.write(keys),
    exited,
    kill: () => child.kill('SIGKILL'),
  };
}

export interface WatchedTarget {
  port: number;
  stop(): Promise<void>;
}

/**
 * The test target (target.mjs) on `port` (0: a free one), its fault read from `faultFile`; with `restartMs`,
 * it restarts as `node --watch` does whenever `faultFile` changes (down for that long).
 */
export async function startWatchedTarget(port: number, faultFile: string, restartMs?: number): Promise<WatchedTarget> {
  const args = [TARGET, String(port), faultFile, ...(restartMs === undefined ? [] : [String(restartMs)])];
  const child = spawn(process.execPath, args, { cwd: PACKAGE_ROOT, env: cleanEnv() });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const [, listening] = await waitForOutput(child, () => out, /listening on (\d+)/, 15_000);
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    port: Number(listening),
    stop: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
