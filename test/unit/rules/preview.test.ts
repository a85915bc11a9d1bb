// A value's JSON preview, cut to a length: what a report line shows of a value however large or deep.
import { describe, expect, it } from 'vitest';

import { preview } from '../../../src/rules/preview.js';

describe('preview', () => {
  it('writes any value as JSON', () => {
    expect(preview({ a: [1, 'two', null, true, { 'b c': {} }], d: [] }, 100)).toBe('{"a":[1,"two",null,true,{"b c":{}}],"d":[]}');
    expect(preview('x', 10)).toBe('"x"');
    expect(preview(undefined, 10)).toBe('undefined');
    expect(preview([undefined, 1], 20)).toBe('[undefined,1]');
    expect(preview({ a: undefined }, 20)).toBe('{"a":undefined}');
    expect(preview(Symbol('s'), 20)).toBe('Symbol(s)');
  });

  it('shows a value of exactly the length whole, a longer one cut with an ellipsis', () => {
    expect(preview([1, 2], 5)).toBe('[1,2]');
    expect(preview([1, 2], 4)).toBe('[1,2…');
    expect(preview([1, 2, 3, 4, 5], 4)).toBe('[1,2…');
    expect(preview('abcdef', 3)).toBe('"ab…');
    expect(preview({ a: 1, b: 2 }, 9)).toBe('{"a":1,"b…');
    expect(preview([[[]]], 2)).toBe('[[…');
  });

  it('shows the start of a very long or very deep value', () => {
    expect(
      preview(
        Array.from({ length: 200_000 }, (_, i) => i),
        12,
      ),
    ).toBe('[0,1,2,3,4,5…');
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i++) deep = { child: deep };
    expect(preview(deep, 20)).toBe('{"child":{"child":{"…');
  });
});
