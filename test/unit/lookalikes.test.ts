// Naming what a person cannot see: Unicode names of the characters that print alike, and the first
// character by which two texts that print alike differ.
import { describe, expect, it } from 'vitest';
import { characterName } from '../../src/rules/character-names.js';
import { asSeen, invisibleDifference, invisibleDifferenceWithin } from '../../src/rules/lookalikes.js';

describe('characterName', () => {
  it.each([
    [0x20, 'SPACE'],
    [0x5c, 'REVERSE SOLIDUS'],
    [0x7e, 'TILDE'],
    [0xff10, 'FULLWIDTH DIGIT ZERO'],
    [0xff3f, 'FULLWIDTH LOW LINE'],
    [0xfeff, 'ZERO WIDTH NO-BREAK SPACE'],
    [0xd55c, 'HANGUL SYLLABLE HAN'],
    [0xae00, 'HANGUL SYLLABLE GEUL'],
    [0xc54a, 'HANGUL SYLLABLE ANH'],
    [0x1100, 'HANGUL CHOSEONG KIYEOK'],
    [0x1175, 'HANGUL JUNGSEONG I'],
    [0x11c2, 'HANGUL JONGSEONG HIEUH'],
    [0x4e00, 'LETTER'],
  ])('U+%s is %s', (code, name) => {
    expect(characterName(code)).toBe(name);
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
