// Installed as a dependency, the CLI must work too: vitest has to find and transform the suites
// inside node_modules. This packs the project, installs the tarball into an empty project and runs it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../support/cli/run-cli.js';

const run = promisify(execFile);
const projectDir = new URL('../../', import.meta.url).pathname;
let consumerDir: string;

describe('installed from the packed tarball', () => {
  beforeAll(async () => {
    // dist/ as `npm test` built it: packing without scripts spares a second build (prepare) per file.
    await ensureBuilt();
    consumerDir = await mkdtemp(join(tmpdir(), 'sac-consumer-'));
    const { stdout } = await run('npm', ['pack', '--json', '--silent', '--ignore-scripts', '--pack-destination', consumerDir], {
      cwd: projectDir,
      maxBuffer: 16 * 1024 * 1024,
    });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    await writeFile(join(consumerDir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', join(consumerDir, filename)], {
      cwd: consumerDir,
    });
  }, 240_000);

  afterAll(async () => {
    if (consumerDir) await rm(consumerDir, { recursive: true, force: true });
  });

  it('ships the CLI, the compiled code, the schemas, the suites and the docs the rules cite, and no tests', async () => {
    const installed = join(consumerDir, 'node_modules', 'seller-api-conformance');
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    expect(manifest.bin['seller-api-conformance']).toBe('bin/seller-api-conformance.js');
    for (const file of [
      'dist/cli/main.js',
      'schemas/coupon.schema.json',
      'schemas/report.schema.json',
      'dist/suites/support.js',
      'dist/suites/coupon/coupon.examples.test.js',
      'src/suites/coupon/coupon.examples.test.ts',
      'docs/spec.md',
      'docs/decisions.md',
    ]) {
      await expect(readFile(join(installed, file))).resolves.toBeDefined();
    }
    await expect(readFile(join(installed, 'test/unit/catalogue.test.ts'))).rejects.toThrow();
  });

  it('runs `npx seller-api-conformance run` against the embedded reference: exit 0, conformant', async () => {
    const { stdout } = await run('npx', ['--no-install', 'seller-api-conformance', 'run', '--report-dir', 'out'], {
      cwd: consumerDir,
      timeout: 120_000,
    });
    expect(stdout).toMatch(/verdict: CONFORMANT/);
    const report = JSON.parse(await readFile(join(consumerDir, 'out', 'conformance.json'), 'utf8'));
    expect(report.summary.verdict).toBe('conformant');
    expect(report.results.length).toBeGreaterThanOrEqual(40);
    expect(report.summary.failed + report.summary.skipped + report.summary.errors).toBe(0);
  }, 120_000);
});
