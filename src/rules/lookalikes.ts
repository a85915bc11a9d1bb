// Texts that print alike but are not the same: a zero-width space, a no-break space, full-width letters,
// bidi marks, a decomposed (NFD) Hangul syllable. A report that says `expected "Inquiry not found", got
// "Inquiry not found"` sends a person the wrong way; this names the first character that differs, by
// code point and name, where they cannot see it.
import { characterName } from './character-names.js';

/** Characters that print as nothing at all: zero-width, joiners, bidi marks and isolates, the soft hyphen. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/gu;
/** Spaces that print as a space. */
const SPACE_LIKE = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/gu;

/** The text as a person sees it: composed (NFC), invisible characters dropped, spaces plain, full-width forms ASCII. */
export function asSeen(text: string): string {
  return text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(SPACE_LIKE, ' ')
    .replace(/[\uff01-\uff5e]/gu, (char) => String.fromCodePoint(char.codePointAt(0)! - 0xfee0));
}

const describe = (char: string) => {
  const code = char.codePointAt(0)!;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')} ${characterName(code)}`;
};

/** Its first character by code point and name (`U+FEFF ZERO WIDTH NO-BREAK SPACE`), when the text prints as nothing or blank. */
export function blankStart(text: string): string | undefined {
  return text !== '' && asSeen(text).trim() === '' ? describe(text) : undefined;
}

/**
 * When `actual` prints like `expected` but is not it: the first character that differs, e.g.
 * `U+200B ZERO WIDTH SPACE at offset 9` (offsets count characters of `actual` from 0). Undefined when the
 * two are equal or visibly different.
 */
export function invisibleDifference(expected: string, actual: string): string | undefined {
  if (expected === actual || asSeen(expected) !== asSeen(actual)) return undefined;
  const want = [...expected];
  const got = [...actual];
  // The texts differ, so this stops at the first difference, at the latest where the shorter one ends.
  let i = 0;
  while (want[i] === got[i]) i += 1;
  const extra = got[i];
  const missing = want[i];
  if (extra === undefined || (missing !== undefined && asSeen(missing) === '')) return `${describe(missing!)} missing at offset ${i}`;
  // Where `actual` runs on past `expected`, what follows prints as nothing (they print alike): this returns for it too.
  if (asSeen(extra) === '') return `${describe(extra)} at offset ${i}`;
  const decomposed = /[\u1100-\u11ff]/u.test(extra) ? ' (the text is decomposed, NFD, where the composed form, NFC, is expected)' : '';
  return `${describe(extra)} at offset ${i} where ${describe(missing!)} is expected${decomposed}`;
}

/** Longest text searched for a lookalike of the expected text: messages are short, a whole HTML page is not read this way. */
const MAX_SEARCHED = 4096;

/** The same, for a text that should contain `expected` and prints as if it did (offsets count characters of `actual`). */
export function invisibleDifferenceWithin(expected: string, actual: string): string | undefined {
  const seenExpected = asSeen(expected);
  if (actual.includes(expected) || actual.length > MAX_SEARCHED || seenExpected === '' || !asSeen(actual).includes(seenExpected))
    return undefined;
  const chars = [...actual];
  // A decomposed syllable is up to three characters where the composed text has one: the part that prints
  // like `expected` is no longer than this.
  const longest = 3 * [...expected].length + 8;
  for (const start of chars.keys()) {
    const last = Math.min(chars.length, start + longest);
    // Stryker disable next-line ArithmeticOperator: a part ending before start + 1 is empty, and '' never prints like expected
    for (let end = start + 1; end <= last; end += 1) {
      const part = chars.slice(start, end).join('');
      if (asSeen(part) !== seenExpected) continue;
      return invisibleDifference(expected, part)?.replace(/at offset (\d+)/g, (_, offset: string) => `at offset ${start + Number(offset)}`);
    }
  }
  return undefined;
}
