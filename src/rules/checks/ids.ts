// Comparing the ids of a path with the ids in a body, exactly (ids can exceed 2^53 in edge forms).
import { valueAt } from '../describe.js';

/** The integer an id string names, read leniently (sign, leading zeros, surrounding spaces), or null. */
export function integerNamedBy(text: string): bigint | null {
  const trimmed = text.trim();
  return /^[+-]?\d+$/.test(trimmed) ? BigInt(trimmed) : null;
}

/**
 * The integer at a JSON Pointer of a parsed body, or null when it is not an integer number. JSON.parse
 * rounds integers beyond 2^53, so those are read again from the raw body: among the digits written for
 * that key, the ones that round to the parsed value (another field with the same key cannot pass for it).
 */
export function integerAt(document: unknown, pointer: string, rawBody: string): bigint | null {
  const value = valueAt(document, pointer);
  if (typeof value !== 'number' || !Number.isInteger(value)) return null;
  if (Number.isSafeInteger(value)) return BigInt(value);
  const key = pointer.slice(pointer.lastIndexOf('/') + 1);
  const written = [...rawBody.matchAll(new RegExp(`"${key}"\\s*:\\s*(-?\\d+)\\s*[,}]`, 'g'))].map((m) => m[1]!);
  const candidates = new Set(written.filter((digits) => Number(digits) === value));
  // Two different spellings that round alike cannot be told apart: keep the rounded value.
  return candidates.size === 1 ? BigInt([...candidates][0]!) : BigInt(value);
}
