// The report folder: made and proven writable before a run's first request (a run that cannot keep its reports
// is not worth starting), and why a file in it could not be written. Apart from the renderers, which a run
// loads only once it has something to write.
import { unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { UsageError } from '../config/usage-error.js';
import { makeFolder } from './make-folder.js';

/** Why a report file could not be written, in a few words. */
export const reasonOf = (error: unknown) => {
  const { code, message } = error as NodeJS.ErrnoException;
  const known: Record<string, string> = {
    ENOSPC: 'no space left on the device',
    EACCES: 'not allowed to write there',
    EISDIR: 'a directory of that name is in the way',
    ENOENT: 'the folder is gone',
    ENOTDIR: 'a file is in the way of the folder',
    EEXIST: 'a file of that name is in the way',
    EROFS: 'the file system is read-only',
  };
  return (code && known[code]) ?? String(message).split('\n')[0]!;
};

/** Before a run: the report folder exists (or is made) and a file can be written in it. */
export async function prepareReportDir(reportDir: string): Promise<void> {
  const dir = resolve(reportDir);
  const probe = join(dir, `.sac-write-check-${process.pid}`);
  try {
    await makeFolder(dir);
    await writeFile(probe, '');
    await unlink(probe);
  } catch (error) {
    throw new UsageError(`--report-dir ${reportDir}: cannot write reports there (${reasonOf(error)})`);
  }
}
