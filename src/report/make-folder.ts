// `mkdir -p`, one level at a time. Node's own `mkdir(dir, { recursive: true })` never returns where a parent
// exists but refuses to hold a new folder with ENOENT (/proc/x: it spins at full CPU, issue 48); made
// level by level, that refusal is one error, named.
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Makes `dir` and the folders above it that are missing; an existing `dir` is left as it is. */
export async function makeFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EEXIST' && (await stat(dir)).isDirectory()) return;
    const parent = dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error; // EEXIST: a file of that name is in the way
    await makeFolder(parent);
    try {
      await mkdir(dir);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'ENOENT') throw again;
      throw new Error(`${parent} does not let a folder be made in it`, { cause: again });
    }
  }
}
