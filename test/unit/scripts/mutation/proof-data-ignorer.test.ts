// The mutation run sets a rule's proof aside as proof data, and nothing else: a mutant of a rule's check, title
// or claims still counts, and so does one of the builders of proof outside the catalogue. The ignorer is asked
// about every node Stryker would mutate; here, about every literal of sources written as the catalogue and
// src/rules write them, parsed and wrapped in a File as StrykerJS does (its babel-transformer).
// @ts-expect-error -- @babel/core, what StrykerJS parses with, ships no types; three of its exports are used here
import { File, parseSync, traverse } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { PROOF_DATA, strykerPlugins } from '../../../../scripts/mutation/proof-data-ignorer.mjs';

/** The part of Babel's NodePath used here. */
interface NodePath {
  isStringLiteral(): boolean;
  isNumericLiteral(): boolean;
  isBinaryExpression(): boolean;
  toString(): string;
}

const Ignorer = (strykerPlugins as unknown as { injectableClass: new () => { shouldIgnore(path: NodePath): string | undefined } }[])[0]!
  .injectableClass;

/** The source text of every string literal, numeric literal and binary expression, with what the ignorer says of it. */
function verdicts(filename: string, code: string): Record<string, string | undefined> {
  const options = { sourceType: 'module', filename, configFile: false, babelrc: false, parserOpts: { plugins: ['typescript'] } };
  const file: unknown = new File({ filename }, { code, ast: parseSync(code, options) });
  const ignorer = new Ignorer();
  const seen: Record<string, string | undefined> = {};
  traverse((file as { ast: unknown }).ast, {
    enter(path: NodePath) {
      if (path.isStringLiteral() || path.isNumericLiteral() || path.isBinaryExpression())
        seen[path.toString()] = ignorer.shouldIgnore(path);
    },
  });
  return seen;
}

describe('the proof-data ignorer of the mutation run', () => {
  it("sets aside what is inside a rule's faults and examples, wherever the rule is", () => {
    const rule = `
      const other = { faults: [1] };
      export const rules = [
        defineRule({
          id: 'coupon.dates.order',
          title: 'SHOULD NOT give an endDate before the startDate',
          check: (x) => (x.a < x.b ? [] : ['late']),
          faults: [{ id: 'coupon-dates-reversed', change: (a) => ({ ...a, status: 500 }) }],
          examples: [passes('equal dates', (a) => a)],
        }),
      ];`;
    const expected = {
      '1': undefined,
      "'coupon.dates.order'": undefined,
      "'SHOULD NOT give an endDate before the startDate'": undefined,
      'x.a < x.b': undefined,
      "'late'": undefined,
      "'coupon-dates-reversed'": PROOF_DATA,
      '500': PROOF_DATA,
      "'equal dates'": PROOF_DATA,
    };
    expect(verdicts('/sandbox/src/rules/catalogue/coupon/dates.ts', rule)).toEqual(expected);
    expect(verdicts('/sandbox/src/rules/rule.ts', rule)).toEqual(expected);
  });

  const family = `
    import { json, type Change } from '../../answer-changes.js';
    import { notJudged } from '../../example.js';
    import { at } from '../../reads.js';
    const shared = notJudged('a policy null', json((c) => { c.policies[1] = null; }), { at: '/couponPolicies/1' });
    const setting = (field: string, value: unknown): Change => json((c) => { c[field] = value + 1; });
    const NOT_DATES: readonly [string, Change][] = [['February 30', setting('startDate', '2025-02-30')]];
    const reads = { startDate: at('/startDate', 'string') };
    export function datesOrdered(end: string, start: string) { return end >= start ? [] : ['endDate is before startDate']; }`;

  it('in the catalogue, sets aside what a builder of proof is given and what is declared as a change or an example', () => {
    expect(verdicts('/sandbox/src/rules/catalogue/coupon/dates.ts', family)).toEqual({
      "'../../answer-changes.js'": undefined,
      "'../../example.js'": undefined,
      "'../../reads.js'": undefined,
      "'a policy null'": PROOF_DATA,
      '1': PROOF_DATA,
      "'/couponPolicies/1'": PROOF_DATA,
      'value + 1': PROOF_DATA,
      "'February 30'": PROOF_DATA,
      "'startDate'": PROOF_DATA,
      "'2025-02-30'": PROOF_DATA,
      "'/startDate'": undefined,
      "'string'": undefined,
      'end >= start': undefined,
      "'endDate is before startDate'": undefined,
    });
  });

  it('outside the catalogue, sets none of it aside: there the builders are code', () => {
    const outside = verdicts('/sandbox/src/rules/example.ts', family);
    expect(Object.values(outside).filter((verdict) => verdict !== undefined)).toEqual([]);
    expect(Object.keys(outside)).toHaveLength(14);
  });
});
