// The library API as a consumer gets it: the packed tarball installed into an empty project, imported
// by name from a plain .mjs script (judge the reference's coupon, run one suite) and type-checked
// from a .mts file through the "types" condition of "exports".
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the library, installed from the packed tarball', () => {
  beforeAll(async () => {
    // dist/ as `npm test` built it: packing without scripts spares a second build (prepare) per file.
    await ensureBuilt();
    consumerDir = await mkdtemp(join(tmpdir(), 'sac-library-consumer-'));
    const { stdout } = await exec('npm', ['pack', '--json', '--silent', '--ignore-scripts', '--pack-destination', consumerDir], {
      cwd: projectDir,
      maxBuffer: 16 * 1024 * 1024,
    });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    await writeFile(
      join(consumerDir, 'package.json'),
      JSON.stringify({ name: 'library-consumer', version: '1.0.0', private: true, type: 'module' }),
    );
    await exec('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', join(consumerDir, filename)], {
      cwd: consumerDir,
    });
    await writeFile(join(consumerDir, 'use.mjs'), SCRIPT);
    await writeFile(join(consumerDir, 'typed.mts'), TYPED);
  }, 240_000);

  afterAll(async () => {
    if (consumerDir) await rm(consumerDir, { recursive: true, force: true });
  });

  it("imports it by name, judges the reference's coupon and runs one suite", async () => {
    const { stdout } = await exec(process.execPath, ['use.mjs'], { cwd: consumerDir, timeout: 90_000 });
    const outcome = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(outcome).toMatchObject({ coupon: 'conformant', couponFailed: 0, run: 'conformant', operations: ['GET_COUPON_BY_ID'] });
    expect(outcome['rules']).toBeGreaterThanOrEqual(60);
    expect(outcome['schemas']).toBeGreaterThanOrEqual(15);
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
