// Every answer a client can ask the mock for, and every fault it serves, works the same over HTTP/1.1, over
// HTTP/1.1 with TLS (what most clients speak) and over HTTP/2: the same status and body, the same reset, the
// same silence; and the server answers the next request. A reset over TLS once stopped `serve` itself
// ("This handle type cannot be sent"): only a TCP socket can be reset, not the TLS socket over it.
import { request as http1Request } from 'node:http';
import { connect as http2Connect, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeCertificate } from '../../../src/http/made-certificate.js';
import { CATEGORIES, COUPON, INQUIRY, pathFor, specOf } from '../../../src/operations.js';
import { applying } from '../../../src/reference/faulting.js';
import { startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';
import { NAMED_ANSWERS, PREFERRED_CODES } from '../../../src/reference/prefer.js';
import { FAULTS, operationOf } from '../../../src/rules/faults.js';

const PROTOCOLS = ['HTTP/1.1', 'HTTP/1.1 over TLS', 'HTTP/2'] as const;
type Protocol = (typeof PROTOCOLS)[number];

/** What came back: an answer, an error (its code), or nothing before the client gave up. */
type Outcome = { status: number; body: string } | { error: string } | 'no answer';

/**
 * How long a client waits for a fault that never answers, before it says so: an answer that comes at all comes in
 * moments. Every other request waits as long as the test may (a busy machine answers late, never not at all).
 */
const HANGING_GIVE_UP_MS = 1_500;
const GIVE_UP_MS = 60_000;

let plain: ReferenceServer;
let secure: ReferenceServer;
let ca: string;
beforeAll(async () => {
  const certificate = await makeCertificate(['127.0.0.1']);
  ca = certificate.ca;
  // answer=dribble 1 ms a piece, not the 25 of the real gateway's (test/unit/reference/timings.test.ts): the same pieces, sooner.
  const timings = { dribbleEveryMs: 1 };
  plain = await startReferenceServer({ timings });
  secure = await startReferenceServer({ tls: certificate, timings });
});
afterAll(async () => {
  session?.destroy();
  await plain.close();
  await secure.close();
});

/** One HTTP/2 session for every request, as a client keeps it: a stream reset leaves it open. */
let session: ClientHttp2Session | undefined;
function http2Session(): ClientHttp2Session {
  if (session && !session.closed && !session.destroyed) return session;
  session = http2Connect(secure.baseUrl, { ca });
  session.on('error', () => {}); // a broken session is seen by its streams, and the next request opens another
  return session;
}

function ask(
  protocol: Protocol,
  path: string,
  headers: Record<string, string>,
  { method = 'GET', body, giveUpMs = GIVE_UP_MS }: { method?: string; body?: string; giveUpMs?: number } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const giveUp = setTimeout(() => {
      resolve('no answer');
      stop();
    }, giveUpMs);
    const done = (outcome: Outcome) => {
      clearTimeout(giveUp);
      resolve(outcome);
      stop();
    };
    let stop = () => {};
    if (protocol === 'HTTP/2') {
      const stream = http2Session().request({ ':path': path, ':method': method, ...headers });
      stream.end(body);
      const chunks: Buffer[] = [];
      let status = 0;
      stream.on('response', (answer) => (status = Number(answer[':status'])));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done({ status, body: Buffer.concat(chunks).toString('utf8') }));
      stream.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
      stop = () => stream.close();
      return;
    }
    const options = { headers, method, agent: false as const };
    const req =
      protocol === 'HTTP/1.1' ? http1Request(plain.baseUrl + path, options) : httpsRequest(secure.baseUrl + path, { ...options, ca });
    req.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => done({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      answer.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
    req.end(body);
    stop = () => req.destroy();
  });
}

/** The same request over the three protocols. */
async function overEach(path: string, headers: Record<string, string>, giveUpMs = GIVE_UP_MS): Promise<Record<Protocol, Outcome>> {
  const outcomes = await Promise.all(PROTOCOLS.map((protocol) => ask(protocol, path, headers, { giveUpMs })));
  return Object.fromEntries(PROTOCOLS.map((protocol, index) => [protocol, outcomes[index]!])) as Record<Protocol, Outcome>;
}

/** Both servers still answer a plain request over each protocol. */
async function stillAnswering(): Promise<void> {
  const after = await Promise.all(PROTOCOLS.map((protocol) => ask(protocol, pathFor(CATEGORIES), {})));
  expect(after.map((outcome) => typeof outcome === 'object' && 'status' in outcome && outcome.status)).toEqual([200, 200, 200]);
}

