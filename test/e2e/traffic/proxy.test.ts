// The validation proxy between an undici client and an implementation: the client receives exactly the
// bytes the implementation sent (checksums), a 200 MB body streamed and a gzip answer included, while
// the faults are reported; and the CLI's proxy writes the reports of a run on SIGINT, with run's exit code.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, COUPON, pathFor } from '../../../src/operations.js';
import type { JudgingBounds } from '../../../src/proxy/judging-queue.js';
import { ProxyJudge } from '../../../src/proxy/proxy-judge.js';
import { startProxy, type ProxiedExchange, type RunningProxy } from '../../../src/proxy/proxy-server.js';
import type { ConformanceReport } from '../../../src/types/report.js';
import { ensureBuilt } from '../../support/cli/run-cli.js';
import { cli, start, tempDir } from '../../support/cli/spawn.js';
import { hostedOf, startFaultServer, type FaultServer } from '../../support/kill-matrix/fault-server.js';
import { FAULTS } from '../../../src/rules/faults.js';
import { localServer } from '../../support/robustness/local.js';
import { AUTH_MESSAGES, gatewayRefusal } from '../../../src/reference/auth.js';

const FAULTY = 'coupon-date-impossible';
/** The reference itself, hosted beside the fault. */
const REFERENCE = 'reference';
const MIB = 1024 * 1024;
let server: FaultServer;
const proxies: RunningProxy[] = [];

beforeAll(async () => {
  server = await startFaultServer([...FAULTS.filter((fault) => fault.id === FAULTY).map((fault) => hostedOf(fault)), { id: REFERENCE }]);
});
afterAll(() => server?.close());
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close(0)));
});

/** A judge that keeps bodies up to `maxBodyBytes`, judges within `bounds`, and prints to `lines`. */
function judgeOf(maxBodyBytes: number, bounds?: JudgingBounds) {
  const lines: string[] = [];
  const say = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
  return { judge: new ProxyJudge(say, maxBodyBytes, false, bounds), lines };
}

/** A proxy to `target` and its judge; every exchange it hands over is also kept in `seen`. */
async function proxyTo(target: string, maxBodyBytes = 8 * MIB, bounds?: JudgingBounds) {
  const { judge, lines } = judgeOf(maxBodyBytes, bounds);
  const seen: ProxiedExchange[] = [];
  const proxy = await startProxy({
    target: new URL(target),
    host: '127.0.0.1',
    port: 0,
    maxBodyBytes,
    wanted: ProxyJudge.wanted,
    onExchange: (exchange) => (seen.push(exchange), judge.take(exchange)),
    roomToJudge: () => judge.room(),
    onFailure: (failure) => judge.fail(failure),
  });
  proxies.push(proxy);
  return { proxy, judge, lines, seen };
}

/** GET `url` with undici (no decoding), the body streamed into a SHA-256. */
async function fetchHashed(url: string) {
  const answer = await request(url);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of answer.body) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { status: answer.statusCode, headers: answer.headers, sha256: hash.digest('hex'), bytes };
}

const resultOf = (report: ConformanceReport, rule: string) => report.results.find((result) => result.rule === rule)!;

