// What a watch session refuses before its first run, each with why; and the keys it reads from the terminal.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { ReadStream } from 'node:tty';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readKeys } from '../../../../src/cli/watch/keys.js';
import { checkWatchOptions } from '../../../../src/cli/watch/watch-options.js';
import type { RunOptions } from '../../../../src/config/options.js';
import { resolveOptions } from '../../../../src/config/resolve.js';

type Flags = Partial<Record<keyof RunOptions, unknown>>;

/** A terminal's standard input: what raw mode it is in, and keys to press. */
function terminal(): ReadStream & { raw: boolean[] } {
  const stream = Object.assign(new PassThrough(), { isTTY: true, raw: [] as boolean[] });
  return Object.assign(stream, { setRawMode: (on: boolean) => (stream.raw.push(on), stream) }) as unknown as ReadStream & {
    raw: boolean[];
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sac-watch-options-'));
  await writeFile(join(dir, 'a-file.ts'), '');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const check = (flags: Flags, stdin: unknown = terminal()) =>
  checkWatchOptions(resolveOptions({ reportDir: join(dir, 'reports'), ...flags }, {}), flags, stdin as ReadStream);

describe('checkWatchOptions', () => {
  const refused: [string, () => Flags, RegExp][] = [
    ['a watch option typed without --watch', () => ({ watchPath: [dir] }), /^--watch-path only applies with --watch$/],
    ['--plan', () => ({ watch: true, plan: true }), /^--watch with --plan: --plan sends nothing/],
    [
      'a remote target without an interval',
      () => ({ watch: true, baseUrl: 'https://api.example.test' }),
      /^--watch against a remote target \(https:\/\/api\.example\.test\) needs --watch-interval 60 or more: each run may send up to 120 requests .*\(D16\)/,
    ],
    [
      'a remote target judged more often than once a minute',
      () => ({ watch: true, baseUrl: 'http://127.0.0.1:8080', remote: true, watchInterval: '30' }),
      /needs --watch-interval 60 or more, not 30:/,
    ],
    ['a folder that is not there', () => ({ watch: true, watchPath: [join(dir, 'nope')] }), /^--watch-path \S+nope: no such folder$/],
    ['a file', () => ({ watch: true, watchPath: [join(dir, 'a-file.ts')] }), /not a folder/],
    ['the report folder', () => ({ watch: true, watchPath: [dir], reportDir: dir }), /is inside --report-dir .*: every run writes there/],
  ];
  it.each(refused)('refuses %s', (_name, flags, message) => {
    expect(() => check(flags())).toThrow(message);
  });

  it('refuses standard input that is not a terminal (CI)', () => {
    expect(() => check({ watch: true }, new PassThrough())).toThrow(
      /^--watch needs a terminal: standard input is not one \(in CI, run without --watch/,
    );
  });

  it('accepts a loopback target without an interval, and a remote one judged once a minute', () => {
    expect(() => check({ watch: true, baseUrl: 'http://127.0.0.1:8080', watchPath: [dir] })).not.toThrow();
    expect(() => check({ watch: true, baseUrl: 'https://api.example.test', watchInterval: '60' })).not.toThrow();
  });
});

describe('readKeys', () => {
  it('runs on Enter, quits on q, Ctrl-C or Ctrl-D, and gives the terminal back as it was', () => {
    const stdin = terminal();
    const pressed: string[] = [];
    const stop = readKeys(stdin, { run: () => pressed.push('run'), quit: () => pressed.push('quit') });
    for (const key of ['\r', 'x', 'q', '\u0003', '\u0004', '\n']) stdin.write(key);
    stop();
    stdin.write('\r');
    expect(pressed).toEqual(['run', 'quit', 'quit', 'quit', 'run']);
    expect(stdin.raw).toEqual([true, false]);
  });
});