/** What an HTTP/1.1 client and an HTTP/2 client see of one outcome: a reset is ECONNRESET to one, a stream reset to the other. */
function seen(outcome: Outcome): string {
  if (outcome === 'no answer') return outcome;
  if ('error' in outcome)
    return `reset (${outcome.error === 'ECONNRESET' || outcome.error === 'ERR_HTTP2_STREAM_ERROR' ? 'as expected' : outcome.error})`;
  return `${outcome.status} ${outcome.body}`;
}

const paths = () => [pathFor(COUPON, plain.fixtures.couponId), pathFor(CATEGORIES), pathFor(INQUIRY, plain.fixtures.inquiryId)];

describe('the mock over HTTP/1.1, HTTP/1.1 with TLS and HTTP/2', () => {
  // answer=slow is late behind the gateway's timeout: here one of 10 ms (test/unit/reference/timings.test.ts proves the default 3 s).
  const preferences = [
    'answer=slow',
    ...PREFERRED_CODES.map((code) => `code=${code}`),
    ...Object.keys(NAMED_ANSWERS)
      .filter((name) => name !== 'slow')
      .map((name) => `answer=${name}`),
    'delay=5',
    'code=503, retry-after=7',
    'delay=5, answer=reset',
  ];

  it.each(preferences)('Prefer: %s gives the same on each', async (prefer) => {
    for (const path of paths()) {
      const outcomes = await overEach(path, { prefer, 'x-extended-timeout': '10' });
      const expected = prefer.includes('reset') ? 'reset (as expected)' : seen(outcomes['HTTP/1.1']);
      expect(
        PROTOCOLS.map((protocol) => seen(outcomes[protocol])),
        `${prefer} on ${path}`,
      ).toEqual(PROTOCOLS.map(() => expected));
    }
    await stillAnswering();
  });

  it("the mock's own paths work on each: a preference queued over one protocol is taken over another", async () => {
    for (const [server, protocol] of [
      [plain, 'HTTP/1.1'],
      [secure, 'HTTP/1.1 over TLS'],
      [secure, 'HTTP/2'],
    ] as const) {
      const queued = await ask(protocol, '/__mock/prefer', {}, { method: 'POST', body: JSON.stringify({ prefer: 'code=429', times: 3 }) });
      expect(typeof queued === 'object' && 'status' in queued && queued.status, protocol).toBe(201);
      const taken = await Promise.all(
        PROTOCOLS.filter((other) => (server === plain) === (other === 'HTTP/1.1')).map((other) => ask(other, pathFor(CATEGORIES), {})),
      );
      expect(
        taken.map(seen).map((text) => text.slice(0, 3)),
        protocol,
      ).toEqual(taken.map(() => '429'));
      await ask(protocol, '/__mock/prefer', {}, { method: 'DELETE' });
      const journal = await ask(protocol, '/__mock/requests', {});
      expect(typeof journal === 'object' && 'body' in journal && JSON.parse(journal.body), protocol).toMatchObject({ dropped: 0 });
    }
  });

  it('every fault gives the same on each, for an id it knows and one it does not', async () => {
    const asks = FAULTS.flatMap((fault) => {
      const operation = specOf(operationOf(fault));
      const known = operation === COUPON ? plain.fixtures.couponId : operation === INQUIRY ? plain.fixtures.inquiryId : undefined;
      const faultPaths = known === undefined ? [pathFor(operation)] : [pathFor(operation, known), pathFor(operation, '987654321')];
      return faultPaths.map((path) => ({ fault, path, hangs: applying([fault]).hangs({ method: 'GET', path, headers: {} }) }));
    });
    // A few at a time: the faults that never answer each wait HANGING_GIVE_UP_MS, side by side, in the first few.
    asks.sort((a, b) => Number(b.hangs) - Number(a.hangs));
    for (let start = 0; start < asks.length; start += 8) {
      await Promise.all(
        asks.slice(start, start + 8).map(async ({ fault, path, hangs }) => {
          const outcomes = await overEach(path, { prefer: `fault=${fault.id}` }, hangs ? HANGING_GIVE_UP_MS : GIVE_UP_MS);
          const expected = hangs ? 'no answer' : seen(outcomes['HTTP/1.1']);
          expect(expected, `${fault.id} on ${path}`).not.toMatch(/^reset \((?!as expected)/);
          expect(
            PROTOCOLS.map((protocol) => seen(outcomes[protocol])),
            `${fault.id} on ${path}`,
          ).toEqual(PROTOCOLS.map(() => expected));
        }),
      );
    }
    await stillAnswering();
    const hanging = asks.filter((ask) => ask.hangs).length;
    expect(hanging, 'the faults that never answer were asked too').toBeGreaterThan(0);
  });
});
