// What a watch session needs before its first run, each refused as a usage error that says why: a
// watch option typed without --watch, --plan beside it, a remote target judged more than once a minute,
// a folder to watch that is not there, and no terminal to read Enter and q from (CI).
import { statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { OPTION_SPECS, WATCH_OPTIONS, type RunOptions } from '../../config/options.js';
import { UsageError } from '../../config/usage-error.js';
import { politenessOf, targetKind } from '../../runner/target-kind.js';

/** Against a remote target, runs start at least this far apart (D16: at most one run's budget a minute). */
const REMOTE_MIN_INTERVAL_S = 60;

type Flags = Partial<Record<keyof RunOptions, unknown>>;

const flagOf = (key: keyof RunOptions) => `--${OPTION_SPECS.find((spec) => spec.key === key)!.flag}`;

const isInside = (path: string, folder: string) => {
  const rest = relative(resolve(folder), resolve(path));
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
};

function checkRemote(options: RunOptions): void {
  if (targetKind(options) !== 'remote' || (options.watchInterval ?? 0) >= REMOTE_MIN_INTERVAL_S) return;
  throw new UsageError(
    `--watch against a remote target (${options.baseUrl}) needs --watch-interval ${REMOTE_MIN_INTERVAL_S} or more` +
      `${options.watchInterval === undefined ? '' : `, not ${options.watchInterval}`}: ` +
      `each run may send up to ${politenessOf(options, 'remote').maxRequests} requests (--max-requests), and a service that blocks ` +
      'callers it finds excessive may block them for good (D16); no two runs then start closer together, whatever asks for them ' +
      '(a loopback target has no such limit)',
  );
}

function checkFolders(options: RunOptions): void {
  for (const path of options.watchPath) {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) throw new UsageError(`--watch-path ${path}: no such folder`);
    if (!stats.isDirectory()) throw new UsageError(`--watch-path ${path}: not a folder (give the folder of the implementation's sources)`);
    if (isInside(path, options.reportDir))
      throw new UsageError(
        `--watch-path ${path} is inside --report-dir ${options.reportDir}: every run writes there, and changes there are not watched`,
      );
  }
}

/** Throws a UsageError for a session that cannot start; `flags` are the options typed on the command line. */
export function checkWatchOptions(options: RunOptions, flags: Flags, stdin: Readable): void {
  if (!options.watch) {
    // From the environment or a config file they are ignored outside watch mode; typed, they are surely a slip.
    const typed = WATCH_OPTIONS.find((key) => flags[key] !== undefined)!;
    throw new UsageError(`${flagOf(typed)} only applies with --watch`);
  }
  if (options.plan) throw new UsageError('--watch with --plan: --plan sends nothing, --watch judges again and again; choose one');
  checkRemote(options);
  checkFolders(options);
  const terminal = stdin as Readable & { isTTY?: boolean; setRawMode?: unknown };
  if (terminal.isTTY !== true || typeof terminal.setRawMode !== 'function')
    throw new UsageError(
      '--watch needs a terminal: standard input is not one (in CI, run without --watch: each run gives one verdict and one exit code)',
    );
}
