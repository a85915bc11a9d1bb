// The reference's seeded PRNG: the dataset is byte-identical for a seed on every machine, so its draws
// are pinned here, and so are the bounds of each kind of draw.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/reference/random.js';

const draws = <T>(seed: number, count: number, draw: (random: ReturnType<typeof createRandom>) => T): T[] => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => draw(random));
};

describe('createRandom', () => {
  it('gives the same draws for the same seed, and other draws for another', () => {
    expect(draws(7, 20, (random) => random.next())).toEqual(draws(7, 20, (random) => random.next()));
    expect(draws(8, 20, (random) => random.next())).not.toEqual(draws(7, 20, (random) => random.next()));
  });

  it('is mulberry32, two 32-bit draws to one 53-bit fraction: its first draws for seed 1 are pinned', () => {
    expect(draws(1, 4, (random) => random.int(0, 2 ** 53 - 1))).toMatchInlineSnapshot(`
      [
        5648178358733257,
        4750822158510077,
        8722371115902512,
        5519963783864156,
      ]
    `);
  });

  it('reads a seed as an unsigned 32-bit integer', () => {
    expect(draws(-1, 5, (random) => random.next())).toEqual(draws(2 ** 32 - 1, 5, (random) => random.next()));
  });

  it('draws fractions in [0, 1) below 2^-32 apart, not 32-bit steps', () => {
    const fractions = draws(3, 2_000, (random) => random.next());
    expect(fractions.every((fraction) => fraction >= 0 && fraction < 1)).toBe(true);
    expect(fractions.some((fraction) => !Number.isInteger(fraction * 2 ** 32))).toBe(true);
  });

  it('draws integers with both bounds reached and none beyond', () => {
    const values = new Set(draws(4, 500, (random) => random.int(-2, 2)));
    expect([...values].sort()).toEqual([-1, -2, 0, 1, 2]);
    expect(draws(5, 10, (random) => random.int(6, 6))).toEqual(Array(10).fill(6));
  });

  it.each([
    [1.5, 2],
    [0, Number.MAX_SAFE_INTEGER + 2],
    [3, 2],
  ])('refuses int(%d, %d): bounds must be safe integers, the smaller first', (min, max) => {
    expect(() => createRandom(1).int(min, max)).toThrow(new RangeError(`int(${min}, ${max}): expected safe integers with min <= max`));
  });

  it('gives a chance of 0 never and of 1 always, and about a half of the time for 0.5', () => {
    expect(draws(6, 100, (random) => random.chance(0))).not.toContain(true);
    expect(draws(6, 100, (random) => random.chance(1))).not.toContain(false);
    const heads = draws(6, 1_000, (random) => random.chance(0.5)).filter(Boolean).length;
    expect(heads).toBeGreaterThan(400);
    expect(heads).toBeLessThan(600);
  });

  it('picks every item of a list over enough draws, and refuses an empty list', () => {
    expect(new Set(draws(9, 200, (random) => random.pick(['a', 'b', 'c'])))).toEqual(new Set(['a', 'b', 'c']));
    expect(() => createRandom(1).pick([])).toThrow(new RangeError('pick() needs a non-empty list'));
  });
});
