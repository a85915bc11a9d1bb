// One seed per property, derived from the run's seed and the property's name: the same run seed
// replays every property exactly, and properties of one run still explore different values.

/** FNV-1a over the name, mixed with the run seed; a 32-bit integer as fast-check wants. */
export function propertySeed(runSeed: number, name: string): number {
  let hash = 0x811c9dc5 ^ runSeed;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
