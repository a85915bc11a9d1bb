// Redirects: followed only within the origin under test (at most 5 hops, docs/robustness.md: written
// here as a literal, never read from the code it checks), with the configured headers; a redirect to
// another origin is the target's complete answer, judged as it is, and nothing (credentials least of all)
// is ever sent to the other origin. Which statuses, origins and methods: test/unit/http/redirects.test.ts.

import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REDACTED } from '../../../src/http/index.js';
import { authenticate } from '../../../src/reference/auth.js';
import { ensureBuilt } from '../../support/cli/run-cli.js';
import { localClient, localServer } from '../../support/robustness/local.js';
import { cli, closeTargets, COUPON, expectSaneRun, resultOf, startTarget, targetArgs } from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

const redirect = (res: ServerResponse, status: number, location: string) => {
  res.writeHead(status, { location, 'content-type': 'text/plain' });
  res.end(`see ${location}`);
};
const ok = (res: ServerResponse, body = '{"ok":true}') => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
};

describe('the client and redirects', () => {
  it.each([301, 302, 303, 307, 308])('follows a %i within the origin, with the configured headers, and records the hop', async (status) => {
    const { origin, seen } = await localServer((req, res) => (req.url === '/old?q=1' ? redirect(res, status, '/new?q=2') : ok(res)));
    const http = localClient({ baseUrl: origin, headers: { 'x-api-key': 'key-123456' } });

    const exchange = await http.send({ method: 'GET', path: '/old?q=1' });

    expect(exchange.response.status).toBe(200);
    expect(exchange.request.url).toBe(`${origin}/old?q=1`);
    expect(exchange.redirects).toEqual([{ status, location: `${origin}/new?q=2` }]);
    expect(seen.map((s) => s.url)).toEqual(['/old?q=1', '/new?q=2']);
    expect(seen.map((s) => s.headers['x-api-key'])).toEqual(['key-123456', 'key-123456']);
  });

  // The method for every status: test/unit/http/redirects.test.ts; here, that the client sends it.
  it.each([
    { status: 303, from: 'POST', to: 'GET' },
    { status: 303, from: 'HEAD', to: 'HEAD' },
    { status: 307, from: 'POST', to: 'POST' },
  ])('after a $status, $from becomes $to', async ({ status, from, to }) => {
    const { origin, seen } = await localServer((req, res) => (req.url === '/a' ? redirect(res, status, '/b') : ok(res)));
    await localClient({ baseUrl: origin }).send({ method: from, path: '/a' });
    expect(seen.map((s) => s.method)).toEqual([from, to]);
  });

  it('does not follow a redirect to another origin: the 3xx is the answer, and the other origin gets nothing', async () => {
    const elsewhere = await localServer((_req, res) => ok(res));
    const { origin, seen } = await localServer((_req, res) => redirect(res, 302, `${elsewhere.origin}/steal`));
    const http = localClient({ baseUrl: origin, headers: { authorization: 'Bearer secret-token-1', 'x-api-key': 'key-123456' } });

    const exchange = await http.send({ method: 'GET', path: '/coupons/1' });

    expect(exchange.response.status).toBe(302);
    expect(exchange.response.headers['location']).toBe(`${elsewhere.origin}/steal`);
    expect(exchange.redirects).toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(elsewhere.seen).toEqual([]);
  });

  it('follows at most 5 hops, then gives the last 3xx as the answer', async () => {
    let hops = 0;
    const { origin, seen } = await localServer((_req, res) => redirect(res, 307, `/loop/${++hops}`));

    const exchange = await localClient({ baseUrl: origin }).send({ method: 'GET', path: '/loop/0' });

    expect(exchange.response.status).toBe(307);
    expect(exchange.redirects).toHaveLength(5);
    expect(seen).toHaveLength(6);
  });

  /** A chain of `length` redirects, /chain/0 to /chain/<length>, which answers 200. */
  const chainOf = (length: number) =>
    localServer((req, res) => {
      const at = Number(req.url?.split('/').at(-1));
      if (at < length) redirect(res, 302, `/chain/${at + 1}`);
      else ok(res);
    });

  it('follows a chain of exactly 5 redirects to its end', async () => {
    const { origin, seen } = await chainOf(5);

    const exchange = await localClient({ baseUrl: origin }).send({ method: 'GET', path: '/chain/0' });

    expect(exchange.response.status).toBe(200);
    expect(exchange.redirects).toHaveLength(5);
    expect(seen.map((request) => request.url)).toEqual(['/chain/0', '/chain/1', '/chain/2', '/chain/3', '/chain/4', '/chain/5']);
  });

  it('refuses the 6th redirect of a chain: its 3xx is the answer, and /chain/6 is never asked for', async () => {
    const { origin, seen } = await chainOf(6);

    const exchange = await localClient({ baseUrl: origin }).send({ method: 'GET', path: '/chain/0' });

    expect(exchange.response.status).toBe(302);
    expect(exchange.redirects).toHaveLength(5);
    expect(seen.map((request) => request.url)).toEqual(['/chain/0', '/chain/1', '/chain/2', '/chain/3', '/chain/4', '/chain/5']);
  });

  it('signs every hop afresh, for its own path', async () => {
    const keys = [{ accessKey: 'ak-redirect', secretKey: 'sk-redirect-0123456789' }];
    const { origin, seen } = await localServer((req, res) => (req.url === '/a' ? redirect(res, 302, '/b?x=1') : ok(res)));
    const http = localClient({ baseUrl: origin, signing: keys[0]! });

    const exchange = await http.send({ method: 'GET', path: '/a' });

    expect(exchange.request.headers['authorization']).toBe(REDACTED);
    for (const hop of seen) {
      const verdict = authenticate(
        keys,
        { method: hop.method, target: hop.url, authorization: hop.headers.authorization },
        Date.now(),
        'default',
      );
      expect(verdict, hop.url).toEqual({ vendorId: 'default' });
    }
  });
});

describe('the CLI and redirects', () => {
  it('judges the answer at the end of a same-origin redirect', async () => {
    // Every coupon lookup is redirected once to a "canonical" alias that the target serves.
    const alias = '/canonical';
    const target = await startTarget((req, res) => {
      const url = req.url ?? '';
      if (url.startsWith(COUPON.path)) {
        req.resume();
        redirect(res, 301, alias + url);
        return true;
      }
      if (url.startsWith(alias)) req.url = url.slice(alias.length); // served by the reference
      return false;
    });
    const run = await cli(targetArgs(target, '--suite', 'coupon'));
    expectSaneRun(run, 0);
    expect(target.requests.some((r) => r.url.startsWith(alias))).toBe(true);
  }, 60_000);

  it('judges a redirect to another origin as the answer: a failure, and the other origin is never called', async () => {
    const elsewhere = await startTarget();
    const target = await startTarget((req, res) => {
      if (!(req.url ?? '').startsWith(COUPON.path)) return false;
      req.resume();
      redirect(res, 302, elsewhere.baseUrl + (req.url ?? ''));
      return true;
    });
    const run = await cli([...targetArgs(target, '--suite', 'coupon'), '--header', 'Authorization: Bearer tok-0123456789']);
    const report = expectSaneRun(run, 1);
    expect(resultOf(report, 'coupon.found.status').status).toBe('failed');
    expect(elsewhere.requests).toEqual([]);
    expect(run.allReports).not.toContain('tok-0123456789');
  }, 60_000);
});
