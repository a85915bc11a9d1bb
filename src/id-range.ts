// The ids that name a possible resource (decision D17): the marketplace's ids are Java longs, so every
// decimal from 1 to 2^63-1, written without sign, padding or leading zeros, is well-formed. The
// reference, the OpenAPI document and the cases all read the range from here.

/** The largest well-formed id: Java's Long.MAX_VALUE. */
export const MAX_ID = 2n ** 63n - 1n;

const CANONICAL_DECIMAL = /^[1-9][0-9]*$/;

/** A positive decimal in canonical form that fits a Java long. */
export function isWellFormedId(text: string): boolean {
  return CANONICAL_DECIMAL.test(text) && BigInt(text) <= MAX_ID;
}

/**
 * A regular expression for the canonical decimals 1..max: for tools that read only a pattern (the
 * OpenAPI document's path parameters). Shorter numbers are free; a number as long as max is at most
 * max when it agrees with max up to some digit, has a smaller digit there, and anything after.
 */
export function canonicalDecimalsUpTo(max: bigint): string {
  const digits = max.toString();
  const n = digits.length;
  const rest = (count: number) => (count === 0 ? '' : `[0-9]{${count}}`);
  const branches: string[] = [];
  if (n > 1) branches.push(n === 2 ? '[1-9]' : `[1-9][0-9]{0,${n - 2}}`);
  for (let i = 0; i < n; i++) {
    const lowest = i === 0 ? 1 : 0;
    const digit = Number(digits[i]);
    if (digit <= lowest) continue;
    const smaller = digit - 1 === lowest ? String(lowest) : `[${lowest}-${digit - 1}]`;
    branches.push(`${digits.slice(0, i)}${smaller}${rest(n - i - 1)}`);
  }
  branches.push(digits);
  return `^(?:${branches.join('|')})$`;
}

/** isWellFormedId as a pattern. */
export const WELL_FORMED_ID_PATTERN = canonicalDecimalsUpTo(MAX_ID);
