// The commit a release tag names (`node scripts/release-commit.mjs v0.1.0`), so that the tag installs
// without building, as a git dependency (`npm install -D git+https://…#v0.1.0`), as the Action, and packed
// (`npm pack`): dist/ is committed, and package.json keeps no script that makes npm prepare a git
// dependency. npm (pacote) runs `npm install` with every dev dependency in its clone, needing the registry
// and two minutes, whenever the manifest has one of PREPARING_SCRIPTS; without them it packs the tag as
// it is. The commit is made on a detached HEAD: the branch keeps its scripts and no dist/.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { forgetOrphanBuildInfo } from './orphan-build-info.mjs';

/** The scripts that make npm prepare a git dependency (pacote's lib/git.js). */
export const PREPARING_SCRIPTS = ['build', 'prepare', 'prepack', 'preinstall', 'install', 'postinstall'];

/** package.json of a release commit: without the preparing scripts, their pre and post scripts, nor the scripts that run one of them. */
export function releaseManifest(manifest) {
  const runsOne = (command) => PREPARING_SCRIPTS.some((name) => new RegExp(`\\bnpm run ${name}\\b`).test(command));
  const preparing = (name) => [name, name.replace(/^(pre|post)/, '')].some((script) => PREPARING_SCRIPTS.includes(script));
  const scripts = Object.fromEntries(
    Object.entries(manifest.scripts ?? {}).filter(([name, command]) => !preparing(name) && !runsOne(command)),
  );
  return { ...manifest, scripts };
}

function main([tag, ...flags]) {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
  if (tag !== `v${manifest.version}`)
    throw new Error(`usage: release-commit.mjs v${manifest.version} [--prebuilt] (the tag names package.json's version)`);
  if (git('status', '--porcelain') !== '') throw new Error('the working tree has changes: commit them first');
  // --prebuilt: dist/ as it is (a test that built it already); else built from this commit's sources.
  if (!flags.includes('--prebuilt')) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (!existsSync('dist/cli/main.js')) throw new Error('no dist/cli/main.js: build first (npm run build)');
  git('checkout', '--quiet', '--detach');
  writeFileSync('package.json', `${JSON.stringify(releaseManifest(manifest), null, 2)}\n`);
  git('add', '--force', '--', 'package.json', 'dist', ':(exclude)*.tsbuildinfo');
  git('commit', '--quiet', '-m', `Release ${tag}: dist/ built in, nothing to build at install`);
  git('tag', tag);
  git('checkout', '--quiet', '-');
  // Back on the branch, the dist/ the release commit tracked is gone, and the build info it left out is not:
  // kept, it would tell the next `npm run build` that dist/ is up to date.
  forgetOrphanBuildInfo('.');
  process.stdout.write(`tagged ${tag}; push it with: git push origin ${tag}\n`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`release-commit: ${error.message}\n`);
    process.exit(2);
  }
}
