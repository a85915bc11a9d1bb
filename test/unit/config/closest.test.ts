// "did you mean ...?": the one candidate a mistyped word was probably meant as (closest), and the few a
// mistyped fault id may have meant (closestFew), nearest first.
import { describe, expect, it } from 'vitest';
import { closest, closestFew } from '../../../src/config/closest.js';

const IDS = ['coupon-title-missing', 'coupon-daily-10000', 'coupon-daily-missing', 'coupon-id-missing', 'inquiry-code-string'];

describe('closest', () => {
  it('gives the nearest candidate within a third of the word (at least 2 edits), whatever the case', () => {
    expect(closest('jsn', ['json', 'strict'])).toBe('json');
    expect(closest('STRICT', ['json', 'strict'])).toBe('strict');
    expect(closest('colour', ['json', 'strict'])).toBeUndefined();
  });

  it('allows a third of the word’s length in edits, counting an insertion, a deletion or a substitution as one', () => {
    const word = 'abcdefghijkl'; // 12 letters: 4 edits
    expect(closest(word, ['abcdefghwxyz'])).toBe('abcdefghwxyz');
    expect(closest(word, ['abcdefgvwxyz'])).toBeUndefined();
    expect(closest(word, ['abcdefghijklmnop'])).toBe('abcdefghijklmnop');
    expect(closest(word, ['abcdefghijklmnopq'])).toBeUndefined();
    expect(closest(word, ['abcdefgh'])).toBe('abcdefgh');
    expect(closest(word, ['abcdefg'])).toBeUndefined();
    expect(closest(word, ['xabcdefghijkl'])).toBe('xabcdefghijkl');
  });

  it('allows 2 edits to a short word, not 3', () => {
    expect(closest('ab', ['xy'])).toBe('xy');
    expect(closest('abc', ['xyz'])).toBeUndefined();
    expect(closest('', ['xy'])).toBe('xy');
    expect(closest('', ['xyz'])).toBeUndefined();
  });

  it('gives the nearest of several, the first of equally near ones, and nothing for no candidates', () => {
    expect(closest('strict', ['strongest', 'strict-mode', 'strct', 'stricter'])).toBe('strct');
    expect(closest('ab', ['ax', 'ay'])).toBe('ax');
    expect(closest('ab', [])).toBeUndefined();
  });
});

describe('closestFew', () => {
  it('gives the candidates near enough, nearest first, at most `count`', () => {
    expect(closestFew('coupon-title-mising', IDS, 3)).toEqual(['coupon-title-missing', 'coupon-daily-missing', 'coupon-id-missing']);
    expect(closestFew('coupon-title-mising', IDS, 1)).toEqual(['coupon-title-missing']);
    expect(closestFew('abcd', ['abxy', 'abcx', 'abcd'], 5)).toEqual(['abcd', 'abcx', 'abxy']);
    expect(closestFew('abcd', ['abcd'], 0)).toEqual([]);
  });

  it('gives the candidates that contain the word, however far: a part of a long id', () => {
    expect(closestFew('daily', IDS, 3)).toEqual(['coupon-daily-10000', 'coupon-daily-missing']);
    expect(closestFew('INQUIRY', IDS, 3)).toEqual(['inquiry-code-string']);
  });

  it('gives none for a word like no candidate, nor for an empty word', () => {
    expect(closestFew('teapot', IDS, 3)).toEqual([]);
    expect(closestFew('', IDS, 3)).toEqual([]);
  });
});
