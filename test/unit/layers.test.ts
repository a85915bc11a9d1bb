// The layers the lint enforces (LAYERS in eslint.config.js) name the tree as it is: every entry of src/ in
// exactly one layer, and no layer naming a file that is not there (a module left out is never checked).
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../eslint.config.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const layered: string[] = LAYERS.flat();

describe('LAYERS (eslint.config.js)', () => {
  it('names every file and folder of src/, each once', () => {
    const entries = readdirSync(`${root}src`).map((name) => `src/${name}`);
    expect(entries.filter((entry) => !layered.includes(entry))).toEqual([]);
    expect(new Set(layered).size).toBe(layered.length);
  });

  it('names nothing that is not there', () => {
    expect(layered.filter((entry) => !existsSync(`${root}${entry}`))).toEqual([]);
  });
});
