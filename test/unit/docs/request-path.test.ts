// docs/architecture.md's "One request's path" is true of the tree: at most 20 files, each there, each
// folder of src/ entered once (no move back into a room the request has left), and each file linked to
// one before it on the path: it imports one of them, or one of them loads it (an import, a dynamic
// import, a worker's entry named by its path, through its folder's index.ts, or through a helper of its own folder).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

function pathOfOneRequest(): string[] {
  const section = architecture.split(/^### One request's path$/m)[1]!.split(/^#/m)[0]!;
  return [...section.matchAll(/^\d+\. `([^`]+)`/gm)].map((match) => match[1]!);
}

/** The room of a file: its folder under src/ (src/cli/commands/run.ts is in src/cli). */
const roomOf = (file: string) => file.split('/').slice(0, 2).join('/');

/** The files of src/ a module names: its relative imports (static or dynamic) and the dist/ paths it names (a worker's entry, bundled or not). */
function filesNamedBy(file: string): Set<string> {
  const text = readFileSync(join(root, file), 'utf8');
  const named = new Set<string>();
  for (const [, specifier] of text.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)\.js'/g))
    named.add(posix.join(dirname(file), `${specifier}.ts`));
  for (const [, path] of text.matchAll(/'dist\/(?:bundle\/)?([^']+)\.js'/g)) named.add(`src/${path}.ts`);
  return named;
}

/**
 * The files a module loads: those it names, those an index.ts it names re-exports, and those its own helpers
 * (modules of its folder under src/ that it names) load: the command writes its reports through
 * src/cli/finish-report.ts once the run has returned, a return to the caller and no move.
 */
function filesLoadedBy(file: string): Set<string> {
  const loaded = filesNamedBy(file);
  for (const named of [...loaded]) {
    const reexports = named.endsWith('/index.ts') && existsSync(join(root, named));
    const helper = roomOf(named) === roomOf(file) && named !== file && existsSync(join(root, named));
    if (reexports || helper) for (const inner of filesNamedBy(named)) loaded.add(inner);
  }
  return loaded;
}

describe("docs/architecture.md: one request's path", () => {
  const path = pathOfOneRequest();

  it('goes from the command line to conformance.json in at most 20 files', () => {
    expect(path[0]).toBe('src/cli/main.ts');
    expect(path.at(-1)).toBe('src/report/render-json.ts');
    expect(path.length).toBeLessThanOrEqual(20);
  });

  it('names files that are there', () => {
    expect(path.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it('never moves back into a folder it has left', () => {
    const rooms = path.map(roomOf);
    const reentered = rooms.filter((room, index) => index > 0 && room !== rooms[index - 1] && rooms.slice(0, index).includes(room));
    expect(reentered).toEqual([]);
  });

  it('links each file to one before it: it imports one of them, or one of them loads it', () => {
    const unlinked = path.slice(1).filter((file, index) => {
      const before = path.slice(0, index + 1);
      const imports = filesNamedBy(file);
      return !before.some((earlier) => filesLoadedBy(earlier).has(file) || imports.has(earlier));
    });
    expect(unlinked).toEqual([]);
  });
});
