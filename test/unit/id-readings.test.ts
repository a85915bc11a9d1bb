// How the harness reads an id as common stacks do (D10, revised 2026-11-25): each row is what Java,
// Spring, Python, Go or .NET make of the text, from their documentation and sources (docs/decisions.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIGIT_ZEROS, idFormOf, inScript, numberReadIn } from '../../src/id-readings.js';

/** The largest id (D17), written out: never read from the code under test. */
const LARGEST_JAVA_LONG = 9223372036854775807n;

describe('numberReadIn', () => {
  const cases: [given: string, want: bigint | null, why: string][] = [
    ['11234224', 11234224n, 'every stack'],
    ['0011234224', 11234224n, 'leading zeros: every stack'],
    ['+11234224', 11234224n, 'a plus sign: Java, Python, Go, .NET'],
    ['-5', -5n, 'a minus sign'],
    [' 7 ', 7n, 'surrounding spaces: Spring, Python, .NET'],
    ['1 2', 12n, 'a space inside: Spring removes every white space'],
    ['١٢٣', 123n, 'Arabic-Indic digits: Java, Python'],
    ['１２３', 123n, 'full-width digits: Java, Python'],
    ['१२३४५६७८९०1234567890', 12345678901234567890n, 'mixed scripts: Python (CPython test_int)'],
    ['𝟏𝟐', 12n, 'mathematical digits beyond the BMP: Python only'],
    ['0x1F', 31n, 'hexadecimal: Spring (Long.decode)'],
    ['#1f', 31n, 'hexadecimal with #: Spring'],
    ['-0x10', -16n, 'negative hexadecimal: Spring'],
    ['11_234_224', 11234224n, 'digit groups: Python'],
    ['18446744073709551616', 2n ** 64n, 'beyond 64 bits: Python'],
    ['12abc', null, "parseInt's prefix is not a reading"],
    ['1e5', null, "Number()'s exponent is not a reading"],
    ['3.14', null, 'a fraction'],
    ['①', null, 'a circled digit: only normalisation makes it 1'],
    ['1²', null, 'a superscript two'],
    ['12_', null, 'an underscore not between digits'],
    ['1__2', null, 'two underscores'],
    ['0x', null, 'a prefix without digits'],
    ['+0x10', null, 'Spring decodes hexadecimal only after nothing or a minus'],
    ['0x10000000000000000', null, 'hexadecimal beyond a long: Spring refuses it'],
    ['', null, 'nothing'],
  ];
  it.each(cases)('%j -> %s (%s)', (given, want) => {
    expect(numberReadIn(given)).toBe(want);
  });

  it('reads any decimal in any script of DIGIT_ZEROS as that decimal', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: LARGEST_JAVA_LONG }), fc.constantFrom(...DIGIT_ZEROS), (value, zero) => {
        expect(numberReadIn(inScript(value.toString(), zero))).toBe(value);
      }),
    );
  });
});

describe('DIGIT_ZEROS', () => {
  it.each(DIGIT_ZEROS.map((zero) => [zero.toString(16), zero]))('U+%s starts a row of ten decimal digits', (_, zero) => {
    const row = Array.from({ length: 10 }, (__, offset) => String.fromCodePoint(zero + offset));
    expect(row.every((digit) => /^\p{Nd}$/u.test(digit))).toBe(true);
    expect(numberReadIn(row.join(''))).toBe(123456789n);
  });
});

describe('idFormOf (decisions D10 and D17)', () => {
  it.each([
    ['123', 'well-formed'],
    ['9223372036854775807', 'well-formed'],
    ['9223372036854775808', 'edge form'],
    ['0', 'edge form'],
    ['0012', 'edge form'],
    ['-5', 'edge form'],
    [' 7', 'edge form'],
    ['18446744073709551616', 'edge form'],
    ['١٢٣', 'edge form'],
    ['0x1F', 'edge form'],
    ['12x', 'malformed'],
    ['①', 'malformed'],
  ])('%j is %s', (id, form) => {
    expect(idFormOf(id)).toBe(form);
  });
});
