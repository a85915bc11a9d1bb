// A checkout runs the commands the docs type (`node bin/seller-api-conformance.js ...`) right after `npm ci`:
// package.json's prepare builds dist/, and no build info left without its outputs can make that build a no-op
// (scripts/orphan-build-info.mjs, run before each build and by scripts/release-commit.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_INFO, forgetOrphanBuildInfo } from '../../../scripts/orphan-build-info.mjs';

const root = new URL('../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> };

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding these files (empty). */
function folderWith(files: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'sac-checkout-'));
  dirs.push(dir);
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '');
  }
  return dir;
}

describe('a checkout after npm ci', () => {
  // Issue 48: the bin's comment named a prepare script that did not exist, and docs/ci.md's commands said "dist/ is missing".
  it('builds dist/ by prepare, which npm ci runs, as the bin says', () => {
    expect(manifest.scripts['prepare']).toBe('npm run build --silent');
    expect(readFileSync(new URL('bin/seller-api-conformance.js', root), 'utf8')).toContain(
      'which `npm ci` / `npm install` build (prepare)',
    );
  });

  it('forgets, before each build, the build info whose outputs are gone', () => {
    expect(manifest.scripts['prebuild']).toBe('node scripts/orphan-build-info.mjs');
    const dir = folderWith(['dist/.tsbuildinfo', 'dist/.suites.tsbuildinfo', 'dist/suites/coupon/coupon.examples.test.js']);
    expect(forgetOrphanBuildInfo(dir)).toEqual(['dist/.tsbuildinfo']);
    expect(existsSync(join(dir, 'dist/.tsbuildinfo'))).toBe(false);
    expect(existsSync(join(dir, 'dist/.suites.tsbuildinfo'))).toBe(true);
  });

  it('names the build info tsconfig writes, and outputs of its own project', () => {
    const configs = ['tsconfig.build.json', 'tsconfig.suites.json'].map((name) => readFileSync(new URL(name, root), 'utf8'));
    expect(BUILD_INFO.map(({ buildInfo }) => buildInfo)).toEqual(configs.map((text) => /"tsBuildInfoFile": "([^"]+)"/.exec(text)![1]));
    for (const { output } of BUILD_INFO) expect(existsSync(new URL(output, root)), output).toBe(true);
  });
});

// Issue 48: back on the branch after a release commit, dist/ was gone and its build info was not: `npm run build` did nothing.
describe('scripts/release-commit.mjs', () => {
  it('leaves no build info that would stop the next build', () => {
    const dir = folderWith(['dist/cli/main.js', 'dist/.tsbuildinfo', 'src/index.ts']);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'x', version: '1.2.3', scripts: { build: 'tsc', prepare: 'npm run build' } }),
    );
    writeFileSync(join(dir, '.gitignore'), 'dist/\n*.tsbuildinfo\n');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.test', ...args], { cwd: dir, encoding: 'utf8' });
    git('init', '--quiet');
    git('config', 'user.name', 'test');
    git('config', 'user.email', 'test@example.test');
    git('add', '--all');
    git('commit', '--quiet', '-m', 'sources');
    execFileSync(process.execPath, [new URL('scripts/release-commit.mjs', root).pathname, 'v1.2.3', '--prebuilt'], { cwd: dir });
    expect(git('ls-tree', '-r', '--name-only', 'v1.2.3', 'dist')).toBe('dist/cli/main.js\n');
    expect(existsSync(join(dir, 'dist/cli/main.js'))).toBe(false);
    expect(existsSync(join(dir, 'dist/.tsbuildinfo'))).toBe(false);
  });
});
