// The ids the cases send beyond the fixtures (design decision 10 says which forms are malformed and
// which are edge forms). Properties explore the rest of each class.
import { MAX_ID } from '../id-range.js';
import { inScript } from '../id-readings.js';
import type { EdgeForm } from './id-arbitraries.js';

/** A form of an id: its name, and the id in it, made from a well-formed id. */
interface IdForm<Form extends string = string> {
  readonly form: Form;
  readonly of: (id: string) => string;
}

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
 * Unknown well-formed ids of every length from 1 to 19 digits, together ending in each digit 0-9, with
 * the edges of D17 and the widths where common stacks break folded in: 1 (the smallest id), 2^31 (past
 * a 32-bit int), 2^53 + 1 (past what a double holds exactly) and 2^63 - 1 (the largest id). A service that
 * breaks on one length, one last digit or one width is caught on every seed (issue 36: a fault confined
 * to 19-digit ids was found on some seeds only).
 */
export const UNKNOWN_ID_CLASSES = [
  { id: '1', covers: '1 digit; the smallest id (D17)' },
  { id: '42', covers: '2 digits' },
  { id: '803', covers: '3 digits' },
  { id: '6104', covers: '4 digits' },
  { id: '27185', covers: '5 digits' },
  { id: '314156', covers: '6 digits' },
  { id: '1618037', covers: '7 digits' },
  { id: '14142138', covers: '8 digits' },
  { id: '173205089', covers: '9 digits' },
  { id: '2147483648', covers: '10 digits; 2^31, past a 32-bit int' },
  { id: '22360679770', covers: '11 digits' },
  { id: '264575131101', covers: '12 digits' },
  { id: '3000000000002', covers: '13 digits' },
  { id: '31622776601683', covers: '14 digits' },
  { id: '100000000000004', covers: '15 digits' },
  { id: '9007199254740993', covers: '16 digits; 2^53 + 1, past what a double holds exactly' },
  { id: '10000000000000005', covers: '17 digits' },
  { id: '100000000000000006', covers: '18 digits' },
  { id: '9223372036854775807', covers: '19 digits; 2^63 - 1, the largest id (D17)' },
] as const;

/** The ids above, none a known id: a clash moves to the nearest unknown id of the same length, keeping the last digit if it can. */
export function unknownIdClasses(known: readonly string[]): string[] {
  const taken = new Set(known);
  return UNKNOWN_ID_CLASSES.map(({ id }) => unknownOfSameLength(id, taken));
}

function unknownOfSameLength(id: string, taken: ReadonlySet<string>): string {
  const value = BigInt(id);
  const lowest = 10n ** BigInt(id.length - 1);
  // Stryker disable next-line EqualityOperator: equivalent, of two equal bounds either is the least
  const highest = [10n ** BigInt(id.length) - 1n, MAX_ID].reduce((a, b) => (a < b ? a : b));
  for (const step of [10n, 1n])
    for (let k = 0n; k < 100n; k += 1n)
      for (const candidate of [value + k * step, value - k * step])
        if (candidate >= lowest && candidate <= highest && !taken.has(candidate.toString())) return candidate.toString();
  return id; // two hundred known ids of one length around it: not a fixture set anyone gives
}

/** Spring's hexadecimal (Long.decode): `0xab6bb0`. */
function inHexadecimal(id: string): string {
  return `0x${BigInt(id).toString(16)}`;
}

/** Python's digit groups: `11_234_224`; an id too short for groups of three is split before its last digit (`1_2`, `0_7`). */
function inDigitGroups(id: string): string {
  if (id.length < 4) return `${id.slice(0, -1) || '0'}_${id.slice(-1)}`;
  return id.replace(/\B(?=(\d{3})+$)/g, '_');
}

/** The forms of an id that a common stack reads as that very number (D10), each written once. */
const READ_AS_THE_SAME_NUMBER = {
  'leading zeros': (id: string) => `00${id}`,
  'leading +': (id: string) => `+${id}`,
  'leading space': (id: string) => ` ${id}`,
  'trailing space': (id: string) => `${id} `,
  'full-width digits': (id: string) => inScript(id, FULL_WIDTH_ZERO),
  'Arabic-Indic digits': (id: string) => inScript(id, ARABIC_INDIC_ZERO),
  hexadecimal: inHexadecimal,
  'digit groups': inDigitGroups,
} satisfies Record<string, (id: string) => string>;
const same = READ_AS_THE_SAME_NUMBER;

/** Edge forms of a well-formed id: each names a number, but not in canonical form. */
export const EDGE_FORMS = [
  { form: 'negative', of: (id: string) => `-${id}` },
  { form: 'leading +', of: same['leading +'] },
  { form: 'leading zeros', of: same['leading zeros'] },
  { form: 'leading space', of: same['leading space'] },
  { form: 'trailing space', of: same['trailing space'] },
  { form: 'beyond 64 bits', of: (id: string) => (2n ** 64n + BigInt(id)).toString() },
] satisfies readonly IdForm[];

/**
 * The edge of the range, where a service that parses unsigned and stores a signed long breaks (2^63 to
 * 2^64), the id in digits Java and Python read as the same number, in Spring's hexadecimal and in Python's
 * digit groups (D10): sent first by the edge property, whatever the seed. With the examples above they
 * cover every family of edge forms D10 names.
 */
export const FIXED_EDGE_FORMS = [
  { form: 'beyond the range', of: () => (2n ** 63n).toString() },
  { form: 'beyond the range', of: (id: string) => (2n ** 63n + BigInt(id)).toString() },
  { form: 'beyond the range', of: () => (2n ** 64n - 1n).toString() },
  { form: 'beyond the range', of: () => (2n ** 64n).toString() },
  { form: 'digits of another script', of: same['full-width digits'] },
  { form: 'digits of another script', of: same['Arabic-Indic digits'] },
  { form: 'hexadecimal', of: same.hexadecimal },
  { form: 'digit groups', of: same['digit groups'] },
] satisfies readonly IdForm<EdgeForm['form']>[];

/**
 * Another vendor's inquiryId in each form read as that very number: each must be refused as the plain id
 * is, or the ownership check was on the text, not on the inquiry (D18).
 */
export const FOREIGN_EDGE_FORMS = Object.entries(READ_AS_THE_SAME_NUMBER).map(([form, of]) => ({ form, of }));

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
