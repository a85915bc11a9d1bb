// The gateway's HMAC check as the mock does it, with signatures computed here from the documented formula
// (signed-date + METHOD + path + query without "?"), apart from both the mock's and the harness's signers:
// the header's form, signed-dates that name no real time, the 401s whole, and the hint for a local time signed as UTC.
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

// The 401 bodies, as docs/robustness.md gives them.
const refusal = (body: string) => ({ refusal: { status: 401, headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body } });
const FORMAT = refusal('{"code":"ERROR","message":"HMAC format is invalid."}');
const SIGNATURE = refusal('{"code":"ERROR","message":"Invalid signature."}');
const EXPIRED = refusal('{"code":"ERROR","message":"Specified signature is expired."}');
const VENDOR = { vendorId: 'A00000042' };
const GOOD = header(`${SIGNED_DATE}GET${PATH}`);
const GOOD_SIGNATURE = signature(`${SIGNED_DATE}GET${PATH}`);

describe('the refusals', () => {
  it("are the gateway's 401 in its JSON form, whole", () => {
    expect(check(PATH, undefined)).toStrictEqual(FORMAT);
    expect(check(PATH, header(`${SIGNED_DATE}GET${PATH}/1`))).toStrictEqual(SIGNATURE);
    expect(check(PATH, header(`261129T120501ZGET${PATH}`, '261129T120501Z'))).toStrictEqual(EXPIRED);
  });
});

describe('the Authorization header', () => {
  // Each signed right for the request: only the form differs.
  it.each([
    ['untrimmed (node trims a header, another caller may not)', ` ${GOOD}\t`, VENDOR],
    ['with spaces around its = and ,', GOOD.replaceAll('=', ' = ').replaceAll(',', ' ,'), VENDOR],
    ['with a line break after CEA (whitespace too)', GOOD.replace('CEA ', 'CEA\r\n '), VENDOR],
    ['with a field it does not know', `${GOOD}, x-extra=1`, VENDOR],
    ['with a field of no name, unknown too', `${GOOD},=1`, VENDOR],
    ['with a part that is no field', `${GOOD}, extra`, FORMAT],
    ['after another scheme', `Bearer ${GOOD}`, FORMAT],
    ['over two lines', `${GOOD}\nX-Other: 1`, FORMAT],
    ['with a signature of 65 hex digits', GOOD.replace(GOOD_SIGNATURE, `${GOOD_SIGNATURE}0`), FORMAT],
    ['with a signature after another digit', GOOD.replace(GOOD_SIGNATURE, `0${GOOD_SIGNATURE}`), FORMAT],
    ['with a signature in upper-case hex', GOOD.replace(GOOD_SIGNATURE, GOOD_SIGNATURE.toUpperCase()), FORMAT],
  ])('%s', (_, authorization, expected) => {
    expect(check(PATH, authorization)).toStrictEqual(expected);
  });

  // Signed over the signed-date as sent, so that only the date's form is refused.
  it.each([
    ['a digit before it', `1${SIGNED_DATE}`],
    ['a digit after it', `${SIGNED_DATE}1`],
    ['November 31', '261131T120000Z'],
    ['February 29 of 2027', '270229T120000Z'],
    ['month 13', '271301T120000Z'],
    ['month 0', '260001T120000Z'],
    ['hour 24', '261129T240000Z'],
    ['minute 60', '261129T116000Z'],
    ['second 60', '261129T120060Z'],
  ])('refuses a signed-date with %s (%s) as of another form', (_, date) => {
    expect(check(PATH, header(`${date}GET${PATH}`, date))).toStrictEqual(FORMAT);
  });

  it('takes February 29 of a leap year as a real time, refused only as too far away', () => {
    expect(check(PATH, header(`280229T120000ZGET${PATH}`, '280229T120000Z'))).toStrictEqual(EXPIRED);
  });
});

describe('what is signed of the request-target', () => {
  it('signs a query with a URL in it as it is', () => {
    const target = `${PATH}?next=http://seller.example/x`;
    expect(check(target, header(`${SIGNED_DATE}GET${PATH}next=http://seller.example/x`))).toStrictEqual(VENDOR);
  });
});

describe('the hint of an expired signature', () => {
  const hint = (hours: number, ahead: boolean, zone: string) =>
    `signed-date is ${hours} h ${ahead ? 'ahead of' : 'behind'} the server's UTC clock: ` +
    `is the local time of ${zone} signed as UTC? signed-date must be the UTC time (yyMMdd'T'HHmmss'Z')`;
  const expired = (hintText: string) =>
    refusal(JSON.stringify({ code: 'ERROR', message: 'Specified signature is expired.', hint: hintText }));

  // The server's clock is 261129T120000Z.
  it.each([
    ['9 h ahead', '261129T210000Z', expired(hint(9, true, 'UTC+09:00'))],
    ['5 h behind', '261129T070000Z', expired(hint(5, false, 'UTC-05:00'))],
    ['1 h ahead', '261129T130000Z', expired(hint(1, true, 'UTC+01:00'))],
    ['1 h behind', '261129T110000Z', expired(hint(1, false, 'UTC-01:00'))],
    ['14 h ahead, the last zone east', '261130T020000Z', expired(hint(14, true, 'UTC+14:00'))],
    ['12 h behind, the last zone west', '261129T000000Z', expired(hint(12, false, 'UTC-12:00'))],
    ['9 h and 5 min ahead, the skew allowed past the hour', '261129T210500Z', expired(hint(9, true, 'UTC+09:00'))],
    ['15 h ahead: no zone', '261130T030000Z', EXPIRED],
    ['13 h behind: no zone', '261128T230000Z', EXPIRED],
    ['9 h, 5 min and 1 s ahead: too far from the hour', '261129T210501Z', EXPIRED],
    ['30 min ahead: too far from either hour', '261129T123000Z', EXPIRED],
    ['10 min behind: no hour at all', '261129T115000Z', EXPIRED],
  ])('a signed-date %s (%s)', (_, date, expected) => {
    expect(check(PATH, header(`${date}GET${PATH}`, date))).toStrictEqual(expected);
  });
});
