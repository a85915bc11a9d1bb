// A 401/403 is "access refused" (could not judge) only while it says something about the credentials:
// before the operation has answered them 2xx. After that, it is the target's answer to that request.
import { describe, expect, it } from 'vitest';
import { INQUIRY as INQUIRY_OPERATION, pathFor } from '../../../src/operations.js';
import { AnsweredOperations } from '../../../src/judges/refusal.js';
import { exchange } from '../../support/judges/exchange.js';

const INQUIRY = 'GET_ORIGIN_INQUIRY_BY_ID';
const url = `http://127.0.0.1:8080${pathFor(INQUIRY_OPERATION, '258799947')}`;
const refused = (status: number) =>
  exchange({ status, url, body: { code: status, message: 'Vendor id should be same with the vendor id in this inquiry' } });

describe('AnsweredOperations', () => {
  it('calls a 403 a refusal of the credentials before the operation answered them', () => {
    expect(new AnsweredOperations().refusalOf(refused(403), INQUIRY)).toMatch(/^could not judge: access refused \(403\)/);
  });

  it('leaves a 401 or 403 to be judged once the same operation answered 2xx', () => {
    const answered = new AnsweredOperations();
    expect(answered.refusalOf(exchange({ status: 200, url, body: {} }), INQUIRY)).toBeUndefined();
    expect(answered.refusalOf(refused(403), INQUIRY)).toBeUndefined();
    expect(answered.refusalOf(refused(401), INQUIRY)).toBeUndefined();
  });

  it('still calls it a refusal when only another operation answered', () => {
    const answered = new AnsweredOperations();
    answered.refusalOf(exchange({ status: 200, body: {} }), 'GET_COUPON_BY_ID');
    expect(answered.refusalOf(refused(403), INQUIRY)).toMatch(/^could not judge: access refused/);
  });
});
