import { describe, expect, it } from 'vitest';
import { SUITES } from '../../../src/config/options.js';
import { validatorsToPreload } from '../../../src/runner/preloaded-validators.js';
import { validators } from '../../../src/schemas/validators.js';

describe('validatorsToPreload', () => {
  it('gives a run of the categories suite only the category tree validators', () => {
    expect(validatorsToPreload(['categories'])).toEqual(['categoryListShallow', 'categoryNodeShallow']);
  });

  it('gives each validator once, however many suites use it', () => {
    expect(validatorsToPreload(['coupon', 'inquiry'])).toEqual(['coupon', 'errorBody', 'inquiryEnvelope']);
  });

  it('prepares every suite when the run is not known, and names only validators that exist and compile', () => {
    const all = validatorsToPreload();
    expect(all).toEqual(validatorsToPreload(SUITES));
    expect(new Set(all)).toEqual(new Set(['coupon', 'errorBody', 'categoryListShallow', 'categoryNodeShallow', 'inquiryEnvelope']));
    for (const name of all) expect(typeof validators[name]).toBe('function');
  });
});
