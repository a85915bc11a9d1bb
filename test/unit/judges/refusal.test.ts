// A 401/403 is "access refused" (could not judge) only while it says something about the credentials:
// before the operation has answered them 2xx. After that, it is the target's answer to that request.
import { describe, expect, it } from 'vitest';
import { INQUIRY as INQUIRY_OPERATION, pathFor } from '../../../src/operations.js';
import { AnsweredOperations, refusalOf } from '../../../src/judges/refusal.js';
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

// Issue 36: a 401 with an empty body and `WWW-Authenticate: Basic` said only `""`.
describe('refusalOf', () => {
  it('names the challenge of a 401 and the scheme it asks for', () => {
    const basic = exchange({ status: 401, url, body: '', contentType: null, headers: { 'www-authenticate': 'Basic realm="api"' } });
    expect(refusalOf(basic)).toBe(
      'could not judge: authentication refused (401) by the target or its gateway: an empty body, with the challenge ' +
        'WWW-Authenticate: Basic realm="api"; it asks for Basic authentication: send it with ' +
        "--header 'Authorization: Basic ...', or check --base-url (this API's gateway signs requests, with --access-key and --secret-key)",
    );
  });

  it("keeps the gateway's own words first when it says what is wrong", () => {
    const hmac = exchange({
      status: 401,
      url,
      body: { code: 'ERROR', message: 'HMAC format is invalid.' },
      headers: { 'www-authenticate': 'Basic' },
    });
    expect(refusalOf(hmac)).toMatch(
      /: "HMAC format is invalid\.", with the challenge WWW-Authenticate: Basic; check --access-key and --secret-key$/,
    );
  });
});
