// The building block by which a fault answers wrongly only for one class of ids: ids of exactly n ASCII digits,
// read from the request's path after the operation's prefix, decoded.
import { describe, expect, it } from 'vitest';
import { digits, onlyFor, status } from '../../../src/rules/answer-changes.js';
import { contextOf } from '../../support/proof/offline.js';

describe('digits: ids of exactly n ASCII digits', () => {
  it.each(['1234567890', '0000000000'])('takes %j for 10', (id) => expect(digits(10)(id)).toBe(true));

  it.each(['123456789', '12345678901', '12345678a0', ' 123456789', '123456789 ', '-123456789', '١٢٣٤٥٦٧٨٩٠', ''])(
    'leaves %j for 10',
    (id) => expect(digits(10)(id)).toBe(false),
  );
});

describe('onlyFor: a change for the ids it picks', () => {
  const answer = { status: 200, headers: {}, body: '{}' };
  const answered = (path: string) =>
    onlyFor('/coupons/', digits(3), status(400))(answer, contextOf({ method: 'GET', path, headers: {} })).status;

  it('changes the answer to an id it picks, decoded from the path', () => {
    expect(answered('/coupons/123')).toBe(400);
    expect(answered('/coupons/%31%32%33')).toBe(400);
  });

  it('keeps the answer to any other id', () => {
    expect(answered('/coupons/1234')).toBe(200);
    expect(answered('/coupons/12a')).toBe(200);
  });
});
