// The package as a consumer gets it: the packed tarball installed into an empty project, once for this
// file (packing and installing take about 12 s of CPU). The CLI must work from there (vitest has to find
// the suites inside node_modules), and so must the library API: imported by name from a plain .mjs script
// (judge the reference's coupon, run one suite) and type-checked from a .mts file through the "types"
// condition of "exports".
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { schemaFiles } from '../../src/schemas/load.js';
import { ensureBuilt } from '../support/cli/run-cli.js';

const exec = promisify(execFile);
const projectDir = new URL('../../', import.meta.url).pathname;
let consumerDir: string;

const SCRIPT = `
import { buildOpenApi, judgeCoupon, rules, run, schemas, startReferenceServer, verdictOf } from 'seller-api-conformance';

const server = await startReferenceServer();
const template = Object.keys(buildOpenApi().paths).find((path) => path.endsWith('{couponId}'));
const body = await (await fetch(server.baseUrl + template.replace('{couponId}', server.fixtures.couponId))).text();
await server.close();
const judged = judgeCoupon(body, { requestedId: server.fixtures.couponId });
const report = await run({ suites: ['coupon'], numRuns: 3, seed: 11 });
console.log(JSON.stringify({
  coupon: verdictOf(judged).verdict,
  couponFailed: judged.filter((r) => r.status === 'failed').length,
  rules: rules.length,
  schemas: Object.keys(schemas).length,
  run: report.summary.verdict,
  operations: [...new Set(report.results.map((r) => r.operation))],
}));
`;

const TYPED = `
import { judgeCoupon, run, type ConformanceReport, type Coupon, type RuleResult } from 'seller-api-conformance';

const results: RuleResult[] = judgeCoupon('{}', { status: 404, requestedId: '1' });
const report: Promise<ConformanceReport> = run({ suites: ['coupon'], strict: true });
const discount: Coupon['couponPolicies'][number]['typeOfDiscount'] = 'RATE';
// @ts-expect-error only the documented statuses are accepted
judgeCoupon('{}', { status: 500 });
// @ts-expect-error suites are named
void run({ suites: ['coupons'] });
export { results, report, discount };
`;

beforeAll(async () => {
  // dist/ as `npm test` built it: packing without scripts spares a second build (prepare).
  await ensureBuilt();
  consumerDir = await mkdtemp(join(tmpdir(), 'sac-consumer-'));
  const { stdout } = await exec('npm', ['pack', '--json', '--silent', '--ignore-scripts', '--pack-destination', consumerDir], {
    cwd: projectDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  await writeFile(join(consumerDir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
  await exec('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', join(consumerDir, filename)], {
    cwd: consumerDir,
  });
  await writeFile(join(consumerDir, 'use.mjs'), SCRIPT);
  await writeFile(join(consumerDir, 'typed.mts'), TYPED);
}, 240_000);

afterAll(async () => {
  if (consumerDir) await rm(consumerDir, { recursive: true, force: true });
});

describe('the CLI, installed from the packed tarball', () => {
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
      'suites/coupon/coupon.examples.test.ts',
      'src/suites/support.ts',
      'docs/spec.md',
      'docs/decisions.md',
    ]) {
      await expect(readFile(join(installed, file))).resolves.toBeDefined();
    }
    for (const file of ['test/unit/catalogue.test.ts', 'dist/.tsbuildinfo', 'dist/.suites.tsbuildinfo']) {
      await expect(readFile(join(installed, file))).rejects.toThrow();
    }
  });

  it('runs `npx seller-api-conformance run` against the embedded reference: exit 0, conformant', async () => {
    const { stdout } = await exec('npx', ['--no-install', 'seller-api-conformance', 'run', '--report-dir', 'out'], {
      cwd: consumerDir,
      timeout: 120_000,
    });
    expect(stdout).toMatch(/verdict: CONFORMANT/);
    const report = JSON.parse(await readFile(join(consumerDir, 'out', 'conformance.json'), 'utf8'));
    expect(report.summary.verdict).toBe('conformant');
    expect(report.results.length).toBe(catalogue.length);
    expect(report.summary.failed + report.summary.skipped + report.summary.errors).toBe(0);
  }, 120_000);
});

describe('the library, installed from the packed tarball', () => {
  it("imports it by name, judges the reference's coupon and runs one suite", async () => {
    const { stdout } = await exec(process.execPath, ['use.mjs'], { cwd: consumerDir, timeout: 90_000 });
    const outcome = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(outcome).toMatchObject({ coupon: 'conformant', couponFailed: 0, run: 'conformant', operations: ['GET_COUPON_BY_ID'] });
    expect(outcome['rules']).toBe(catalogue.length);
    expect(outcome['schemas']).toBe(schemaFiles.size);
  }, 90_000);

  it('type-checks a consumer through the "types" condition of "exports"', async () => {
    const tsc = join(projectDir, 'node_modules', 'typescript', 'bin', 'tsc');
    const typeRoots = join(projectDir, 'node_modules', '@types');
    const args = [
      tsc,
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--typeRoots',
      typeRoots,
      '--types',
      'node',
      'typed.mts',
    ];
    const outcome = await exec(process.execPath, args, { cwd: consumerDir, timeout: 60_000 }).then(
      () => 'clean',
      (error: { stdout: string }) => error.stdout,
    );
    expect(outcome).toBe('clean');
  }, 60_000);
});
