// Files that are not sources never start a run of a watch session nor are named as its reason: what
// .gitignore ignores, editors' and tools' temporary files, what the target writes (pid, log); and a save made
// through a temporary file names the file saved (src/cli/watch/not-sources.ts, on the real file system).
import { execFileSync } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { isNotASourceName, notSources, savedFiles } from '../../../../src/cli/watch/not-sources.js';
import { lastChangeIsMarker, watchFolder, type WatchedFolder } from '../../../support/watch/watched-folder.js';

let repo: string;
let src: string;
/** The folder a test watches, closed after it. */
let watching: WatchedFolder | undefined;
beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'sac-not-sources-'));
  src = join(repo, 'src');
  await mkdir(join(repo, '.git'));
  await mkdir(join(src, 'dist'), { recursive: true });
  await writeFile(join(repo, '.gitignore'), '*.generated.ts\n');
  await writeFile(join(src, '.gitignore'), 'dist/\n/local.env\n');
});
afterEach(async () => {
  watching?.close();
  watching = undefined;
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
  // Each save is one burst of synchronous file system calls (see watched-folder.ts).
  function watchSrc(): WatchedFolder {
    watching = watchFolder(src);
    return watching;
  }

  it('starts nothing for temporary, pid, log and ignored files; the next save names only its file', async () => {
    const file = join(src, 'coupon.ts');
    writeFileSync(file, 'v1');
    const watched = watchSrc();
    for (const notASource of ['sedAbC123', 'server.pid', 'server.log', join('dist', 'main.js'), 'local.env', '.DS_Store'])
      writeFileSync(join(src, notASource), 'x');
    writeFileSync(file, 'v2');
    // The other files' events come before coupon.ts's: one of them said would be in or before its change.
    await watched.said(1);
    await lastChangeIsMarker(watched, src);
    expect(watched.changes).toEqual([['src/coupon.ts'], ['src/marker.ts']]);
  });

  it('names the file sed -i saved, not its temporary copy', async () => {
    const file = join(src, 'coupon.ts');
    writeFileSync(file, 'v1');
    const watched = watchSrc();
    // Synchronous: sed's calls are one burst, read once it has ended.
    execFileSync('sed', ['-i', 's/v1/v2/', file]);
    await watched.said(1);
    await lastChangeIsMarker(watched, src);
    expect(watched.changes).toEqual([['src/coupon.ts'], ['src/marker.ts']]);
  });

  it('names the file an editor saved through a backup and a new copy renamed over it', async () => {
    const file = join(src, 'coupon.ts');
    writeFileSync(file, 'v1');
    const watched = watchSrc();
    renameSync(file, `${file}~`);
    writeFileSync(`${file}.new`, 'v2');
    renameSync(`${file}.new`, file);
    await watched.said(1);
    await lastChangeIsMarker(watched, src);
    expect(watched.changes).toEqual([['src/coupon.ts'], ['src/marker.ts']]);
  });
});
