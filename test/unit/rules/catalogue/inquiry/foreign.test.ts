// The ownership check (D18), called directly: the 2xx boundaries of another vendor's inquiry asked for in an
// edge form of its id. Each violation whole.
import { describe, expect, it } from 'vitest';
import { expectOwnershipHeld } from '../../../../../src/rules/catalogue/inquiry/foreign.js';
import type { ExchangeHead } from '../../../../../src/rules/subjects.js';
import { exchange } from '../../../../support/judges/exchange.js';

const answered = (status: number): ExchangeHead => exchange({ status, body: '' });

describe("expectOwnershipHeld (D18: another vendor's inquiry asked for in an edge form of its id)", () => {
  it.each([100, 199, 300, 400, 403, 404, 500])('holds for %i', (status) => expect(expectOwnershipHeld(answered(status))).toEqual([]));

  it.each([200, 201, 299])('fails %i', (status) => {
    expect(expectOwnershipHeld(answered(status))).toEqual([
      {
        instancePath: '',
        keyword: 'status',
        message: "access control: another vendor's inquiry was answered for an edge form of its id",
        expected: "400 or 404 (the id names another vendor's inquiry)",
        actual: `${status}: the ownership check was bypassed`,
      },
    ]);
  });
});