describe('proxy', () => {
  it('between a client and a fault: the client gets the same bytes, the fault is reported', async () => {
    const target = server.baseUrlOf(FAULTY);
    const path = pathFor(COUPON, server.dataset.fixtures.couponId);
    const { proxy, judge, lines } = await proxyTo(target);
    const direct = await fetchHashed(target + path);
    const proxied = await fetchHashed(proxy.url + path);
    expect(proxied).toMatchObject({ status: direct.status, sha256: direct.sha256, bytes: direct.bytes });
    expect(proxied.headers['content-type']).toBe(direct.headers['content-type']);
    const { report } = await judge.finish();
    expect(resultOf(report, 'coupon.dates.format').status).toBe('failed');
    expect(report.summary.verdict).toBe('non-conformant');
    expect(lines.join('')).toMatch(/^FAILED  coupon\.dates\.format GET http:\/\/127\.0\.0\.1:\d+\/coupon-date-impossible\/v2\/.+ → 200: /m);
  });

  it('judges entry by entry: a refused exchange (401) is named and not judged, the others are; a v4 inquiry path is named', async () => {
    const target = server.baseUrlOf(FAULTY);
    const path = pathFor(COUPON, server.dataset.fixtures.couponId);
    const origin = await localServer((req, res) => {
      if (req.headers['authorization'] === 'expired') {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":"ERROR","message":"Specified signature is expired."}');
        return;
      }
      void request(target + req.url!).then(async (answer) => {
        res.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type']) }).end(await answer.body.text());
      });
    });
    const { proxy, judge, lines } = await proxyTo(origin.origin);
    await (await request(proxy.url + path, { headers: { authorization: 'expired' } })).body.dump();
    await (await request(proxy.url + path)).body.dump();
    await (await request(`${proxy.url}/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/1`)).body.dump();
    const { report } = await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 1, refused: 1 });
    expect(resultOf(report, 'coupon.dates.format').status).toBe('failed'); // judged from the entry that was not refused
    expect(lines.join('')).toMatch(/^NOT JUDGED GET \S+ → 401: authentication refused \(401\) .*"Specified signature is expired\."/m);
    expect(lines.join('')).toMatch(
      /^NOT JUDGED GET \S+\/v4\/vendors\/A00012345\/callCenterInquiries\/1 → \d+: the v4 inquiry path: this harness judges v5/m,
    );
  });

  it('streams a 200 MB body through, not judged, and a gzip answer byte for byte, judged decoded', async () => {
    const block = createHash('sha512').update('seed').digest(); // 64 bytes, repeated with a counter
    const chunk = Buffer.alloc(MIB, block);
    const sent = createHash('sha256');
    const coupon = JSON.parse(
      (await fetchHashedText(server.baseUrlOf(FAULTY) + pathFor(COUPON, server.dataset.fixtures.couponId))).replace(
        /"startDate":"[^"]*"/,
        '"startDate":"2026-01-01 00:00:00"',
      ),
    ) as Record<string, unknown>;
    const gzipped = gzipSync(JSON.stringify({ ...coupon, endDate: '2026-02-30 00:00:00' }));
    const origin = await localServer((req, res) => {
      if (req.url!.endsWith(CATEGORIES.path)) {
        res.writeHead(200, { 'content-type': 'application/json' });
        let written = 0;
        const pump = () => {
          while (written < 200) {
            chunk.writeUInt32BE(written, 0); // each MiB differs: a reordered or repeated chunk changes the checksum
            sent.update(chunk);
            written += 1;
            if (!res.write(Buffer.from(chunk))) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(gzipped.length) });
      res.end(gzipped);
    });
    const { proxy, judge } = await proxyTo(origin.origin, MIB);
    const big = await fetchHashed(proxy.url + CATEGORIES.path);
    expect(big).toMatchObject({ status: 200, bytes: 200 * MIB, sha256: sent.digest('hex') });
    const compressed = await fetchHashed(proxy.url + pathFor(COUPON, String(coupon['couponId'])));
    expect(compressed).toMatchObject({ sha256: createHash('sha256').update(gzipped).digest('hex'), bytes: gzipped.length });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    const { report } = await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 1, tooLarge: 1 });
    expect(resultOf(report, 'coupon.dates.format')).toMatchObject({ status: 'failed' });
    expect(resultOf(report, 'categories.status').message).toBe('not in the proxied traffic: no exchange exercised this rule');
  });
});

