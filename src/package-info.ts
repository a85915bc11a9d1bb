// Where this package lives, from a checkout (src/ run by vitest) or compiled (dist/) or installed in node_modules.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'seller-api-conformance') return dir;
    if (dirname(dir) === dir) throw new Error(`seller-api-conformance: package.json not found above ${start}`);
  }
}

export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  repository?: unknown;
};
export const toolName = manifest.name;
export const toolVersion = manifest.version;

const SHORTCUT_HOSTS: Record<string, string> = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' };

/**
 * Where a reader can open the package's files (docs/spec.md, docs/decisions.md) in a browser, from
 * package.json "repository" (a string or { url, directory }, in any form npm accepts: `owner/repo`,
 * `github:owner/repo`, `git+https://host/owner/repo.git`, `git+ssh://git@host/owner/repo.git`), ending
 * in `/`; undefined when there is none or it names no web host. Reports link each rule's sources to it.
 */
export function docsBaseOf(repository: unknown): string | undefined {
  const field = typeof repository === 'string' ? { url: repository } : (repository as { url?: unknown; directory?: unknown } | undefined);
  if (typeof field?.url !== 'string') return undefined;
  const web = webAddress(field.url.trim());
  if (web === undefined) return undefined;
  const directory = typeof field.directory === 'string' ? field.directory.replace(/^\/+|\/+$/g, '') : '';
  // HEAD: the default branch, which every host resolves; the decisions keep their numbers and anchors.
  return `${web}/blob/HEAD/${directory === '' ? '' : `${directory}/`}`;
}

function webAddress(url: string): string | undefined {
  const shortcut = /^(?:(github|gitlab|bitbucket):)?([\w.-]+)\/([\w.-]+?)(?:\.git)?$/.exec(url);
  if (shortcut) return `https://${SHORTCUT_HOSTS[shortcut[1] ?? 'github']}/${shortcut[2]}/${shortcut[3]}`;
  const remote = /^(?:git\+)?(?:https?|git|ssh):\/\/(?:[^@/]+@)?([^/:]+)(?::\d+)?\/(.+?)(?:\.git)?\/?$/.exec(url);
  return remote ? `https://${remote[1]}/${remote[2]}` : undefined;
}

/** Where the docs of this package are on the web, when package.json names a repository. */
export const docsBase = docsBaseOf(manifest.repository);
