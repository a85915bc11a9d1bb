// The coupon 400 naming the error (D9), checked directly on hand-built exchanges: the violation whole.
import { describe, expect, it } from 'vitest';
import { badRequestNamed } from '../../../../../src/rules/catalogue/coupon/malformed.js';
import { exchange } from '../../../../support/judges/exchange.js';

const badRequest = (body: unknown) => exchange({ status: 400, body });

describe('badRequestNamed: the coupon 400 body names the error', () => {
  it('holds for the wording or the code anywhere in the body', () => {
    expect(badRequestNamed(badRequest({ code: 'HTTP_400', message: 'Bad Request' }))).toEqual([]);
    expect(badRequestNamed(badRequest({ error: 'Bad Request' }))).toEqual([]);
    expect(badRequestNamed(badRequest({ code: 'HTTP_400' }))).toEqual([]);
    expect(badRequestNamed(badRequest('400 Bad Request'))).toEqual([]);
  });

  it('shows the body that names neither', () => {
    expect(badRequestNamed(badRequest('invalid couponId'))).toEqual([
      {
        instancePath: '',
        keyword: 'message',
        message: 'the 400 body does not name the error',
        expected: 'Bad Request or HTTP_400 in the body',
        actual: '"invalid couponId"',
      },
    ]);
  });
});
