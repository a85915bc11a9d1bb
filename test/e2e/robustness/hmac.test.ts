// The marketplace gateway's HMAC scheme, end to end: the signer (src/http/hmac.ts) against the
// documented examples and against the reference's independent verifier (src/reference/auth.ts),
// then the real CLI against the reference started with keys: right keys, a wrong secret, an
// expired signature, one key alone, and the secret never printed or written.

import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ceaAuthorization, messageToSign, REDACTED, signedDateOf } from '../../../src/http/index.js';
import { AUTH_MESSAGES, authenticate, SIGNATURE_MAX_SKEW_MS } from '../../../src/reference/auth.js';
import { buildDataset } from '../../../src/reference/index.js';
import { ensureBuilt } from '../../support/cli/run-cli.js';
import { localClient, localServer } from '../../support/robustness/local.js';
import { cli, closeTargets, expectSaneRun, INQUIRY, startTarget, targetArgs } from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

const ACCESS_KEY = 'a1b2c3d4-access';
const SECRET_KEY = 'S3cr3t-0f-the-vendor-9f8e7d6c5b4a';
const KEYS = [{ accessKey: ACCESS_KEY, secretKey: SECRET_KEY }];
const COUPON = '/v2/providers/marketplace_openapi/apis/api/v1/coupons/11234224';

