// The range of well-formed ids (D17) and its pattern for the OpenAPI document: the two say the same
// thing for every string, at the bounds and far from them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDecimalsUpTo, isWellFormedId, MAX_ID, WELL_FORMED_ID_PATTERN } from '../../src/id-range.js';

const pattern = new RegExp(WELL_FORMED_ID_PATTERN);

describe('isWellFormedId (D17)', () => {
  const cases: [given: string, want: boolean][] = [
    ['1', true],
    ['9007199254740991', true],
    ['9007199254740992', true],
    ['76921487946955725', true],
    ['9223372036854775807', true],
    ['9223372036854775808', false],
    ['76921487946955725983230984192', false],
    ['0', false],
    ['01', false],
    ['-1', false],
    ['+1', false],
    ['1e5', false],
    [' 1', false],
    ['', false],
  ];
  it.each(cases)('%s -> %s, and the pattern agrees', (given, want) => {
    expect(isWellFormedId(given)).toBe(want);
    expect(pattern.test(given)).toBe(want);
  });

  it('the largest id is the largest Java long', () => {
    expect(MAX_ID).toBe(9223372036854775807n);
  });
});

describe('canonicalDecimalsUpTo(max) matches exactly the canonical decimals 1..max', () => {
  const canonical = (n: bigint) => n.toString();
  it('for every max and every n near it or anywhere', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: MAX_ID }),
        fc.bigInt({ min: -2n, max: 2n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        (max, delta, far) => {
          const matches = new RegExp(canonicalDecimalsUpTo(max));
          for (const n of [max + delta, far])
            if (n >= 0n) expect(matches.test(canonical(n)), `${n} against max ${max}`).toBe(n >= 1n && n <= max);
        },
      ),
    );
  });

  it('and no written form other than the canonical one', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789+- e.'), maxLength: 21 }), (text) => {
        expect(pattern.test(text)).toBe(isWellFormedId(text));
      }),
    );
  });

  it('for the small bounds whose branches are special cases', () => {
    expect(['1', '2'].filter((t) => new RegExp(canonicalDecimalsUpTo(1n)).test(t))).toEqual(['1']);
    expect(['9', '10', '11'].filter((t) => new RegExp(canonicalDecimalsUpTo(10n)).test(t))).toEqual(['9', '10']);
  });
});
