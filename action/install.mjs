// Installs the harness where the action was checked out, with only what a run needs: its runtime
// dependencies and a built dist/. A release ref carries dist/ prebuilt: then `npm ci --omit=dev` alone.
// A ref without it (a branch, a commit) is built once (every dependency, tsc) and pruned to the
// runtime ones; the cache of action.yml then keeps the result for the next jobs (docs/ci.md).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const QUIET = ['--no-audit', '--no-fund', '--loglevel=error'];

/** The npm commands that install the action at `root`. */
export function installCommands(root) {
  if (existsSync(join(root, 'dist', 'cli', 'main.js'))) return [['ci', '--omit=dev', '--ignore-scripts', ...QUIET]];
  return [
    ['ci', '--ignore-scripts', ...QUIET],
    ['run', 'build', '--silent'],
    ['prune', '--omit=dev', ...QUIET],
  ];
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const root = process.env.GITHUB_ACTION_PATH ?? fileURLToPath(new URL('..', import.meta.url));
  const commands = installCommands(root);
  const how =
    commands.length === 1
      ? 'dist/ prebuilt: installing the runtime dependencies only'
      : 'no prebuilt dist/: building it once, then keeping the runtime dependencies only';
  process.stdout.write(`seller-api-conformance action: ${how}\n`);
  for (const args of commands) {
    const { status } = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (status !== 0) {
      process.stdout.write(`::error title=seller-api-conformance::npm ${args.join(' ')} failed (exit ${status}) in ${root}\n`);
      process.exit(2);
    }
  }
}
