// Each schema violation goes to the one rule that claims it, once, and only its root cause: pinned on
// hand-made ajv errors so every branch of the choice (anyOf, a wrong type, if, discriminator) shows.
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';

import { partition } from '../../../src/rules/claims.js';
import { defineRule, keywordsAnywhere, on, type AnyRule, type Claim } from '../../../src/rules/rule.js';

const rule = (id: string, ...claims: Claim[]): AnyRule =>
  defineRule({
    id,
    title: 'MUST hold',
    operation: 'GET_COUPON_BY_ID',
    sources: ['docs/spec.md#coupon'],
    subject: 'document',
    claims,
  }) as AnyRule;

const error = (
  keyword: string,
  instancePath: string,
  schemaPath: string,
  params: Record<string, unknown> = keyword === 'enum' ? { allowedValues: ['A'] } : {},
): ErrorObject => ({
  keyword,
  instancePath,
  schemaPath,
  params,
  message: `must pass ${keyword}`,
});

/** Each rule's violations, as keyword@path. */
const given = (errors: ErrorObject[], rules: AnyRule[], document: unknown = {}) =>
  Object.fromEntries([...partition(errors, rules, document)].map(([r, vs]) => [r.id, vs.map((v) => `${v.keyword}@${v.instancePath}`)]));

