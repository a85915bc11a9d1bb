// The forwarding proxy (src/proxy/proxy-server.ts) between node:http clients and local targets: what the
// target gets, what the client gets, and what the proxy hands its judge (an exchange, another request, a
// failure), with no judge in between. test/e2e/traffic/proxy.test.ts shows it with the judge, at scale.
import { once } from 'node:events';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startProxy, type ProxiedExchange, type ProxyFailure, type RunningProxy } from '../../../src/proxy/proxy-server.js';
import { closedPort } from '../../support/cli/servers.js';
import { localServer } from '../../support/robustness/local.js';
import { createTestCertificates } from '../../support/tls/certificates.js';

/**
 * Each test's exchanges take milliseconds: a proxy that stops forwarding fails its test in seconds, not at
 * the unit tests' 30 s, which mutation testing would pay for each such mutant of proxy-server.ts.
 */
const EXCHANGE_TIMEOUT_MS = 10_000;

const proxies: RunningProxy[] = [];
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close(0)));
});

/** What the proxy handed over: exchanges, other requests, failures. */
interface Handed {
  exchanges: ProxiedExchange[];
  others: string[];
  failures: ProxyFailure[];
}

/** A proxy to `target` that copies the bodies of URLs with /judged/ in them. */
async function proxyTo(target: string, extra: { maxBodyBytes?: number; roomToJudge?: () => Promise<void> | undefined } = {}) {
  const handed: Handed = { exchanges: [], others: [], failures: [] };
  const proxy = await startProxy({
    target: new URL(target),
    host: '127.0.0.1',
    port: 0,
    maxBodyBytes: extra.maxBodyBytes ?? 1024,
    wanted: (url) => url.includes('/judged/'),
    onExchange: (exchange) => handed.exchanges.push(exchange),
    onOther: (method, url) => handed.others.push(`${method} ${url}`),
    onFailure: (failure) => handed.failures.push(failure),
    ...(extra.roomToJudge ? { roomToJudge: extra.roomToJudge } : {}),
  });
  proxies.push(proxy);
  return { proxy, handed };
}

interface Answer {
  status: number;
  statusMessage: string;
  rawHeaders: string[];
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with node:http (the raw headers as sent, after Host; a fresh connection), to its whole answer. */
function send(url: string, options: { method?: string; headers?: string[]; body?: string } = {}): Promise<Answer> {
  const headers = ['Host', new URL(url).host, ...(options.headers ?? [])];
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers, agent: false }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          statusMessage: res.statusMessage!,
          rawHeaders: res.rawHeaders,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A target that closes each connection at its second request, as one whose idle timeout ends as a request arrives. */
const closingAtTheSecondRequest = () =>
  localServer((req, res) => {
    const socket = req.socket as typeof req.socket & { served?: number };
    socket.served = (socket.served ?? 0) + 1;
    if (socket.served > 1) return void socket.destroy();
    res.end('answered');
  });

/** The name, value pairs of raw headers. */
const pairs = (raw: readonly string[]) => raw.flatMap((value, i) => (i % 2 === 0 ? [[value, raw[i + 1]!]] : []));
const named = (raw: readonly string[], name: string) => pairs(raw).filter(([n]) => n!.toLowerCase() === name);

describe('the proxy forwards', { timeout: EXCHANGE_TIMEOUT_MS }, () => {
  it("the request to the target's base path, with the target's Host, its own headers and body, without hop-by-hop ones", async () => {
    let got: { method: string; url: string; rawHeaders: string[]; body: string } | undefined;
    const target = await localServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        got = { method: req.method!, url: req.url!, rawHeaders: req.rawHeaders, body: Buffer.concat(chunks).toString() };
        res.end('ok');
      });
    });
    const { proxy } = await proxyTo(`${target.origin}/base//`);
    await send(`${proxy.url}/judged/1?x=1`, {
      method: 'POST',
      headers: [
        'X-Mine',
        'a',
        'x-mine',
        'b',
        'Connection',
        'close, X-Hop',
        'X-Hop',
        'h',
        'Proxy-Authorization',
        'p',
        'Content-Length',
        '4',
      ],
      body: 'body',
    });
    expect(got).toMatchObject({ method: 'POST', url: '/base/judged/1?x=1', body: 'body' });
    expect(named(got!.rawHeaders, 'host')).toEqual([['Host', new URL(target.origin).host]]);
    expect(pairs(got!.rawHeaders).filter(([name]) => /^x-|^proxy-/i.test(name!))).toEqual([
      ['X-Mine', 'a'],
      ['x-mine', 'b'],
    ]);
    expect(named(got!.rawHeaders, 'content-length')).toEqual([['Content-Length', '4']]);
  });

  it("the answer as it came: status, reason phrase, headers in their order and spelling, bytes; not the target's hop-by-hop headers", async () => {
    const target = await localServer((_req, res) => {
      res.writeHead(418, 'Short And Stout', ['X-One', '1', 'x-one', '2', 'Content-Type', 'text/odd', 'Keep-Alive', 'timeout=9']);
      res.end('teapot');
    });
    const { proxy, handed } = await proxyTo(target.origin);
    const answer = await send(`${proxy.url}/other`);
    expect(answer).toMatchObject({ status: 418, statusMessage: 'Short And Stout', body: 'teapot' });
    expect(pairs(answer.rawHeaders).filter(([name]) => /^x-|content-type|keep-alive/i.test(name!))).toEqual([
      ['X-One', '1'],
      ['x-one', '2'],
      ['Content-Type', 'text/odd'],
    ]);
    expect(handed).toEqual({ exchanges: [], others: [`GET ${target.origin}/other`], failures: [] });
  });
});

