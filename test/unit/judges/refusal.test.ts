// A 401/403 is "access refused" (could not judge) only while it says something about the credentials:
// before the operation has answered them 2xx. After that, it is the target's answer to that request, unless
// the request answered before is refused too: then the target blocked the caller.
import { describe, expect, it } from 'vitest';
import { INQUIRY as INQUIRY_OPERATION, pathFor } from '../../../src/operations.js';
import { AnsweredOperations, refusalOf } from '../../../src/judges/refusal.js';
import { exchange } from '../../support/judges/exchange.js';

const INQUIRY = 'GET_ORIGIN_INQUIRY_BY_ID';
const url = `http://127.0.0.1:8080${pathFor(INQUIRY_OPERATION, '258799947')}`;
/** The requests of these tests ask for another vendor's inquiry; the one the operation answered before is answered again. */
const foreign = { sentBefore: 0, requestedId: '258799947', answeredAgain: async () => true };
const refused = (status: number) =>
  exchange({ status, url, body: { code: status, message: 'Vendor id should be same with the vendor id in this inquiry' } });

describe('AnsweredOperations', () => {
  it('calls a 403 a refusal of the credentials before the operation answered them', async () => {
    expect(await new AnsweredOperations().refusalOf(refused(403), INQUIRY, foreign)).toMatch(/^could not judge: access refused \(403\)/);
  });

  it('leaves a 401 or 403 to be judged once the same operation answered 2xx, and answers the request it answered again', async () => {
    const answered = new AnsweredOperations();
    expect(await answered.refusalOf(exchange({ status: 200, url, body: {} }), INQUIRY, foreign)).toBeUndefined();
    expect(await answered.refusalOf(refused(403), INQUIRY, foreign)).toBeUndefined();
    expect(await answered.refusalOf(refused(401), INQUIRY, foreign)).toBeUndefined();
  });

  // Issue 48: a target that began answering 403 to everything mid-run was judged non-conformant.
  it('calls a refusal of a GET, once the operation answered and with no way to ask again, a block, named with its count and message', async () => {
    const answered = new AnsweredOperations();
    await answered.refusalOf(exchange({ status: 200, url, body: {} }), INQUIRY, foreign);
    expect(answered.block).toBeUndefined();
    const ipBlock = exchange({ status: 403, url, body: { code: 'ERROR', message: '[FORBIDDEN] Not allowed IP' } });
    const said =
      'blocked after 41 requests answered: access refused (403) by the target or its gateway: "[FORBIDDEN] Not allowed IP"; ' +
      "ask for this machine's IP address to be allowed; nothing more was sent";
    expect(await answered.refusalOf(ipBlock, INQUIRY, { sentBefore: 41, requestedId: '1' })).toBe(`could not judge: ${said}`);
    expect(answered.block).toBe(said);
  });

  it('leaves a refused write method to be judged: a read-only API may refuse it itself', async () => {
    const answered = new AnsweredOperations();
    await answered.refusalOf(exchange({ status: 200, url, body: {} }), INQUIRY, foreign);
    const post = exchange({ status: 403, url, method: 'POST', body: { message: 'Forbidden' } });
    expect(await answered.refusalOf(post, INQUIRY, { sentBefore: 3, requestedId: '1' })).toBeUndefined();
    expect(answered.block).toBeUndefined();
  });

  it('still calls it a refusal when only another operation answered', async () => {
    const answered = new AnsweredOperations();
    await answered.refusalOf(exchange({ status: 200, body: {} }), 'GET_COUPON_BY_ID', foreign);
    expect(await answered.refusalOf(refused(403), INQUIRY, foreign)).toMatch(/^could not judge: access refused/);
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

// What each refusal advises (docs/robustness.md, "Authentication"), pinned case by case.
describe('refusalOf: the advice', () => {
  const advice = (status: number, message: string, headers: Record<string, string> = {}) =>
    refusalOf(exchange({ status, url, body: { code: status, message }, headers }))!;
  const GENERIC = 'check the credentials (--header, --access-key/--secret-key) and the allowed IPs';

  it('is no refusal at all for a status other than 401 and 403', () => {
    expect(refusalOf(exchange({ status: 404, url, body: { code: 404, message: 'x' } }))).toBeUndefined();
    expect(refusalOf(exchange({ status: 200, url, body: {} }))).toBeUndefined();
  });

  it('names an HTML page as one, whatever the case of its media type, and quotes no markup', () => {
    const page = exchange({ status: 403, url, body: '<html>blocked</html>', contentType: 'TEXT/HTML; charset=UTF-8' });
    expect(refusalOf(page)).toContain('an HTML page (an edge block page?)');
    expect(refusalOf(page)).not.toContain('blocked');
  });

  it("quotes the body's text when it has no message field, and names an empty one", () => {
    const text = exchange({ status: 403, url, body: '  Forbidden by policy  ', contentType: 'text/plain' });
    expect(refusalOf(text)).toContain('"Forbidden by policy"');
    expect(refusalOf(exchange({ status: 403, url, body: '', contentType: null }))).toContain('an empty body');
    expect(refusalOf(exchange({ status: 403, url, body: ' \n ', contentType: 'text/plain' }))).toContain(': an empty body;');
  });

  it('points at the clock for an expired signature, at the keys for a bad one, and at the IP only on a 403', () => {
    expect(advice(401, 'Signature expired')).toContain("check this machine's clock");
    expect(advice(401, 'Invalid HMAC signature')).toContain('check --access-key and --secret-key');
    expect(advice(403, 'Your IP is not allowed')).toContain("ask for this machine's IP address to be allowed");
    expect(advice(401, 'Your IP is not allowed')).toContain(GENERIC);
    expect(advice(403, 'Your ip is not allowed')).toContain(GENERIC);
  });

  it("names the scheme a 401's challenge asks for, unless it is the gateway's own", () => {
    expect(advice(401, 'Unauthorized', { 'www-authenticate': 'Bearer realm="x"' })).toContain('it asks for Bearer authentication');
    expect(advice(401, 'Unauthorized', { 'www-authenticate': 'CEA algorithm=HmacSHA256' })).toContain(GENERIC);
    expect(advice(401, 'Unauthorized', { 'www-authenticate': 'X-HMAC-V2' })).toContain(GENERIC);
    expect(advice(401, 'Unauthorized', { 'www-authenticate': 'CEAX' })).toContain('it asks for CEAX authentication');
    expect(advice(401, 'Unauthorized', { 'www-authenticate': 'XCEA' })).toContain('it asks for XCEA authentication');
    // A challenge that does not begin with a scheme names none.
    expect(advice(401, 'Unauthorized', { 'www-authenticate': '"Bearer"' })).toContain(GENERIC);
    // A 403's challenge is not read.
    expect(advice(403, 'Forbidden', { 'www-authenticate': 'Bearer' })).toContain(GENERIC);
  });

  it('shows a challenge with its control characters as spaces, trimmed, at most 120 characters', () => {
    const said = advice(401, 'Unauthorized', { 'www-authenticate': `  Bearer a\u0001b ${'x'.repeat(200)}` });
    expect(said).toContain(`WWW-Authenticate: Bearer a b ${'x'.repeat(120 - 'Bearer a b '.length)};`);
  });
});

// Issue 48: a client that met the rate limit was judged as the implementation; a 401's hint was dropped.
describe('refusalOf: the rate limit and the hint', () => {
  it("takes a 429 for the rate limit's answer, with its Retry-After", async () => {
    const tooMany = exchange({ status: 429, url, body: { code: 'ERROR', message: 'Too Many Requests' }, headers: { 'retry-after': '1' } });
    const expected =
      'could not judge: rate limited (429) by the target or its gateway: "Too Many Requests", with Retry-After: 1; ' +
      'the client went over the rate limit: slow it down';
    expect(refusalOf(tooMany)).toBe(expected);
    await expect(new AnsweredOperations().refusalOf(tooMany, INQUIRY, foreign)).resolves.toBe(expected);
  });

  it('calls a 429 to a GET, once the operation answered, a block without asking again: the rate limit outlasted the retries', async () => {
    const tooMany = exchange({ status: 429, url, body: { code: 'ERROR', message: 'Too Many Requests' }, headers: { 'retry-after': '1' } });
    const answered = new AnsweredOperations();
    await answered.refusalOf(exchange({ status: 200, url, body: {} }), INQUIRY, {
      sentBefore: 11,
      requestedId: '1',
    });
    expect(await answered.refusalOf(tooMany, INQUIRY, { sentBefore: 12, requestedId: '2', answeredAgain: async () => true })).toBe(
      'could not judge: blocked after 12 requests answered: rate limited (429) by the target or its gateway: "Too Many Requests", ' +
        'with Retry-After: 1; the client went over the rate limit: slow it down; nothing more was sent',
    );
  });

  it('takes a 429 to a write method for the rate limit too, once the operation answered: never judged as its answer', async () => {
    const answered = new AnsweredOperations();
    await answered.refusalOf(exchange({ status: 200, url, body: {} }), INQUIRY, foreign);
    const tooMany = exchange({ status: 429, url, method: 'POST', body: { code: 'ERROR', message: 'Too Many Requests' } });
    expect(await answered.refusalOf(tooMany, INQUIRY, { sentBefore: 5, requestedId: '1' })).toMatch(
      /^could not judge: rate limited \(429\)/,
    );
  });

  it('names the Retry-After of a 429 only, the challenge of a 401 only', () => {
    const headers = { 'retry-after': '30', 'www-authenticate': 'Basic' };
    const forbidden = exchange({ status: 403, url, body: { code: 'ERROR', message: 'Forbidden' }, headers });
    expect(refusalOf(forbidden)).not.toMatch(/Retry-After|challenge/);
    const tooMany = exchange({ status: 429, url, body: { code: 'ERROR', message: 'Too Many Requests' }, headers });
    expect(refusalOf(tooMany)).toMatch(/with Retry-After: 30/);
    expect(refusalOf(tooMany)).not.toMatch(/challenge/);
  });

  it("shows the body's hint after its message", () => {
    const hinted = exchange({ status: 401, url, body: { code: 'ERROR', message: 'Specified signature is expired.', hint: ' sign UTC ' } });
    expect(refusalOf(hinted)).toContain(': "Specified signature is expired." (hint: "sign UTC"); check this machine\'s clock');
    const blank = exchange({ status: 401, url, body: { code: 'ERROR', message: 'Invalid signature.', hint: ' ' } });
    expect(refusalOf(blank)).toContain(': "Invalid signature."; check --access-key');
  });
});

describe('AnsweredOperations: what counts as an answer', () => {
  it('is any 2xx, from 200 up to 299, and nothing outside', async () => {
    const answered = new AnsweredOperations();
    await answered.refusalOf(exchange({ status: 199, url, body: {} }), INQUIRY, foreign);
    expect(await answered.refusalOf(refused(403), INQUIRY, foreign)).toMatch(/^could not judge/);
    await answered.refusalOf(exchange({ status: 300, url, body: {} }), INQUIRY, foreign);
    expect(await answered.refusalOf(refused(403), INQUIRY, foreign)).toMatch(/^could not judge/);
    await answered.refusalOf(exchange({ status: 299, url, body: {} }), INQUIRY, foreign);
    expect(await answered.refusalOf(refused(403), INQUIRY, foreign)).toBeUndefined();
  });
});

// A refusal after the operation answered is sent again as the request it answered: a block refuses that too,
// an implementation that refuses one id (403 for an unknown coupon) answers it still, and its 403 is judged.
describe('AnsweredOperations: a block told from a refusal of one request', () => {
  const forbidden = exchange({ status: 403, url, body: { code: 'ERROR', message: 'Forbidden' } });
  const afterAnAnswer = async () => {
    const answered = new AnsweredOperations();
    await answered.refusalOf(exchange({ status: 200, url, body: {} }), INQUIRY, { sentBefore: 0, requestedId: '7' });
    return answered;
  };

  it('judges the refusal when the request answered before is answered again, asking with its id', async () => {
    const answered = await afterAnAnswer();
    const asked: string[] = [];
    const answeredAgain = async (id: string) => (asked.push(id), true);
    expect(await answered.refusalOf(forbidden, INQUIRY, { sentBefore: 1, requestedId: '8', answeredAgain })).toBeUndefined();
    expect(asked).toEqual(['7']);
    expect(answered.block).toBeUndefined();
  });

  it('calls it a block when the request answered before is refused too, or cannot be sent', async () => {
    for (const answeredAgain of [async () => false, async () => Promise.reject(new Error('interrupted'))]) {
      const answered = await afterAnAnswer();
      const refusal = await answered.refusalOf(forbidden, INQUIRY, {
        sentBefore: 1,
        requestedId: '8',
        answeredAgain,
      });
      expect(refusal).toMatch(/^could not judge: blocked after 1 requests answered: access refused \(403\)/);
      expect(answered.block).toBeDefined();
    }
  });

  it('asks 3 times per operation at most: then the refusals are taken for the target answers they have been', async () => {
    const answered = await afterAnAnswer();
    let asked = 0;
    const answeredAgain = async () => (asked++, true);
    for (let i = 0; i < 5; i++)
      expect(await answered.refusalOf(forbidden, INQUIRY, { sentBefore: 1, requestedId: '8', answeredAgain })).toBeUndefined();
    expect(asked).toBe(3);
  });

  it('asks nothing once blocked: the run sends nothing more', async () => {
    const answered = await afterAnAnswer();
    await answered.refusalOf(forbidden, INQUIRY, {
      sentBefore: 1,
      requestedId: '8',
      answeredAgain: async () => false,
    });
    let asked = 0;
    const answeredAgain = async () => (asked++, true);
    expect(await answered.refusalOf(forbidden, INQUIRY, { sentBefore: 2, requestedId: '9', answeredAgain })).toMatch(
      /^could not judge: blocked after 1 requests/,
    );
    expect(asked).toBe(0);
  });
});
