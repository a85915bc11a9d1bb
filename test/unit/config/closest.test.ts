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
});

describe('closestFew', () => {
  it('gives the candidates near enough, nearest first, at most `count`', () => {
    expect(closestFew('coupon-title-mising', IDS, 3)).toEqual(['coupon-title-missing', 'coupon-daily-missing', 'coupon-id-missing']);
    expect(closestFew('coupon-title-mising', IDS, 1)).toEqual(['coupon-title-missing']);
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