describe('partition', () => {
  const types = rule('types', on(['/a', '/b', '/c/*', '/list', '/list/*'], 'type'));
  const rest = rule('rest', keywordsAnywhere('enum', 'required', 'minimum', 'pattern', 'format', 'const', 'not'));

  it('gives every rule an entry, each error to the rule whose claim matches its field and keyword', () => {
    const errors = [
      error('type', '/a', '#/properties/a/type', { type: 'string' }),
      error('enum', '/x', '#/properties/x/enum', { allowedValues: ['A'] }),
    ];
    const byRule = partition(errors, [types, rest, rule('idle', on('/a', 'enum'))], { a: 1, x: 'B' });
    expect([...byRule.values()]).toEqual([
      [
        {
          instancePath: '/a',
          keyword: 'type',
          schemaPath: '#/properties/a/type',
          message: 'must pass type',
          expected: 'a string',
          actual: 'the number 1',
        },
      ],
      [
        {
          instancePath: '/x',
          keyword: 'enum',
          schemaPath: '#/properties/x/enum',
          message: 'must pass enum',
          expected: '"A"',
          actual: '"B"',
        },
      ],
      [],
    ]);
  });

  it('claims a required or additional field at the field itself', () => {
    const required = error('required', '', '#/required', { missingProperty: 'b' });
    expect(given([required], [types, rule('other', on('', 'required')), rest])).toEqual({ types: [], other: [], rest: ['required@/b'] });
  });

  it('refuses an error no rule, or more than one, claims', () => {
    expect(() => partition([error('maxLength', '/a', '#/properties/a/maxLength')], [types, rest], {})).toThrow(
      new Error('no rule claims the schema violation maxLength at /a (#/properties/a/maxLength)'),
    );
    expect(() => partition([error('enum', '', '#/enum')], [rest, rule('all', {})], {})).toThrow(
      new Error('rest and all all claim the schema violation enum at (root) (#/enum)'),
    );
  });

  it('keeps a wrong type and drops the other complaints about the same field', () => {
    const errors = [
      error('enum', '/a', '#/properties/a/enum'),
      error('type', '/a', '#/properties/a/type', { type: 'string' }),
      error('minimum', '/b', '#/properties/b/minimum'),
      error('required', '/a', '#/properties/a/required', { missingProperty: 'x' }),
    ];
    expect(given(errors, [types, rest])).toEqual({ types: ['type@/a'], rest: ['minimum@/b', 'required@/a/x'] });
  });

  it('drops if and discriminator errors, and a format error where the pattern already failed', () => {
    const errors = [
      error('if', '', '#/if'),
      error('discriminator', '', '#/discriminator'),
      error('pattern', '/a', '#/properties/a/pattern', { pattern: '^x$' }),
      error('format', '/a', '#/properties/a/format', { format: 'date' }),
      error('format', '/b', '#/properties/b/format', { format: 'date' }),
    ];
    expect(given(errors, [types, rest])).toEqual({ types: [], rest: ['pattern@/a', 'format@/b'] });
  });

  it('of an anyOf no branch satisfied, keeps the branch that got furthest into the value', () => {
    const errors = [
      error('type', '/list', '#/properties/list/anyOf/0/type', { type: 'number' }),
      error('type', '/list/1', '#/properties/list/anyOf/1/items/type', { type: 'string' }),
      error('anyOf', '/list', '#/properties/list/anyOf'),
      error('minimum', '/b', '#/properties/b/minimum'),
    ];
    expect(given(errors, [types, rest], { list: ['a', 2] })).toEqual({ types: ['type@/list/1'], rest: ['minimum@/b'] });
  });

  it('of an anyOf whose branches went as far, keeps the first', () => {
    const errors = [
      error('anyOf', '/c', '#/properties/c/anyOf'),
      error('enum', '/c/0', '#/properties/c/anyOf/0/items/enum'),
      error('const', '/c/1', '#/properties/c/anyOf/1/items/const'),
      error('minimum', '/c/1', '#/properties/c/anyOf/1/items/minimum'),
    ];
    expect(given(errors, [types, rest], { c: [1, 2] })).toEqual({ types: [], rest: ['enum@/c/0'] });
  });

  it('of an anyOf whose every branch failed on the type alone, says one type error with all the types', () => {
    const errors = [
      error('type', '/a', '#/properties/a/anyOf/0/type', { type: 'number' }),
      error('type', '/a', '#/properties/a/anyOf/1/type', { type: 'array' }),
      error('anyOf', '/a', '#/properties/a/anyOf'),
      error('enum', '/b', '#/properties/b/enum'),
    ];
    const byRule = partition(errors, [types, rest], { a: 'x', b: 1 });
    expect(byRule.get(types)).toEqual([
      {
        instancePath: '/a',
        keyword: 'type',
        schemaPath: '#/properties/a/anyOf',
        message: 'must pass type',
        expected: 'a number or an array',
        actual: 'the string "x"',
      },
    ]);
    expect(byRule.get(rest)!.map((v) => v.instancePath)).toEqual(['/b']);
  });

  it('does not merge type errors of an anyOf when one is about a part of the value', () => {
    const errors = [
      error('anyOf', '/list', '#/properties/list/anyOf'),
      error('type', '/list', '#/properties/list/anyOf/0/type', { type: 'number' }),
      error('type', '/list/0', '#/properties/list/anyOf/1/items/type', { type: 'string' }),
    ];
    expect(given(errors, [types, rest], { list: [1] })).toEqual({ types: ['type@/list/0'], rest: [] });
  });

  it('keeps errors of a schema path that only begins like the anyOf', () => {
    const errors = [
      error('anyOf', '/a', '#/properties/a/anyOf'),
      error('type', '/a', '#/properties/a/anyOf/0/type', { type: 'number' }),
      error('enum', '/b', '#/properties/a/anyOfOther/enum'),
    ];
    expect(given(errors, [types, rest], { a: 'x', b: 1 })).toEqual({ types: ['type@/a'], rest: ['enum@/b'] });
  });

  it('measures how far a branch got in steps into the value, not in characters', () => {
    const errors = [
      error('anyOf', '/c', '#/properties/c/anyOf'),
      error('enum', '/c/verylongname', '#/properties/c/anyOf/0/properties/verylongname/enum'),
      error('const', '/c/0/x', '#/properties/c/anyOf/1/items/properties/x/const'),
    ];
    expect(given(errors, [types, rest], { c: [{ x: 1 }] })).toEqual({ types: [], rest: ['const@/c/0/x'] });
  });

  it('measures how far a branch got by its deepest error, not its shallowest', () => {
    const errors = [
      error('required', '/c', '#/properties/c/anyOf/0/required', { missingProperty: 'z' }),
      error('enum', '/c/x/y', '#/properties/c/anyOf/0/properties/x/properties/y/enum'),
      error('const', '/c/0', '#/properties/c/anyOf/1/items/const'),
      error('anyOf', '/c', '#/properties/c/anyOf'),
    ];
    expect(given(errors, [types, rest], { c: { x: { y: 1 } } })).toEqual({ types: [], rest: ['required@/c/z', 'enum@/c/x/y'] });
  });

  it('does not merge the type errors of an anyOf when a branch also failed otherwise', () => {
    const alsoEnum = [
      error('type', '/a', '#/properties/a/anyOf/0/type', { type: 'number' }),
      error('type', '/a', '#/properties/a/anyOf/1/type', { type: 'string' }),
      error('enum', '/a', '#/properties/a/anyOf/1/enum'),
      error('anyOf', '/a', '#/properties/a/anyOf'),
    ];
    const expectedOfTypes = (errors: ErrorObject[]) =>
      partition(errors, [types, rest], { a: true })
        .get(types)!
        .map((v) => v.expected);
    expect(expectedOfTypes(alsoEnum)).toEqual(['a number']);
    const onlyEnum = [
      error('type', '/a', '#/properties/a/anyOf/0/type', { type: 'number' }),
      error('enum', '/a', '#/properties/a/anyOf/1/enum'),
      error('anyOf', '/a', '#/properties/a/anyOf'),
    ];
    expect(expectedOfTypes(onlyEnum)).toEqual(['a number']);
  });

  it('tells apart the branches of an anyOf with more than ten of them', () => {
    const kinds = ['number', 'array', 'object', 'boolean', 'null', 'integer', 'number', 'array', 'object', 'boolean', 'integer'];
    const errors = [
      ...kinds.map((type, branch) => error('type', '/a', `#/properties/a/anyOf/${branch}/type`, { type })),
      error('anyOf', '/a', '#/properties/a/anyOf'),
    ];
    const [violation] = partition(errors, [types, rest], { a: 'x' }).get(types)!;
    expect(violation!.expected).toBe(
      'a number, an array, an object, true or false, a whole number, a number, an array, an object, true or false, a whole number or null',
    );
  });

  it('keeps, once and in place, the errors listed before an anyOf that are not its branches', () => {
    const errors = [
      error('minimum', '/b', '#/properties/b/minimum'),
      error('type', '/list', '#/properties/list/anyOf/0/type', { type: 'number' }),
      error('type', '/list/1', '#/properties/list/anyOf/1/items/type', { type: 'string' }),
      error('enum', '/x', '#/properties/x/enum'),
      error('anyOf', '/list', '#/properties/list/anyOf'),
      error('const', '/y', '#/properties/y/const'),
    ];
    expect(given(errors, [types, rest], { list: ['a', 2] })).toEqual({
      types: ['type@/list/1'],
      rest: ['minimum@/b', 'enum@/x', 'const@/y'],
    });
  });
});
