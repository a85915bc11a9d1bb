// The number a service built on a common stack reads in an id (decision D10, revised 2026-11-25): an id
// that one of them reads as a number is an edge form, answered safely when the answer is about exactly
// that number; an id none of them reads is malformed. Values are bigints: an id may be any size.
import { isWellFormedId } from './id-range.js';

type IdForm = 'well-formed' | 'edge form' | 'malformed';

const DIGIT = /^\p{Nd}$/u;

/** The value of a decimal digit of any script: Unicode puts each script's ten digits in a row, from 0. */
function digitValue(codePoint: number): number {
  let start = codePoint;
  while (start > 0 && DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (codePoint - start) % 10;
}

function decimal(digits: readonly string[]): bigint {
  return digits.reduce((sum, digit) => sum * 10n + BigInt(digitValue(digit.codePointAt(0)!)), 0n);
}

const signed = (sign: string, value: bigint) => (sign === '-' ? -value : value);

/** Java's Long.parseLong: a sign, then digits of any script taken one UTF-16 unit at a time (none beyond the BMP). */
function javaLong(text: string): bigint | null {
  const match = /^([+-]?)(\p{Nd}+)$/u.exec(text);
  if (!match || /[\uD800-\uDFFF]/.test(text)) return null;
  const value = signed(match[1]!, decimal([...match[2]!]));
  return value >= -(2n ** 63n) && value < 2n ** 63n ? value : null;
}

/** What Java's Character.isWhitespace is true of: Spring removes every one of them from the text. */
const JAVA_WHITESPACE = /[\t\n\v\f\r\x1c-\x1f \u1680\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]/gu;
/** A hexadecimal digit to Java's Character.digit(c, 16): digits of any script, a-f, and their full-width forms. */
const HEX_DIGIT = /^[\p{Nd}a-fA-F\uff21-\uff26\uff41-\uff46]$/u;

function hexValue(char: string): number {
  const folded = char.normalize('NFKC').toLowerCase();
  return /^[a-f]$/.test(folded) ? folded.charCodeAt(0) - 87 : digitValue(char.codePointAt(0)!);
}

/** Spring's @PathVariable Long (NumberUtils.parseNumber): every white space removed, then Long.decode for 0x, 0X or #,
 *  else Long.valueOf. */
function springLong(text: string): bigint | null {
  const trimmed = text.replace(JAVA_WHITESPACE, '');
  const hex = /^(-?)(?:0[xX]|#)(.+)$/su.exec(trimmed);
  if (!hex) return javaLong(trimmed);
  const chars = [...hex[2]!];
  if (chars.some((char) => !HEX_DIGIT.test(char) || char.length > 1)) return null;
  const value = signed(
    hex[1]!,
    chars.reduce((sum, char) => sum * 16n + BigInt(hexValue(char)), 0n),
  );
  return value >= -(2n ** 63n) && value < 2n ** 63n ? value : null;
}

/** Python's int(): surrounding white space, a sign, digits of any script with single underscores between them; any size. */
function pythonInt(text: string): bigint | null {
  const match = /^[\s\x1c-\x1f\x85]*([+-]?)(\p{Nd}+(?:_\p{Nd}+)*)[\s\x1c-\x1f\x85]*$/u.exec(text);
  return match ? signed(match[1]!, decimal([...match[2]!.replaceAll('_', '')])) : null;
}

/**
 * The number an id names to the first of Java, Spring and Python that reads it, or null when none does.
 * Go's strconv.ParseInt(s, 10, 64) and .NET's long.Parse read a subset of what these read, always as the
 * same number; Node's Number() and parseInt() are not readers of ids (D10).
 */
export function numberReadIn(id: string): bigint | null {
  return javaLong(id) ?? springLong(id) ?? pythonInt(id);
}

/** Each stack's reader on its own: what a faulty or faithful implementation built on it reads. */
export const READERS = { javaLong, springLong, pythonInt } as const;

/** Well-formed (D17), an edge form (a number in a form or of a size no id has), or malformed (no stack reads a number). */
export function idFormOf(id: string): IdForm {
  if (isWellFormedId(id)) return 'well-formed';
  return numberReadIn(id) === null ? 'malformed' : 'edge form';
}

/** The first digit of each script up to Unicode 13 (what Java 17 and every supported Node know), planes 0 and 1. */
export const DIGIT_ZEROS: readonly number[] = [
  0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090,
  0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0,
  0xff10, 0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950,
  0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16b50, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
];

/** An ASCII decimal written with the digits whose zero is `zero` (the full-width ones: 0xff10). */
export const inScript = (ascii: string, zero: number): string =>
  [...ascii].map((digit) => String.fromCodePoint(zero + Number(digit))).join('');
