// The CLI in this process: main(argv, io) with strings for its streams, for the commands that judge no
// live target (validate, compare, openapi, usage errors, help). Same answers as the bin, no child process.
import { Readable, Writable } from 'node:stream';
import { main } from '../../../src/cli/main.js';
import type { CliResult } from './run-cli.js';

function collector(): { stream: Writable; text: () => string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/** `seller-api-conformance ...args` as main() runs it, `input` on its standard input, no SAC_* variable set unless given. */
export async function runMain(args: readonly string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<CliResult> {
  const stdout = collector();
  const stderr = collector();
  const started = performance.now();
  const code = await main(args, {
    stdin: Readable.from([options.input ?? '']),
    stdout: stdout.stream,
    stderr: stderr.stream,
    env: { ...options.env },
  });
  return { code, signal: null, stdout: stdout.text(), stderr: stderr.text(), durationMs: performance.now() - started, timedOut: false };
}
