// Answers on demand: `Prefer: code=N` and the named answers give the real service's form for any id,
// an unknown preference gets the mock's own plain-text 400 naming what it takes, and a request without
// Prefer gets exactly the reference's answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON, INQUIRY, CATEGORIES, pathFor } from '../../../src/operations.js';
import { ACCEPTED_PREFERENCES, mockPreferencesOf, NAMED_ANSWERS, readPrefer } from '../../../src/reference/prefer.js';
import { buildDataset, respond, startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server.close());

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function ask(path: string, prefer?: string): Promise<Answer> {
  const answer = await fetch(server.baseUrl + path, prefer === undefined ? {} : { headers: { prefer } });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

const message = (text: string) => (JSON.parse(text) as { message: string }).message;

describe('Prefer', () => {
  it('leaves the answer alone without it: the reference, byte for byte', async () => {
    const dataset = buildDataset();
    const path = pathFor(COUPON, dataset.fixtures.couponId);
    const expected = respond(dataset, { method: 'GET', path, headers: {} }, dataset.defaultVendorId);
    expect((await ask(path)).text).toBe(expected.body);
    expect((await ask(path, 'return=minimal')).text, "RFC 7240's own preferences are not the mock's business").toBe(expected.body);
  });

  it('code=404 and code=400 give the documented answers for an id that exists', async () => {
    const { couponId, inquiryId } = server.fixtures;
    const coupon404 = await ask(pathFor(COUPON, couponId), 'code=404');
    expect([coupon404.status, message(coupon404.text)]).toEqual([404, `The promotion does not exist (${couponId.slice(0, -3)}***)`]);
    const inquiry404 = await ask(pathFor(INQUIRY, inquiryId), 'code=404');
    expect([inquiry404.status, message(inquiry404.text)]).toEqual([404, 'Inquiry not found']);
    const inquiry400 = await ask(pathFor(INQUIRY, inquiryId), 'code=400');
    expect([inquiry400.status, message(inquiry400.text)]).toEqual([400, `Invalid format inquiryId : ${inquiryId}`]);
    const coupon400 = await ask(pathFor(COUPON, couponId), 'code=400');
    expect([coupon400.status, coupon400.text]).toEqual([400, '{"code":"HTTP_400","message":"Bad Request"}']);
    expect((await ask(CATEGORIES.path, 'code=404')).status).toBe(404);
  });

  it('gives the gateway and the edge answers: 401, expired signature, 403, 429 with Retry-After, 5xx pages', async () => {
    const path = pathFor(COUPON, server.fixtures.couponId);
    const [signature, expired, forbidden, denied, limited, retry, failed, unavailable] = (await Promise.all(
      [
        'code=401',
        'answer=expired-signature',
        'code=403',
        'answer=access-denied',
        'code=429',
        'answer=retry-after',
        'code=500',
        'code=503',
      ].map((prefer) => ask(path, prefer)),
    )) as [Answer, Answer, Answer, Answer, Answer, Answer, Answer, Answer];
    expect([signature.status, message(signature.text)]).toEqual([401, 'Invalid signature.']);
    expect([expired.status, message(expired.text)]).toEqual([401, 'Specified signature is expired.']);
    expect([forbidden.status, message(forbidden.text)]).toEqual([403, '[FORBIDDEN] Not allowed IP']);
    expect([denied.status, denied.headers.get('content-type')]).toEqual([403, 'text/html; charset=iso-8859-1']);
    expect(denied.text).toContain('Access Denied');
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, null]);
    expect([retry.status, retry.headers.get('retry-after')]).toEqual([429, '1']);
    expect([failed.status, message(failed.text)]).toEqual([500, 'Internal Server Error']);
    expect([unavailable.status, unavailable.headers.get('content-type')]).toEqual([503, 'text/html; charset=iso-8859-1']);
  });

  it("answer=foreign-vendor is the inquiry's other-vendor 404, for any id", async () => {
    const foreign = await ask(pathFor(INQUIRY, '123'), 'answer=foreign-vendor');
    expect([foreign.status, message(foreign.text)]).toEqual([404, 'Vendor id should be same with the vendor id in this inquiry']);
    const onCoupon = await ask(pathFor(COUPON, '123'), 'answer=foreign-vendor');
    expect([onCoupon.status, onCoupon.text]).toEqual([400, expect.stringContaining('an answer of the inquiry operation only')]);
  });

  it('answer=cag-warnings adds the gateway warning to the usual answer; answer=reset resets the connection', async () => {
    const warned = await ask(pathFor(COUPON, server.fixtures.couponId), 'answer=cag-warnings');
    expect([warned.status, warned.headers.has('x-cag-warnings')]).toEqual([200, true]);
    const reset = await fetch(server.baseUrl + CATEGORIES.path, { headers: { prefer: 'answer=reset' } }).catch((error: Error) => error);
    expect(reset).toBeInstanceOf(Error);
    expect((reset as Error & { cause?: { code?: string } }).cause?.code).toBe('ECONNRESET');
  });

  it("code=502 and code=504 are the gateway's, in its form; retry-after=N sets the header of a 429 or 503, and of nothing else", async () => {
    const path = pathFor(COUPON, server.fixtures.couponId);
    const badGateway = await ask(path, 'code=502');
    const timeout = await ask(path, 'code=504');
    expect([badGateway.status, JSON.parse(badGateway.text)]).toEqual([502, { code: 'ERROR', message: 'Bad Gateway' }]);
    expect([timeout.status, JSON.parse(timeout.text)]).toEqual([504, { code: 'ERROR', message: 'Gateway Timeout' }]);
    const headerOf = async (prefer: string) => (await ask(path, prefer)).headers.get('retry-after');
    expect(await headerOf('code=429, retry-after=30')).toBe('30');
    expect(await headerOf('code=503, retry-after=0')).toBe('0');
    expect(await headerOf('answer=retry-after, retry-after=86400')).toBe('86400');
    expect(await headerOf('answer=retry-after')).toBe('1');
    expect(await headerOf('code=404, retry-after=30')).toBeNull();
    expect(await headerOf('retry-after=30')).toBeNull();
  });

  it("answer=slow: the gateway's 504 at its timeout, unless the request's X-EXTENDED-TIMEOUT waits for the answer", async () => {
    const path = pathFor(COUPON, server.fixtures.couponId);
    // The server's timings shortened (test/unit/reference/timings.test.ts proves the documented 3 s and 4 s are the default).
    const gateway = await startReferenceServer({ timings: { gatewayTimeoutMs: 300, slowAnswerMs: 400 } });
    try {
      const [timedOut, extended, short] = await Promise.all([
        fetch(gateway.baseUrl + path, { headers: { prefer: 'answer=slow' } }),
        fetch(gateway.baseUrl + path, { headers: { prefer: 'answer=slow', 'x-extended-timeout': '5000' } }),
        fetch(gateway.baseUrl + path, { headers: { prefer: 'answer=slow', 'x-extended-timeout': '10' } }),
      ]);
      expect([timedOut.status, await timedOut.json()]).toEqual([504, { code: 'ERROR', message: 'Gateway Timeout' }]);
      expect([extended.status, short.status]).toEqual([200, 504]);
      const took = Object.fromEntries(gateway.mock.requests().map((r) => [r.headers['x-extended-timeout'] ?? 'none', [r.status, r.ms]]));
      expect(took['none']![1], 'the 504 comes at the timeout, not before').toBeGreaterThanOrEqual(290);
      expect(took['5000']![1], 'the answer comes as late as the server says').toBeGreaterThanOrEqual(390);
      expect(took['10']![0]).toBe(504);
      // A delay longer than the slow answer's is the one it keeps.
      const later = await fetch(gateway.baseUrl + path, { headers: { prefer: 'answer=slow, delay=600', 'x-extended-timeout': '5000' } });
      expect(later.status).toBe(200);
      expect(gateway.mock.requests().at(-1)!.ms).toBeGreaterThanOrEqual(590);
      // delay=MS is the backend's lateness as a client sees it straight: no gateway gives up on it.
      const straight = await fetch(gateway.baseUrl + path, { headers: { prefer: 'delay=350' } });
      expect(straight.status).toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it("an unknown preference or value gets the mock's plain-text 400 naming what it takes", async () => {
    for (const prefer of [
      'code=418',
      'answer=teapot',
      'colour=blue',
      'delay=soon',
      'code=404, code=500',
      'retry-after=-1',
      'retry-after=86401',
    ]) {
      const refused = await ask(CATEGORIES.path, prefer);
      expect([refused.status, refused.headers.get('content-type')], prefer).toEqual([400, 'text/plain; charset=utf-8']);
      expect(refused.text, prefer).toMatch(
        /^seller-api-conformance serve: Prefer: .*Accepted: code=400\|401\|403\|404\|429\|500\|502\|503\|504, answer=.*, retry-after=SECONDS/,
      );
    }
  });
});

describe('readPrefer', () => {
  it('reads a list, quoted values, parameters, and repeated header lines', () => {
    expect(readPrefer('code="404"; foo=bar, delay=20')).toEqual({ preferences: { answer: { code: 404 }, delayMs: 20 } });
    expect(readPrefer(['answer=slow', 'answer=cag-warnings'])).toEqual({ preferences: { slow: true, warn: true } });
    expect(readPrefer('constructor=1')).toEqual({ problem: 'unknown preference "constructor"' });
    expect(readPrefer(undefined)).toEqual({ preferences: {} });
  });

  const codes = '400, 401, 403, 404, 429, 500, 502, 503, 504';
  const ms = 'is not a whole number of milliseconds from 0 to 60000';
  const seconds = 'is not a whole number of seconds from 0 to 86400';
  it.each([
    // RFC 7240's own, and blank items, are no business of the mock's.
    ['respond-async, wait=10', { preferences: {} }],
    ['handling=lenient, return=minimal', { preferences: {} }],
    ['code=404,  ,delay=5', { preferences: { answer: { code: 404 }, delayMs: 5 } }],
    // Spaces around the name and the value, quotes only when they enclose it.
    ['code =404', { preferences: { answer: { code: 404 } } }],
    ['code= 404', { preferences: { answer: { code: 404 } } }],
    ['code=""', { problem: `code= is not one of ${codes}` }],
    ['code="', { problem: `code=" is not one of ${codes}` }],
    ['code="404', { problem: `code="404 is not one of ${codes}` }],
    ['code=404"', { problem: `code=404" is not one of ${codes}` }],
    // A preference that needs a value, without one, names what it takes.
    ['code', { problem: `code= is not one of ${codes}` }],
    ['answer', { problem: `answer= is not one of ${Object.keys(NAMED_ANSWERS).join(', ')}` }],
    ['delay', { problem: `delay= ${ms}` }],
    ['retry-after', { problem: `retry-after= ${seconds}` }],
    ['fault', { problem: expect.stringMatching(/^fault="" is no fault \(serve --list-faults lists all \d+\)$/) as unknown }],
    // Whole numbers within their bounds, and nothing around them.
    ['delay=60000', { preferences: { delayMs: 60_000 } }],
    ['delay=60001', { problem: `delay=60001 ${ms}` }],
    ['delay=x5', { problem: `delay=x5 ${ms}` }],
    ['delay=5x', { problem: `delay=5x ${ms}` }],
    ['retry-after=x1', { problem: `retry-after=x1 ${seconds}` }],
    ['retry-after=1x', { problem: `retry-after=1x ${seconds}` }],
    // Numbers JavaScript reads that are not whole numbers written out: the pattern, not Number(), refuses them.
    ['delay=1e3', { problem: `delay=1e3 ${ms}` }],
    ['delay=0x10', { problem: `delay=0x10 ${ms}` }],
    ['retry-after=1e3', { problem: `retry-after=1e3 ${seconds}` }],
    ['retry-after=0x10', { problem: `retry-after=0x10 ${seconds}` }],
    // No name before its value: unknown.
    ['=5', { problem: 'unknown preference ""' }],
    // One answer per request.
    ['code=404, code=500', { problem: 'two answers asked for at once: ask for one code or one named answer per request' }],
    ['fault=coupon-id-as-string, fault=coupon-id-as-string', { problem: 'two faults asked for at once: ask for one fault per request' }],
  ])('reads %s', (header, reading) => {
    expect(readPrefer(header)).toEqual(reading);
  });

  it('names what it accepts, each preference with its values', () => {
    expect(ACCEPTED_PREFERENCES).toEqual([
      'code=400|401|403|404|429|500|502|503|504',
      `answer=${Object.keys(NAMED_ANSWERS).join('|')}`,
      'delay=MS (0 to 60000)',
      'retry-after=SECONDS (0 to 86400, on a 429 or 503)',
      'fault=ID (serve --list-faults)',
    ]);
  });
});

// Traffic judging (src/traffic/) sets aside what a client asked the mock for: only the mock's preferences count.
describe('mockPreferencesOf', () => {
  it("names the preferences that ask the mock for an answer, as sent, and none of RFC 7240's own nor another's", () => {
    expect(mockPreferencesOf('fault=coupon-title-missing')).toBe('fault=coupon-title-missing');
    expect(mockPreferencesOf('return=minimal, Code=404 ,delay=5; x=y, answer=reset')).toBe('Code=404, delay=5; x=y, answer=reset');
    // A real service's client may send a vendor's preferences: its answer stays the implementation's, judged.
    expect(mockPreferencesOf('odata.maxpagesize=50, colour=blue')).toBeUndefined();
    expect(mockPreferencesOf('return=minimal, Respond-Async, wait=10, handling=lenient; x=y')).toBeUndefined();
    expect(mockPreferencesOf(' , ')).toBeUndefined();
    expect(mockPreferencesOf(undefined)).toBeUndefined();
  });
});
