// The coupon values a schema cannot express, checked directly: the order of the dates (D3) and the two
// spellings of the daily limit (D1), each violation whole, and where each rule holds.
import { describe, expect, it } from 'vitest';
import { dailyLimitsAgree, dailyLimitsWhole, datesOrdered } from '../../../../src/rules/checks/coupon-values.js';

const dates = (startDate: string, endDate: string) => ({
  startDate: { at: '/startDate', value: startDate },
  endDate: { at: '/endDate', value: endDate },
});
const policies = (...each: Record<string, unknown>[]) => ({ policies: each.map((value, i) => ({ at: `/policies/${i}`, value })) });

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

describe('dailyLimitsAgree (D1)', () => {
  it.each([
    ['both spellings equal', { maximumPerDaily: 3, maximumPerDay: 3 }],
    ['one spelling only', { maximumPerDaily: 3 }],
    ['the other spelling only', { maximumPerDay: 3 }],
    ['a spelling of the wrong type (the fields rule judges it)', { maximumPerDaily: '3', maximumPerDay: 4 }],
    ['neither spelling', {}],
  ])('holds for %s', (_, policy) => expect(dailyLimitsAgree(policies(policy))).toEqual([]));

  it('fails each policy whose spellings differ, at the policy', () => {
    expect(dailyLimitsAgree(policies({ maximumPerDaily: 3, maximumPerDay: 3 }, { maximumPerDaily: 3, maximumPerDay: 0 }))).toEqual([
      {
        instancePath: '/policies/1',
        keyword: 'daily-limit',
        message: 'both spellings of the daily limit are present and differ',
        expected: 'maximumPerDaily equal to maximumPerDay',
        actual: 'maximumPerDaily 3, maximumPerDay 0',
      },
    ]);
  });
});

describe('dailyLimitsWhole (D1)', () => {
  it.each([
    ['0 and a whole number', { maximumPerDaily: 0, maximumPerDay: 7 }],
    ['a spelling of the wrong type (the fields rule judges it)', { maximumPerDaily: '1.5' }],
    ['neither spelling', {}],
  ])('holds for %s', (_, policy) => expect(dailyLimitsWhole(policies(policy))).toEqual([]));

  it('fails each spelling that is negative or not whole, at the spelling', () => {
    const limit = (at: string, actual: string) => ({
      instancePath: at,
      keyword: 'daily-limit',
      message: 'the daily limit is not a whole number of at least 0',
      expected: 'a whole number >= 0',
      actual,
    });
    expect(
      dailyLimitsWhole(policies({ maximumPerDaily: -1, maximumPerDay: 1.5 }, { maximumPerDay: 2 }, { maximumPerDaily: -0.5 })),
    ).toEqual([
      limit('/policies/0/maximumPerDaily', '-1'),
      limit('/policies/0/maximumPerDay', '1.5'),
      limit('/policies/2/maximumPerDaily', '-0.5'),
    ]);
  });
});
