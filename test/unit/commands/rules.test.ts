// `rules` through the CLI's main(), in this process: the whole catalogue, as a table and as JSON.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { describeRun } from '../../support/cli/run-cli.js';
import { runMain as cli } from '../../support/cli/in-process.js';

const frozenFile = fileURLToPath(new URL('../__snapshots__/catalogue.json', import.meta.url));

describe('rules', () => {
  it('--json gives every rule of the catalogue, in its order, with level, operation, title and sources', async () => {
    const result = await cli(['rules', '--json']);
    expect(result.code, describeRun(result)).toBe(0);
    const listed = JSON.parse(result.stdout) as { id: string; level: string; operation: string; title: string; sources: string[] }[];
    // Ids, levels and titles as last reviewed (the catalogue's snapshot), not as the code computes them.
    expect(listed.map(({ id, level, title }) => ({ id, level, title }))).toEqual(JSON.parse(readFileSync(frozenFile, 'utf8')));
    expect(listed.map(({ operation, sources }) => ({ operation, sources }))).toEqual(
      catalogue.map(({ operation, sources }) => ({ operation, sources })),
    );
  });

  it('prints a table: a header, one line per rule starting with its id, and the count', async () => {
    const result = await cli(['rules']);
    expect(result.code, describeRun(result)).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id +level +operation +source +title$/);
    expect(lines.slice(1, -1).map((line) => line.split(' ')[0])).toEqual(catalogue.map((rule) => rule.id));
    expect(lines.at(-1)).toBe(`${catalogue.length} rules`);
    expect(result.stdout).toMatch(/^coupon\.policy\.daily-limit\.maximum +MUST +GET_COUPON_BY_ID +spec: Limits; D1 +MUST NOT give/m);
  });

  it('a mistyped option is a usage error naming the right one', async () => {
    const result = await cli(['rules', '--jsn']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown option --jsn (did you mean --json?)');
  });
});
