// The package as a consumer gets it: the packed tarball, and a git dependency pinned to a release tag
// (scripts/release-commit.mjs), each installed into an empty project, once for this file. The CLI must work
// from there (vitest has to find the suites inside node_modules), and so must the library API: imported by
// name from a plain .mjs script (judge the reference's coupon, run one suite) and type-checked from a .mts
// file through the "types" condition of "exports".
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { schemaFiles } from '../../src/validation/load.js';
import { ensureBuilt } from '../support/cli/run-cli.js';
import { PREPARING_SCRIPTS } from '../../scripts/release-commit.mjs';

const exec = promisify(execFile);
const projectDir = new URL('../../', import.meta.url).pathname;
let consumerDir: string;
/** A project that installed the harness as a git dependency pinned to a release tag (`git+file://…#v0.1.0`). */
let gitConsumerDir: string;
let packedBytes: number;

/**
 * The harness from its tarball or tag, its dependencies from npm's cache where it has them and from the
 * registry where it does not: a consumer's install resolves version ranges, which needs the registry's
 * metadata, and `npm ci` (the README's first command) fetches only the lockfile's tarballs. `--offline`
 * passed only where an earlier `npm install` had filled the cache, and failed on a fresh machine.
 */
const CONSUMER_INSTALL = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];
const TWO_MB = 2 * 1024 * 1024;
const REPOSITORY_DOCS = 'https://github.com/seller-api-conformance/seller-api-conformance/blob/HEAD/';

async function emptyProject(dir: string): Promise<void> {
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
}

/**
 * A bare repository whose tag v<version> is a release commit made by scripts/release-commit.mjs from this
 * working tree (its tracked and new files, and the dist/ the tests built): what a team's git dependency names.
 */
async function releaseRepository(root: string): Promise<string> {
  const version = (JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8')) as { version: string }).version;
  const source = join(root, 'source');
  const { stdout } = await exec('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter((path) => path !== '' && existsSync(join(projectDir, path)))) {
    await mkdir(join(source, file, '..'), { recursive: true });
    await cp(join(projectDir, file), join(source, file));
  }
  await cp(join(projectDir, 'dist'), join(source, 'dist'), { recursive: true });
  const git = (...args: string[]) => exec('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.test', ...args], { cwd: source });
  await git('init', '--quiet');
  await git('add', '--all');
  await git('commit', '--quiet', '-m', 'the sources');
  // The release script commits with the repository's identity: give it one.
  await git('config', 'user.name', 'test');
  await git('config', 'user.email', 'test@example.test');
  await exec(process.execPath, ['scripts/release-commit.mjs', `v${version}`, '--prebuilt'], { cwd: source });
  await exec('git', ['clone', '--quiet', '--bare', source, join(root, 'repo.git')]);
  return `git+file://${join(root, 'repo.git')}#v${version}`;
}

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
  // dist/ as `npm run test:all` built it (packing runs no script here: --ignore-scripts).
  await ensureBuilt();
  // The two installs are independent, and mostly wait on npm: side by side.
  await Promise.all([installTarball(), installReleaseTag()]);
}, 300_000);

async function installTarball(): Promise<void> {
  consumerDir = await mkdtemp(join(tmpdir(), 'sac-consumer-'));
  const { stdout } = await exec('npm', ['pack', '--json', '--silent', '--ignore-scripts', '--pack-destination', consumerDir], {
    cwd: projectDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  const [{ filename, size }] = JSON.parse(stdout) as [{ filename: string; size: number }];
  packedBytes = size;
  await emptyProject(consumerDir);
  await exec('npm', [...CONSUMER_INSTALL, join(consumerDir, filename)], { cwd: consumerDir });
  await writeFile(join(consumerDir, 'use.mjs'), SCRIPT);
  await writeFile(join(consumerDir, 'typed.mts'), TYPED);
}

async function installReleaseTag(): Promise<void> {
  gitConsumerDir = await mkdtemp(join(tmpdir(), 'sac-git-consumer-'));
  const url = await releaseRepository(gitConsumerDir);
  await emptyProject(gitConsumerDir);
  await exec('npm', [...CONSUMER_INSTALL, '--save-dev', url], { cwd: gitConsumerDir });
}

afterAll(async () => {
  if (consumerDir) await rm(consumerDir, { recursive: true, force: true });
  if (gitConsumerDir) await rm(gitConsumerDir, { recursive: true, force: true });
});

describe('npm pack', () => {
  it(`stays under 2 MB packed`, () => {
    // 718 KB when this was written (0.1.0): dist/, src/, suites/, schemas/ and docs/.
    expect(packedBytes).toBeGreaterThan(0);
    expect(packedBytes).toBeLessThan(TWO_MB);
  });

  it('is ready for a registry: bin, exports, engines, files, and repository, homepage and bugs; no install script; prepare builds a checkout', async () => {
    const manifest = JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      bin: { 'seller-api-conformance': 'bin/seller-api-conformance.js' },
      exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
      engines: { node: expect.stringMatching(/^>=20/) },
      files: expect.arrayContaining(['bin', 'dist']),
      repository: { type: 'git', url: 'git+https://github.com/seller-api-conformance/seller-api-conformance.git' },
      homepage: 'https://github.com/seller-api-conformance/seller-api-conformance#readme',
      bugs: { url: 'https://github.com/seller-api-conformance/seller-api-conformance/issues' },
    });
    // A tarball installs as packed: an install script would run in the consumer's project, without the dev
    // dependencies a build needs. npm runs prepare only in a checkout (npm ci, a git dependency), where it builds.
    for (const script of ['preinstall', 'install', 'postinstall']) expect(manifest.scripts[script], script).toBeUndefined();
    expect(manifest.scripts['prepare']).toBe('npm run build --silent');
  });
});

