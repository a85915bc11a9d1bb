// Which changed files are not sources, so never a reason to run: what the watched folder's .gitignore (and
// those above it, up to the repository's root) ignores; editors' and tools' temporary files, which come and
// go within one save; and what the target itself writes while it runs (its pid and log files, dependencies,
// version control).
import { existsSync } from 'node:fs';
import { basename, dirname, relative, sep } from 'node:path';
import { GitIgnore } from './gitignore.js';

/** Folders that change for reasons of their own (installs, commits), and are large. */
const NOT_SOURCE_FOLDERS = new Set(['node_modules', '.git']);

/**
 * Temporary files: sed -i's `sedXXXXXX`; backups `x~`; Emacs' locks `.#x` and autosaves `#x#`; vim's swap
 * files (`.x.swp`, `.swo`, ..., `.swx`) and its write test `4913`; `*.tmp`; macOS's `.DS_Store`; JetBrains'
 * safe write (`x___jb_tmp___`, `x___jb_old___`).
 */
const TEMPORARY = /^sed[A-Za-z0-9]{6}$|~$|^\.#|^#.*#$|\.sw[a-p]x?$|\.swx$|^4913$|\.tmp$|^\.DS_Store$|___jb_(?:tmp|old)___$/;
/** What a running server writes beside its sources. */
const WRITTEN_BY_THE_TARGET = /\.(?:pid|log)$/;

/** Whether a file of this name is never a source, wherever it is. */
export const isNotASourceName = (name: string): boolean => TEMPORARY.test(name) || WRITTEN_BY_THE_TARGET.test(name);

/** The .gitignore files that apply in `folder`: its own and those above it, up to the repository's root (a folder with .git). */
function gitIgnoresOf(folder: string): { folder: string; rules: GitIgnore }[] {
  const found: { folder: string; rules: GitIgnore }[] = [];
  const chain: string[] = [];
  for (let at = folder; ; at = dirname(at)) {
    chain.push(at);
    if (existsSync(`${at}/.git`)) break;
    if (dirname(at) === at) {
      chain.splice(1); // outside a repository: only the watched folder's own
      break;
    }
  }
  for (const at of chain) {
    const rules = GitIgnore.inFolder(at);
    if (rules) found.push({ folder: at, rules });
  }
  return found;
}

/** A test of absolute paths under the watched `folders` (absolute too): true for what is not a source. */
export function notSources(folders: readonly string[]): (path: string, isFolder?: boolean) => boolean {
  const ignores = new Map(folders.map((folder) => [folder, gitIgnoresOf(folder)]));
  return (path, isFolder = false) => {
    const name = basename(path);
    if (NOT_SOURCE_FOLDERS.has(name) || (!isFolder && isNotASourceName(name))) return true;
    const watched = folders.find((folder) => path === folder || path.startsWith(folder + sep));
    if (watched === undefined) return false;
    if (
      path
        .slice(watched.length)
        .split(sep)
        .some((part) => NOT_SOURCE_FOLDERS.has(part))
    )
      return true;
    return ignores.get(watched)!.some(({ folder, rules }) => {
      const under = relative(folder, path).split(sep).join('/');
      return under !== '' && rules.ignores(under, isFolder);
    });
  };
}

/**
 * The files to name as a change's reason: those still there once it settled. A save that writes a temporary
 * copy (`x.ts.new`, `.x.ts.tmp1234`) and renames it over the file leaves only the file; when none is there,
 * the change was deletions, named as they are.
 */
export function savedFiles(changed: readonly string[], exists: (path: string) => boolean): string[] {
  const there = changed.filter(exists);
  return there.length > 0 ? there : [...changed];
}
