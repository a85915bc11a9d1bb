// The mutation run sets a rule's faults and examples aside as proof data, and nothing else: a mutant of a
// rule's check, title or claims still counts. The ignorer is asked about every node Stryker would mutate; here,
// about every node of a rule written as the catalogue writes one (Babel, which StrykerJS parses with).
// @ts-expect-error -- @babel/core, what StrykerJS parses with, ships no types; two of its functions are used here
import { parseSync, traverse } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { PROOF_DATA, strykerPlugins } from '../../../../scripts/mutation/proof-data-ignorer.mjs';

/** The part of Babel's NodePath used here. */
interface NodePath {
  isStringLiteral(): boolean;
  isNumericLiteral(): boolean;
  isBinaryExpression(): boolean;
  toString(): string;
}

const source = `
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

const Ignorer = (strykerPlugins as unknown as { injectableClass: new () => { shouldIgnore(path: NodePath): string | undefined } }[])[0]!
  .injectableClass;

/** The source text of every string literal and numeric literal, with what the ignorer says of it. */
function verdicts(): Record<string, string | undefined> {
  const ast: unknown = parseSync(source, { sourceType: 'module', filename: 'rule.ts', configFile: false, babelrc: false });
  const ignorer = new Ignorer();
  const seen: Record<string, string | undefined> = {};
  traverse(ast, {
    enter(path: NodePath) {
      if (path.isStringLiteral() || path.isNumericLiteral() || path.isBinaryExpression())
        seen[path.toString()] = ignorer.shouldIgnore(path);
    },
  });
  return seen;
}

describe('the proof-data ignorer of the mutation run', () => {
  it("sets aside what is inside a rule's faults and examples, and only that", () => {
    expect(verdicts()).toEqual({
      '1': undefined,
      "'coupon.dates.order'": undefined,
      "'SHOULD NOT give an endDate before the startDate'": undefined,
      'x.a < x.b': undefined,
      "'late'": undefined,
      "'coupon-dates-reversed'": PROOF_DATA,
      '500': PROOF_DATA,
      "'equal dates'": PROOF_DATA,
    });
  });
});