describe('the signer', () => {
  it("writes the signed-date as yyMMdd'T'HHmmss'Z' in UTC", () => {
    expect(signedDateOf(new Date('2025-11-20T11:36:08.999Z'))).toBe('251120T113608Z');
    expect(signedDateOf(new Date('2031-01-05T23:59:59+09:00'))).toBe('310105T145959Z');
  });

  it('signs the documented message: signed-date + METHOD + path + query without "?"', () => {
    expect(messageToSign('250115T051713Z', 'GET', COUPON)).toBe(`250115T051713ZGET${COUPON}`);
    expect(messageToSign('250115T051713Z', 'GET', '/v2/x?a=1&b=%2F')).toBe('250115T051713ZGET/v2/xa=1&b=%2F');
  });

  it('builds the CEA header with the lowercase hex HMAC-SHA256 of that message', () => {
    const header = ceaAuthorization(KEYS[0]!, 'GET', COUPON, new Date('2025-01-15T05:17:13Z'));
    const expected = createHmac('sha256', SECRET_KEY).update(`250115T051713ZGET${COUPON}`).digest('hex');
    expect(header).toBe(`CEA algorithm=HmacSHA256, access-key=${ACCESS_KEY}, signed-date=250115T051713Z, signature=${expected}`);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the reference's verifier", () => {
  const now = Date.parse('2025-01-15T05:17:13Z');
  const request = (authorization: string | undefined, target = COUPON, method = 'GET') => ({ method, target, authorization });
  const signed = (at: number, keys = KEYS[0]!, target = COUPON, method = 'GET') => ceaAuthorization(keys, method, target, new Date(at));
  const refusal = (verdict: ReturnType<typeof authenticate>) =>
    'refusal' in verdict ? { status: verdict.refusal.status, body: JSON.parse(verdict.refusal.body) as unknown } : verdict;

  it('accepts a good signature, with a query too, and names the vendor of the key', () => {
    const keys = [{ ...KEYS[0]!, vendorId: 'A00012345' }];
    expect(authenticate(keys, request(signed(now)), now, 'default')).toEqual({ vendorId: 'A00012345' });
    const withQuery = `${COUPON}?page=2&size=10`;
    expect(authenticate(KEYS, request(signed(now, KEYS[0], withQuery), withQuery), now, 'default')).toEqual({ vendorId: 'default' });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Bearer abc'],
    ['another algorithm', signed(now).replace('HmacSHA256', 'HmacSHA1')],
    ['no signature', `CEA algorithm=HmacSHA256, access-key=${ACCESS_KEY}, signed-date=250115T051713Z`],
    ['a signed-date that is no time', signed(now).replace('250115T051713Z', '251345T256199Z')],
  ])('answers 401 "HMAC format is invalid." to %s', (_name, header) => {
    expect(refusal(authenticate(KEYS, request(header), now, 'default'))).toEqual({
      status: 401,
      body: { code: 'ERROR', message: AUTH_MESSAGES.format },
    });
  });

  it.each([
    ['a wrong secret', () => signed(now, { accessKey: ACCESS_KEY, secretKey: 'wrong' })],
    ['an unknown access key', () => signed(now, { accessKey: 'nobody', secretKey: SECRET_KEY })],
    ['a signature of another path', () => signed(now, KEYS[0], `${COUPON}9`)],
    ['a signature of another method', () => signed(now, KEYS[0], COUPON, 'POST')],
  ])('answers 401 "Invalid signature." to %s', (_name, header) => {
    expect(refusal(authenticate(KEYS, request(header()), now, 'default'))).toEqual({
      status: 401,
      body: { code: 'ERROR', message: AUTH_MESSAGES.signature },
    });
  });

  it('answers 401 "Specified signature is expired." more than 5 minutes either side of its clock', () => {
    for (const skew of [SIGNATURE_MAX_SKEW_MS + 1000, -(SIGNATURE_MAX_SKEW_MS + 1000)]) {
      expect(refusal(authenticate(KEYS, request(signed(now - skew)), now, 'default'))).toEqual({
        status: 401,
        body: { code: 'ERROR', message: AUTH_MESSAGES.expired },
      });
    }
    expect(authenticate(KEYS, request(signed(now - SIGNATURE_MAX_SKEW_MS + 1000)), now, 'default')).toEqual({ vendorId: 'default' });
  });
});

// ---- the client ---------------------------------------------------------------------------------

describe('the client, signing', () => {
  it('signs every attempt afresh: a retry after a 429 carries a new signed-date', async () => {
    const { origin, seen } = await localServer((_req, res, n) => {
      res.writeHead(n === 1 ? 429 : 200, { 'content-type': 'application/json', ...(n === 1 ? { 'retry-after': '1' } : {}) });
      res.end('{}');
    });
    const exchange = await localClient({ baseUrl: origin, signing: KEYS[0]! }).send({ method: 'GET', path: '/x' });
    expect(exchange.response.status).toBe(200);
    const dates = seen.map(({ headers }) => /signed-date=(\w+)/.exec(headers.authorization ?? '')?.[1]);
    expect(dates).toHaveLength(2);
    expect(dates[0]).toBeDefined();
    expect(dates[1]).not.toBe(dates[0]);
  });

  it('sends the vendor id as X-Requested-By, over a configured one, and records the signature only as redacted', async () => {
    const { origin, seen } = await localServer((_req, res) => {
      // A server that echoes what it got must not carry the secret into the recording either.
      res.writeHead(200, { 'content-type': 'application/json', 'x-echo': SECRET_KEY });
      res.end(JSON.stringify({ secret: SECRET_KEY }));
    });
    const http = localClient({ baseUrl: origin, signing: KEYS[0]!, vendorId: 'A00012345', headers: { 'X-Requested-By': 'someone-else' } });
    const exchange = await http.send({ method: 'GET', path: '/x' });
    expect(seen[0]!.headers['x-requested-by']).toBe('A00012345');
    expect(seen[0]!.headers.authorization).toMatch(
      /^CEA algorithm=HmacSHA256, access-key=a1b2c3d4-access, signed-date=\d{6}T\d{6}Z, signature=[0-9a-f]{64}$/,
    );
    expect(exchange.request.headers['authorization']).toBe(REDACTED);
    expect(exchange.request.headers['x-requested-by']).toBe('A00012345');
    expect(JSON.stringify(exchange)).not.toContain(SECRET_KEY);
  });
});

// ---- the CLI against the reference with keys ---------------------------------------------------

describe('the CLI against a reference that verifies signatures', () => {
  const expectNoSecret = (run: Awaited<ReturnType<typeof cli>>) => {
    expect(run.result.stdout).not.toContain(SECRET_KEY);
    expect(run.result.stderr).not.toContain(SECRET_KEY);
    expect(run.allReports).not.toContain(SECRET_KEY);
  };

  it('with the right keys: every request is signed and the run is conformant (exit 0)', async () => {
    const target = await startTarget(undefined, { keys: KEYS });
    const run = await cli([...targetArgs(target), '--access-key', ACCESS_KEY, '--vendor-id', 'A00012345'], {
      env: { SAC_SECRET_KEY: SECRET_KEY },
    });
    expectSaneRun(run, 0);
    expect(target.requests.length).toBeGreaterThan(20);
    for (const request of target.requests) {
      expect(request.headers.authorization, request.url).toMatch(/^CEA algorithm=HmacSHA256, access-key=a1b2c3d4-access, /);
      expect(request.headers['x-requested-by']).toBe('A00012345');
    }
    expectNoSecret(run);
    // Not even the signatures, which would let anyone replay a request for minutes.
    const signature = /signature=([0-9a-f]{64})/.exec(target.requests[1]!.headers.authorization!)![1]!;
    expect(run.allReports).not.toContain(signature);
  }, 60_000);

  it('with a wrong secret: could not judge, authentication refused (401) "Invalid signature." (exit 2, nothing failed)', async () => {
    const target = await startTarget(undefined, { keys: KEYS });
    const wrong = 'not-the-secret-0123456789';
    const run = await cli([...targetArgs(target), '--access-key', ACCESS_KEY, '--secret-key', wrong]);
    const report = expectSaneRun(run, 2);
    expect(report.results.filter((r) => r.status === 'failed')).toEqual([]);
    expect(report.summary.reason).toMatch(/could not be judged: authentication refused \(401\).*Invalid signature\./);
    expect(run.result.stdout).toMatch(/^ERROR .*authentication refused \(401\).*Invalid signature\./m);
    expect(run.result.stdout).toMatch(/^verdict: INCONCLUSIVE .*see ERROR above/m);
    expect(run.result.stdout).not.toContain(wrong);
    expect(run.allReports).not.toContain(wrong);
  }, 60_000);

  it('with a signature the server finds expired (its clock is 10 minutes ahead): 401 "Specified signature is expired." (exit 2)', async () => {
    const target = await startTarget(undefined, { keys: KEYS, now: () => Date.now() + 10 * 60 * 1000 });
    const run = await cli([...targetArgs(target), '--access-key', ACCESS_KEY, '--secret-key', SECRET_KEY]);
    const report = expectSaneRun(run, 2);
    expect(report.results.filter((r) => r.status === 'failed')).toEqual([]);
    expect(report.summary.reason).toMatch(/authentication refused \(401\).*Specified signature is expired\..*clock/);
    expectNoSecret(run);
  }, 60_000);

  it('unsigned: 401 "HMAC format is invalid." (exit 2)', async () => {
    const target = await startTarget(undefined, { keys: KEYS });
    const run = await cli(targetArgs(target, '--suite', 'categories'));
    const report = expectSaneRun(run, 2);
    expect(report.summary.reason).toMatch(/authentication refused \(401\).*HMAC format is invalid\./);
  }, 60_000);

  it("makes the signing key's vendor the caller, whatever X-Requested-By says", async () => {
    const dataset = buildDataset();
    const keys = [{ ...KEYS[0]!, vendorId: dataset.otherVendorId }];
    const target = await startTarget(undefined, { keys });
    const http = localClient({ baseUrl: target.baseUrl, maxRetriesOn429: 0, signing: KEYS[0]!, vendorId: dataset.defaultVendorId });
    try {
      const foreign = await http.send({ method: 'GET', path: INQUIRY.path + target.fixtures.foreignInquiryId });
      const own = await http.send({ method: 'GET', path: INQUIRY.path + target.fixtures.inquiryId });
      expect(foreign.response.status).toBe(200);
      expect(own.response.status).toBe(404);
      expect(own.response.body).toContain('Vendor id should be same with the vendor id in this inquiry');
    } finally {
      await http.close();
    }
  });

  it.each<{ given: string; args: string[]; env: Record<string, string>; missing: string }>([
    { given: 'only the access key', args: ['--access-key', ACCESS_KEY], env: {}, missing: '--secret-key' },
    { given: 'only the secret key (env)', args: [], env: { SAC_SECRET_KEY: SECRET_KEY }, missing: '--access-key' },
  ])(
    'with $given: a usage error naming the missing one, exit 2, the secret not shown',
    async ({ args, env, missing }) => {
      const target = await startTarget(undefined, { keys: KEYS });
      const run = await cli([...targetArgs(target), ...args], { env });
      expect(run.result.code).toBe(2);
      expect(run.result.stderr).toContain(`${missing} is missing`);
      expectNoSecret(run);
      expect(target.requests).toEqual([]);
    },
    60_000,
  );
});
