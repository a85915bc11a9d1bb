// The key of the action's cache (its node_modules and dist/). hashFiles() sees only the workspace, and
// the action is checked out outside it ($GITHUB_ACTION_PATH), so the key is computed here: from what the
// installed files follow from (the lock file, the sources, the TypeScript settings), the runner's OS and
// architecture (native packages), and whether dist/ came prebuilt.
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** The cache key of the action checked out at `root`, for a runner of `os` and `arch`. */
export function cacheKey(root, os, arch) {
  const hash = createHash('sha256');
  const files = [
    ...['package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.suites.json'].map((name) => join(root, name)),
    ...filesUnder(join(root, 'src')),
    ...filesUnder(join(root, 'suites')),
  ];
  for (const path of files.filter((file) => existsSync(file)))
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  const prebuilt = existsSync(join(root, 'dist', 'cli', 'main.js')) ? 'prebuilt' : 'built';
  return `seller-api-conformance-${os}-${arch}-${prebuilt}-${hash.digest('hex').slice(0, 24)}`;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const root = process.env.GITHUB_ACTION_PATH ?? fileURLToPath(new URL('..', import.meta.url));
  const key = cacheKey(root, process.env.RUNNER_OS ?? process.platform, process.env.RUNNER_ARCH ?? process.arch);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `key=${key}\n`);
  process.stdout.write(`seller-api-conformance action: cache key ${key}\n`);
}
