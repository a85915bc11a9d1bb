// The CLI keeps V8's compile cache where Node has one (22.1 and later; bin/seller-api-conformance.js): under
// the OS temp folder, a folder per Node version, never in the user's project; NODE_DISABLE_COMPILE_CACHE
// turns it off. On this Node and on Node 24.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, cleanEnv, ensureBuilt, PACKAGE_ROOT } from '../support/cli/run-cli.js';
import { tempDir } from '../support/cli/spawn.js';
import { nodesToTest } from '../support/node/node-24.js';

const SAMPLE = join(PACKAGE_ROOT, 'test/fixtures/samples/get-coupon-by-id-200-official-ko-doc.json');

const exec = promisify(execFile);

/** `validate coupon SAMPLE` on `node` in `cwd`, with `tmp` as the OS temp folder. */
async function validateIn(node: string, cwd: string, tmp: string, extra: Record<string, string> = {}) {
  const env = cleanEnv({ TMPDIR: tmp, ...extra });
  delete env['NODE_COMPILE_CACHE'];
  await exec(node, [BIN, 'validate', 'coupon', SAMPLE], { cwd, env, timeout: 30_000 });
}

const hasCompileCache = (version: string) => {
  const [major, minor] = version.slice(1).split('.').map(Number) as [number, number];
  return major > 22 || (major === 22 && minor >= 1);
};

beforeAll(ensureBuilt, 120_000);

describe('the compile cache', () => {
  for (const { name, path, installed } of nodesToTest()) {
    it.skipIf(!installed)(
      `${name}${installed ? '' : ' (not installed: npm run node24:install)'}: under the OS temp folder where Node has one, never in the project`,
      async () => {
        const project = await tempDir();
        const tmp = await tempDir();
        try {
          const version = (await exec(path, ['-p', 'process.version'])).stdout.trim();
          await validateIn(path, project.dir, tmp.dir);
          const cache = join(tmp.dir, 'seller-api-conformance-compile-cache', version);
          expect(readdirSync(project.dir), 'nothing written in the project').toEqual([]);
          if (!hasCompileCache(version)) return expect(readdirSync(tmp.dir)).toEqual([]);
          expect(readdirSync(cache).length, `a cache for ${version} in ${cache}`).toBeGreaterThan(0);
          const off = await tempDir();
          try {
            await validateIn(path, project.dir, off.dir, { NODE_DISABLE_COMPILE_CACHE: '1' });
            expect(existsSync(join(off.dir, 'seller-api-conformance-compile-cache'))).toBe(false);
          } finally {
            await off.cleanup();
          }
        } finally {
          await Promise.all([project.cleanup(), tmp.cleanup()]);
        }
      },
      60_000,
    );
  }
});
