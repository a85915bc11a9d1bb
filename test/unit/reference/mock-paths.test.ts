// The mock's own paths on a running server: a client that cannot send headers is told its answers in advance
// (POST /__mock/prefer), and a test reads what its client sent and got (GET /__mock/requests). The same from
// the library (server.mock). The mock's paths are never journaled, queued or signed. Their answers are the
// mock's own, pinned whole, and a body is read whole up to the limit, a byte past it refused.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ceaAuthorization } from '../../../src/http/hmac.js';
import { CATEGORIES, COUPON, pathFor } from '../../../src/operations.js';
import { startReferenceServer, type JournalEntry, type ReferenceServer } from '../../../src/reference/index.js';
import { createJournal } from '../../../src/reference/journal.js';
import { MAX_MOCK_BODY_BYTES, mockAnswer } from '../../../src/reference/mock-paths.js';
import { createPreferQueue } from '../../../src/reference/prefer-queue.js';

let server: ReferenceServer;
const heard: JournalEntry[] = [];
beforeAll(async () => {
  server = await startReferenceServer({ onRequest: (entry) => heard.push(entry) });
});
afterAll(() => server.close());
afterEach(async () => {
  await fetch(`${server.baseUrl}/__mock/prefer`, { method: 'DELETE' });
  await fetch(`${server.baseUrl}/__mock/requests`, { method: 'DELETE' });
  heard.length = 0;
});

