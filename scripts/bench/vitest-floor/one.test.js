// The one test of the vitest floor (see run-one-test.js): it passes, and asserts so.
import { expect, test } from 'vitest';

test('one passing assertion', () => {
  expect(1 + 1).toBe(2);
});
