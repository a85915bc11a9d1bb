// The ids the property cases send: well-formed unknown ids, malformed ids and edge forms of ids
// (decision D10). Each arbitrary generates the id as the server should see it, decoded;
// the suites percent-encode it into one path segment.
import fc from 'fast-check';
import { MAX_ID } from '../id-range.js';
import { DIGIT_ZEROS, inScript, numberReadIn } from '../id-readings.js';

interface UnknownIdConstraints {
  /** Ids known to exist on the target: never generated. */
  exclude?: readonly string[];
}

/** A positive decimal id anywhere in 1..2^63-1 (D17), small and large ones alike, and beyond 2^53 where a double would round it. */
export function unknownIdArbitrary(constraints: UnknownIdConstraints = {}): fc.Arbitrary<string> {
  // Stryker disable next-line ArrayDeclaration: equivalent, an id of letters excludes nothing from ids of digits
  const excluded = new Set(constraints.exclude ?? []);
  return fc
    .oneof(
      fc.bigInt({ min: 1n, max: 999_999n }),
      fc.bigInt({ min: 1_000_000n, max: 99_999_999_999n }),
      fc.bigInt({ min: 100_000_000_000n, max: BigInt(Number.MAX_SAFE_INTEGER) }),
      // Stryker disable next-line ArithmeticOperator: equivalent, two more valid ids in a range of 2^63 (the third range has them)
      fc.bigInt({ min: BigInt(Number.MAX_SAFE_INTEGER) + 1n, max: MAX_ID }),
    )
    .map((id) => id.toString())
    .filter((id) => !excluded.has(id));
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** Punctuation that stays inside one path segment once percent-encoded; `/`, `\`, `?`, `#` and `%` are left out (decision 10). */
const PUNCTUATION = [...`!"$&'()*,:;<=>@[]^_\`{|}~.`];

/** One character that is not a digit of any script, a sign or white space: what makes an id malformed rather than an edge form. */
function nonDigitCharacterArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...LETTERS),
    fc.constantFrom(...PUNCTUATION),
    // Hangul, CJK and other BMP text (no surrogates, no controls), then astral characters such as emoji.
    fc
      .integer({ min: 0xa1, max: 0xd7ff })
      .map((code) => String.fromCodePoint(code))
      .filter((c) => !/[\s\p{Nd}]/u.test(c)),
    fc.integer({ min: 0x1f300, max: 0x1faff }).map((code) => String.fromCodePoint(code)),
    // An escape written into the id itself: the server must see the literal "%41", not "A".
    fc.constantFrom('%41', '%20', '%ED%95%9C'),
  );
}

interface MalformedIdConstraints {
  maxLength?: number;
}

/**
 * An id with at least one letter, punctuation mark or non-ASCII character, possibly among digits, that no
 * common stack reads as a number (D10: not `0x1F` as Spring does, not `1_2` as Python does).
 */
export function malformedIdArbitrary(constraints: MalformedIdConstraints = {}): fc.Arbitrary<string> {
  const maxLength = constraints.maxLength ?? 12;
  const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: maxLength >> 1 });
  return fc
    .tuple(
      digits,
      nonDigitCharacterArbitrary(),
      fc.array(fc.oneof(fc.constantFrom(...'0123456789'), nonDigitCharacterArbitrary()), { maxLength: maxLength >> 1 }),
    )
    .map(([head, marker, tail]) => head + marker + tail.join(''))
    .filter((id) => !isDotSegment(id) && numberReadIn(id) === null);
}

/** A lone dot or two are path segments of their own (decision 10), not ids. */
function isDotSegment(id: string): boolean {
  if (id === '.') return true;
  // Two dots alone come less than once in 10^5 ids even at length 2: no sample of a test's size draws them.
  // Stryker disable next-line ConditionalExpression,StringLiteral: the guard is kept, but drawn too rarely to test
  return id === '..';
}

interface EdgeFormConstraints {
  /** The well-formed id to disguise (an existing one makes "200 for another id" detectable). */
  ids: readonly string[];
}

export type EdgeForm = {
  form:
    | 'negative'
    | 'leading +'
    | 'leading zeros'
    | 'surrounding spaces'
    | 'beyond 64 bits'
    | 'beyond the range'
    | 'digits of another script'
    | 'hexadecimal'
    | 'digit groups';
  id: string;
};

/**
 * A well-formed id written in a non-canonical way: signed, zero-padded, padded with spaces, overflowing
 * 64 bits, in digits of other scripts, in Spring's hexadecimal or in Python's digit groups.
 */
export function edgeFormArbitrary(constraints: EdgeFormConstraints): fc.Arbitrary<EdgeForm> {
  const base = fc.constantFrom(...constraints.ids);
  return fc.oneof(
    base.map((id): EdgeForm => ({ form: 'negative', id: `-${id}` })),
    base.map((id): EdgeForm => ({ form: 'leading +', id: `+${id}` })),
    fc.tuple(base, fc.integer({ min: 1, max: 6 })).map(([id, zeros]): EdgeForm => ({ form: 'leading zeros', id: '0'.repeat(zeros) + id })),
    fc
      .tuple(base, fc.string({ unit: fc.constant(' '), minLength: 1, maxLength: 3 }), fc.boolean())
      .map(([id, spaces, before]): EdgeForm => ({ form: 'surrounding spaces', id: before ? spaces + id : id + spaces })),
    // 2^64 + k * 2^64 + id: a parser that wraps around lands on the real id.
    fc
      .tuple(base, fc.bigInt({ min: 1n, max: 1000n }))
      .map(([id, k]): EdgeForm => ({ form: 'beyond 64 bits', id: (k * 2n ** 64n + BigInt(id)).toString() })),
    // The digits in turn in one to three scripts, ASCII among them at times: Java and Python read them all as the same number.
    fc
      .tuple(
        base,
        fc.constantFrom(...DIGIT_ZEROS.filter((zero) => zero !== 0x30)),
        fc.array(fc.constantFrom(...DIGIT_ZEROS), { maxLength: 2 }),
      )
      .map(([id, first, others]): EdgeForm => {
        const zeros = [first, ...others];
        return {
          form: 'digits of another script',
          id: [...id].map((digit, index) => inScript(digit, zeros[index % zeros.length]!)).join(''),
        };
      }),
    // What Spring's Long.decode reads: 0x, 0X or # and hexadecimal digits.
    fc.tuple(base, fc.constantFrom('0x', '0X', '#'), fc.boolean()).map(([id, prefix, upper]): EdgeForm => {
      const hex = BigInt(id).toString(16);
      return { form: 'hexadecimal', id: prefix + (upper ? hex.toUpperCase() : hex) };
    }),
    // What Python's int() reads: single underscores between digits, anywhere.
    fc.tuple(base, fc.integer({ min: 1, max: 18 })).map(([id, at]): EdgeForm => {
      if (id.length === 1) return { form: 'digit groups', id: `0_${id}` };
      const cut = 1 + (at % (id.length - 1));
      return { form: 'digit groups', id: `${id.slice(0, cut)}_${id.slice(cut)}` };
    }),
  );
}
