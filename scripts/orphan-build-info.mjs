// tsc -b trusts its build info: while dist/.tsbuildinfo is newer than every source it builds nothing, even when
// the outputs it describes are gone. They go together with a release commit (scripts/release-commit.mjs):
// `git checkout` back to a branch, where dist/ is ignored, removes the dist/ the commit tracked, and leaves the
// build info it did not. Run before each build (prebuild): build info without its outputs is deleted, and
// tsc builds dist/ again.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/** Each project's build info (tsconfig.build.json, tsconfig.suites.json), with an output its build always writes. */
export const BUILD_INFO = [
  { buildInfo: 'dist/.tsbuildinfo', output: 'dist/cli/main.js' },
  { buildInfo: 'dist/.suites.tsbuildinfo', output: 'dist/suites/coupon/coupon.examples.test.js' },
];

/** Deletes, under `root`, the build info whose outputs are missing; returns what it deleted. */
export function forgetOrphanBuildInfo(root) {
  const orphans = BUILD_INFO.filter(({ buildInfo, output }) => existsSync(join(root, buildInfo)) && !existsSync(join(root, output)));
  for (const { buildInfo } of orphans) rmSync(join(root, buildInfo));
  return orphans.map(({ buildInfo }) => buildInfo);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) forgetOrphanBuildInfo(process.cwd());
