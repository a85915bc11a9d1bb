// Changes under a watched folder, on the real file system: a file saved the way editors save (a new copy
// renamed over it) is seen at every save, not only the first (Node's recursive watcher on Linux misses the
// later ones); a folder made later is watched; dependencies, the report folder and editors' swap files are not.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FileChanges } from '../../../../src/cli/watch/file-changes.js';
import { lastChangeIsMarker, watchFolder, type WatchedFolder } from '../../../support/watch/watched-folder.js';

let dir: string;
/** The folder a test watches, closed after it. */
let watching: WatchedFolder | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sac-file-changes-'));
  await mkdir(join(dir, 'src', 'routes'), { recursive: true });
  await mkdir(join(dir, 'src', 'node_modules'));
  await mkdir(join(dir, 'src', 'reports'));
});
afterEach(async () => {
  watching?.close();
  watching = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** Watches `src`, its report folder ignored. */
function watchSrc(): WatchedFolder {
  watching = watchFolder(join(dir, 'src'), [join(dir, 'src', 'reports')]);
  return watching;
}

// Each save is one burst of synchronous file system calls (see watched-folder.ts).

/** Saves as many editors do: a new copy written beside the file, then renamed over it. */
function saveByRename(path: string, text: string): void {
  writeFileSync(`${path}.new`, text);
  renameSync(`${path}.new`, path);
}

describe('FileChanges', () => {
  it('sees a file saved by renaming a new copy over it at every save, each burst of events as one change', async () => {
    const file = join(dir, 'src', 'routes', 'coupon.ts');
    writeFileSync(file, 'v1');
    const watched = watchSrc();
    for (const [index, version] of ['v2', 'v3', 'v4'].entries()) {
      saveByRename(file, version);
      await watched.said(index + 1);
    }
    await lastChangeIsMarker(watched, join(dir, 'src'));
    expect(watched.changes).toHaveLength(4);
    for (const change of watched.changes.slice(0, 3)) expect(change).toContain('src/routes/coupon.ts');
  });

  it('watches a folder made after it started', async () => {
    const watched = watchSrc();
    mkdirSync(join(dir, 'src', 'later'));
    await watched.said(1); // said once the new folder is watched
    expect(watched.changes).toEqual([['src/later']]);
    writeFileSync(join(dir, 'src', 'later', 'new.ts'), 'x');
    await watched.said(2);
    expect(watched.changes.at(-1)).toEqual(['src/later/new.ts']);
  });

  it('ignores dependencies, the report folder and editors’ swap and backup files', async () => {
    const watched = watchSrc();
    writeFileSync(join(dir, 'src', 'node_modules', 'dep.js'), 'x');
    writeFileSync(join(dir, 'src', 'reports', 'conformance.json'), '{}');
    writeFileSync(join(dir, 'src', '.coupon.ts.swp'), 'x');
    writeFileSync(join(dir, 'src', 'coupon.ts~'), 'x');
    writeFileSync(join(dir, 'src', '4913'), 'x');
    writeFileSync(join(dir, 'src', 'real.ts'), 'x');
    // The ignored files' events come before real.ts's: one of them said would be in or before its change.
    await watched.said(1);
    await lastChangeIsMarker(watched, join(dir, 'src'));
    expect(watched.changes).toEqual([['src/real.ts'], ['src/marker.ts']]);
  });

  it('cannot start on a folder that is not there (the session says so as a usage error)', () => {
    expect(() => new FileChanges([join(dir, 'nope')], { ignore: [], debounceMs: 50, onChange: () => {}, onError: () => {} })).toThrow(
      /ENOENT/,
    );
  });
});
