// Helpers of the end-to-end CLI tests: run the CLI's main() in a host process (clean SAC_* environment,
// hard timeout), give each run a fresh report directory, read what the run wrote, and make sure the
// compiled dist/ that the bin runs exists and is not older than src/.

import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { ConformanceReport } from '../../../src/types/report.js';
import { createHostPool, type HostPool } from './host-pool.js';

export const PACKAGE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN = join(PACKAGE_ROOT, 'bin', 'seller-api-conformance.js');
/** The CLI's main module as the bin runs it: bundled (scripts/bundle.mjs). */
const BUNDLED_MAIN = join('dist', 'bundle', 'cli', 'main.js');
export const DIST_MAIN = join(PACKAGE_ROOT, BUNDLED_MAIN);

export interface CliResult {
  /** Exit code; null when the process was killed (see `signal` and `timedOut`). */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  durationMs: number;
  timedOut: boolean;
}

export interface RunCliOptions {
  /** Added to the parent's environment, from which every SAC_* variable is removed first. */
  env?: Record<string, string>;
  /** The child is killed (SIGKILL) after this long. */
  timeoutMs?: number;
  /** Written to the child's standard input (which is otherwise closed at once). */
  input?: string;
}

/** The parent's environment without any SAC_* variable (a developer's own settings must not leak in). */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('SAC_')) env[name] = value;
  // Colours would only get in the way of matching the output; so would GitHub's annotations, when the
  // tests themselves run on GitHub Actions (a test that wants them sets GITHUB_ACTIONS).
  env['NO_COLOR'] = '1';
  delete env['FORCE_COLOR'];
  delete env['GITHUB_ACTIONS'];
  return { ...env, ...extra };
}

let hosts: HostPool | undefined;

/**
 * `seller-api-conformance ...args` in the package root, as `node bin/seller-api-conformance.js` runs it
 * (dist/cli/main.js's main()), with the environment and standard input of a process of its own and a
 * hard time-out, but in a long-lived host process (host-pool.ts): a test file pays Node's and the CLI's
 * start-up once, not per run. What needs a real process of its own (signals, the bin's exit) is tested
 * with spawn() directly (interrupt, serve, proxy, pack).
 */
export function runCli(args: readonly string[], options: RunCliOptions = {}): Promise<CliResult> {
  hosts ??= createHostPool(PACKAGE_ROOT, cleanEnv());
  return hosts.run({ args, env: cleanEnv(options.env), input: options.input ?? '', timeoutMs: options.timeoutMs ?? 45_000 });
}

/** A fresh, empty report directory; `cleanup` removes it. */
export async function makeReportDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sac-cli-test-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh temporary directory for whatever a test writes (config files); removed by `cleanup`. */
export const makeTempDir = makeReportDir;

export async function readReport(reportDir: string): Promise<ConformanceReport> {
  return JSON.parse(await readFile(join(reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
}

export async function readRaw(reportDir: string, file: 'conformance.json' | 'junit.xml'): Promise<string> {
  return readFile(join(reportDir, file), 'utf8');
}

/** A readable account of a run, for assertion messages. */
export function describeRun(result: CliResult): string {
  return `exit ${result.code}${result.signal ? ` (signal ${result.signal})` : ''}${result.timedOut ? ' TIMED OUT' : ''} after ${Math.round(result.durationMs)} ms\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`;
}

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The two projects of the build (`tsc -b`): the sources each compiles, and the build info tsc rewrites
 * whenever a build compiled a changed one of them. A change of the suites alone rewrites only theirs.
 */
const BUILD_PROJECTS = [
  { sources: 'src', buildInfo: join('dist', '.tsbuildinfo') }, // tsconfig.build.json
  { sources: 'suites', buildInfo: join('dist', '.suites.tsbuildinfo') }, // tsconfig.suites.json
];

/**
 * Whether `root`'s dist/ is missing or older than a source of src/ or suites/. The build info, not an
 * output, tells when the last build was: tsc rewrites only the outputs that change (dist/cli/main.js can
 * be hours older than a build), and the build info when a source did. The bundle (scripts/bundle.mjs) is
 * written whole after every build: one older than a build info is from before tsc's last build.
 */
export function buildIsStale(root: string): boolean {
  const bundled = join(root, BUNDLED_MAIN);
  if (!existsSync(bundled)) return true;
  return BUILD_PROJECTS.some(({ sources, buildInfo }) => {
    const info = join(root, buildInfo);
    if (!existsSync(info)) return true;
    const built = statSync(info).mtimeMs;
    return built < newestMtime(join(root, sources)) || statSync(bundled).mtimeMs < built;
  });
}

/**
 * The bin runs dist/, not src/. Builds when the build is stale (buildIsStale); throws a clear message when
 * there is still no dist/ afterwards. A failed build that leaves a dist/ (tsc emits despite type errors)
 * is reported on stderr but does not stop the tests.
 */
export async function ensureBuilt(): Promise<void> {
  if (!buildIsStale(PACKAGE_ROOT)) return;
  const failure = await new Promise<string | undefined>((resolve) => {
    execFile('npm', ['run', 'build', '--silent'], { cwd: PACKAGE_ROOT, timeout: 120_000, env: cleanEnv() }, (error, stdout, stderr) => {
      resolve(error ? `${error.message}\n${stdout}${stderr}` : undefined);
    });
  });
  if (!existsSync(DIST_MAIN)) {
    throw new Error(
      `the CLI tests run bin/seller-api-conformance.js, which needs the compiled ${DIST_MAIN}; it is missing and \`npm run build\` did not produce it:\n${failure ?? '(the build reported success)'}`,
    );
  }
  // A source touched but not changed leaves the build info as it was: marked now, it is not built again.
  for (const { buildInfo } of BUILD_PROJECTS) {
    const info = join(PACKAGE_ROOT, buildInfo);
    if (!failure && existsSync(info)) utimesSync(info, new Date(), new Date());
  }
  if (!failure) utimesSync(DIST_MAIN, new Date(), new Date()); // and so is the bundle built from it
  if (failure) process.stderr.write(`test/cli: \`npm run build\` failed; running the CLI tests against the dist/ it left:\n${failure}\n`);
}
