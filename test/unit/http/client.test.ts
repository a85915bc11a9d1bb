import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errors } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatBytes,
  redactHeaders,
  redactText,
  REDACTED,
  TransportError,
  type HttpClient,
  type SendTally,
  type TransportErrorCode,
} from '../../../src/http/index.js';
import { toTransportError } from '../../../src/http/transport-errors.js';
import { localClient } from '../../support/robustness/local.js';

// ---- real local servers --------------------------------------------------------------------

interface SeenRequest {
  method: string;
  /** The request-target exactly as it arrived on the wire. */
  rawUrl: string;
  headers: IncomingMessage['headers'];
  at: number;
}

interface TestServer {
  origin: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function startServer(respond: (req: IncomingMessage, res: ServerResponse, attempt: number) => void): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', rawUrl: req.url ?? '', headers: req.headers, at: performance.now() });
    respond(req, res, seen.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections(); // including the ones a test left hanging on purpose
      server.close(() => resolve());
    });
  cleanups.push(close);
  return { origin: `http://127.0.0.1:${port}`, seen, close };
}

/** A port that was just listened on and closed again: connecting to it is refused. */
async function closedPortOrigin(): Promise<string> {
  const server = await startServer(() => {});
  await server.close();
  return server.origin;
}

const client = localClient;