// Issue 48: answers that are not the implementation's (the rate limit's, the client's own choice, a reset).
describe("proxy: answers that are not the implementation's", () => {
  const unknownCoupon = pathFor(COUPON, '11111111');

  it("sets a 429 aside as the rate limit's answer, named with its Retry-After: not judged, never a failure", async () => {
    const reference = server.baseUrlOf(REFERENCE);
    const origin = await localServer((req, res, count) => {
      if (count === 1) {
        res
          .writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' })
          .end('{"code":"ERROR","message":"Too Many Requests"}');
        return;
      }
      void request(reference + req.url!).then(async (answer) => {
        res.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type']) }).end(await answer.body.text());
      });
    });
    const { proxy, judge, lines } = await proxyTo(origin.origin);
    expect((await request(proxy.url + unknownCoupon)).statusCode).toBe(429);
    expect((await request(proxy.url + unknownCoupon)).statusCode).toBe(404);
    const { report } = await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 1, refused: 1 });
    expect(resultOf(report, 'coupon.not-found.status').status).toBe('passed');
    expect(report.summary.verdict).not.toBe('non-conformant');
    expect(lines.join('')).toContain(
      `NOT JUDGED GET ${origin.origin}${unknownCoupon} → 429: rate limited (429) by the target or its gateway: "Too Many Requests", ` +
        'with Retry-After: 1; the client went over the rate limit: slow it down\n',
    );
  });

  it('marks an answer the client asked the reference for (Prefer) as its own choice, not judged', async () => {
    const target = server.baseUrlOf(REFERENCE);
    const path = pathFor(COUPON, server.dataset.fixtures.couponId);
    const { proxy, judge, lines } = await proxyTo(target);
    await (await request(proxy.url + path, { headers: { prefer: 'fault=coupon-date-impossible' } })).body.dump();
    await (await request(proxy.url + unknownCoupon, { headers: { prefer: 'code=500' } })).body.dump();
    // No answer at all, asked for: the client's choice too, not a request the target failed to answer.
    await expect(request(proxy.url + unknownCoupon, { headers: { prefer: 'answer=reset' } })).rejects.toMatchObject({ code: 'ECONNRESET' });
    // RFC 7240's own preferences, which libraries send by themselves, ask the reference for nothing.
    await (await request(proxy.url + path, { headers: { prefer: 'return=minimal' } })).body.dump();
    const { report } = await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 1, askedFor: 3, failed: 0 });
    expect(resultOf(report, 'coupon.dates.format').status).toBe('passed');
    // The 500 asked for leaves the unknown-id rules not judged (skipped), said so (the operation had a judged entry).
    expect(resultOf(report, 'coupon.not-found.status')).toMatchObject({
      status: 'skipped',
      message: expect.stringContaining('3 entries of GET_COUPON_BY_ID asked for by the client (Prefer), not judged') as string,
    });
    expect(report.summary.verdict).not.toBe('non-conformant');
    expect(lines.join('')).toContain(
      `NOT JUDGED GET ${target}${path} → 200: the client asked for this answer (Prefer: fault=coupon-date-impossible), ` +
        "as the reference (serve) gives on demand; not the implementation's\n",
    );
    expect(lines.join('')).toMatch(/^NOT JUDGED GET \S+\/coupons\/11111111 → 500: the client asked for this answer \(Prefer: code=500\)/m);
    expect(lines.join('')).toMatch(
      /^NO ANSWER GET \S+\/coupons\/11111111: the target reset the connection \(ECONNRESET\); so was the client's; not judged: the client asked for this answer \(Prefer: answer=reset\)/m,
    );
  });

  it("resets the client's connection when the target resets it, and names the reset: not judged, never a 502", async () => {
    const origin = await localServer((req) => req.socket.resetAndDestroy());
    const { proxy, judge, lines } = await proxyTo(origin.origin);
    await expect(request(proxy.url + unknownCoupon)).rejects.toMatchObject({ code: 'ECONNRESET' });
    const { report } = await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 0, failed: 1 });
    expect(resultOf(report, 'coupon.not-found.status').status).toBe('error');
    expect(lines.join('')).toBe(
      `NO ANSWER GET ${origin.origin}${unknownCoupon}: the target reset the connection (ECONNRESET); so was the client's\n`,
    );
  });

  it('sends a request once more on a new connection when the kept-alive one it went on is closed: no reset for the client', async () => {
    // The target closes each connection at its second request, as one whose idle timeout ends as a request
    // arrives: the proxy's reused connection gets no answer, a new one does.
    const origin = await localServer((req, res) => {
      const socket = req.socket as typeof req.socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (socket.served > 1) return void socket.destroy();
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 404, message: 'nope' }));
    });
    const { proxy, judge, lines } = await proxyTo(origin.origin);
    for (let i = 0; i < 3; i += 1) {
      const answer = await request(proxy.url + unknownCoupon);
      await answer.body.dump();
      expect(answer.statusCode).toBe(404);
    }
    await judge.finish();
    expect(origin.seen).toHaveLength(5); // the first, then for each of the two others: the closed connection, then a new one
    expect(lines.join('')).not.toContain('NO ANSWER');
  });

  it("keeps the hint of a gateway's 401 in the printed line", async () => {
    const hint = "signed-date is 2 h behind the server's UTC clock: is the local time of UTC-02:00 signed as UTC?";
    const refusal = gatewayRefusal(AUTH_MESSAGES.expired, hint);
    const origin = await localServer((_req, res) => res.writeHead(refusal.status, refusal.headers).end(refusal.body));
    const { proxy, judge, lines } = await proxyTo(origin.origin);
    await (await request(proxy.url + unknownCoupon)).body.dump();
    await judge.finish();
    expect(lines.join('')).toContain(
      `NOT JUDGED GET ${origin.origin}${unknownCoupon} → 401: authentication refused (401) by the target or its gateway: ` +
        `"Specified signature is expired." (hint: "${hint}"); check this machine's clock`,
    );
  });
});

