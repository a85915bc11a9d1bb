// The worked example of docs/clients.md, as it runs: a small client that reads the daily limit as
// `maximumPerDay` with a default of 9999. Against `serve`'s default forms it shows 9999, and a test written
// from what it showed passes; against the official forms the same test sees 999, and fails. The fixed
// client reads both spellings and shows 999 in every form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { respond, startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';

const COUPONS = '/v2/providers/marketplace_openapi/apis/api/v1/coupons/';

/** The client of the example, as its team wrote it from the official sample. */
async function dailyLimits(baseUrl: string, couponId: string): Promise<number[]> {
  const coupon = (await (await fetch(baseUrl + COUPONS + couponId)).json()) as { couponPolicies: { maximumPerDay?: number }[] };
  return coupon.couponPolicies.map((policy) => policy.maximumPerDay ?? 9999);
}

/** The fixed client: either spelling (decision D1). */
async function dailyLimitsFixed(baseUrl: string, couponId: string): Promise<number[]> {
  const coupon = (await (await fetch(baseUrl + COUPONS + couponId)).json()) as {
    couponPolicies: { maximumPerDay?: number; maximumPerDaily?: number }[];
  };
  return coupon.couponPolicies.map((policy) => policy.maximumPerDay ?? policy.maximumPerDaily ?? 9999);
}

const servers: Record<'reference' | 'official' | 'any', ReferenceServer> = {} as never;
beforeAll(async () => {
  for (const forms of ['reference', 'official', 'any'] as const) servers[forms] = await startReferenceServer({ forms });
});
afterAll(() => Promise.all(Object.values(servers).map((server) => server.close())));

describe('the worked example of docs/clients.md', () => {
  it('the client shows 9999 against the default forms: a test written from what it showed passes there', async () => {
    const { baseUrl, fixtures } = servers.reference;
    expect(await dailyLimits(baseUrl, fixtures.couponId)).toEqual([9999, 9999, 9999]);
  });

  it('against --forms official the same client shows 999: the test written from the default forms fails', async () => {
    const { baseUrl, fixtures } = servers.official;
    expect(await dailyLimits(baseUrl, fixtures.couponId)).toEqual([999, 999, 999]);
    expect(await dailyLimits(baseUrl, fixtures.couponId)).not.toEqual([9999, 9999, 9999]);
  });

  it('the fixed client shows 999 in every form', async () => {
    for (const { baseUrl, fixtures } of Object.values(servers))
      expect(await dailyLimitsFixed(baseUrl, fixtures.couponId)).toEqual([999, 999, 999]);
  });
});

/** A client that retries a 429 up to three times after the Retry-After it is given, as docs/clients.md's retry example has it. */
async function couponTitle(baseUrl: string, couponId: string): Promise<string | undefined> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await fetch(baseUrl + COUPONS + couponId);
    if (answer.status !== 429) return ((await answer.json()) as { title?: string }).title;
    await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after') ?? '1') * 1000));
  }
  return undefined;
}

describe('the retry example of docs/clients.md', () => {
  it('retries a 429 after its Retry-After, then shows the coupon: the journal has the waits', async () => {
    const server = servers.reference;
    server.mock.clearRequests();
    server.mock.prefer({ prefer: 'code=429, retry-after=1', times: 2, operation: 'GET_COUPON_BY_ID' });
    expect(await couponTitle(server.baseUrl, server.fixtures.couponId)).toBeDefined();
    const requests = server.mock.requests();
    expect(requests.map((request) => request.status)).toEqual([429, 429, 200]);
    const waits = requests.slice(1).map((after, index) => Date.parse(after.time) - Date.parse(requests[index]!.time));
    expect(Math.min(...waits), `waits ${waits.join(', ')} ms`).toBeGreaterThanOrEqual(1000);
  });
});

describe('the respond example of docs/clients.md', () => {
  it('changes the answer it means to and passes the rest through, Prefer still working around it', async () => {
    const server = await startReferenceServer({
      respond: (dataset, request, vendorId) =>
        request.path.endsWith('/coupons/42')
          ? { status: 410, headers: { 'Content-Type': 'application/json' }, body: '{"code":"GONE"}' }
          : respond(dataset, request, vendorId),
    });
    try {
      expect((await fetch(`${server.baseUrl}${COUPONS}42`)).status).toBe(410);
      expect((await fetch(server.baseUrl + COUPONS + server.fixtures.couponId)).status).toBe(200);
      expect((await fetch(`${server.baseUrl}${COUPONS}42`, { headers: { prefer: 'code=503' } })).status).toBe(503);
    } finally {
      await server.close();
    }
  });
});
