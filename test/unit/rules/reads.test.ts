// The parts of a body a rule reads: what each read gives its check, and the first part that cannot be read
// (the rule's skip reason, "not judged: /startDate is not a string"), pinned for every kind and shape.
import { describe, expect, it } from 'vitest';

import { at, readAll, unreadablePart } from '../../../src/rules/reads.js';

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const date = { what: 'a date', test: isDate };

describe('at', () => {
  it('is the pointer and the kind', () => {
    expect(at('/a/*', 'string')).toEqual({ at: '/a/*', is: 'string' });
  });
});

describe('unreadablePart', () => {
  it.each([
    [{ a: {} }, 'object'],
    [{ a: [] }, 'array'],
    [{ a: '' }, 'string'],
    [{ a: 1.5 }, 'number'],
    [{ a: -2 }, 'integer'],
    [{ a: '2024-01-31' }, date],
  ] as const)('reads %j as %j', (document, kind) => {
    expect(unreadablePart(document, { at: '/a', is: kind })).toBeUndefined();
  });

  it.each([
    [{ a: [] }, 'object', 'is not an object'],
    [{ a: null }, 'object', 'is not an object'],
    [{ a: {} }, 'array', 'is not an array'],
    [{ a: 1 }, 'string', 'is not a string'],
    [{ a: '1' }, 'number', 'is not a number'],
    [{ a: 1.5 }, 'integer', 'is not a whole number'],
    [{ a: '1' }, 'integer', 'is not a whole number'],
    [{ a: '2024-1-31' }, date, 'is not a date'],
  ] as const)('says %j is not %j', (document, kind, problem) => {
    expect(unreadablePart(document, { at: '/a', is: kind })).toEqual({ at: '/a', problem });
  });

  it('reads the whole body at the empty pointer', () => {
    expect(unreadablePart([], { at: '', is: 'object' })).toEqual({ at: '', problem: 'is not an object' });
    expect(unreadablePart({}, { at: '', is: 'object' })).toBeUndefined();
  });

  it('names the first part on the way that is absent or not an object, escaped', () => {
    expect(unreadablePart({ a: {} }, { at: '/a/b/c', is: 'string' })).toEqual({ at: '/a/b', problem: 'is absent' });
    // A read names keys as they are; the place it reports is a JSON Pointer, escaped.
    expect(unreadablePart({ 'a~b': {} }, { at: '/a~b/c', is: 'string' })).toEqual({ at: '/a~0b/c', problem: 'is absent' });
    expect(unreadablePart({ 'a~b': { c: 1 } }, { at: '/a~b/c', is: 'string' })).toEqual({ at: '/a~0b/c', problem: 'is not a string' });
    expect(unreadablePart({ a: 'x' }, { at: '/a/b', is: 'string' })).toEqual({ at: '/a', problem: 'is not an object' });
    expect(unreadablePart({ a: [] }, { at: '/a/b', is: 'string' })).toEqual({ at: '/a', problem: 'is not an object' });
    expect(unreadablePart(null, { at: '/a', is: 'string' })).toEqual({ at: '', problem: 'is not an object' });
  });

  it('reads every element with *, and names the shallowest, then first, element it cannot read', () => {
    expect(unreadablePart({ a: ['x', 'y'] }, { at: '/a/*', is: 'string' })).toBeUndefined();
    expect(unreadablePart({ a: ['x', 1, 2] }, { at: '/a/*', is: 'string' })).toEqual({ at: '/a/1', problem: 'is not a string' });
    expect(unreadablePart({ a: {} }, { at: '/a/*', is: 'string' })).toEqual({ at: '/a', problem: 'is not an array' });
    const items = { a: [{ b: 1 }, {}, { b: 'x' }, 'y'] };
    expect(unreadablePart(items, { at: '/a/*/b', is: 'string' })).toEqual({ at: '/a/1/b', problem: 'is absent' });
    expect(unreadablePart({ a: [{ b: 1 }, { b: 'x' }] }, { at: '/a/*/b', is: 'string' })).toEqual({
      at: '/a/0/b',
      problem: 'is not a string',
    });
  });
});

describe('readAll', () => {
  it('gives each read its value and place, and every element of a * read', () => {
    const document = { id: 7, items: [{ name: 'a' }, { name: 2 }, { name: 'c' }] };
    expect(readAll(document, { id: at('/id', 'integer'), names: at('/items/*/name', 'string') })).toEqual({
      values: {
        id: { at: '/id', value: 7 },
        names: [
          { at: '/items/0/name', value: 'a' },
          { at: '/items/2/name', value: 'c' },
        ],
      },
      unreadable: { at: '/items/1/name', problem: 'is not a string' },
    });
  });

  it('gives no values when a single part cannot be read, and the first unreadable part of the reads in order', () => {
    const document = { id: 'x' };
    expect(readAll(document, { other: at('/other', 'string'), id: at('/id', 'integer') })).toEqual({
      unreadable: { at: '/other', problem: 'is absent' },
    });
    expect(readAll(document, { id: at('/id', 'string') })).toEqual({ values: { id: { at: '/id', value: 'x' } } });
    expect(readAll(document, {})).toEqual({ values: {} });
  });
});
