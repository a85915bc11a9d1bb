// What the mock tells a client about its own mistakes: the v4 inquiry path gets a 404 that names the v5
// path (not a bare "Not Found" a client reads as "inquiry not found"), and a signature off by a whole
// number of hours gets a hint about local time signed as UTC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ceaAuthorization } from '../../../src/http/hmac.js';
import { CATEGORIES, INQUIRY } from '../../../src/operations.js';
import { startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';

const KEY = { accessKey: 'mistakes-access', secretKey: 'mistakes-secret' };
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ keys: [KEY], now: () => NOW });
});
afterAll(() => server.close());

async function signedAt(path: string, at: number) {
  const answer = await fetch(server.baseUrl + path, { headers: { authorization: ceaAuthorization(KEY, 'GET', path, new Date(at)) } });
  return { status: answer.status, body: (await answer.json()) as { code: unknown; message: string; hint?: string } };
}

describe('the mock and the mistakes of clients', () => {
  it('answers the v4 inquiry path with a 404 that names the v5 path', async () => {
    const { status, body } = await signedAt('/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/1', NOW);
    expect(status).toBe(404);
    expect(body.message).toBe(`Not Found: this is the v4 inquiry path; the v5 path is ${INQUIRY.path}{inquiryId}`);
  });

  it('hints at local time signed as UTC when the signature is off by whole hours, and only then', async () => {
    const seoul = await signedAt(CATEGORIES.path, NOW + 9 * 3_600_000 + 20_000);
    expect(seoul.status).toBe(401);
    expect(seoul.body.message).toBe('Specified signature is expired.');
    expect(seoul.body.hint).toMatch(/^signed-date is 9 h ahead of the server's UTC clock: is the local time of UTC\+09:00 signed as UTC\?/);
    const newYork = await signedAt(CATEGORIES.path, NOW - 5 * 3_600_000);
    expect(newYork.body.hint).toMatch(/5 h behind .* UTC-05:00/);
    const stale = await signedAt(CATEGORIES.path, NOW - 37 * 60_000);
    expect([stale.status, stale.body.hint]).toEqual([401, undefined]);
  });
});
