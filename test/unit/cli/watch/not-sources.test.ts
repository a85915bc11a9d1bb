// Files that are not sources never start a run of a watch session nor are named as its reason: what
// .gitignore ignores, editors' and tools' temporary files, what the target writes (pid, log); and a save made
// through a temporary file names the file saved (src/cli/watch/not-sources.ts, on the real file system).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FileChanges } from '../../../../src/cli/watch/file-changes.js';
import { isNotASourceName, notSources, savedFiles } from '../../../../src/cli/watch/not-sources.js';

let repo: string;
let src: string;
let watcher: FileChanges | undefined;
beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'sac-not-sources-'));
  src = join(repo, 'src');
  await mkdir(join(repo, '.git'));
  await mkdir(join(src, 'dist'), { recursive: true });
  await writeFile(join(repo, '.gitignore'), '*.generated.ts\n');
  await writeFile(join(src, '.gitignore'), 'dist/\n/local.env\n');
});
afterEach(async () => {
  watcher?.close();
  watcher = undefined;
  await rm(repo, { recursive: true, force: true });
});

describe('isNotASourceName', () => {
  const notSourcesNames = [
    'sedznnKxd', // sed -i
    'sedAbC123',
    'coupon.ts~',
    '.#coupon.ts',
    '#coupon.ts#',
    '.coupon.ts.swp',
    '.coupon.ts.swx',
    '4913',
    'upload.tmp',
    '.DS_Store',
    'coupon.ts___jb_tmp___',
    'coupon.ts___jb_old___',
    'server.pid',
    'server.log',
  ];
  it.each(notSourcesNames)('%s is not a source', (name) => expect(isNotASourceName(name)).toBe(true));

  const sources = ['coupon.ts', 'sed.ts', 'sedan', 'server.mjs', 'main.go', 'Application.java', 'config.json', 'pidfile.ts', 'login.ts'];
  it.each(sources)('%s is a source', (name) => expect(isNotASourceName(name)).toBe(false));
});

describe('notSources', () => {
  it('applies the watched folder’s .gitignore and those above it up to the repository root, and skips dependencies', () => {
    const isNot = notSources([src]);
    expect(isNot(join(src, 'dist'), true)).toBe(true);
    expect(isNot(join(src, 'dist', 'main.js'))).toBe(true);
    expect(isNot(join(src, 'local.env'))).toBe(true);
    expect(isNot(join(src, 'api.generated.ts'))).toBe(true); // the repository root's .gitignore
    expect(isNot(join(src, 'node_modules', 'dep', 'index.js'))).toBe(true);
    expect(isNot(join(src, '.git', 'HEAD'))).toBe(true);
    expect(isNot(join(src, 'app', 'server.pid'))).toBe(true);
    expect(isNot(join(src, 'coupon.ts'))).toBe(false);
    expect(isNot(join(src, 'app', 'local.env'))).toBe(false); // `/local.env` is anchored to src
  });
});

describe('savedFiles', () => {
  it('names the files still there; only when none is, the deleted ones', () => {
    const there = new Set(['src/coupon.ts']);
    expect(savedFiles(['src/coupon.ts.new', 'src/coupon.ts'], (path) => there.has(path))).toEqual(['src/coupon.ts']);
    expect(savedFiles(['src/old.ts'], (path) => there.has(path))).toEqual(['src/old.ts']);
  });
});

describe('a watched folder', () => {
  /** Watches `src`; each settled change is pushed to the list returned, as names under src. */
  function watchSrc(): (readonly string[])[] {
    const changes: (readonly string[])[] = [];
    watcher = new FileChanges([src], {
      ignore: [],
      debounceMs: 50,
      onChange: (files) => changes.push(files.map((file) => file.slice(file.lastIndexOf('src/')))),
      onError: (message) => changes.push([`error: ${message}`]),
    });
    return changes;
  }
  /** Resolves once `changes` has `count` entries (a hang guard ends the test otherwise). */
  const changed = async (changes: (readonly string[])[], count: number) => {
    while (changes.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  /** Longer than the debounce: a change that was going to be said has been by then. */
  const quietSpell = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('starts nothing for temporary, pid, log and ignored files; the next save names only its file', async () => {
    const file = join(src, 'coupon.ts');
    await writeFile(file, 'v1');
    const changes = watchSrc();
    await writeFile(join(src, 'sedAbC123'), 'x');
    await writeFile(join(src, 'server.pid'), '4242');
    await writeFile(join(src, 'server.log'), 'listening');
    await writeFile(join(src, 'dist', 'main.js'), 'built');
    await writeFile(join(src, 'local.env'), 'A=1');
    await writeFile(join(src, '.DS_Store'), '');
    await quietSpell();
    await writeFile(file, 'v2');
    await changed(changes, 1);
    expect(changes).toEqual([['src/coupon.ts']]);
  }, 10_000);

  it('names the file sed -i saved, not its temporary copy', async () => {
    const file = join(src, 'coupon.ts');
    await writeFile(file, 'v1');
    const changes = watchSrc();
    execFileSync('sed', ['-i', 's/v1/v2/', file]);
    await changed(changes, 1);
    expect(changes).toEqual([['src/coupon.ts']]);
  }, 10_000);

  it('names the file an editor saved through a backup and a new copy renamed over it', async () => {
    const file = join(src, 'coupon.ts');
    await writeFile(file, 'v1');
    const changes = watchSrc();
    await rename(file, `${file}~`);
    await writeFile(`${file}.new`, 'v2');
    await rename(`${file}.new`, file);
    await changed(changes, 1);
    expect(changes).toEqual([['src/coupon.ts']]);
  }, 10_000);
});
