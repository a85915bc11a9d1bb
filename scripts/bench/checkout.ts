// Another commit's build beside this checkout's, for comparing the two (scripts/bench/same-results.ts,
// old-and-new.ts): the ref's tree (git archive) in a temporary folder, built with this one's node_modules.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The ref's tree, built, in a folder of its own; `remove` deletes it. */
export async function checkout(ref: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sac-old-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await run('sh', ['-c', `git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`], { cwd: root });
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
    // Built as the ref builds itself (since 3cd70dd tsc, then the bundle). A ref whose dependencies this
    // checkout lacks does not build here: say so, and leave nothing behind.
    await run('npm', ['run', 'build', '--silent'], { cwd: dir });
  } catch (error) {
    await remove();
    throw error;
  }
  return { dir, remove };
}
