// Texts that print alike but are not the same: the text as a person sees it, the whole sentence that names the
// first character by which two such texts differ.
import { describe, expect, it } from 'vitest';

import { asSeen, blankStart, invisibleDifference, invisibleDifferenceWithin } from '../../../src/rules/lookalikes.js';

describe('asSeen', () => {
  it('drops every invisible character, at both ends of each range', () => {
    const invisible = '\u00ad\u180e\u200b\u200f\u202a\u202e\u2060\u2064\u2066\u2069\ufeff';
    expect(asSeen(`a${invisible}b${invisible}c`)).toBe('abc');
    expect(asSeen('a\u2065\u2010\u2070b')).toBe('a\u2065\u2010\u2070b');
  });

  it('prints every space-like character as a space', () => {
    expect(asSeen('a\u00a0\u1680b\u2000\u200a\u202fc\u205f\u3000d')).toBe('a  b   c  d');
    expect(asSeen('a\u2028b')).toBe('a\u2028b');
  });

  it('reads full-width forms as ASCII, from ! to ~ only', () => {
    expect(asSeen('\uff01\uff21\uff41\uff5e')).toBe('!Aa~');
    expect(asSeen('\uff00\uff5f')).toBe('\uff00\uff5f');
  });

  it('composes a decomposed text', () => {
    expect(asSeen('e\u0301\u1112\u1161\u11ab')).toBe('\u00e9\ud55c');
  });
});

describe('blankStart', () => {
  it('names the first character of a text that prints as nothing or blank', () => {
    expect(blankStart('\ufeff')).toBe('U+FEFF ZERO WIDTH NO-BREAK SPACE');
    expect(blankStart('  ')).toBe('U+0020 SPACE');
    expect(blankStart('\u00a0\u200b')).toBe('U+00A0 NO-BREAK SPACE');
  });

  it('says nothing of an empty text, or of one that shows something', () => {
    expect(blankStart('')).toBeUndefined();
    expect(blankStart(' \u200bx')).toBeUndefined();
  });
});

describe('invisibleDifference', () => {
  it('says nothing of equal texts, or of texts that print differently', () => {
    expect(invisibleDifference('abc', 'abc')).toBeUndefined();
    expect(invisibleDifference('abc', 'abd')).toBeUndefined();
  });

  it.each([
    ['abc', 'a\u200bbc', 'U+200B ZERO WIDTH SPACE at offset 1'],
    ['abc', 'abc\u2060', 'U+2060 WORD JOINER at offset 3'],
    ['a\u200bbc', 'abc', 'U+200B ZERO WIDTH SPACE missing at offset 1'],
    ['abc\u00ad', 'abc', 'U+00AD SOFT HYPHEN missing at offset 3'],
    ['a\u200bbc', 'a\u200cbc', 'U+200B ZERO WIDTH SPACE missing at offset 1'],
    ['a b', 'a\u3000b', 'U+3000 IDEOGRAPHIC SPACE at offset 1 where U+0020 SPACE is expected'],
    ['A', '\uff21', 'U+FF21 FULLWIDTH LATIN CAPITAL LETTER A at offset 0 where U+0041 LATIN CAPITAL LETTER A is expected'],
    ['a b', 'a\u00a0b', 'U+00A0 NO-BREAK SPACE at offset 1 where U+0020 SPACE is expected'],
    ['\u00e9', 'e\u0301', 'U+0065 LATIN SMALL LETTER E at offset 0 where U+00E9 LETTER is expected'],
    [
      '\ud55c',
      '\u1112\u1161\u11ab',
      'U+1112 HANGUL CHOSEONG HIEUH at offset 0 where U+D55C HANGUL SYLLABLE HAN is expected (the text is decomposed, NFD, where the composed form, NFC, is expected)',
    ],
    ['\uac00\u11ff', '\uac00\u11ff\u200b', 'U+200B ZERO WIDTH SPACE at offset 2'],
    ['\u{1f600}a', '\u{1f600}\u200ba', 'U+200B ZERO WIDTH SPACE at offset 1'],
  ])('%j vs %j: %s', (expected, actual, sentence) => {
    expect(invisibleDifference(expected, actual)).toBe(sentence);
  });

  it('says a decomposed text is decomposed only where a Hangul letter stands', () => {
    expect(invisibleDifference('\uac01', '\u1100\u1161\u11a8')).toBe(
      'U+1100 HANGUL CHOSEONG KIYEOK at offset 0 where U+AC01 HANGUL SYLLABLE GAG is expected (the text is decomposed, NFD, where the composed form, NFC, is expected)',
    );
    expect(invisibleDifference('\uac00\uac01', '\uac00\u1100\u1161\u11a8')).toBe(
      'U+1100 HANGUL CHOSEONG KIYEOK at offset 1 where U+AC01 HANGUL SYLLABLE GAG is expected (the text is decomposed, NFD, where the composed form, NFC, is expected)',
    );
  });
});

