// The top level the project was specified with, and the suites where it says they are: suites/<operation>/,
// each file one the runner runs (built to dist/suites beside their glue src/suites/support.ts, then bundled into dist/bundle/suites).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_CASES } from '../../../src/cases/index.js';
import type { Plan } from '../../../src/plan/plan.js';
import { suiteFilesOf } from '../../../src/runner/plan-run.js';

const PACKAGE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const TOP_LEVEL = {
  files: ['package.json', 'tsconfig.json', 'README.md'],
  directories: ['schemas', 'suites/coupon', 'suites/categories', 'suites/inquiry', 'src', 'reports'],
};

const isA = (path: string, kind: 'file' | 'directory') => {
  const full = join(PACKAGE_ROOT, path);
  return existsSync(full) && (kind === 'file' ? statSync(full).isFile() : statSync(full).isDirectory());
};

/** The vitest files under `dir`, as paths from the package root. */
const testFilesUnder = (dir: string) =>
  existsSync(join(PACKAGE_ROOT, dir))
    ? readdirSync(join(PACKAGE_ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((path) => path.endsWith('.test.ts'))
        .map((path) => `${dir}/${path.split(sep).join('/')}`)
    : [];

/** A plan of every case, as the runner would run them all. */
const everyCase: Plan = {
  cases: ALL_CASES.map((candidate) => ({ case: candidate, runs: 1, fixed: 0 })),
  reachabilityProbe: false,
  total: ALL_CASES.length,
  maxRequests: undefined,
};

describe('the layout', () => {
  it.each(TOP_LEVEL.files)('holds %s at the top level', (file) => expect(isA(file, 'file')).toBe(true));
  it.each(TOP_LEVEL.directories)('holds %s/ at the top level', (dir) => expect(isA(dir, 'directory')).toBe(true));

  it('keeps the suite files in suites/<operation>/, each one the runner runs from dist/bundle/suites, and no other', () => {
    const sources = testFilesUnder('suites').sort();
    const run = suiteFilesOf(everyCase).map((built) => built.replace(/^dist\/bundle\/(.*)\.js$/, '$1.ts'));
    expect(sources.length).toBeGreaterThan(0);
    expect(sources).toEqual([...run].sort());
    expect(testFilesUnder('src/suites')).toEqual([]);
  });
});
