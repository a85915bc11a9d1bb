// The names an object gives twice (D19), found in the text JSON.parse has already accepted, and the body as
// a parser that keeps the first value reads it.
import { describe, expect, it } from 'vitest';
import { duplicateNames, mayHaveDuplicates } from '../../../src/rules/duplicate-names.js';

const namesOf = (text: string) => duplicateNames({}, text, JSON.parse(text));

describe('duplicateNames', () => {
  it('finds none in a body whose names are unique, however its strings look', () => {
    expect(namesOf('{"a":"\\":","b":[{"a":1},{"a":2}],"c":{"a":{"a":3}}}')).toEqual({ duplicates: [] });
  });

  it('names the field by its JSON Pointer with every value as written, and reads the body as a first-value parser would', () => {
    const text = '{"a": 1, "b": {"x~/y": true, "x~/y" : false}, "a": 2.50, "a": [3]}';
    expect(namesOf(text)).toEqual({
      duplicates: [
        { at: '/a', values: ['1', '2.50', '[3]'], differ: true },
        { at: '/b/x~0~1y', values: ['true', 'false'], differ: true },
      ],
      firstValueText: '{"a": 1, "b": {"x~/y": true}}',
    });
  });

  it('finds a name given twice deep in an array, and cuts a later member whole, with whatever it holds', () => {
    const text = '[0, {"n": {"k": 1, "k": 2}, "n": {"m": 1, "m": 2}}]';
    const { duplicates, firstValueText } = namesOf(text);
    expect(duplicates.map((d) => d.at)).toEqual(['/1/n', '/1/n/k', '/1/n/m']);
    expect(firstValueText).toBe('[0, {"n": {"k": 1}}]');
  });

  it('gives no second reading when every duplicate repeats its value (1 and 1.0 are one number)', () => {
    expect(namesOf('{"a": 1, "a": 1.0, "b": {"c": [1]}, "b": {"c": [1]}}')).toEqual({
      duplicates: [
        { at: '/a', values: ['1', '1.0'], differ: false },
        { at: '/b', values: ['{"c": [1]}', '{"c": [1]}'], differ: false },
      ],
    });
  });
});

describe('mayHaveDuplicates', () => {
  const mayHave = (text: string) => mayHaveDuplicates(text, JSON.parse(text));

  it('rules out a body whose names are unique, whatever its values hold (so it is not scanned)', () => {
    for (const text of [
      '{"a":{"b":1},"c":[{"d":2},null,[{"e":3}]],"f":null}',
      '{"a":"xyz","b":["pq","rs"],"c":{"d":"tuv"}}',
      '[{"a":1},{"a":2},"w",null,5]',
      '{ "a" : 1, "b" : { "c" : [ 2 ] } }',
      '"a string"',
      '5',
      'null',
    ])
      expect(mayHave(text), text).toBe(false);
  });

  it('lets through every body that names a field twice, however its names are spaced', () => {
    for (const text of [
      '{"a":1,"a":2}',
      '{"a" :1,"a" :2}',
      '{"a"\n:1,"a"\t:2}',
      '{"a":"xyz","a":"q"}',
      '[{"a":null,"a":null}]',
      '{"a":{"b":[1,2,3],"b":[4]}}',
    ])
      expect(mayHave(text), text).toBe(true);
  });
});
