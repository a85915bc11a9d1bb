// A property's seed: the same run seed replays every property exactly, and the properties of one run
// explore different values.
import { describe, expect, it } from 'vitest';

import { propertySeed } from '../../../src/properties/seed.js';

describe('propertySeed', () => {
  it('is the same for the same run seed and property, a 32-bit integer', () => {
    expect(propertySeed(1, 'p')).toBe(propertySeed(1, 'p'));
    expect(propertySeed(1, 'p')).toBe(-200523172);
    expect(Number.isInteger(propertySeed(123456789, 'a long property name'))).toBe(true);
  });

  it('differs between the properties of one run, and between runs', () => {
    const names = ['p', 'q', 'property: for every unknown couponId', 'property: for every unknown inquiryId'];
    expect(new Set(names.map((name) => propertySeed(1, name))).size).toBe(names.length);
    expect(propertySeed(2, 'p')).not.toBe(propertySeed(1, 'p'));
  });
});
