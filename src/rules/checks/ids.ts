// Comparing the ids of a path with the ids in a body, exactly (ids can exceed 2^53 in edge forms).

/** The integer an id string names, read leniently (sign, leading zeros, surrounding spaces), or null. */
export function integerNamedBy(text: string): bigint | null {
  const trimmed = text.trim();
  return /^[+-]?\d+$/.test(trimmed) ? BigInt(trimmed) : null;
}

/** The integer a JSON value names, or null when it is not an integer number. */
export function integerOf(value: unknown): bigint | null {
  return typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : null;
}
