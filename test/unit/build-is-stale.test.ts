// The e2e tests rebuild dist/ only when a source changed after the last build (test/support/cli/run-cli.ts).
// tsc leaves the outputs it would write unchanged as they were, so an output's age says nothing: judged by
// dist/cli/main.js, every e2e file rebuilt (about 4 s of CPU each) once any other source had been edited.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsStale } from '../support/cli/run-cli.js';

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

describe('buildIsStale', () => {
  it('is false when the last build came after every source, however old the outputs it left alone', () => {
    const root = packageAt({ 'src/cli/main.ts': 100, 'src/runner/run.ts': 300, 'dist/cli/main.js': 110, 'dist/.tsbuildinfo': 310 });
    expect(buildIsStale(root)).toBe(false);
  });

  it('is true when a source, a suite file included, changed after the last build', () => {
    expect(buildIsStale(packageAt({ 'src/runner/run.ts': 400, 'dist/cli/main.js': 110, 'dist/.tsbuildinfo': 310 }))).toBe(true);
    expect(
      buildIsStale(packageAt({ 'src/suites/coupon/coupon.examples.test.ts': 400, 'dist/cli/main.js': 110, 'dist/.tsbuildinfo': 310 })),
    ).toBe(true);
  });

  it('is true when dist/ was never built or its build info is gone', () => {
    expect(buildIsStale(packageAt({ 'src/runner/run.ts': 100 }))).toBe(true);
    expect(buildIsStale(packageAt({ 'src/runner/run.ts': 100, 'dist/cli/main.js': 200 }))).toBe(true);
  });
});
