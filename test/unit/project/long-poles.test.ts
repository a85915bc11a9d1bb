// The sequencer's list of long files names files that exist: a renamed one would silently start late again.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONG_POLES } from '../../support/project/long-poles-first.js';

describe('the long files that start first (test/support/project/long-poles-first.ts)', () => {
  it('are test files of this project', () => {
    const root = new URL('../../../', import.meta.url);
    expect(LONG_POLES.filter((path) => !existsSync(new URL(path, root)))).toEqual([]);
    expect(new Set(LONG_POLES).size).toBe(LONG_POLES.length);
  });
});
