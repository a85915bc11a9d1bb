// Numbers as the body wrote them (docs/decisions.md: ids compare by the decimal value written): the text a
// report shows, the exact integer a decimal names, and the double a schema judges in place of a rounded one.
import { describe, expect, it } from 'vitest';

import { exactInteger, faithfulNumbers, writtenNumberAt } from '../../../src/rules/written-numbers.js';

describe('writtenNumberAt', () => {
  it('gives a number as written when its double prints otherwise', () => {
    expect(writtenNumberAt('{"id":9007199254740993}', '/id')).toBe('9007199254740993');
    expect(writtenNumberAt('{"id":1.1234224e7}', '/id')).toBe('1.1234224e7');
    expect(writtenNumberAt('{"id":1E3}', '/id')).toBe('1E3');
    expect(writtenNumberAt('{"id":11234224.00000000001}', '/id')).toBe('11234224.00000000001');
    expect(writtenNumberAt('{"price":2.50}', '/price')).toBe('2.50');
  });

  it('gives nothing for a number that prints as written, or a place with no such number', () => {
    expect(writtenNumberAt('{"id":7}', '/id')).toBeUndefined();
    expect(writtenNumberAt('{"price":2.5}', '/price')).toBeUndefined();
    expect(writtenNumberAt('{"id":123456789012345}', '/id')).toBeUndefined();
    expect(writtenNumberAt('{"id":1.0}', '/other')).toBeUndefined();
    expect(writtenNumberAt('{"id":"1.0"}', '/id')).toBeUndefined();
  });

  it('finds numbers at any depth, with keys escaped as JSON Pointer escapes them', () => {
    const text = '{"a":{"b/c":[1, 2.0], "d~e": {"f": 1e2}}, "g": null}';
    expect(writtenNumberAt(text, '/a/b~1c/1')).toBe('2.0');
    expect(writtenNumberAt(text, '/a/d~0e/f')).toBe('1e2');
    expect(writtenNumberAt(text, '/a/b~1c/0')).toBeUndefined();
  });

  it('gives -0 as written, since its double prints as 0', () => {
    expect(writtenNumberAt('{"n":-0}', '/n')).toBe('-0');
    expect(writtenNumberAt('{"n":[-0]}', '/n/0')).toBe('-0');
  });

  it('gives a number that is the whole body as written', () => {
    expect(writtenNumberAt('1E3', '')).toBe('1E3');
    expect(writtenNumberAt('2.50', '')).toBe('2.50');
  });

  it('reads a body that is not JSON as holding no numbers', () => {
    expect(writtenNumberAt('{"id":1.0', '/id')).toBeUndefined();
  });

  it('reads each of many bodies afresh', () => {
    for (let n = 0; n < 12; n++) expect(writtenNumberAt(`{"n":${n}.0}`, '/n')).toBe(`${n}.0`);
    for (let n = 0; n < 12; n++) expect(writtenNumberAt(`{"n":${n}.0}`, '/n')).toBe(`${n}.0`);
  });
});

describe('exactInteger', () => {
  it.each([
    ['11234224', 11234224n],
    ['1.1234224e7', 11234224n],
    ['11234224.0', 11234224n],
    ['11234224.000', 11234224n],
    ['1.5e1', 15n],
    ['150e-1', 15n],
    ['100E-2', 1n],
    ['10E+2', 1000n],
    ['1e10', 10000000000n],
    ['0e99999999', 0n],
    ['-0', 0n],
    ['-12', -12n],
    ['-1.2e1', -12n],
    ['0.0', 0n],
    ['0e-5', 0n],
    ['9007199254740993', 9007199254740993n],
  ])('%s names %s', (written, integer) => {
    expect(exactInteger(written)).toBe(integer);
  });

  it.each(['11234224.5', '15e-1', '1e-1', '0.5', '-0.01', '1.', '.5', ' 1', '1e', '+1', 'abc', '1.2.3', ''])(
    '%j names no integer',
    (written) => {
      expect(exactInteger(written)).toBeNull();
    },
  );

  it('reads a whole part of up to 100,000 digits, leading zeros aside, and no more: more would take a server-chosen time', () => {
    expect(exactInteger('1e99999')).toBe(10n ** 99_999n);
    expect(exactInteger(`0.${'0'.repeat(200_000)}1e200002`)).toBe(10n);
    expect(exactInteger(`-${'7'.repeat(100_000)}`)).toBe(-BigInt('7'.repeat(100_000)));
    for (const tooLong of ['1e100000', '1e99999999', '7'.repeat(100_001), `${'7'.repeat(4_000_000)}.5e-1`, '-1E+99999999'])
      expect(exactInteger(tooLong)).toBeNull();
  });
});