async function sendExpectingTransportError(
  http: HttpClient,
  path = '/coupons/1',
  method = 'GET',
): Promise<{ error: TransportError; elapsedMs: number }> {
  const started = performance.now();
  const error = await http.send({ method, path }).then(
    () => {
      throw new Error('expected the request to fail');
    },
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(TransportError);
  return { error: error as TransportError, elapsedMs: performance.now() - started };
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

// ---- a normal exchange ---------------------------------------------------------------------

describe('a complete exchange', () => {
  it('is recorded exactly, with the path sent byte for byte', async () => {
    const body = '{"name":"한글 카테고리","code":0}';
    const server = await startServer((_req, res) => {
      res.writeHead(200, [
        ['Content-Type', 'application/json; charset=utf-8'],
        ['Content-Length', String(Buffer.byteLength(body))],
        ['X-Trace', 'one'],
        ['X-Trace', 'two'],
      ]);
      res.end(body);
    });
    const path = '/a/%ED%95%9C/b%20c?q=%2F%3F&x=%25';

    const exchange = await client({ baseUrl: server.origin }).send({ method: 'GET', path });

    expect(server.seen.map((request) => request.rawUrl)).toEqual([path]);
    expect(exchange.request).toMatchObject({ method: 'GET', url: server.origin + path });
    expect(exchange.response).toEqual({
      status: 200,
      headers: expect.objectContaining({
        'content-type': 'application/json; charset=utf-8',
        'x-trace': 'one, two',
        'content-length': String(Buffer.byteLength(body)),
      }),
      repeatedHeaders: { 'x-trace': ['one', 'two'] },
      body,
      bodyBytes: Buffer.byteLength(body),
      httpVersion: 'HTTP/1.1',
    });
    expect(Object.keys(exchange.response.headers)).not.toContain('x-seller-api-conformance-http-version');
  });

  it('records when the exchange started and how long the answer took, as the caller saw them', async () => {
    const delayMs = 60;
    const server = await startServer((_req, res) => void setTimeout(() => json(res, 200, {}), delayMs));
    const before = Date.now();
    const started = performance.now();
    const exchange = await client({ baseUrl: server.origin }).send({ method: 'GET', path: '/' });
    const elapsed = performance.now() - started;

    expect(new Date(exchange.startedAt).toISOString()).toBe(exchange.startedAt);
    expect(Date.parse(exchange.startedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(exchange.startedAt)).toBeLessThanOrEqual(Date.now());
    // A timer may fire a millisecond early; the answer cannot arrive before the server sends it.
    expect(exchange.durationMs).toBeGreaterThanOrEqual(delayMs - 2);
    expect(exchange.durationMs).toBeLessThanOrEqual(elapsed);
  });

  it('sends accept and a user-agent naming the package version, and records them', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    const server = await startServer((_req, res) => json(res, 200, {}));

    const exchange = await client({ baseUrl: server.origin }).send({ method: 'GET', path: '/' });

    const expected = { accept: 'application/json', 'user-agent': `seller-api-conformance/${version}` };
    expect(server.seen[0]?.headers).toMatchObject(expected);
    expect(exchange.request.headers).toEqual(expected);
  });

  it.each([
    { basePath: '/fault-7', path: '/v2/coupons/1', arrives: '/fault-7/v2/coupons/1' },
    { basePath: '/fault-7/', path: '/x', arrives: '/fault-7/x' },
    { basePath: '/deep/er', path: '/%41?a=1', arrives: '/deep/er/%41?a=1' },
    { basePath: '', path: '/plain', arrives: '/plain' },
  ])('prefixes the base path "$basePath" to $path', async ({ basePath, path, arrives }) => {
    const server = await startServer((_req, res) => json(res, 200, {}));

    const exchange = await client({ baseUrl: server.origin + basePath }).send({ method: 'GET', path });

    expect(server.seen[0]?.rawUrl).toBe(arrives);
    expect(exchange.request.url).toBe(server.origin + arrives);
  });

  it('gives a 5xx back as a normal exchange, without retrying it', async () => {
    const server = await startServer((_req, res) => json(res, 503, { message: 'down' }, { 'retry-after': '0' }));

    const exchange = await client({ baseUrl: server.origin }).send({ method: 'GET', path: '/x' });

    expect(exchange.response.status).toBe(503);
    expect(JSON.parse(exchange.response.body)).toEqual({ message: 'down' });
    expect(server.seen).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])('sends %s as given', async (method) => {
    const server = await startServer((_req, res) => json(res, 405, { message: 'no' }));

    const exchange = await client({ baseUrl: server.origin }).send({ method, path: '/coupons/1' });

    expect(server.seen[0]?.method).toBe(method);
    expect(exchange.response.status).toBe(405);
    expect(exchange.response.body).toBe(method === 'HEAD' ? '' : '{"message":"no"}');
  });
});

// ---- redaction -----------------------------------------------------------------------------

describe('redaction in recordings', () => {
  it('sends configured headers as they are but records them redacted', async () => {
    const server = await startServer((_req, res) => json(res, 200, {}, { 'set-cookie': 'session=abc', 'x-echo': 'key k-123' }));
    const http = client({
      baseUrl: server.origin,
      headers: { 'X-Api-Key': 'k-123', Authorization: 'Bearer tok' },
      secrets: ['k-123'],
    });

    const exchange = await http.send({ method: 'GET', path: '/x' });

    expect(server.seen[0]?.headers).toMatchObject({ 'x-api-key': 'k-123', authorization: 'Bearer tok' });
    expect(exchange.request.headers).toMatchObject({
      'x-api-key': REDACTED,
      authorization: REDACTED,
      accept: 'application/json',
    });
    expect(exchange.response.headers['set-cookie']).toBe(REDACTED);
    expect(exchange.response.headers['x-echo']).toBe(`key ${REDACTED}`);
    expect(JSON.stringify(exchange)).not.toContain('k-123');
    expect(JSON.stringify(exchange)).not.toContain('tok');
  });

  it('removes secrets from the recorded URL of an exchange and of a transport error', async () => {
    const server = await startServer((_req, res) => json(res, 200, {}));
    const secrets = ['s3cr3t', 'p@ss w'];
    const path = `/coupons?token=s3cr3t&pw=${encodeURIComponent('p@ss w')}`;

    const exchange = await client({ baseUrl: server.origin, secrets }).send({ method: 'GET', path });
    const { error } = await sendExpectingTransportError(
      client({ baseUrl: await closedPortOrigin(), secrets, headers: { authorization: 'Bearer s3cr3t' } }),
      path,
    );

    expect(server.seen[0]?.rawUrl).toBe(path);
    expect(exchange.request.url).toBe(`${server.origin}/coupons?token=${REDACTED}&pw=${REDACTED}`);
    expect(error.request.url).toContain(`token=${REDACTED}`);
    expect(error.request.headers.authorization).toBe(REDACTED);
    expect(error.message).not.toContain('s3cr3t');
  });

  it.each([
    { text: 'a s3cr3t b s3cr3t', secrets: ['s3cr3t'], want: `a ${REDACTED} b ${REDACTED}` },
    { text: 'token=abc%2Fdef', secrets: ['abc/def'], want: `token=${REDACTED}` },
    { text: 'xx-abcdef-xx', secrets: ['abc', 'abcdef'], want: `xx-${REDACTED}-xx` },
    { text: 'nothing here', secrets: [''], want: 'nothing here' },
  ])('redactText($text)', ({ text, secrets, want }) => {
    expect(redactText(text, secrets)).toBe(want);
  });

  it('redactHeaders hides credentials and named headers, and secrets inside others', () => {
    const headers = {
      Authorization: 'Bearer a',
      cookie: 'c=1',
      'proxy-authorization': 'Basic b',
      'set-cookie': 'd=2',
      'X-Vendor': 'v-1',
      'x-note': 'contains k-9 inside',
      accept: 'application/json',
    };

    expect(redactHeaders(headers, { secretHeaderNames: ['x-vendor'], secrets: ['k-9'] })).toEqual({
      Authorization: REDACTED,
      cookie: REDACTED,
      'proxy-authorization': REDACTED,
      'set-cookie': REDACTED,
      'X-Vendor': REDACTED,
      'x-note': `contains ${REDACTED} inside`,
      accept: 'application/json',
    });
  });
});

// ---- no complete answer --------------------------------------------------------------------

describe('no complete answer becomes a TransportError', () => {
  it.each([
    {
      name: 'server never answers',
      respond: () => {},
      message: 'no response headers within 300 ms',
    },
    {
      name: 'server sends headers then stalls',
      respond: (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'content-length': '100' });
        res.write('0123456789');
      },
      message: 'body not complete within 300 ms',
    },
    {
      name: 'server drips the body slower than the budget allows',
      respond: (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const drip = setInterval(() => (res.writableEnded ? clearInterval(drip) : res.write(' ')), 50);
        res.on('close', () => clearInterval(drip));
      },
      message: 'body not complete within 300 ms',
    },
  ])('times out when the $name', { timeout: 10_000 }, async ({ respond, message }) => {
    const server = await startServer(respond);
    const http = client({ baseUrl: server.origin, timeoutMs: 300 });

    const { error, elapsedMs } = await sendExpectingTransportError(http, '/coupons/1');

    expect(error.code).toBe('timeout');
    expect(error.message).toBe(`GET ${server.origin}/coupons/1: ${message}`);
    expect(elapsedMs).toBeGreaterThanOrEqual(250); // it waited for its time-out
    // Hang guard, 10 x the 300 ms time-out: the server never finishes, so only the time-out ends this.
    expect(elapsedMs, 'hang guard').toBeLessThan(3_000);
  });

  it.each([
    { name: 'with Content-Length', size: 2048, chunked: false, fails: true },
    { name: 'chunked, without Content-Length', size: 2048, chunked: true, fails: true },
    { name: 'chunked, a byte over', size: 1025, chunked: true, fails: true },
    { name: 'exactly at the cap', size: 1024, chunked: false, fails: false },
    { name: 'chunked, exactly at the cap', size: 1024, chunked: true, fails: false },
  ])('enforces the body cap: $name', async ({ size, chunked, fails }) => {
    const server = await startServer((_req, res) => {
      const payload = Buffer.alloc(size, 'a');
      if (chunked) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (let offset = 0; offset < size; offset += 100) res.write(payload.subarray(offset, offset + 100));
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(size) });
        res.end(payload);
      }
    });
    const http = client({ baseUrl: server.origin, maxBodyBytes: 1024 });

    if (fails) {
      const { error } = await sendExpectingTransportError(http, '/big');
      expect(error.code).toBe('body-too-large');
      expect(error.message).toBe(`GET ${server.origin}/big: response body exceeds 1 KiB cap`);
    } else {
      const exchange = await http.send({ method: 'GET', path: '/big' });
      expect(exchange.response.bodyBytes).toBe(size);
    }
  });

  it('does not hold the Content-Length of a HEAD answer against the cap', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '2048' });
      res.end();
    });

    const exchange = await client({ baseUrl: server.origin, maxBodyBytes: 1024 }).send({ method: 'HEAD', path: '/x' });

    expect(exchange.response.headers['content-length']).toBe('2048');
    expect(exchange.response.bodyBytes).toBe(0);
  });

  it('reports a refused connection', async () => {
    const origin = await closedPortOrigin();

    const { error } = await sendExpectingTransportError(client({ baseUrl: origin }), '/v2/coupons/1');

    expect(error.code).toBe('refused');
    expect(error.message).toBe(`GET ${origin}/v2/coupons/1: connection refused`);
    expect(error.request.url).toBe(`${origin}/v2/coupons/1`);
  });

  it.each([
    {
      name: 'before answering',
      respond: (req: IncomingMessage) => req.socket.destroy(),
    },
    {
      name: 'in the middle of the body',
      respond: (req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'content-length': '100' });
        res.write('0123456789', () => req.socket.destroy());
      },
    },
  ])('reports a reset when the server drops the connection $name, without retrying', async ({ respond }) => {
    const server = await startServer(respond);

    const { error } = await sendExpectingTransportError(client({ baseUrl: server.origin }), '/x');

    expect(error.code).toBe('reset');
    expect(error.message).toMatch(new RegExp(`^GET ${server.origin}/x: connection closed by the server`));
    expect(server.seen).toHaveLength(1);
  });

  it('reports an answer that is not HTTP as a network error, without retrying', async () => {
    const server = await startServer((req) => req.socket.end('HELLO\r\n\r\n'));

    const { error } = await sendExpectingTransportError(client({ baseUrl: server.origin }), '/x');

    expect(error.code).toBe('network');
    expect(error.message).toMatch(new RegExp(`^GET ${server.origin}/x: the response is not valid HTTP`));
    expect(server.seen).toHaveLength(1);
  });
});

