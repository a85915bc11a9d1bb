// A small seeded PRNG (mulberry32). The reference dataset must be byte-identical for a given seed on
// every machine, so Math.random is never used in src/reference.

export interface Random {
  /** Uniform in [0, 1), with 53 bits of resolution so that large integer ranges stay uniform. */
  next(): number;
  /** Uniform integer in [min, max], both inclusive; both must be safe integers. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

const TWO_POW_32 = 0x1_0000_0000;
const TWO_POW_53 = 2 ** 53;

export function createRandom(seed: number): Random {
  let state = seed >>> 0;

  function next32(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  function next(): number {
    // Two draws: 21 high bits and 32 low bits make one 53-bit fraction.
    const high = next32() >>> 11;
    const low = next32();
    return (high * TWO_POW_32 + low) / TWO_POW_53;
  }

  function int(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
      throw new RangeError(`int(${min}, ${max}): expected safe integers with min <= max`);
    }
    return min + Math.floor(next() * (max - min + 1));
  }

  function chance(probability: number): boolean {
    // Stryker disable next-line EqualityOperator: a draw equal to the probability has a chance of 2^-53
    return next() < probability;
  }

  function pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() needs a non-empty list');
    // An index in [0, length): an item of the list, whatever it holds.
    return items[int(0, items.length - 1)] as T;
  }

  return { next, int, chance, pick };
}
