// The two spellings of the policies' daily limit (D1), checked directly: each violation whole, and where each rule holds.
import { describe, expect, it } from 'vitest';
import { dailyLimitsAgree, dailyLimitsWhole } from '../../../../../src/rules/catalogue/coupon/daily-limit-checks.js';

const policies = (...each: Record<string, unknown>[]) => ({ policies: each.map((value, i) => ({ at: `/policies/${i}`, value })) });

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
