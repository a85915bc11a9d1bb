// The ids the cases send beyond the fixtures: unknown ids of every length that never name a known
// resource, and the edge forms of decision D10, each written as the stack it imitates writes it.
import { describe, expect, it } from 'vitest';

import {
  EDGE_FORMS,
  FIXED_EDGE_FORMS,
  FOREIGN_EDGE_FORMS,
  MALFORMED_FIXED,
  MALFORMED_IDS,
  UNKNOWN_ID,
  unknownIdClasses,
} from '../../../src/cases/example-ids.js';
import { MAX_ID, isWellFormedId } from '../../../src/id-range.js';
import { idFormOf, numberReadIn } from '../../../src/id-readings.js';

describe('unknownIdClasses', () => {
  it('one well-formed id of each length 1 to 19, ending in each digit, the edges of D17 and the widths that break stacks', () => {
    const ids = unknownIdClasses([]);
    expect(ids.map((id) => id.length)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(ids.every(isWellFormedId)).toBe(true);
    expect(new Set(ids.map((id) => id.at(-1)))).toEqual(new Set('0123456789'));
    expect(ids).toEqual(expect.arrayContaining(['1', '2147483648', '9007199254740993', MAX_ID.toString()]));
  });

  it('moves a known id to the nearest unknown id of its length, keeping its last digit when it can', () => {
    expect(unknownIdClasses(['42'])[1]).toBe('52');
    expect(unknownIdClasses(['42', '52', '32'])[1]).toBe('62');
    expect(unknownIdClasses(['1'])[0]).toBe('2');
    // The largest id cannot move up: it moves down, within the range.
    expect(unknownIdClasses([MAX_ID.toString()])[18]).toBe('9223372036854775797');
    // Every id of one digit known: nothing of that length is left, the id stays.
    expect(unknownIdClasses(['1', '2', '3', '4', '5', '6', '7', '8', '9'])[0]).toBe('1');
  });

  it('never leaves the length: a two-digit id does not move to one digit or three', () => {
    const known = Array.from({ length: 90 }, (_, i) => String(i + 10)).filter((id) => id !== '97');
    expect(unknownIdClasses(known)[1]).toBe('97');
  });

  it('looks a hundred steps of ten each way, then a hundred steps of one, and then gives up', () => {
    const around = (step: number) => Array.from({ length: 100 }, (_, k) => [314156 + k * step, 314156 - k * step]).flat();
    expect(unknownIdClasses(around(10).map(String))[5]).toBe('314157');
    expect(unknownIdClasses([...around(10), ...around(1)].map(String))[5]).toBe('314156');
  });
});

describe('the example ids', () => {
  it('the unknown id is well-formed; the malformed ones are read as a number by no stack', () => {
    expect(isWellFormedId(UNKNOWN_ID)).toBe(true);
    expect([...MALFORMED_IDS, ...MALFORMED_FIXED].map(idFormOf)).toEqual([...MALFORMED_IDS, ...MALFORMED_FIXED].map(() => 'malformed'));
  });

  it('the edge forms of an id, as sent by example', () => {
    expect(EDGE_FORMS.map(({ form, of }) => [form, of('11234224')])).toEqual([
      ['negative', '-11234224'],
      ['leading +', '+11234224'],
      ['leading zeros', '0011234224'],
      ['leading space', ' 11234224'],
      ['trailing space', '11234224 '],
      ['beyond 64 bits', '18446744073720785840'],
    ]);
  });

  it('the fixed edge forms: the edge of the range, other scripts, hexadecimal and digit groups', () => {
    expect(FIXED_EDGE_FORMS.map(({ form, of }) => [form, of('11234224')])).toEqual([
      ['beyond the range', '9223372036854775808'],
      ['beyond the range', '9223372036866010032'],
      ['beyond the range', '18446744073709551615'],
      ['beyond the range', '18446744073709551616'],
      ['digits of another script', '１１２３４２２４'],
      ['digits of another script', '١١٢٣٤٢٢٤'],
      ['hexadecimal', '0xab6bb0'],
      ['digit groups', '11_234_224'],
    ]);
    const groups = FIXED_EDGE_FORMS.find(({ form }) => form === 'digit groups')!.of;
    expect(['7', '42', '803', '6104', '1618037'].map(groups)).toEqual(['0_7', '4_2', '80_3', '6_104', '1_618_037']);
  });

  it("another vendor's id in every form a stack reads as that very number", () => {
    expect(FOREIGN_EDGE_FORMS.map(({ form }) => form)).toEqual([
      'leading zeros',
      'leading +',
      'leading space',
      'trailing space',
      'full-width digits',
      'Arabic-Indic digits',
      'hexadecimal',
      'digit groups',
    ]);
    for (const { form, of } of FOREIGN_EDGE_FORMS) expect([form, numberReadIn(of('258799947'))]).toEqual([form, 258799947n]);
  });
});
