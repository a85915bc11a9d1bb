// What every generated document is made of: free text and ids. The documents themselves, valid by
// the schemas and by every rule of the catalogue, are built in one file per resource:
//   coupon-documents.ts    couponArbitrary, couponPolicyArbitrary
//   inquiry-documents.ts   inquiryEnvelopeArbitrary, inquiryArbitrary, replyArbitrary
//   category-documents.ts  categoryListArbitrary
//   calendar-values.ts     real (and impossible) date-times of both documented formats
// and their single-field violations in violations.ts.
import fc from 'fast-check';

/** Fragments that break naive string handling: quotes, backslashes, markup, line breaks, NUL, U+2028, emoji, Hangul. */
const HOSTILE_FRAGMENTS = [
  '"',
  "'",
  '\\',
  '\\"',
  '<script>alert(1)</script>',
  '\n',
  '\r\n',
  '\t',
  '\u0000',
  '\u2028',
  '💥',
  '존재 하지 않는',
  'é',
  ' ',
  '{"code":200}',
  '%2F',
];

export interface TextConstraints {
  /** Most fragments joined into one text; 4 by default. */
  maxFragments?: number;
}

/**
 * Free text, as a field the spec does not constrain may hold: printable graphemes of any script,
 * quotes, backslashes, `<script>`, line breaks, control characters, often empty. The judges must
 * not care what such a field says.
 */
export function textArbitrary(constraints: TextConstraints = {}): fc.Arbitrary<string> {
  const { maxFragments = 4 } = constraints;
  const fragment = fc.oneof(
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 12 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 4 }), weight: 1 },
    { arbitrary: fc.constantFrom(...HOSTILE_FRAGMENTS), weight: 2 },
  );
  return fc.array(fragment, { maxLength: maxFragments }).map((parts) => parts.join(''));
}

export interface IdConstraints {
  /** Smallest id; 1 by default. */
  min?: number;
  /** Largest id; 2^53 - 1 by default (larger ids are not exact in a JSON number read by JavaScript). */
  max?: number;
}

/** A positive integer id: the 8-to-15-digit ids the marketplace uses drawn most often, any safe integer possible. */
export function idArbitrary(constraints: IdConstraints = {}): fc.Arbitrary<number> {
  const { min = 1, max = Number.MAX_SAFE_INTEGER } = constraints;
  const realistic = fc.integer({ min: Math.max(min, 10_000_000), max: Math.min(max, 999_999_999_999_999) });
  const any = fc.integer({ min, max });
  return min <= 999_999_999_999_999 && max >= 10_000_000 ? fc.oneof(realistic, any) : any;
}
