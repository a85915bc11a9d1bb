// The layers the lint enforces (LAYERS in eslint.config.js) name the tree as it is: every entry of src/ in
// exactly one layer, and no layer naming a file that is not there (a module left out is never checked).
// docs/architecture.md's tour of src/ follows them: every folder, in the order of the layers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../../eslint.config.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
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

describe("docs/architecture.md's tour of src/", () => {
  const tour = readFileSync(`${root}docs/architecture.md`, 'utf8').split('In `src/`, lowest layer first')[1]!.split('\n\n')[0]!;
  const named = [...tour.matchAll(/`(src\/[a-z-]+)(?:\/[^`]*)?`/g)].map((match) => match[1]!);
  const folders = readdirSync(`${root}src`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/${entry.name}`);

  it('names every folder of src/', () => {
    expect(folders.filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it('goes up the layers: no folder named before one of a lower layer', () => {
    const layerOf = (entry: string) => LAYERS.findIndex((layer) => layer.includes(entry));
    const layers = named.filter((entry) => layerOf(entry) >= 0).map(layerOf);
    expect(layers).toEqual([...layers].sort((a, b) => a - b));
  });
});