const coupon = () => pathFor(COUPON, server.fixtures.couponId);
const get = async (path: string, headers: Record<string, string> = {}) => (await fetch(server.baseUrl + path, { headers })).status;
const mock = async (method: string, path: string, body?: unknown) => {
  const answer = await fetch(server.baseUrl + path, {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    allow: answer.headers.get('allow'),
    body: (await answer.json()) as Record<string, unknown>,
  };
};
const journal = async (query = '') => (await mock('GET', `/__mock/requests${query}`)).body as { requests: JournalEntry[]; dropped: number };

describe('POST /__mock/prefer', () => {
  it('429 twice, then the usual answer: what a client that retries meets', async () => {
    const queued = await mock('POST', '/__mock/prefer', { prefer: 'code=429', times: 2, operation: 'GET_COUPON_BY_ID' });
    expect(queued).toMatchObject({ status: 201, type: 'application/json; charset=utf-8' });
    expect(queued.body).toEqual({ queued: [{ prefer: 'code=429', times: 2, left: 2, operation: 'GET_COUPON_BY_ID' }] });
    expect(await get(pathFor(CATEGORIES)), 'another operation is not counted').toBe(200);
    expect([await get(coupon()), await get(coupon()), await get(coupon())]).toEqual([429, 429, 200]);
  });

  it("a request's own Prefer comes first and leaves the queue as it was", async () => {
    await mock('POST', '/__mock/prefer', { prefer: 'code=503' });
    expect(await get(coupon(), { prefer: 'code=404' })).toBe(404);
    expect((await mock('GET', '/__mock/prefer')).body).toEqual({ queued: [{ prefer: 'code=503', times: 1, left: 1 }] });
    expect(await get(coupon())).toBe(503);
  });

  it('DELETE clears the queue', async () => {
    await mock('POST', '/__mock/prefer', { prefer: 'code=500', times: 3 });
    expect((await mock('DELETE', '/__mock/prefer')).body).toEqual({ queued: [] });
    expect(await get(coupon())).toBe(200);
  });

  it('a body that is not what it takes is a 400 naming why; too big a body a 413', async () => {
    expect(await mock('POST', '/__mock/prefer', '{')).toMatchObject({
      status: 400,
      body: { problem: 'seller-api-conformance serve: POST /__mock/prefer: the body is not JSON; send {"prefer": "code=429", "times": 2}' },
    });
    expect(await mock('POST', '/__mock/prefer', { prefer: 'code=418' })).toMatchObject({
      status: 400,
      body: { problem: expect.stringContaining('"prefer": code=418 is not one of') as unknown },
    });
    const big = await fetch(`${server.baseUrl}/__mock/prefer`, { method: 'POST', body: 'x'.repeat(MAX_MOCK_BODY_BYTES + 1) });
    expect(big.status).toBe(413);
    expect((await mock('GET', '/__mock/prefer')).body).toEqual({ queued: [] });
  });
});

describe('GET /__mock/requests', () => {
  it('one entry per request: time, method, path, query, headers, operation, status, what was applied; oldest first', async () => {
    await mock('POST', '/__mock/prefer', { prefer: 'code=429' });
    await get(`${coupon()}?a=1`, { 'X-Requested-By': 'A0001' });
    await get(pathFor(CATEGORIES), { prefer: 'answer=cag-warnings' });
    const { requests, dropped } = await journal();
    expect(dropped).toBe(0);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: coupon(),
      query: 'a=1',
      operation: 'GET_COUPON_BY_ID',
      signature: 'not checked',
      status: 429,
      applied: 'Prefer: code=429 (queued, 1 of 1)',
    });
    expect(requests[0]!.headers['x-requested-by']).toBe('A0001');
    expect(Date.parse(requests[0]!.time)).toBeLessThanOrEqual(Date.parse(requests[1]!.time));
    expect(requests[0]!.ms).toBeGreaterThanOrEqual(0);
    expect(requests[1]).toMatchObject({ path: pathFor(CATEGORIES), status: 200, applied: 'Prefer: answer=cag-warnings' });
    expect(requests[1]!.query).toBe('');
    expect(heard, 'onRequest hears of each, as the journal keeps it').toEqual(requests);
  });

  it('filters by operation or path; DELETE clears it; the mock paths are not in it', async () => {
    await get(coupon());
    await get(pathFor(CATEGORIES));
    expect((await journal('?operation=GET_COUPON_BY_ID')).requests.map((r) => r.path)).toEqual([coupon()]);
    expect((await journal(`?path=${encodeURIComponent(pathFor(CATEGORIES))}`)).requests.map((r) => r.path)).toEqual([pathFor(CATEGORIES)]);
    expect((await journal()).requests.map((r) => r.path)).toEqual([coupon(), pathFor(CATEGORIES)]);
    expect((await mock('DELETE', '/__mock/requests')).body).toEqual({ requests: [], dropped: 0 });
    expect((await journal()).requests).toEqual([]);
  });

  it('a reset is journaled with status 0', async () => {
    await fetch(server.baseUrl + coupon(), { headers: { prefer: 'answer=reset' } }).catch(() => undefined);
    // The entry is written when the server sees the connection close, which may come after the client's error.
    await expect
      .poll(async () => (await journal()).requests.map((r) => [r.status, r.applied]), { timeout: 20_000 })
      .toEqual([[0, 'Prefer: answer=reset']]);
  });

  it('an unknown filter, an unknown path, a method a path does not take: the mock 400, 404 and 405', async () => {
    expect(await mock('GET', '/__mock/requests?status=200')).toMatchObject({
      status: 400,
      body: { problem: 'seller-api-conformance serve: GET /__mock/requests: unknown parameter "status"; it takes operation and path' },
    });
    expect(await mock('GET', '/__mock/requests?operation=GET_X')).toMatchObject({ status: 400 });
    expect(await mock('GET', '/__mock/journal')).toMatchObject({
      status: 404,
      body: {
        problem:
          "seller-api-conformance serve: no mock path /__mock/journal; the mock's paths are POST /__mock/prefer, GET /__mock/prefer, " +
          'DELETE /__mock/prefer, GET /__mock/requests, DELETE /__mock/requests',
      },
    });
    expect(await mock('POST', '/__mock/requests', {})).toMatchObject({ status: 405, allow: 'GET, DELETE' });
    expect((await journal()).requests).toEqual([]);
  });
});

