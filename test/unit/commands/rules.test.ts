// `rules` through the CLI's main(), in this process: the whole catalogue, as a table and as JSON.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { describeRun } from '../../support/cli/run-cli.js';
import { runMain as cli } from '../../support/cli/in-process.js';

describe('rules', () => {
  it('--json gives every rule of the catalogue, in its order, with level, operation, title and sources', async () => {
    const result = await cli(['rules', '--json']);
    expect(result.code, describeRun(result)).toBe(0);
    const listed = JSON.parse(result.stdout) as { id: string; level: string; operation: string; title: string; sources: string[] }[];
    expect(listed.map((rule) => rule.id)).toEqual(catalogue.map((rule) => rule.id));
    for (const [index, rule] of catalogue.entries())
      expect(listed[index]).toEqual({
        id: rule.id,
        level: rule.level,
        operation: rule.operation,
        title: rule.title,
        sources: rule.sources,
      });
    expect(listed.every((rule) => rule.title.startsWith(`${rule.level} `))).toBe(true);
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
