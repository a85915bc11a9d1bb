// The envelopes around the resources (D7), checked directly: the coupon comes bare, the category list's
// envelope says SUCCESS. Each violation whole.
import { describe, expect, it } from 'vitest';
import { codeIsSuccess, notWrappedInEnvelope } from '../../../../src/rules/checks/envelopes.js';

describe('notWrappedInEnvelope', () => {
  it.each([
    ['a bare coupon', { couponId: 5, title: 'Spring sale' }],
    ['a coupon with a data field of its own', { couponId: 5, data: {} }],
    ['an object with neither couponId nor data', { code: 200, message: 'OK' }],
  ])('holds for %s', (_, value) => expect(notWrappedInEnvelope({ coupon: { at: '', value } })).toEqual([]));

  it('fails code, message and data without a couponId, naming the fields', () => {
    expect(notWrappedInEnvelope({ coupon: { at: '', value: { code: 200, message: 'OK', data: { couponId: 5 } } } })).toEqual([
      {
        instancePath: '',
        keyword: 'envelope',
        message: 'the coupon is wrapped in an envelope',
        expected: 'the bare coupon object (couponId, title, ...)',
        actual: 'an object with fields ["code","message","data"]',
      },
    ]);
  });
});

describe('codeIsSuccess', () => {
  it('holds for SUCCESS', () => expect(codeIsSuccess({ code: { at: '/code', value: 'SUCCESS' } })).toEqual([]));

  it.each([
    ['another word', 'FAIL', '"FAIL"'],
    ['another case', 'success', '"success"'],
  ])('fails %s', (_, value, actual) => {
    expect(codeIsSuccess({ code: { at: '/code', value } })).toEqual([
      {
        instancePath: '/code',
        keyword: 'const',
        message: 'the envelope of a successful answer does not say SUCCESS',
        expected: '"SUCCESS"',
        actual,
      },
    ]);
  });
});
