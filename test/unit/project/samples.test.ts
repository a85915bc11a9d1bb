// The official example bodies are the project's own copies (test/fixtures/samples), and they are what the
// tests use, whether or not the originals (../shared/samples) are beside the checkout; where they are,
// the copies must not have drifted from them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOADED_SAMPLES, SAMPLE_FILES, SAMPLES_DIR } from '../../support/samples.js';

const originals = new URL('../../../../shared/samples/', import.meta.url);
const jsonFiles = (dir: URL) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();

describe('the sample copies', () => {
  it('are the three official bodies, and the tests load exactly these files', () => {
    expect([...SAMPLE_FILES].sort()).toEqual(Object.keys(LOADED_SAMPLES).sort());
    for (const file of SAMPLE_FILES)
      expect(LOADED_SAMPLES[file], file).toEqual(JSON.parse(readFileSync(new URL(file, SAMPLES_DIR), 'utf8')));
  });

  it.runIf(existsSync(originals))('equal the originals in ../shared/samples, byte for byte, file for file', () => {
    expect([...SAMPLE_FILES].sort()).toEqual(jsonFiles(originals));
    for (const file of SAMPLE_FILES)
      expect(readFileSync(new URL(file, SAMPLES_DIR), 'utf8'), file).toBe(readFileSync(new URL(file, originals), 'utf8'));
  });
});
