// The sample copies must not drift from the originals in shared/ (checked when shared/ is beside the checkout).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const copies = new URL('./fixtures/samples/', import.meta.url);
const originals = new URL('../../shared/samples/', import.meta.url);
const files = readdirSync(copies).filter((file) => file.endsWith('.json'));

describe.runIf(existsSync(originals))('sample copies', () => {
  it.each(files)('%s equals the original in shared/samples', (file) => {
    expect(readFileSync(new URL(file, copies), 'utf8')).toBe(readFileSync(new URL(file, originals), 'utf8'));
  });

  it('copies every original', () => {
    expect(files.sort()).toEqual(readdirSync(originals).filter((file) => file.endsWith('.json')).sort());
  });
});
