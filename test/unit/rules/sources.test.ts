// Where a rule comes from: links into docs/spec.md and docs/decisions.md, their headings and short labels.
import { describe, expect, it } from 'vitest';

import { decision, sourceLabel, sourceTitle, spec } from '../../../src/rules/sources.js';

/** Every decision, in order. */
const DECISIONS = Object.values(decision);

describe('sources', () => {
  it('links a section of the spec and a decision by their anchors', () => {
    expect(spec.errors).toBe('docs/spec.md#errors');
    expect(spec.couponPolicy).toBe('docs/spec.md#couponpolicy');
    expect(decision.D9).toBe('docs/decisions.md#d9-error-bodies');
    expect(DECISIONS[0]).toBe('docs/decisions.md#d1-which-spelling-of-the-daily-limit-and-what-values');
    expect(Object.isFrozen(spec)).toBe(true);
  });

  it('titles a link by its heading, and any other link by itself', () => {
    expect(sourceTitle('docs/spec.md#errors')).toBe('Errors');
    expect(sourceTitle('docs/decisions.md#d9-error-bodies')).toBe('D9: Error bodies');
    expect(sourceTitle('docs/spec.md#nowhere')).toBe('docs/spec.md#nowhere');
  });

  it('labels a decision by its number and a section as the spec', () => {
    expect(sourceLabel('docs/decisions.md#d15-the-calling-vendor-and-authentication')).toBe('D15');
    expect(sourceLabel('docs/spec.md#get-one-inquiry')).toBe('spec: Get one inquiry');
    expect(sourceLabel('docs/spec.md#nowhere')).toBe('docs/spec.md#nowhere');
  });
});
