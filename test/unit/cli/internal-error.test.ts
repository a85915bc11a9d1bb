// A fault of the harness is exit 2 with one line naming it (never exit 1, the code of a non-conformant
// target, and never a stack trace); a stream whose reader went away ends quietly.
import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';

import { endQuietlyWhenClosed } from '../../../src/cli/closed-output.js';
import { internalErrorLine } from '../../../src/cli/internal-error.js';
import { main } from '../../../src/cli/main.js';

describe('internalErrorLine', () => {
  it('names the error, its first line and where it was thrown, on one line', () => {
    const error = new TypeError('reading "x"\nof undefined');
    const line = internalErrorLine(error);
    expect(line).toMatch(
      /^seller-api-conformance: internal error \(please report\): TypeError: reading "x" \(at .+internal-error\.test\.ts:\d+:\d+\)\n$/,
    );
  });

  it('names a thrown value that is no Error', () => {
    expect(internalErrorLine('odd')).toBe('seller-api-conformance: internal error (please report): odd\n');
  });
});

describe('main, on an error of its own', () => {
  it('exits 2 with that one line', async () => {
    let said = '';
    const stderr = new Writable({ write: (chunk: Buffer, _encoding, done) => ((said += chunk.toString()), done()) });
    const stdout = new Writable();
    stdout.write = () => {
      throw new RangeError('broken terminal');
    };
    const code = await main(['--version'], { stdin: Readable.from([]), stdout, stderr, env: {} });
    expect(code).toBe(2);
    expect(said).toMatch(/^seller-api-conformance: internal error \(please report\): RangeError: broken terminal \(at [^\n]+\)\n$/);
  });
});

describe('endQuietlyWhenClosed', () => {
  it('swallows the write error of a closed output and lets later writes go nowhere', async () => {
    const out = new PassThrough();
    endQuietlyWhenClosed(out);
    out.destroy(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.destroyed).toBe(true);
    expect(() => out.write('more\n')).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve)); // an unheard 'error' would fail the test here
  });
});
