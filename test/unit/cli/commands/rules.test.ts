// `rules` through the CLI's main(), in this process: the whole catalogue, as a table and as JSON; and the
// faults `serve --fault` serves, as `rules --faults` and `serve --list-faults` list them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAULTS } from '../../../../src/rules/faults.js';
import { catalogue } from '../../../../src/rules/catalogue/index.js';
import { describeRun } from '../../../support/cli/run-cli.js';
import { runMain as cli } from '../../../support/cli/in-process.js';

const frozenFile = fileURLToPath(new URL('../../rules/catalogue/__snapshots__/catalogue.json', import.meta.url));

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

describe('the faults', () => {
  it('rules --faults --json: every fault, with the rule it breaks, its level, the others it breaks and its defect', async () => {
    const result = await cli(['rules', '--faults', '--json']);
    expect(result.code, describeRun(result)).toBe(0);
    const listed = JSON.parse(result.stdout) as { id: string; rule: string; level: string; alsoBreaks: string[]; defect: string }[];
    expect(listed.map(({ id, rule, defect }) => ({ id, catches: rule, defect }))).toEqual(
      FAULTS.map(({ id, catches, defect }) => ({ id, catches, defect })),
    );
    expect(listed.find((fault) => fault.id === 'coupon-dates-reversed')).toEqual({
      id: 'coupon-dates-reversed',
      rule: 'coupon.dates.order',
      level: 'SHOULD',
      alsoBreaks: [],
      defect: 'endDate before startDate',
    });
    expect(listed.find((fault) => fault.id === 'coupon-unknown-500')?.alsoBreaks).toEqual(['coupon.not-found.status']);
  });

  it('serve --list-faults and rules --faults print the same table: a header, one fault a line, how to use one', async () => {
    const [serve, rules] = await Promise.all([cli(['serve', '--list-faults']), cli(['rules', '--faults'])]);
    expect(serve.code, describeRun(serve)).toBe(0);
    expect(rules.stdout).toBe(serve.stdout);
    const lines = serve.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^id +breaks +defect$/);
    expect(lines.slice(1, FAULTS.length + 1).map((line) => line.split(' ')[0])).toEqual(FAULTS.map((fault) => fault.id));
    expect(serve.stdout).toMatch(/^coupon-title-missing +coupon\.fields +title missing$/m);
    expect(serve.stdout).toMatch(/^coupon-dates-reversed +coupon\.dates\.order \(SHOULD\) +endDate before startDate$/m);
    expect(lines[FAULTS.length + 1]).toMatch(new RegExp(`^${FAULTS.length} faults: serve --fault ID`));
  });

  it('serve --fault with an id that names no fault: exit 2, naming the ids it may have meant, before listening', async () => {
    const result = await cli(['serve', '--fault', 'coupon-title-missing', '--fault', 'coupon-title-mising']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('serve: --fault "coupon-title-mising" is no fault; did you mean coupon-title-missing,');
    expect(result.stdout).toBe('');
  });
});
