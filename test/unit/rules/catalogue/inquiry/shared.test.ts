// What the inquiry's families share: a field that may be a string or null (D4, D5), and how a read of one names
// a value that is neither.
import { describe, expect, it } from 'vitest';
import { aStringOrNull } from '../../../../../src/rules/catalogue/inquiry/shared.js';
import { at, unreadablePart } from '../../../../../src/rules/reads.js';

describe('aStringOrNull', () => {
  const read = at('/data/answeredAt', aStringOrNull);

  it.each(['2025-05-24 19:55:00', '', null])('reads %j', (answeredAt) => {
    expect(unreadablePart({ data: { answeredAt } }, read)).toBeUndefined();
  });

  it.each([0, false, [], {}])('names %j as neither', (answeredAt) => {
    expect(unreadablePart({ data: { answeredAt } }, read)).toEqual({ at: '/data/answeredAt', problem: 'is not a string or null' });
  });
});