describe('proxy judging behind the traffic', () => {
  it('holds requests while judging is behind, then judges every answer as it would have unbounded', async () => {
    // Judging one at a time, two at most queued, against 20 clients fetching trees and coupons.
    const bounds = { atOnce: 1, maxQueued: 2, maxQueuedBytes: 64 * MIB };
    const target = server.baseUrlOf(FAULTY);
    const { proxy, judge, seen } = await proxyTo(target, 8 * MIB, bounds);
    const paths = [CATEGORIES.path, pathFor(COUPON, server.dataset.fixtures.couponId)];
    const direct = await Promise.all(paths.map((path) => fetchHashed(target + path)));
    const clients = Array.from({ length: 20 }, async (_, client) => {
      for (let i = 0; i < 4; i += 1) {
        const which = (client + i) % 2;
        expect(await fetchHashed(proxy.url + paths[which]!)).toMatchObject({ status: 200, sha256: direct[which]!.sha256 });
      }
    });
    await Promise.all(clients);
    const { report } = await judge.finish();
    // Nothing lost: each of the 80 answers judged once; the bound held requests and kept the queue short
    // (past it by at most one answer per client's connection).
    expect(judge.counts).toEqual({ judged: 80, refused: 0, askedFor: 0, tooLarge: 0, failed: 0, other: 0 });
    expect(judge.queue.peaks.held).toBeGreaterThan(0);
    expect(judge.queue.peaks.atOnce).toBe(1);
    expect(judge.queue.peaks.queued).toBeLessThanOrEqual(bounds.maxQueued + 20);
    // Nothing misjudged: the same exchanges, judged with the default bounds, give the same results.
    const unbounded = judgeOf(8 * MIB).judge;
    for (const exchange of seen) unbounded.take(exchange);
    expect(report.results).toEqual((await unbounded.finish()).report.results);
    expect(resultOf(report, 'coupon.dates.format')).toMatchObject({ status: 'failed', answersJudged: 40 });
    expect(resultOf(report, 'categories.status')).toMatchObject({ status: 'passed', answersJudged: 40 });
  });
});

async function fetchHashedText(url: string): Promise<string> {
  return (await request(url)).body.text();
}

describe('proxy command', () => {
  beforeAll(ensureBuilt);

  // The proxy listens in a thread of its own (src/proxy/proxy-thread.ts): a port it cannot have is still one line.
  it('refuses a port that is taken: exit 2 with one line, no stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    const reports = await tempDir();
    try {
      const result = await cli(['proxy', '--target', server.baseUrlOf(FAULTY), '--port', String(port), '--report-dir', reports.dir]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`seller-api-conformance: proxy: cannot listen on 127.0.0.1:${port}: EADDRINUSE\n`);
    } finally {
      blocker.close();
      await reports.cleanup();
    }
  });

  it('writes the reports on SIGINT and exits 1 for a failed MUST rule, credentials redacted', async () => {
    const reports = await tempDir();
    try {
      const running = start(['proxy', '--target', server.baseUrlOf(FAULTY), '--port', '0', '--report-dir', reports.dir]);
      const [, url] = await running.waitFor(/listening on (http:\/\/\S+),/);
      await request(url + pathFor(COUPON, server.dataset.fixtures.couponId), { headers: { authorization: 'Bearer s3cret' } }).then((r) =>
        r.body.dump(),
      );
      await running.waitFor(/^FAILED  coupon\.dates\.format/m);
      running.child.kill('SIGINT');
      const { code, stdout } = await running.exited;
      expect(code).toBe(1);
      expect(stdout).toContain('verdict: NON-CONFORMANT');
      const report = JSON.parse(await readFile(join(reports.dir, 'conformance.json'), 'utf8')) as ConformanceReport;
      expect(resultOf(report, 'coupon.dates.format').status).toBe('failed');
      expect(await readFile(join(reports.dir, 'exchanges.har'), 'utf8')).not.toContain('s3cret');
    } finally {
      await reports.cleanup();
    }
  });
});