describe('the proxy hands over', { timeout: EXCHANGE_TIMEOUT_MS }, () => {
  it('a whole exchange of a URL worth judging, once the client has the answer: never an "other" request', async () => {
    const target = await localServer((_req, res) => res.writeHead(200, ['Content-Type', 'application/json']).end('{"a":1}'));
    const { proxy, handed } = await proxyTo(`${target.origin}/base`);
    const before = new Date();
    await send(`${proxy.url}/judged/2`, { headers: ['Authorization', 'Bearer t'] });
    const elapsedMs = Date.now() - before.getTime();
    expect(handed.others).toEqual([]);
    expect(handed.failures).toEqual([]);
    expect(handed.exchanges).toHaveLength(1);
    const [exchange] = handed.exchanges;
    expect(exchange).toMatchObject({
      method: 'GET',
      url: `${target.origin}/base/judged/2`,
      status: 200,
      bodyBytes: 7,
    });
    expect(exchange!.body?.toString()).toBe('{"a":1}');
    expect(exchange!.requestHeaders.slice(0, 2)).toEqual(['Host', new URL(target.origin).host]);
    expect(named(exchange!.requestHeaders, 'authorization')).toEqual([['Authorization', 'Bearer t']]);
    expect(named(exchange!.responseHeaders, 'content-type')).toEqual([['Content-Type', 'application/json']]);
    expect(exchange!.startedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
    expect(exchange!.startedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(exchange!.durationMs).toBeGreaterThan(0);
    // Within the time the client waited for it, however busy the machine.
    expect(exchange!.durationMs).toBeLessThanOrEqual(elapsedMs + 1);
    // Milliseconds to three decimals, as a HAR's timings.
    expect(Math.round(exchange!.durationMs * 1000) / 1000).toBe(exchange!.durationMs);
  });

  it('an exchange whose body passed the cap without it, with its bytes counted; the client still gets it whole', async () => {
    const body = 'x'.repeat(5000);
    const target = await localServer((_req, res) => res.end(body));
    const { proxy, handed } = await proxyTo(target.origin, { maxBodyBytes: 100 });
    expect((await send(`${proxy.url}/judged/3`)).body).toBe(body);
    expect(handed.exchanges).toMatchObject([{ body: undefined, bodyBytes: 5000 }]);
  });

  it('a request worth judging waits, when judging is behind, until judging has room; the others do not', async () => {
    let room: () => void = () => undefined;
    const asked: string[] = [];
    const target = await localServer((req, res) => res.end(req.url));
    const { proxy, handed } = await proxyTo(target.origin, {
      roomToJudge: () => (asked.push('asked'), new Promise<void>((resolve) => (room = resolve))),
    });
    const held = send(`${proxy.url}/judged/4`);
    expect((await send(`${proxy.url}/other`)).body).toBe('/other');
    expect(asked).toEqual(['asked']);
    expect(target.seen.map((seen) => seen.url)).toEqual(['/other']);
    room();
    expect((await held).body).toBe('/judged/4');
    expect(target.seen.map((seen) => seen.url)).toEqual(['/other', '/judged/4']);
    expect(handed.exchanges.map((exchange) => exchange.url)).toEqual([`${target.origin}/judged/4`]);
  });

  it('nothing of a request held while its client left: it is never forwarded', async () => {
    let room: () => void = () => undefined;
    const target = await localServer((_req, res) => res.end('late'));
    const { proxy, handed } = await proxyTo(target.origin, { roomToJudge: () => new Promise<void>((resolve) => (room = resolve)) });
    const req = httpRequest(`${proxy.url}/judged/5`, { agent: false });
    req.on('error', () => undefined);
    req.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    req.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    room();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(target.seen).toEqual([]);
    expect(handed).toEqual({ exchanges: [], others: [], failures: [] });
  });
});

describe('the proxy, when the target gives no answer', { timeout: EXCHANGE_TIMEOUT_MS }, () => {
  it('answers 502 itself, naming why, when the target cannot be reached', async () => {
    const port = await closedPort();
    const { proxy, handed } = await proxyTo(`http://127.0.0.1:${port}`);
    const answer = await send(`${proxy.url}/judged/6`, { headers: ['X-Mine', 'a'] });
    const reason = 'the target did not answer: ECONNREFUSED';
    expect(answer).toMatchObject({ status: 502, body: `seller-api-conformance proxy: ${reason}\n` });
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(handed.failures).toEqual([
      { method: 'GET', url: `http://127.0.0.1:${port}/judged/6`, requestHeaders: ['Host', `127.0.0.1:${port}`, 'X-Mine', 'a'], reason },
    ]);
    expect(handed.exchanges).toEqual([]);
  });

  it("resets the client's connection when the target resets its own, and names the reset", async () => {
    const target = await localServer((req) => req.socket.resetAndDestroy());
    const { proxy, handed } = await proxyTo(target.origin);
    // Reset (RST), not closed: the client reads ECONNRESET, not a hang-up.
    await expect(send(`${proxy.url}/judged/7`)).rejects.toMatchObject({ code: 'ECONNRESET', message: 'read ECONNRESET' });
    expect(handed.failures.map((failure) => failure.reason)).toEqual(["the target reset the connection (ECONNRESET); so was the client's"]);
  });

  it('cuts the client off, and names it, when the target ends an answer before its end', async () => {
    const target = await localServer((_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('part of it', () => res.destroy());
    });
    const { proxy, handed } = await proxyTo(target.origin);
    await expect(send(`${proxy.url}/judged/8`)).rejects.toThrow();
    await expect(send(`${proxy.url}/other`)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handed.failures.map((failure) => failure.reason)).toEqual([
      'the target ended the answer before its end',
      'the target ended the answer before its end',
    ]);
    expect(handed.exchanges).toEqual([]);
    expect(handed.others).toEqual([]);
  });

  it('sends a bodiless request (GET, HEAD) once more on a new connection when the kept-alive one it went on was closed', async () => {
    const target = await closingAtTheSecondRequest();
    const { proxy, handed } = await proxyTo(target.origin);
    for (const method of ['GET', 'GET', 'HEAD']) expect((await send(`${proxy.url}/judged/9`, { method })).status).toBe(200);
    expect(target.seen.map((seen) => seen.method)).toEqual(['GET', 'GET', 'GET', 'HEAD', 'HEAD']);
    expect(handed.failures).toEqual([]);
    expect(handed.exchanges).toHaveLength(3);
  });

  it('never sends a request with a body twice: its body is gone', async () => {
    const target = await closingAtTheSecondRequest();
    const { proxy, handed } = await proxyTo(target.origin);
    await send(`${proxy.url}/judged/10`, { method: 'POST', body: 'one' });
    await expect(send(`${proxy.url}/judged/10`, { method: 'POST', body: 'two' })).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(target.seen).toHaveLength(2);
    expect(handed.failures.map((failure) => failure.method)).toEqual(['POST']);
  });
});

describe('the proxy, when the client leaves', { timeout: EXCHANGE_TIMEOUT_MS }, () => {
  it('ends the request to the target too, and reports no failure of the target', async () => {
    let closed = false;
    const target = await localServer((req, res) => {
      res.writeHead(200);
      res.write('first part');
      req.socket.once('close', () => (closed = true));
    });
    const { proxy, handed } = await proxyTo(target.origin);
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${proxy.url}/judged/11`, { agent: false }, (res) => res.once('data', () => (req.destroy(), resolve())));
      req.on('error', () => undefined);
      req.end();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(true);
    expect(handed).toEqual({ exchanges: [], others: [], failures: [] });
  });
});

describe('starting the proxy', { timeout: EXCHANGE_TIMEOUT_MS }, () => {
  it('rejects with the reason when it cannot listen', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const { port } = blocker.address() as { port: number };
    try {
      await expect(
        startProxy({
          target: new URL('http://127.0.0.1:9'),
          host: '127.0.0.1',
          port,
          maxBodyBytes: 1,
          wanted: () => false,
          onExchange: () => undefined,
          onFailure: () => undefined,
        }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      blocker.close();
    }
  });
});

describe('the proxy to an https target', { timeout: EXCHANGE_TIMEOUT_MS }, () => {
  it('speaks TLS to it, and checks its certificate with the usual authorities', async () => {
    const certificates = createTestCertificates();
    const target = createHttpsServer({ cert: certificates.pem('server.pem'), key: certificates.pem('server.key') }, (_req, res) =>
      res.end('ok'),
    );
    try {
      target.listen(0, '127.0.0.1');
      await once(target, 'listening');
      const { port } = target.address() as { port: number };
      const { proxy, handed } = await proxyTo(`https://127.0.0.1:${port}`);
      const answer = await send(`${proxy.url}/judged/14`);
      // Not a plain-text request to a TLS server: the target's certificate, signed by an authority nobody trusts here.
      expect(answer.status).toBe(502);
      expect(handed.failures.map((failure) => failure.reason)).toEqual(['the target did not answer: UNABLE_TO_VERIFY_LEAF_SIGNATURE']);
    } finally {
      target.close();
      certificates.remove();
    }
  });
});

describe('closing the proxy', { timeout: EXCHANGE_TIMEOUT_MS }, () => {
  it('stops accepting, and cuts an exchange still under way after the grace period', async () => {
    const target = await localServer((_req, res) => res.writeHead(200).write('never ends'));
    const { proxy } = await proxyTo(target.origin);
    const underWay = send(`${proxy.url}/judged/12`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await proxy.close(100);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    await expect(underWay).rejects.toThrow();
    await expect(send(`${proxy.url}/judged/13`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
