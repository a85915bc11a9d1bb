// The three operations are listed in one place, src/operations.ts. Wherever the docs, the action or the
// code spell out their suites as a list ("coupon|categories|inquiry", "coupon, categories, inquiry"),
// the list is every suite, in that order, so that a fourth operation cannot be left out of one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUITES } from '../../../src/operations.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => join(dir, file));
}

const WORD = `(?:${SUITES.join('|')})`;
/** Suite names joined by `|` (two or more), or by commas (three or more, an `and` or `or` before the last). */
const A_LIST = new RegExp(
  `\\b${WORD}(?:\\s*\\|\\s*${WORD})+\\b|\\b${WORD}(?:,\\s*${WORD})+,?\\s+(?:and|or)\\s+${WORD}\\b|\\b${WORD}(?:,\\s*${WORD}){2,}\\b`,
  'g',
);
/** A line of code that imports: its names are in alphabetical order, not a list of the operations. */
const isImport = (line: string) => /^\s*(?:import|export) /.test(line);

const places = [
  'README.md',
  'action.yml',
  ...filesUnder('docs', '.md'),
  ...filesUnder('src', '.ts').filter((f) => !f.startsWith('src/types')),
];

describe('the lists of the operations', () => {
  it('finds the lists it checks (the validate usage of docs/cli.md among them)', () => {
    const text = readFileSync(join(root, 'docs/cli.md'), 'utf8');
    expect(text.match(A_LIST)).toContain('coupon|categories|inquiry');
  });

  it('name every suite, in the order of src/operations.ts, wherever they are spelled out', () => {
    const wrong = places.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((line) => !isImport(line))
        .flatMap((line) => [...line.matchAll(A_LIST)])
        .filter(([list]) => list.match(new RegExp(WORD, 'g'))!.join(',') !== SUITES.join(','))
        .map(([list]) => `${relative(root, join(root, file))}: ${list}`),
    );
    expect(wrong).toEqual([]);
  });
});
