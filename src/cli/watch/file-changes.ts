// Changes under the --watch-path folders, said once they have settled (debounced) as the files that
// changed. Each folder is watched on its own (fs.watch without `recursive`): Node's recursive watcher on
// Linux (20.20 and 24.21 alike) watches each file's inode, so a file an editor saves by renaming a new copy
// over it goes unseen from its second save on; a folder's own watch sees every name that changes in it.
// What is not a source (not-sources.ts) is never watched nor named.
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { notSources, savedFiles } from './not-sources.js';

/** A path as the developer would type it: relative to the working folder when under it. */
const shown = (path: string) => {
  const under = relative('.', path);
  return under === '' || under.startsWith('..') || isAbsolute(under) ? path : under;
};

interface FileChangeOptions {
  /** Folders whose changes are never a reason to run (the report folder: each run writes there). */
  ignore: readonly string[];
  /** How long the files must stay quiet before the change is said. */
  debounceMs: number;
  /** The files that changed, relative to the working folder. */
  onChange(files: readonly string[]): void;
  /** A folder that can no longer be watched (its watch failed): the others still are. */
  onError(message: string): void;
}

export class FileChanges {
  readonly #watchers = new Map<string, FSWatcher>();
  readonly #changed = new Set<string>();
  readonly #ignored: string[];
  readonly #notASource: (path: string, isFolder?: boolean) => boolean;
  #timer: NodeJS.Timeout | undefined;

  /** Throws (the caller's usage error) when a folder cannot be watched at all, e.g. past the system's limit of watches. */
  constructor(
    folders: readonly string[],
    private readonly options: FileChangeOptions,
  ) {
    this.#ignored = options.ignore.map((folder) => resolve(folder));
    this.#notASource = notSources(folders.map((folder) => resolve(folder)));
    for (const folder of folders) this.#watchTree(resolve(folder), true);
  }

  /** A change was seen and is not said yet (the files are not quiet yet). */
  get settling(): boolean {
    return this.#timer !== undefined;
  }

  close(): void {
    clearTimeout(this.#timer);
    for (const watcher of this.#watchers.values()) watcher.close();
    this.#watchers.clear();
  }

  #skipped(path: string, isFolder: boolean): boolean {
    return this.#ignored.some((folder) => path === folder || path.startsWith(folder + sep)) || this.#notASource(path, isFolder);
  }

  #watchTree(folder: string, atStart = false): void {
    if (this.#skipped(folder, true) || this.#watchers.has(folder)) return;
    try {
      const watcher = watch(folder, (_event, name) => this.#seen(name ? join(folder, name.toString()) : folder));
      watcher.on('error', (error) => {
        this.#unwatch(folder);
        this.options.onError(`${shown(folder)}: ${error.message}`);
      });
      this.#watchers.set(folder, watcher);
      for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) this.#watchTree(join(folder, entry.name));
    } catch (error) {
      if (atStart) throw error;
      // A folder gone again before it could be watched is no news; anything else is said.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.options.onError(`${shown(folder)}: ${(error as Error).message}`);
    }
  }

  #unwatch(folder: string): void {
    for (const [path, watcher] of this.#watchers)
      if (path === folder || path.startsWith(folder + sep)) {
        watcher.close();
        this.#watchers.delete(path);
      }
  }

  #seen(path: string): void {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (this.#skipped(path, stats?.isDirectory() ?? this.#watchers.has(path))) return;
    // A folder made or moved in is watched from now on; one removed is not any more.
    if (stats?.isDirectory()) this.#watchTree(path);
    else if (!stats && this.#watchers.has(path)) this.#unwatch(path);
    this.#changed.add(shown(path));
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#settle(), this.options.debounceMs);
  }

  #settle(): void {
    this.#timer = undefined;
    const files = savedFiles([...this.#changed], existsSync);
    this.#changed.clear();
    this.options.onChange(files);
  }
}
