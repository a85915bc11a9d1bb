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

/** A body can only hold such numbers if it has a long run of digits, a decimal point, an exponent or a -0. */
const MAYBE_INEXACT = /[0-9]{16}|[0-9][.eE]|-0\b/;

const cache = new Map<string, ReadonlyMap<string, string>>();
const CACHE_SIZE = 8;

/** Pointer -> the number as written, for every number whose written form is not how JavaScript prints its double. */
function writtenForms(text: string): ReadonlyMap<string, string> {
  const cached = cache.get(text);
  if (cached) return cached;
  const forms = new Map<string, string>();
  // Equivalent is only the mutant that reads every body; the one that reads none, disabled with it, fails every test here.
  // Stryker disable next-line ConditionalExpression: a shortcut only, reading every body finds the same numbers
  if (MAYBE_INEXACT.test(text)) {
    const { isLosslessNumber, parse } = lossless();
    let document: unknown;
    try {
      document = parse(text);
    } catch {
      // not JSON: document stays undefined, no numbers to speak of
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
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the cache only spares a second read; any bound gives the same forms
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, forms);
  return forms;
}

/** The number at `pointer` as the body wrote it, when that differs from how its double prints. */
export const writtenNumberAt = (text: string, pointer: string): string | undefined => writtenForms(text).get(pointer);

/**
 * The most digits the whole part of a number may have to be read exactly: more than any request line carries
 * an id of (Node refuses one over 16 KB), far more than a double's 309. Reading 1e99999999 or four million
 * digits exactly takes seconds, which a server must not be able to make a run spend on one number.
 */
const MAX_WHOLE_DIGITS = 100_000;

/**
 * A decimal number as written: its sign, the whole part of its magnitude, and whether a fraction follows;
 * null when it is not a decimal number, or its whole part has more than MAX_WHOLE_DIGITS digits.
 */
function decimal(written: string): { negative: boolean; whole: bigint; fraction: boolean } | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(written);
  if (!m) return null;
  const negative = m[1] === '-';
  const digits = `${m[2]}${m[3] ?? ''}`.replace(/^0+/, '');
  const exponent = Number(m[4] ?? 0) - (m[3]?.length ?? 0);
  // Zero at any exponent: 0e99999999 would otherwise take 10n ** 99999999n, seconds of work.
  if (digits === '') return { negative, whole: 0n, fraction: false };
  if (digits.length + exponent > MAX_WHOLE_DIGITS) return null;
  if (exponent >= 0) return { negative, whole: BigInt(digits) * 10n ** BigInt(exponent), fraction: false };
  // The point moves left past -exponent digits; past all of them, the whole part is BigInt('') === 0n.
  return { negative, whole: BigInt(digits.slice(0, exponent)), fraction: /[1-9]/.test(digits.slice(exponent)) };
}

/** The exact integer a decimal number names (1.1234224e7, 11234224.0), or null when it names a fraction or too many digits to read. */
export function exactInteger(written: string): bigint | null {
  const value = decimal(written);
  if (!value || value.fraction) return null;
  return value.negative ? -value.whole : value.whole;
}

/** Only a number written with 16 or more digits, or with an exponent, can read as a double on the wrong side of a bound. */
const MAYBE_ROUNDED = /[0-9](?:\.?[0-9]){15}|[0-9][eE][+-]?[0-9]/;

const bits = new DataView(new ArrayBuffer(8));
/** The next double above `value` (`up`) or below it. */
function adjacent(value: number, up: boolean): number {
  if (value === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  bits.setFloat64(0, value);
  const raw = bits.getBigUint64(0);
  const awayFromZero = up === (Math.sign(value) === 1); // value is not 0 (returned above): 1 or -1
  bits.setBigUint64(0, awayFromZero ? raw + 1n : raw - 1n);
  return bits.getFloat64(0);
}

/**
 * A double that sorts against integers (a limit, -1, 0) and reads as whole or not exactly as the written
 * decimal does: the parsed double itself, or the double next to it on the written value's side.
 */
function faithfulDouble(written: string, parsed: number): number {
  // A fraction that stayed a fraction, or a number too large for a double (Infinity): nothing to step off.
  if (!Number.isInteger(parsed)) return parsed;
  // Always read: a finite double's whole part has at most 309 digits, far under MAX_WHOLE_DIGITS.
  const { negative, whole, fraction } = decimal(written)!;
  const truncated = negative ? -whole : whole; // the written value without its fraction
  const rounded = BigInt(parsed);
  if (truncated === rounded && !fraction) return parsed;
  // The written value is above the double when its whole part is, or is the double's with a positive fraction after it.
  return adjacent(parsed, truncated > rounded || (truncated === rounded && !negative));
}

/**
 * `document` (as JSON.parse read `text`) with every number that rounded replaced by its faithful double,
 * so that the schema's integer types, limits and constants judge what was written. Most bodies have no
 * such number and are returned as they are.
 */
export function faithfulNumbers(document: unknown, text: string): unknown {
  // Equivalent is only the mutant that looks at every body; the one that looks at none, disabled with it, fails the tests.
  // Stryker disable next-line ConditionalExpression: a shortcut only, faithfulDouble keeps every number that did not round
  if (!MAYBE_ROUNDED.test(text)) return document;
  // The document sits under the key '' of a holder, so the pointer '' (a body that is one number) has a parent too.
  const holder: Record<string, unknown> = { '': document };
  for (const [pointer, written] of writtenForms(text)) {
    const segments = pointer.split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const key = segments.pop()!;
    const parent = segments.reduce<unknown>((at, segment) => (at as Record<string, unknown>)?.[segment], holder) as
      Record<string, unknown> | undefined;
    if (parent && typeof parent[key] === 'number') parent[key] = faithfulDouble(written, parent[key]);
  }
  return holder[''];
}
