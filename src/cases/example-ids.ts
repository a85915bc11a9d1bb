// The ids the cases send beyond the fixtures (design decision 10 says which forms are malformed and
// which are edge forms). Properties explore the rest of each class.
import { inScript } from '../id-readings.js';

const FULL_WIDTH_ZERO = 0xff10;
const ARABIC_INDIC_ZERO = 0x660;

/** Ids with a letter or another non-digit character, none of which can break the path. */
export const MALFORMED_IDS = ['abc', '12x45', '3.14', '1e5', 'id:1'] as const;

/** Malformed ids of the classes the examples above leave out: non-ASCII letters, an astral character, a
 *  literal escape, and characters that only Unicode normalisation turns into digits (no stack reads them, D10). */
export const MALFORMED_FIXED = ['12한45', '7🙂', '%41', '①②③', '1²'] as const;

/** A well-formed id no real coupon or inquiry is likely to have: the largest safe integer. */
export const UNKNOWN_ID = '9007199254740991';

/**
 * Unknown ids of 2 to 16 digits, one ending in each digit: a service that routes or shards by the
 * last digit and breaks on one of them is caught whatever the number of random cases.
 */
const ENDING_IN_EACH_DIGIT = [
  '10',
  '8101',
  '640522',
  '31415923',
  '2718281834',
  '16180339885',
  '141421356236',
  '1732050807577',
  '22360679774998',
  '9007199254740989',
];

/** The ids above, none of them a known id (a clash moves by 10, keeping the last digit). */
export function unknownIdsEndingInEachDigit(known: readonly string[]): string[] {
  return ENDING_IN_EACH_DIGIT.map((id) => {
    let candidate = BigInt(id);
    while (known.includes(candidate.toString())) candidate += 10n;
    return candidate.toString();
  });
}

/** Edge forms of a well-formed id: each names a number, but not in canonical form. */
export const EDGE_FORMS = [
  { form: 'negative', of: (id: string) => `-${id}` },
  { form: 'leading +', of: (id: string) => `+${id}` },
  { form: 'leading zeros', of: (id: string) => `00${id}` },
  { form: 'leading space', of: (id: string) => ` ${id}` },
  { form: 'trailing space', of: (id: string) => `${id} ` },
  { form: 'beyond 64 bits', of: (id: string) => (2n ** 64n + BigInt(id)).toString() },
] as const;

/**
 * The edge of the range, where a service that parses unsigned and stores a signed long breaks (2^63 to
 * 2^64), and the id in digits Java and Python read as the same number (D10): sent first by the edge
 * property, whatever the budget.
 */
export const FIXED_EDGE_FORMS = [
  { form: 'beyond the range', of: () => (2n ** 63n).toString() },
  { form: 'beyond the range', of: (id: string) => (2n ** 63n + BigInt(id)).toString() },
  { form: 'beyond the range', of: () => (2n ** 64n - 1n).toString() },
  { form: 'beyond the range', of: () => (2n ** 64n).toString() },
  { form: 'digits of another script', of: (id: string) => inScript(id, FULL_WIDTH_ZERO) },
  { form: 'digits of another script', of: (id: string) => inScript(id, ARABIC_INDIC_ZERO) },
] as const;

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
