// The e2e files `npm test` leaves to `npm run test:all` (test/support/project/slow-files.ts) name files that
// exist: a renamed one would silently join the everyday tests, and a stale entry would hide nothing.
import { readdirSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SLOW_E2E } from '../../support/project/slow-files.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const e2eFiles = (readdirSync(`${root}test/e2e`, { recursive: true }) as string[])
  .map((path) => `test/e2e/${path}`)
  .filter((path) => path.endsWith('.test.ts'));

describe('the slow e2e files (test/support/project/slow-files.ts)', () => {
  it('each entry names at least one e2e test file, and no two name the same', () => {
    expect(SLOW_E2E.filter((entry) => !e2eFiles.some((path) => matchesGlob(path, entry)))).toEqual([]);
    const named = e2eFiles.filter((path) => SLOW_E2E.some((entry) => matchesGlob(path, entry)));
    const counted = e2eFiles.flatMap((path) => SLOW_E2E.filter((entry) => matchesGlob(path, entry)));
    expect(counted).toHaveLength(named.length);
  });

  it("leave to npm test the proof that every rule can fail, and the CLI's runs", () => {
    const everyday = e2eFiles.filter((path) => !SLOW_E2E.some((entry) => matchesGlob(path, entry)));
    expect(everyday).toEqual(expect.arrayContaining(['test/e2e/kill-matrix.test.ts', 'test/e2e/cli/run.test.ts']));
  });
});
