// The order of the coupon's dates (D3), checked directly: the violation whole, and where the rule holds.
import { describe, expect, it } from 'vitest';
import { datesOrdered } from '../../../../../src/rules/catalogue/coupon/dates.js';

const dates = (startDate: string, endDate: string) => ({
  startDate: { at: '/startDate', value: startDate },
  endDate: { at: '/endDate', value: endDate },
});

describe('datesOrdered (D3)', () => {
  it.each([
    ['a later end', '2025-01-01 00:00:00', '2025-12-31 23:59:59'],
    ['the same time', '2025-01-01 00:00:00', '2025-01-01 00:00:00'],
  ])('holds for %s', (_, start, end) => expect(datesOrdered(dates(start, end))).toEqual([]));

  it('fails an end one second before the start, at the end date', () => {
    expect(datesOrdered(dates('2025-01-01 00:00:00', '2024-12-31 23:59:59'))).toEqual([
      {
        instancePath: '/endDate',
        keyword: 'date-order',
        message: 'endDate is before startDate',
        expected: 'a time not before 2025-01-01 00:00:00',
        actual: '"2024-12-31 23:59:59"',
      },
    ]);
  });
});