describe('the release tag a git dependency names', () => {
  it('carries no script that would make npm install the dev dependencies to prepare it', async () => {
    const installed = JSON.parse(await readFile(join(gitConsumerDir, 'node_modules', 'seller-api-conformance', 'package.json'), 'utf8'));
    for (const script of PREPARING_SCRIPTS) expect(installed.scripts[script], script).toBeUndefined();
    expect(installed.scripts['start']).toBe('node bin/seller-api-conformance.js');
  });
});

describe.each([
  ['the packed tarball', () => consumerDir],
  ['a git dependency pinned to its release tag', () => gitConsumerDir],
])('installed from %s', (_, dirOf) => {
  it('shows --help, and judges the reference with absolute source links (package.json "repository")', async () => {
    const cwd = dirOf();
    const help = await exec('npx', ['--no-install', 'seller-api-conformance', '--help'], { cwd, timeout: 60_000 });
    expect(help.stdout).toMatch(/^seller-api-conformance \d+\.\d+\.\d+/);
    const { stdout } = await exec(
      'npx',
      ['--no-install', 'seller-api-conformance', 'run', '--suite', 'categories', '--report-dir', 'cat'],
      {
        cwd,
        timeout: 120_000,
      },
    );
    expect(stdout).toMatch(/verdict: CONFORMANT/);
    const report = JSON.parse(await readFile(join(cwd, 'cat', 'conformance.json'), 'utf8'));
    expect(report.tool.docs).toBe(REPOSITORY_DOCS);
    expect(await readFile(join(cwd, 'cat', 'junit.xml'), 'utf8')).toContain(`<property name="source" value="${REPOSITORY_DOCS}docs/`);
  }, 120_000);

  it('installed no dev dependency and built nothing', async () => {
    const cwd = dirOf();
    for (const dev of ['typescript', 'eslint', 'tsx']) expect(existsSync(join(cwd, 'node_modules', dev)), dev).toBe(false);
    const installed = join(cwd, 'node_modules', 'seller-api-conformance');
    expect(existsSync(join(installed, 'dist', 'cli', 'main.js'))).toBe(true);
    expect(existsSync(join(installed, 'dist', 'bundle', 'cli', 'main.js'))).toBe(true);
  });
});

describe('the CLI, installed from the packed tarball', () => {
  it('ships the CLI, the compiled and bundled code, the schemas, the suites and the docs the rules cite, and no tests', async () => {
    const installed = join(consumerDir, 'node_modules', 'seller-api-conformance');
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    expect(manifest.bin['seller-api-conformance']).toBe('bin/seller-api-conformance.js');
    for (const file of [
      'dist/cli/main.js',
      'schemas/coupon.schema.json',
      'schemas/report.schema.json',
      'dist/suites/support.js',
      'dist/suites/suite-worker.js',
      'dist/suites/coupon/coupon.examples.test.js',
      'dist/bundle/cli/main.js',
      'dist/bundle/suites/suite-worker.js',
      'dist/bundle/suites/coupon/coupon.examples.test.js',
      'suites/coupon/coupon.examples.test.ts',
      'src/suites/support.ts',
      'docs/spec.md',
      'docs/decisions.md',
    ]) {
      await expect(readFile(join(installed, file))).resolves.toBeDefined();
    }
    for (const file of ['test/unit/rules/catalogue/index.test.ts', 'dist/.tsbuildinfo', 'dist/.suites.tsbuildinfo']) {
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
