// Changes under a watched folder, on the real file system: a file saved the way editors save (a new copy
// renamed over it) is seen at every save, not only the first (Node's recursive watcher on Linux misses the
// later ones); a folder made later is watched; dependencies, the report folder and editors' swap files are not.
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { FileChanges } from '../../../../src/cli/watch/file-changes.js';

let dir: string;
let watcher: FileChanges | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sac-file-changes-'));
  await mkdir(join(dir, 'src', 'routes'), { recursive: true });
  await mkdir(join(dir, 'src', 'node_modules'));
  await mkdir(join(dir, 'src', 'reports'));
});
afterEach(async () => {
  watcher?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Watches `src`; each settled change is pushed to the list returned. */
function watchSrc(): (readonly string[])[] {
  const changes: (readonly string[])[] = [];
  watcher = new FileChanges([join(dir, 'src')], {
    ignore: [join(dir, 'src', 'reports')],
    debounceMs: 50,
    onChange: (files) => changes.push(files.map((file) => file.slice(file.indexOf('src')))),
    onError: (message) => changes.push([`error: ${message}`]),
  });
  return changes;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

/** Saves as many editors do: a new copy written beside the file, then renamed over it. */
async function saveByRename(path: string, text: string): Promise<void> {
  await writeFile(`${path}.new`, text);
  await rename(`${path}.new`, path);
}

describe('FileChanges', () => {
  it('sees a file saved by renaming a new copy over it at every save, each burst of events as one change', async () => {
    const file = join(dir, 'src', 'routes', 'coupon.ts');
    await writeFile(file, 'v1');
    const changes = watchSrc();
    for (const version of ['v2', 'v3', 'v4']) {
      await saveByRename(file, version);
      await settle();
    }
    expect(changes).toHaveLength(3);
    for (const change of changes) expect(change).toContain('src/routes/coupon.ts');
  });

  it('watches a folder made after it started', async () => {
    const changes = watchSrc();
    await mkdir(join(dir, 'src', 'later'));
    await settle();
    await writeFile(join(dir, 'src', 'later', 'new.ts'), 'x');
    await settle();
    expect(changes.at(-1)).toEqual(['src/later/new.ts']);
  });

  it('ignores dependencies, the report folder and editors’ swap and backup files', async () => {
    const changes = watchSrc();
    await writeFile(join(dir, 'src', 'node_modules', 'dep.js'), 'x');
    await writeFile(join(dir, 'src', 'reports', 'conformance.json'), '{}');
    await writeFile(join(dir, 'src', '.coupon.ts.swp'), 'x');
    await writeFile(join(dir, 'src', 'coupon.ts~'), 'x');
    await writeFile(join(dir, 'src', '4913'), 'x');
    await writeFile(join(dir, 'src', 'real.ts'), 'x');
    await settle();
    expect(changes).toEqual([['src/real.ts']]);
  });

  it('cannot start on a folder that is not there (the session says so as a usage error)', () => {
    expect(() => new FileChanges([join(dir, 'nope')], { ignore: [], debounceMs: 50, onChange: () => {}, onError: () => {} })).toThrow(
      /ENOENT/,
    );
  });
});