// ---- 429 and politeness --------------------------------------------------------------------

describe('429 Too Many Requests', () => {
  it('is retried and the later answer returned', async () => {
    const server = await startServer((_req, res, attempt) =>
      attempt === 1 ? json(res, 429, { message: 'slow down' }, { 'retry-after': '0' }) : json(res, 200, { ok: 1 }),
    );

    const exchange = await client({ baseUrl: server.origin }).send({ method: 'GET', path: '/x' });

    expect(exchange.response.status).toBe(200);
    expect(exchange.response.body).toBe('{"ok":1}');
    expect(server.seen).toHaveLength(2);
  });

  it("counts each attempt to its own send's tally, with the requests sent before its first, also when sends overlap", async () => {
    let limited = 0;
    const server = await startServer((req, res) =>
      req.url === '/moved'
        ? json(res, 302, {}, { location: '/x' })
        : req.url === '/limited' && ++limited === 1
          ? json(res, 429, {}, { 'retry-after': '0' })
          : json(res, 200, {}),
    );
    const sender = client({ baseUrl: server.origin });
    const retried: SendTally = { attempts: 0 };
    const redirected: SendTally = { attempts: 0 };
    await Promise.all([
      sender.send({ method: 'GET', path: '/limited', tally: retried }),
      sender.send({ method: 'GET', path: '/moved', tally: redirected }),
    ]);
    expect(retried).toEqual({ attempts: 2, sentBefore: 0 });
    expect(redirected).toEqual({ attempts: 2, sentBefore: 1 });
    expect(sender.requestsSent).toBe(4);
    expect(server.seen.map((seen) => seen.rawUrl).sort()).toEqual(['/limited', '/limited', '/moved', '/x']);
  });

  it('fails as blocked once the retries are used up', async () => {
    const server = await startServer((_req, res) => json(res, 429, { message: 'slow down' }, { 'retry-after': '0' }));
    const maxRetriesOn429 = 2;

    const { error } = await sendExpectingTransportError(client({ baseUrl: server.origin, maxRetriesOn429 }), '/x');

    expect(error.code).toBe('blocked');
    expect(error.message).toBe(
      `GET ${server.origin}/x: still 429 Too Many Requests after 2 retries; the target is rate-limiting us, retry later`,
    );
    expect(server.seen).toHaveLength(maxRetriesOn429 + 1);
  });

  it("builds the retry handler's error without a stack: nothing reads it, and capturing it cost tens of µs an answer", async () => {
    const server = await startServer((_req, res) => json(res, 429, {}));

    const { error } = await sendExpectingTransportError(client({ baseUrl: server.origin, maxRetriesOn429: 0 }));

    expect(error.cause).toBeInstanceOf(errors.RequestRetryError);
    expect((error.cause as Error).stack).toBe('RequestRetryError: Request failed');
  });

  it('fails as blocked at once when retries are disabled', async () => {
    const server = await startServer((_req, res) => json(res, 429, {}));

    const { error } = await sendExpectingTransportError(client({ baseUrl: server.origin, maxRetriesOn429: 0 }));

    expect(error.code).toBe('blocked');
    expect(server.seen).toHaveLength(1);
  });

  it.each([
    { form: 'seconds', retryAfter: () => '1', minimumGapMs: 900 },
    // An HTTP date has whole seconds, so "3 s from now" means a wait of 2 to 3 s.
    { form: 'an HTTP date', retryAfter: () => new Date(Date.now() + 3_000).toUTCString(), minimumGapMs: 1_900 },
  ])('honours Retry-After given as $form', async ({ retryAfter, minimumGapMs }) => {
    const server = await startServer((_req, res, attempt) =>
      attempt === 1 ? json(res, 429, {}, { 'retry-after': retryAfter() }) : json(res, 200, {}),
    );

    const exchange = await client({ baseUrl: server.origin }).send({ method: 'GET', path: '/x' });

    expect(exchange.response.status).toBe(200);
    const [first, second] = server.seen;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(minimumGapMs);
  });

  it('retries a 429 on a POST too: the server did not act on it', async () => {
    const server = await startServer((_req, res, attempt) =>
      attempt === 1 ? json(res, 429, {}, { 'retry-after': '0' }) : json(res, 405, {}),
    );

    const exchange = await client({ baseUrl: server.origin }).send({ method: 'POST', path: '/x' });

    expect(exchange.response.status).toBe(405);
    expect(server.seen.map((request) => request.method)).toEqual(['POST', 'POST']);
  });
});

