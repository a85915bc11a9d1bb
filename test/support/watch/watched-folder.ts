// A folder watched by the watch's FileChanges on the real file system, for its tests: each settled change
// is kept in order, a test awaits the n-th by what it is (never by a sleep), and shows "nothing more" with a
// marker file written last. How to save so that one save is one change: write its file system calls
// synchronously, as one burst (the watcher reads their events only after the last one, as it does an
// editor's save); awaited one by one, a busy machine could space them further apart than the debounce, and
// two bursts are rightly two changes.
import { writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { expect } from 'vitest';

import { FileChanges } from '../../../src/cli/watch/file-changes.js';

/** Hang guard: a change is said within the 50 ms debounce on a quiet machine; this only ends a test that would hang. */
export const HANG_GUARD_MS = 10_000;

export interface WatchedFolder {
  /** The changes said so far, each as the files it named, relative to the watched folder's parent (`src/coupon.ts`). */
  changes: (readonly string[])[];
  /** Resolves once `count` changes have been said. */
  said(count: number): Promise<void>;
  close(): void;
}

/** Watches `folder` (its changes named from its parent: `src/...`), with a 50 ms debounce. */
export function watchFolder(folder: string, ignore: readonly string[] = []): WatchedFolder {
  const changes: (readonly string[])[] = [];
  const waiting = new Set<() => void>();
  const push = (files: readonly string[]) => {
    changes.push(files);
    for (const wake of waiting) wake();
  };
  const watcher = new FileChanges([folder], {
    ignore,
    debounceMs: 50,
    onChange: (files) => push(files.map((file) => relative(dirname(folder), file))),
    onError: (message) => push([`error: ${message}`]),
  });
  const said = (count: number) =>
    new Promise<void>((resolve, reject) => {
      const guard = setTimeout(() => reject(new Error(`hang guard: ${changes.length} of ${count} changes said`)), HANG_GUARD_MS);
      const wake = () => {
        if (changes.length < count) return;
        clearTimeout(guard);
        waiting.delete(wake);
        resolve();
      };
      waiting.add(wake);
      wake();
    });
  return { changes, said, close: () => watcher.close() };
}

/**
 * Nothing more is said about what came before: the events of a file written now (`marker.ts` in `folder`)
 * arrive after theirs, so a late change would be said before, or with, this one.
 */
export async function lastChangeIsMarker(watched: WatchedFolder, folder: string): Promise<void> {
  writeFileSync(join(folder, 'marker.ts'), 'x');
  await watched.said(watched.changes.length + 1);
  expect(watched.changes.at(-1)).toEqual([relative(dirname(folder), join(folder, 'marker.ts'))]);
}