describe('faithfulNumbers', () => {
  const faithful = (text: string) => faithfulNumbers(JSON.parse(text), text) as Record<string, unknown>;

  it('returns a body without long or exponent numbers as it is', () => {
    const document = { id: 7, price: 2.5 };
    expect(faithfulNumbers(document, '{"id":7,"price":2.5}')).toBe(document);
    expect(faithful('{"id":123456789012345.0}')).toEqual({ id: 123456789012345 });
  });

  it('steps a rounded integer to the next double on the side of the written value', () => {
    expect(faithful('{"id":9007199254740993}')).toEqual({ id: 9007199254740994 });
    expect(faithful('{"id":-9007199254740993}')).toEqual({ id: -9007199254740994 });
    expect(faithful('{"id":90071992547409930e-1}')).toEqual({ id: 9007199254740994 });
    expect(faithful('{"id":9007199254740992}')).toEqual({ id: 9007199254740992 });
    expect(faithful('{"id":1.5e1}')).toEqual({ id: 15 });
  });

  it('steps an integer written with a short exponent that rounded, signed or not', () => {
    expect(faithful('{"n":1e23}')).toEqual({ n: 1.0000000000000001e23 });
    expect(faithful('{"n":1E+23}')).toEqual({ n: 1.0000000000000001e23 });
    expect(faithful('{"n":-1e23}')).toEqual({ n: -1.0000000000000001e23 });
  });

  it('steps a number that is the whole body', () => {
    expect(faithfulNumbers(9007199254740992, '9007199254740993')).toBe(9007199254740994);
  });

  it('steps a fraction that rounded to a whole number off it, toward the fraction', () => {
    expect(faithful('{"p":1.0000000000000001}')).toEqual({ p: 1.0000000000000002 });
    expect(faithful('{"p":0.99999999999999999}')).toEqual({ p: 0.9999999999999999 });
    expect(faithful('{"p":11234224.00000000001}')).toEqual({ p: 11234224.000000002 });
    expect(faithful('{"p":-1.0000000000000001}')).toEqual({ p: -1.0000000000000002 });
    expect(faithful('{"p":-0.99999999999999999}')).toEqual({ p: -0.9999999999999999 });
  });

  it('steps a fraction written with an exponent off the whole number it rounded to, toward the fraction', () => {
    expect(faithful('{"p":100000000000000001e-17}')).toEqual({ p: 1.0000000000000002 });
    expect(faithful('{"p":-100000000000000001e-17}')).toEqual({ p: -1.0000000000000002 });
    expect(faithful('{"p":99999999999999999e-17}')).toEqual({ p: 0.9999999999999999 });
    expect(faithful('{"p":1.0000000000000001E0}')).toEqual({ p: 1.0000000000000002 });
  });

  it('steps a fraction too small for a double off zero, toward its sign', () => {
    const tiny = `0.${'0'.repeat(400)}1`;
    expect(faithful(`{"p":${tiny}}`)).toEqual({ p: Number.MIN_VALUE });
    expect(faithful(`{"p":-${tiny}}`)).toEqual({ p: -Number.MIN_VALUE });
    expect(faithful('{"p":1e-400,"q":-1e-400}')).toEqual({ p: Number.MIN_VALUE, q: -Number.MIN_VALUE });
  });

  it('keeps zero written with any exponent as zero', () => {
    expect(faithful('{"p":0e99999999,"q":-0.0e-5}')).toEqual({ p: 0, q: -0 });
  });

  it('keeps fractions that stayed fractions, and numbers too large for a double', () => {
    expect(faithful('{"p":1.25e-1,"q":1e400,"r":-1e400}')).toEqual({ p: 0.125, q: Infinity, r: -Infinity });
    expect(faithful('{"q":1e99999999}')).toEqual({ q: Infinity });
    expect(faithful('{"p":0.12345678901234567}')).toEqual({ p: 0.12345678901234566 });
  });

  it('replaces numbers at any depth, with escaped keys', () => {
    expect(faithful('{"a/b":{"c~d":[9007199254740993]}}')).toEqual({ 'a/b': { 'c~d': [9007199254740994] } });
  });

  it('leaves a place alone that does not hold a number in the document given', () => {
    const text = '{"a":{"id":9007199254740993}}';
    expect(faithfulNumbers({ a: { id: 'x' } }, text)).toEqual({ a: { id: 'x' } });
    expect(faithfulNumbers({}, text)).toEqual({});
    expect(faithfulNumbers(null, text)).toBeNull();
  });
});