describe('with keys', () => {
  let signed: ReferenceServer;
  const key = { accessKey: 'AK-journal', secretKey: 'secret-of-the-journal-test' };
  beforeAll(async () => {
    signed = await startReferenceServer({ keys: [key] });
  });
  afterAll(() => signed.close());

  it('says whether each signature verified, with its access key and signed-date, never the signature', async () => {
    const path = pathFor(CATEGORIES);
    const authorization = ceaAuthorization(key, 'GET', path, new Date());
    expect((await fetch(signed.baseUrl + path, { headers: { authorization } })).status).toBe(200);
    expect((await fetch(signed.baseUrl + path)).status).toBe(401);
    const requests = signed.mock.requests();
    expect(requests.map((r) => [r.signature, r.status, r.accessKey])).toEqual([
      ['verified', 200, 'AK-journal'],
      ['refused', 401, undefined],
    ]);
    expect(requests[0]!.signedDate).toMatch(/^\d{6}T\d{6}Z$/);
    expect(JSON.stringify(requests)).not.toContain(authorization.slice(-64));
    expect(JSON.stringify(requests)).not.toContain(key.secretKey);
  });
});

describe('server.mock, from the same process', () => {
  it('queues, lists and clears as the paths do, and a problem throws naming it', async () => {
    server.mock.prefer({ prefer: 'code=429', times: 2 });
    expect(server.mock.queued()).toEqual([{ prefer: 'code=429', times: 2, left: 2 }]);
    expect([await get(coupon()), await get(coupon()), await get(coupon())]).toEqual([429, 429, 200]);
    expect(server.mock.requests().map((r) => r.status)).toEqual([429, 429, 200]);
    server.mock.clearRequests();
    expect(server.mock.requests()).toEqual([]);
    server.mock.prefer({ prefer: 'code=500' });
    server.mock.clearPreferences();
    expect(server.mock.queued()).toEqual([]);
    expect(() => server.mock.prefer({ prefer: 'code=418' })).toThrow(
      new TypeError('mock.prefer: "prefer": code=418 is not one of 400, 401, 403, 404, 429, 500, 502, 503, 504'),
    );
  });
});

describe('mockAnswer', () => {
  const state = () => ({ queue: createPreferQueue(), journal: createJournal() });
  const mockJson = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    body: `${JSON.stringify(body, null, 2)}\n`,
  });

  it('answers in its own JSON, never to be cached', () => {
    expect(mockAnswer('GET', '/__mock/prefer', '', '', state())).toStrictEqual(mockJson(200, { queued: [] }));
  });

  it('an unknown operation is a 400 naming the operations', () => {
    expect(mockAnswer('GET', '/__mock/requests', 'operation=GET_X', '', state())).toStrictEqual(
      mockJson(400, {
        problem:
          'seller-api-conformance serve: GET /__mock/requests: operation=GET_X is none of ' +
          'GET_COUPON_BY_ID, LIST_DISPLAY_CATEGORIES, GET_ORIGIN_INQUIRY_BY_ID',
      }),
    );
  });

  it('a method the path does not take is a 405 naming those it takes', () => {
    expect(mockAnswer('POST', '/__mock/requests', '', '{}', state())).toStrictEqual(
      mockJson(405, { problem: 'seller-api-conformance serve: /__mock/requests takes GET, DELETE, not POST' }, { Allow: 'GET, DELETE' }),
    );
  });
});

// On a server of the test's own, started in the test: a server that failed to start fails it rather than skips it.
describe('the body of a mock path', () => {
  it(`is read whole at ${MAX_MOCK_BODY_BYTES} bytes; one byte more is the mock's plain-text 413`, async () => {
    const own = await startReferenceServer();
    try {
      const post = async (body: string) => {
        const answer = await fetch(`${own.baseUrl}/__mock/prefer`, { method: 'POST', body });
        return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
      };
      // The JSON last: a body read short would not parse.
      const queued = '{"prefer": "code=429"}';
      const atLimit = ' '.repeat(MAX_MOCK_BODY_BYTES - queued.length) + queued;
      expect((await post(atLimit)).status).toBe(201);
      expect(await post(` ${atLimit}`)).toStrictEqual({
        status: 413,
        type: 'text/plain; charset=utf-8',
        text: "seller-api-conformance serve: a body of the mock's paths is at most 65536 bytes\n",
      });
      expect(own.mock.queued()).toEqual([{ prefer: 'code=429', times: 1, left: 1 }]);
    } finally {
      await own.close();
    }
  });
});
