// The gateway's HMAC check as the mock does it, with signatures computed here from the documented formula
// (signed-date + METHOD + path + query without "?"), apart from both the mock's and the harness's signers.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authenticate } from '../../../src/reference/auth.js';

const KEY = { accessKey: 'auth-access', secretKey: 'auth-secret', vendorId: 'A00000042' };
const NOW = Date.UTC(2026, 10, 29, 12, 0, 0);
const SIGNED_DATE = '261129T120000Z';
const PATH = '/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/932522466';

const signature = (message: string) => createHmac('sha256', KEY.secretKey).update(message, 'utf8').digest('hex');
const header = (signed: string, date = SIGNED_DATE) =>
  `CEA algorithm=HmacSHA256, access-key=${KEY.accessKey}, signed-date=${date}, signature=${signature(signed)}`;
const check = (target: string, authorization: string | undefined) =>
  authenticate([KEY], { method: 'GET', target, authorization }, NOW, 'A00000001');
const refusedWith = (result: ReturnType<typeof check>) =>
  'refusal' in result ? (JSON.parse(result.refusal.body) as { message: string }).message : undefined;

describe('authenticate', () => {
  it("gives the key's vendor for a request signed over its path", () => {
    expect(check(PATH, header(`${SIGNED_DATE}GET${PATH}`))).toEqual({ vendorId: 'A00000042' });
  });

  it('signs the query without its "?", and refuses a signature over the "?"', () => {
    const target = `${PATH}?lang=ko&x=1`;
    expect(check(target, header(`${SIGNED_DATE}GET${PATH}lang=ko&x=1`))).toEqual({ vendorId: 'A00000042' });
    expect(refusedWith(check(target, header(`${SIGNED_DATE}GET${target}`)))).toBe(AUTH_MESSAGES.signature);
  });

  it('reads an absolute-form target as its path and query', () => {
    const target = `http://seller.example:8080${PATH}?lang=ko`;
    expect(check(target, header(`${SIGNED_DATE}GET${PATH}lang=ko`))).toEqual({ vendorId: 'A00000042' });
    expect(refusedWith(check(target, header(`${SIGNED_DATE}GET${target}`)))).toBe(AUTH_MESSAGES.signature);
  });

  it('signs the query of an absolute form with no path: its authority ends at the "?"', () => {
    const target = 'http://seller.example:8080?lang=ko';
    expect(check(target, header(`${SIGNED_DATE}GETlang=ko`))).toStrictEqual({ vendorId: 'A00000042' });
    expect(refusedWith(check(target, header(`${SIGNED_DATE}GET`))), 'a signature over no query').toBe(AUTH_MESSAGES.signature);
  });

  it('refuses a header of another form, an unknown key and a signature of another request', () => {
    expect(refusedWith(check(PATH, undefined))).toBe(AUTH_MESSAGES.format);
    expect(refusedWith(check(PATH, header(`${SIGNED_DATE}GET${PATH}`).replace('HmacSHA256', 'HmacSHA1')))).toBe(AUTH_MESSAGES.format);
    expect(refusedWith(check(PATH, header(`${SIGNED_DATE}GET${PATH}`).replace(KEY.accessKey, 'other')))).toBe(AUTH_MESSAGES.signature);
    expect(refusedWith(check(PATH, header(`${SIGNED_DATE}GET${PATH}/1`)))).toBe(AUTH_MESSAGES.signature);
  });

  it('refuses a signed-date more than 5 minutes away, and one that names no real time', () => {
    expect(refusedWith(check(PATH, header(`261129T120501ZGET${PATH}`, '261129T120501Z')))).toBe(AUTH_MESSAGES.expired);
    expect(check(PATH, header(`261129T120500ZGET${PATH}`, '261129T120500Z'))).toEqual({ vendorId: 'A00000042' });
    expect(refusedWith(check(PATH, header(`261131T120000ZGET${PATH}`, '261131T120000Z')))).toBe(AUTH_MESSAGES.format);
  });
});
