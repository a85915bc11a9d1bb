// The e2e tests rebuild dist/ only when a source changed after the last build (test/support/cli/run-cli.ts).
// tsc leaves the outputs it would write unchanged as they were, so an output's age says nothing: judged by
// dist/cli/main.js, every e2e file rebuilt (about 4 s of CPU each) once any other source had been edited.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsStale } from '../../support/cli/run-cli.js';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A package root whose files were last written at the given times (seconds). */
function packageAt(times: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'sac-build-'));
  roots.push(root);
  for (const [file, seconds] of Object.entries(times)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '');
    utimesSync(join(root, file), seconds, seconds);
  }
  return root;
}

/** A package built at 310 (src/, tsconfig.build.json) and 320 (suites/, tsconfig.suites.json), bundled then, and these sources. */
const builtAfter = (sources: Record<string, number>, builds = { src: 310, suites: 320 }) =>
  packageAt({
    ...sources,
    'dist/cli/main.js': 110,
    'dist/.tsbuildinfo': builds.src,
    'dist/.suites.tsbuildinfo': builds.suites,
    'dist/bundle/cli/main.js': Math.max(builds.src, builds.suites),
  });

describe('buildIsStale', () => {
  it('is false when the last build came after every source, however old the outputs it left alone', () => {
    expect(
      buildIsStale(builtAfter({ 'src/cli/main.ts': 100, 'src/runner/run.ts': 300, 'suites/coupon/coupon.examples.test.ts': 200 })),
    ).toBe(false);
  });

  it('is true when a source of src/ changed after the last build', () => {
    expect(buildIsStale(builtAfter({ 'src/runner/run.ts': 400, 'suites/coupon/coupon.examples.test.ts': 200 }))).toBe(true);
    expect(buildIsStale(builtAfter({ 'src/suites/support.ts': 400 }))).toBe(true);
  });

  it("judges a suite file by the suites' own build: a build of the suites alone rewrites only theirs", () => {
    const suiteEdited = { 'src/runner/run.ts': 300, 'suites/coupon/coupon.examples.test.ts': 400 };
    expect(buildIsStale(builtAfter(suiteEdited, { src: 500, suites: 320 }))).toBe(true);
    expect(buildIsStale(builtAfter(suiteEdited, { src: 310, suites: 410 }))).toBe(false);
  });

  it('is true when dist/ was never built or a build info is gone', () => {
    const bundled = { 'dist/bundle/cli/main.js': 300 };
    expect(buildIsStale(packageAt({ 'src/runner/run.ts': 100 }))).toBe(true);
    expect(buildIsStale(packageAt({ 'src/runner/run.ts': 100, ...bundled }))).toBe(true);
    expect(buildIsStale(packageAt({ 'src/runner/run.ts': 100, ...bundled, 'dist/.tsbuildinfo': 300 }))).toBe(true);
    expect(buildIsStale(packageAt({ 'src/runner/run.ts': 100, ...bundled, 'dist/.suites.tsbuildinfo': 300 }))).toBe(true);
  });

  it('is true when tsc built without the bundle after it, or the bundle is gone', () => {
    expect(buildIsStale(builtAfter({ 'src/runner/run.ts': 100 }))).toBe(false);
    const tscAlone = { 'src/runner/run.ts': 100, 'dist/.tsbuildinfo': 310, 'dist/.suites.tsbuildinfo': 320 };
    expect(buildIsStale(packageAt({ ...tscAlone, 'dist/bundle/cli/main.js': 315 }))).toBe(true);
    expect(buildIsStale(packageAt(tscAlone))).toBe(true);
  });
});
