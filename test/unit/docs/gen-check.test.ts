// docs/architecture.md says what `npm run gen:check` runs: as many checks as package.json's script has,
// each named by what it keeps current, and each the --check of a generator a documented gen:* script runs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> };
const develop = readFileSync(`${root}docs/architecture.md`, 'utf8').split('## Develop')[1]!.split('```')[1]!;

/** The generators gen:check runs with --check: `scripts/gen-types.ts`, ... */
const checked = scripts['gen:check']!.split('&&').map((command) => /^\s*tsx (\S+) --check\s*$/.exec(command)![1]!);
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

describe('docs/architecture.md on npm run gen:check', () => {
  const line = develop.split('\n').find((text) => text.startsWith('npm run gen:check'))!;
  const [, count, names] = /# the (\w+) checks \(([^)]*)\)/.exec(line)!;

  it('counts the checks the script runs, and names as many', () => {
    expect(count).toBe(NUMBERS[checked.length]);
    expect(names!.split(', ')).toHaveLength(checked.length);
  });

  it('each check is a generator that a gen:* script of the Develop block runs (the one that makes it current)', () => {
    const documented = [...develop.matchAll(/^npm run (gen:\w+) /gm)].map((match) => match[1]!).filter((name) => name !== 'gen:check');
    const regenerated = checked.filter((generator) => !documented.some((name) => scripts[name]?.includes(`tsx ${generator}`)));
    expect(regenerated).toEqual([]);
  });
});
