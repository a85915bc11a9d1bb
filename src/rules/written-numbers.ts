// Numbers exactly as the body wrote them. JSON.parse reads every number into a double: 9007199254740993
// becomes ...992, 1.1234224e7 becomes 11234224 and 11234224.00000000001 becomes 11234224. Ids are
// compared by the exact decimal value written, and a report never shows a value the body did not
// contain: for those, the number is read again from the text, as written.
import { createRequire } from 'node:module';
import { escapePointer } from './pointers.js';

// lossless-json (its CommonJS build) loads the first time a body needs it: most bodies never do, and a
// process that judges no body (a run's main process, --help) never pays for it. This is its one importer.
const require = createRequire(import.meta.url);
let losslessJson: typeof import('lossless-json') | undefined;
const lossless = () => (losslessJson ??= require('lossless-json') as typeof import('lossless-json'));

/** A body can only hold such numbers if it has a long run of digits, a decimal point or an exponent in a number. */
const MAYBE_INEXACT = /[0-9]{16}|[0-9]\.[0-9]|[0-9][eE]/;

const cache = new Map<string, ReadonlyMap<string, string>>();
const CACHE_SIZE = 8;

/** Pointer -> the number as written, for every number whose written form is not how JavaScript prints its double. */
function writtenForms(text: string): ReadonlyMap<string, string> {
  const cached = cache.get(text);
  if (cached) return cached;
  const forms = new Map<string, string>();
  if (MAYBE_INEXACT.test(text)) {
    const { isLosslessNumber, parse } = lossless();
    let document: unknown;
    try {
      document = parse(text);
    } catch {
      document = undefined; // not JSON: no numbers to speak of
    }
    const stack: [unknown, string][] = [[document, '']];
    for (let at = stack.pop(); at; at = stack.pop()) {
      const [value, pointer] = at;
      if (isLosslessNumber(value)) {
        if (String(Number(value.value)) !== value.value) forms.set(pointer, value.value);
      } else if (value !== null && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) stack.push([item, `${pointer}/${escapePointer(key)}`]);
      }
    }
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, forms);
  return forms;
}

/** The number at `pointer` as the body wrote it, when that differs from how its double prints. */
export const writtenNumberAt = (text: string, pointer: string): string | undefined => writtenForms(text).get(pointer);

/** The exact integer a decimal number names (1.1234224e7, 11234224.0), or null when it names a fraction. */
export function exactInteger(written: string): bigint | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(written);
  if (!m) return null;
  let digits = `${m[2]}${m[3] ?? ''}`;
  let exponent = Number(m[4] ?? 0) - (m[3]?.length ?? 0);
  while (exponent < 0 && digits.endsWith('0')) {
    digits = digits.slice(0, -1);
    exponent += 1;
  }
  if (exponent < 0 && /[1-9]/.test(digits)) return null;
  const magnitude = exponent < 0 ? 0n : BigInt(digits) * 10n ** BigInt(exponent);
  return m[1] === '-' ? -magnitude : magnitude;
}

/** Only a number written with 16 or more digits, or with an exponent, can read as a double on the wrong side of a bound. */
const MAYBE_ROUNDED = /[0-9](?:\.?[0-9]){15}|[0-9][eE][+-]?[0-9]/;

const bits = new DataView(new ArrayBuffer(8));
/** The next double away from zero (`up`) or toward zero. */
function adjacent(value: number, up: boolean): number {
  if (value === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  bits.setFloat64(0, value);
  const raw = bits.getBigUint64(0);
  const awayFromZero = up === value > 0;
  bits.setBigUint64(0, awayFromZero ? raw + 1n : raw - 1n);
  return bits.getFloat64(0);
}

/**
 * A double that sorts against integers (a limit, -1, 0) and reads as whole or not exactly as the written
 * decimal does: the parsed double itself, or the double next to it on the written value's side.
 */
function faithfulDouble(written: string, parsed: number): number {
  if (!Number.isFinite(parsed)) return parsed;
  const exact = exactInteger(written);
  if (exact !== null) {
    if (!Number.isInteger(parsed)) return parsed;
    const rounded = BigInt(parsed);
    return rounded === exact ? parsed : adjacent(parsed, exact > rounded);
  }
  if (!Number.isInteger(parsed)) return parsed; // a fraction that stayed a fraction
  // A fraction that rounded to a whole number: step off it toward the side the fraction is on.
  const truncated = exactInteger(written.replace(/\.\d*/, '').replace(/[eE].*$/, '')) ?? 0n;
  const above = written.startsWith('-') ? BigInt(parsed) !== truncated : BigInt(parsed) === truncated;
  return adjacent(parsed, above);
}

/**
 * `document` (as JSON.parse read `text`) with every number that rounded replaced by its faithful double,
 * so that the schema's integer types, limits and constants judge what was written. Most bodies have no
 * such number and are returned as they are.
 */
export function faithfulNumbers(document: unknown, text: string): unknown {
  if (!MAYBE_ROUNDED.test(text)) return document;
  for (const [pointer, written] of writtenForms(text)) {
    const segments = pointer
      .slice(1)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const key = segments.pop()!;
    const parent = segments.reduce<unknown>((at, segment) => (at as Record<string, unknown>)?.[segment], document) as
      Record<string, unknown> | undefined;
    if (parent && typeof parent[key] === 'number') parent[key] = faithfulDouble(written, parent[key]);
  }
  return document;
}