describe('rate limit', () => {
  it('spaces the requests of one client', async () => {
    const server = await startServer((_req, res) => json(res, 200, {}));
    const http = client({ baseUrl: server.origin, ratePerSecond: 10 });

    const started = performance.now();
    await Promise.all([1, 2, 3].map((n) => http.send({ method: 'GET', path: `/${n}` })));

    // The limiter spaces the sends; arrival times at the server can bunch up behind a slow first
    // connection, so the bound is on the client's clock: the third send starts 200 ms after the first.
    expect(server.seen).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe('client lifecycle', () => {
  it('refuses to send after close, as a programming error', async () => {
    const server = await startServer((_req, res) => json(res, 200, {}));
    const http = client({ baseUrl: server.origin });
    await http.close();

    const failure = await http.send({ method: 'GET', path: '/' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(TransportError);
  });

  it('destroy ends it at once: a request still under way is aborted, not waited for, and nothing more is sent', async () => {
    const server = await startServer(() => {}); // never answers
    // A time-out longer than the test's (30 s, its hang guard): only destroy() can end the request in time.
    const http = client({ baseUrl: server.origin, timeoutMs: 600_000 });
    const pending = http.send({ method: 'GET', path: '/' }).then(
      () => 'answered',
      (error: unknown) => (error instanceof TransportError && error.code === 'timeout' ? 'timed out' : 'aborted'),
    );
    await expect.poll(() => server.seen.length).toBe(1);
    await http.destroy();
    expect(await pending).toBe('aborted');
    await expect(http.send({ method: 'GET', path: '/' })).rejects.not.toBeInstanceOf(TransportError);
    await http.destroy(); // a second time is harmless
  });
});

// ---- classification of errors we cannot provoke locally ------------------------------------

describe('toTransportError', () => {
  const context = {
    request: { method: 'GET', url: 'https://seller.example/x', headers: {} },
    timeoutMs: 1000,
    maxBodyBytes: 64 * 1024 * 1024,
    maxRetriesOn429: 3,
  };
  const coded = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

  it.each<{ error: Error; code: TransportErrorCode; reason: string }>([
    { error: coded('ENOTFOUND'), code: 'dns', reason: 'host name not resolved (ENOTFOUND)' },
    { error: coded('EAI_AGAIN'), code: 'dns', reason: 'host name not resolved (EAI_AGAIN)' },
    {
      error: coded('CERT_HAS_EXPIRED', 'certificate has expired'),
      code: 'tls',
      reason: "the server's certificate has expired: the target must renew it (CERT_HAS_EXPIRED)",
    },
    {
      error: Object.assign(coded('ERR_TLS_CERT_ALTNAME_INVALID', 'bad name'), {
        host: 'seller.example',
        cert: { subjectaltname: 'DNS:api.example.test, IP Address:10.0.0.1' },
      }),
      code: 'tls',
      reason:
        "the server's certificate is for api.example.test, 10.0.0.1, not for seller.example: " +
        'use one of those names in --base-url (ERR_TLS_CERT_ALTNAME_INVALID)',
    },
    {
      error: coded('DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed'),
      code: 'tls',
      reason:
        "the server's certificate is not signed by a CA this machine trusts: if a private CA signs it, give that CA's certificate " +
        'with --ca-file FILE (PEM) (DEPTH_ZERO_SELF_SIGNED_CERT)',
    },
    {
      error: Object.assign(
        coded('ERR_SSL_WRONG_VERSION_NUMBER', '80DC:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:x.c:350:'),
        {
          reason: 'wrong version number',
        },
      ),
      code: 'tls',
      reason: 'the port speaks plain HTTP, not TLS: try http:// instead of https:// in --base-url (ERR_SSL_WRONG_VERSION_NUMBER)',
    },
    {
      error: coded(
        'ERR_SSL_SSLV3_ALERT_BAD_RECORD_MAC',
        '80DC:error:0A0003FC:SSL routines:ssl3_read_bytes:sslv3 alert bad record mac:x.c:1:',
      ),
      code: 'tls',
      reason: 'TLS failure: sslv3 alert bad record mac (ERR_SSL_SSLV3_ALERT_BAD_RECORD_MAC)',
    },
    {
      // undici keeps the bytes it could not parse: here a SETTINGS frame on stream 0.
      error: Object.assign(new errors.HTTPParserError('Expected HTTP/'), {
        data: Buffer.from([0, 0, 6, 4, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 100]),
      }),
      code: 'network',
      reason: 'the server speaks only HTTP/2 (it answered with HTTP/2 frames, h2c); the harness speaks HTTP/1.1',
    },
    { error: coded('UND_ERR_CONNECT_TIMEOUT'), code: 'timeout', reason: 'could not connect within 1000 ms' },
    { error: coded('UND_ERR_HEADERS_TIMEOUT'), code: 'timeout', reason: 'no response headers within 1000 ms' },
    { error: coded('UND_ERR_BODY_TIMEOUT'), code: 'timeout', reason: 'body not complete within 1000 ms' },
    { error: coded('UND_ERR_RES_EXCEEDED_MAX_SIZE'), code: 'body-too-large', reason: 'response body exceeds 64 MiB cap' },
    { error: coded('ECONNRESET', 'read ECONNRESET'), code: 'reset', reason: 'connection closed by the server (read ECONNRESET)' },
    { error: coded('EHOSTUNREACH'), code: 'network', reason: 'host unreachable (EHOSTUNREACH)' },
    { error: new errors.HTTPParserError('Expected HTTP/'), code: 'network', reason: 'the response is not valid HTTP (Expected HTTP/)' },
    {
      error: new AggregateError([coded('ECONNREFUSED')], 'all addresses failed'),
      code: 'refused',
      reason: 'connection refused',
    },
  ])('maps $error.code $error.message to $code', ({ error, code, reason }) => {
    const translated = toTransportError(error, context);

    expect(translated?.code).toBe(code);
    expect(translated?.message).toBe(`GET https://seller.example/x: ${reason}`);
    expect(translated?.cause).toBe(error);
  });

  it.each([
    { name: 'an uncoded Error', error: new TypeError('x is not a function') },
    { name: 'an unknown code', error: coded('ERR_SOMETHING_ELSE') },
    { name: 'an invalid argument', error: coded('UND_ERR_INVALID_ARG') },
    { name: 'a non-Error', error: 'just a string' },
  ])('leaves $name alone (a harness fault, not a transport failure)', ({ error }) => {
    expect(toTransportError(error, context)).toBeUndefined();
  });

  it.each([
    [100, '100 B'],
    [1024, '1 KiB'],
    [1536, '1.5 KiB'],
    [64 * 1024 * 1024, '64 MiB'],
    [5 * 1024 ** 3, '5 GiB'],
  ])('formatBytes(%i) is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