describe('invisibleDifferenceWithin', () => {
  it('names the difference within the longer text, at its offset there', () => {
    expect(invisibleDifferenceWithin('not found', 'Inquiry not\u00a0found')).toBe(
      'U+00A0 NO-BREAK SPACE at offset 11 where U+0020 SPACE is expected',
    );
    expect(invisibleDifferenceWithin('ab', 'xy a\u200bb!')).toBe('U+200B ZERO WIDTH SPACE at offset 4');
    expect(invisibleDifferenceWithin('ab', 'a\u200bb\u200b')).toBe('U+200B ZERO WIDTH SPACE at offset 1');
    expect(invisibleDifferenceWithin('Inquiry not found', 'Error: Inquiry not\u00a0found')).toBe(
      'U+00A0 NO-BREAK SPACE at offset 18 where U+0020 SPACE is expected',
    );
  });

  it('says nothing when the text is there as it is, or not there at all, or the expected text prints as nothing', () => {
    expect(invisibleDifferenceWithin('not found', 'Inquiry not found, not\u00a0found')).toBeUndefined();
    expect(invisibleDifferenceWithin('not found', 'Inquiry not lost')).toBeUndefined();
    expect(invisibleDifferenceWithin('\u200b', 'a\u200cb')).toBeUndefined();
  });

  it('searches a text of up to 4096 characters', () => {
    const at4096 = `${'x'.repeat(4093)}a\u200bb`;
    expect(invisibleDifferenceWithin('ab', at4096)).toBe('U+200B ZERO WIDTH SPACE at offset 4094');
    expect(invisibleDifferenceWithin('ab', `x${at4096}`)).toBeUndefined();
  });

  it('looks at parts up to three times as long as the expected text, and eight more', () => {
    // 'ab': parts of up to 14 characters; 'abc': up to 17.
    expect(invisibleDifferenceWithin('ab', `a${'\u200b'.repeat(12)}b`)).toBe('U+200B ZERO WIDTH SPACE at offset 1');
    expect(invisibleDifferenceWithin('ab', `a${'\u200b'.repeat(13)}b`)).toBeUndefined();
    expect(invisibleDifferenceWithin('abc', `a${'\u200b'.repeat(14)}bc`)).toBe('U+200B ZERO WIDTH SPACE at offset 1');
    expect(invisibleDifferenceWithin('abc', `a${'\u200b'.repeat(15)}bc`)).toBeUndefined();
  });
});

describe('invisibleDifference', () => {
  it.each([
    ['Inquiry not found', 'Inquiry not found', undefined],
    ['Inquiry not found', 'Inquiry found', undefined],
    ['abc', 'a\u200bbc', 'U+200B ZERO WIDTH SPACE at offset 1'],
    ['abc', 'abc\u2060', 'U+2060 WORD JOINER at offset 3'],
    ['a b', 'a\u3000b', 'U+3000 IDEOGRAPHIC SPACE at offset 1 where U+0020 SPACE is expected'],
    ['한', '한'.normalize('NFD'), 'U+1112 HANGUL CHOSEONG HIEUH at offset 0 where U+D55C HANGUL SYLLABLE HAN is expected'],
  ])('%j vs %j: %s', (expected, actual, want) => {
    const got = invisibleDifference(expected, actual);
    if (want === undefined) expect(got).toBeUndefined();
    else expect(got).toMatch(new RegExp(`^${want.replace(/[()+]/g, '\\$&')}`));
  });

  it('finds a lookalike of a text inside a longer one, with offsets in the longer one', () => {
    expect(invisibleDifferenceWithin('not found', 'Inquiry not\u00a0found')).toBe(
      'U+00A0 NO-BREAK SPACE at offset 11 where U+0020 SPACE is expected',
    );
    expect(invisibleDifferenceWithin('not found', 'Inquiry not found')).toBeUndefined();
  });

  it('sees full-width forms as ASCII and drops bidi marks', () => {
    expect(asSeen('\u202eＡＢＣ\u202c')).toBe('ABC');
  });
});
