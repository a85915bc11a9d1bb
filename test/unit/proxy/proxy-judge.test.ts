// The proxy's judge (src/proxy/proxy-judge.ts), handed exchanges as the forwarding proxy hands them over:
// what it counts, what it says on the terminal line by line, and the report it ends with. The answers are
// the embedded reference's, some of them changed into faults.
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON, pathFor } from '../../../src/operations.js';
import { ProxyJudge } from '../../../src/proxy/proxy-judge.js';
import type { ProxiedExchange } from '../../../src/proxy/proxy-server.js';
import { startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';
import type { ConformanceReport } from '../../../src/types/report.js';

let reference: ReferenceServer;
beforeAll(async () => {
  reference = await startReferenceServer();
});
afterAll(() => reference?.close());

/** A judge that keeps bodies up to `maxBodyBytes`, and the lines it said. */
function judgeOf(maxBodyBytes = 1 << 20, strict = false) {
  const lines: string[] = [];
  const say = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
  return { judge: new ProxyJudge(say, maxBodyBytes, strict), lines };
}

/** The reference's answer to GET `path`, as the proxy hands an exchange over. */
function fromReference(path: string, requestHeaders: string[] = []): Promise<ProxiedExchange> {
  const url = reference.baseUrl + path;
  const startedAt = new Date();
  const headers = ['Host', new URL(url).host, ...requestHeaders];
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          method: 'GET',
          url,
          requestHeaders: headers,
          status: res.statusCode!,
          responseHeaders: res.rawHeaders,
          body,
          bodyBytes: body.length,
          startedAt,
          durationMs: 12.5,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const couponPath = () => pathFor(COUPON, reference.fixtures.couponId);
/** The exchange with its body's JSON changed by `change` (and its length header dropped). */
const withBody = (exchange: ProxiedExchange, change: (body: Record<string, unknown>) => Record<string, unknown>): ProxiedExchange => {
  const body = Buffer.from(JSON.stringify(change(JSON.parse(exchange.body!.toString()) as Record<string, unknown>)));
  const responseHeaders = exchange.responseHeaders.flatMap((value, i, raw) =>
    i % 2 === 0 && value.toLowerCase() !== 'content-length' ? [value, raw[i + 1]!] : [],
  );
  return { ...exchange, body, bodyBytes: body.length, responseHeaders };
};
const datesImpossible = (body: Record<string, unknown>) => ({ ...body, endDate: '2026-02-30 00:00:00' });
const resultOf = (report: ConformanceReport, rule: string) => report.results.find((result) => result.rule === rule)!;

describe('ProxyJudge.wanted', () => {
  it('wants the three operations and another version of one, nothing else', () => {
    const base = 'http://127.0.0.1:1';
    expect(ProxyJudge.wanted(base + pathFor(COUPON, '123'))).toBe(true);
    expect(ProxyJudge.wanted(`${base}/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/1`)).toBe(true);
    expect(ProxyJudge.wanted(`${base}/favicon.ico`)).toBe(false);
  });
});

describe('the proxy judge', () => {
  it('judges an answer on a later turn, counts it, and says nothing of rules that held', async () => {
    const { judge, lines } = judgeOf();
    judge.take(await fromReference(couponPath()));
    expect(judge.counts.judged).toBe(0);
    const { report } = await judge.finish();
    expect(judge.counts).toEqual({ judged: 1, refused: 0, askedFor: 0, tooLarge: 0, failed: 0, other: 0 });
    expect(lines).toEqual([]);
    expect(resultOf(report, 'coupon.dates.format').status).toBe('passed');
    expect(resultOf(report, 'categories.status').message).toBe('not in the proxied traffic: no exchange exercised this rule');
    expect(report.summary.verdict).not.toBe('non-conformant');
  });

  it('says each rule an answer failed, on a line of its own: FAILED for a MUST rule, WARNING for a SHOULD rule', async () => {
    const { judge, lines } = judgeOf();
    const exchange = withBody(await fromReference(couponPath()), (body) => ({ ...datesImpossible(body), undocumented: 1 }));
    judge.take(exchange);
    const { report } = await judge.finish();
    const where = `GET ${exchange.url} → 200: `;
    expect(lines.find((line) => line.includes('coupon.dates.format'))).toMatch(
      new RegExp(`^FAILED  coupon\\.dates\\.format ${escape(where)}\\S`),
    );
    expect(lines.filter((line) => line.startsWith('WARNING '))).toEqual([
      expect.stringMatching(new RegExp(`^WARNING coupon\\.\\S+ ${escape(where)}.*\\n$`)) as string,
    ]);
    expect(lines.every((line) => /^(FAILED |WARNING) /.test(line) && line.endsWith('\n'))).toBe(true);
    expect(resultOf(report, 'coupon.dates.format').status).toBe('failed');
    expect(report.summary.verdict).toBe('non-conformant');
  });

  it('judges a gzip answer decoded', async () => {
    const { judge } = judgeOf();
    const plain = withBody(await fromReference(couponPath()), datesImpossible);
    const gzipped = gzipSync(plain.body!);
    judge.take({
      ...plain,
      body: gzipped,
      bodyBytes: gzipped.length,
      responseHeaders: [...plain.responseHeaders, 'Content-Encoding', 'gzip'],
    });
    const { report } = await judge.finish();
    expect(judge.counts.judged).toBe(1);
    expect(resultOf(report, 'coupon.dates.format').status).toBe('failed');
  });

  it('does not judge an answer whose body passed the cap, and says so with its size and the cap', async () => {
    const { judge, lines } = judgeOf(100);
    const exchange = await fromReference(couponPath());
    judge.take({ ...exchange, body: undefined, bodyBytes: 5000 });
    const { report } = await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 0, tooLarge: 1 });
    expect(lines).toEqual([
      `NOT JUDGED GET ${exchange.url} → 200: the body (5000 bytes as sent) is over the cap of 100 bytes; passed through\n`,
    ]);
    expect(resultOf(report, 'coupon.dates.format').status).not.toBe('passed');
  });

  it('does not judge a body that decodes past the cap', async () => {
    const { judge, lines } = judgeOf(1000);
    const exchange = await fromReference(couponPath());
    const bomb = gzipSync(Buffer.alloc(100_000, 32));
    judge.take({
      ...exchange,
      body: bomb,
      bodyBytes: bomb.length,
      responseHeaders: [...exchange.responseHeaders, 'Content-Encoding', 'gzip'],
    });
    await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 0, tooLarge: 1 });
    expect(lines).toEqual([
      `NOT JUDGED GET ${exchange.url} → 200: the body (${bomb.length} bytes as sent) is over the cap of 1000 bytes; passed through\n`,
    ]);
  });

  it('counts a refused answer apart and names why, without judging it', async () => {
    const { judge, lines } = judgeOf();
    const exchange = await fromReference(couponPath(), ['Prefer', 'answer=expired-signature']);
    // Not asked for: the same 401 as a gateway gives it.
    judge.take({ ...exchange, requestHeaders: exchange.requestHeaders.slice(0, 2) });
    await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 0, refused: 1, askedFor: 0 });
    expect(lines).toEqual([
      expect.stringMatching(/^NOT JUDGED GET \S+ → 401: authentication refused \(401\) by the target or its gateway/) as string,
    ]);
  });

  it('counts an answer the client asked for apart, without "could not judge"', async () => {
    const { judge, lines } = judgeOf();
    const exchange = await fromReference(couponPath(), ['Prefer', 'code=500']);
    judge.take(exchange);
    await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 0, refused: 0, askedFor: 1 });
    expect(lines).toEqual([
      `NOT JUDGED GET ${exchange.url} → 500: the client asked for this answer (Prefer: code=500), as the reference (serve) gives on demand; not the implementation's\n`,
    ]);
  });

  it('names a request of another version of an operation, not judged, and lists it among the others', async () => {
    const { judge, lines } = judgeOf();
    const url = `${reference.baseUrl}/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/1`;
    const exchange = await fromReference(couponPath());
    judge.take({ ...exchange, url, status: 404 });
    judge.take({ ...exchange, url: `${reference.baseUrl}/favicon.ico`, status: 404 });
    const { report } = await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 0, other: 2 });
    expect(lines).toEqual([
      `NOT JUDGED GET ${url} → 404: the v4 inquiry path: this harness judges v5 (/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/{inquiryId})\n`,
    ]);
    expect(JSON.stringify(report)).toContain('favicon.ico');
  });

  it('counts a request that is none of the operations', async () => {
    const { judge, lines } = judgeOf();
    judge.other('GET', `${reference.baseUrl}/health`);
    const { report } = await judge.finish();
    expect(judge.counts).toMatchObject({ judged: 0, other: 1 });
    expect(lines).toEqual([]);
    expect(JSON.stringify(report)).toContain('/health');
  });

  it('says a request got no answer, counts it failed, and records it with its credentials hidden', async () => {
    const { judge, lines } = judgeOf();
    const url = reference.baseUrl + couponPath();
    judge.fail({
      method: 'GET',
      url,
      requestHeaders: ['Host', 'h', 'Authorization', 'Bearer s3cretvalue'],
      reason: 'the target did not answer: ECONNREFUSED',
    });
    const record = await judge.finish();
    expect(judge.counts).toMatchObject({ failed: 1, askedFor: 0 });
    expect(lines).toEqual([`NO ANSWER GET ${url}: the target did not answer: ECONNREFUSED\n`]);
    expect(resultOf(record.report, 'coupon.dates.format').status).toBe('error');
    expect(JSON.stringify(record)).not.toContain('s3cretvalue');
  });

  it('says a request the client asked to go unanswered got none, counted as asked for', async () => {
    const { judge, lines } = judgeOf();
    const url = reference.baseUrl + couponPath();
    judge.fail({ method: 'GET', url, requestHeaders: ['Host', 'h', 'Prefer', 'answer=reset'], reason: 'reset' });
    await judge.finish();
    expect(judge.counts).toMatchObject({ failed: 0, askedFor: 1 });
    expect(lines).toEqual([
      `NO ANSWER GET ${url}: reset; not judged: the client asked for this answer (Prefer: answer=reset), as the reference (serve) gives on demand; not the implementation's\n`,
    ]);
  });

  it('says a request of no operation got no answer, counted failed', async () => {
    const { judge, lines } = judgeOf();
    judge.fail({ method: 'GET', url: `${reference.baseUrl}/health`, requestHeaders: [], reason: 'gone' });
    await judge.finish();
    expect(judge.counts).toMatchObject({ failed: 1, askedFor: 0 });
    expect(lines).toEqual([`NO ANSWER GET ${reference.baseUrl}/health: gone\n`]);
  });

  it('makes a SHOULD rule that fails a failure when strict', async () => {
    const { judge } = judgeOf(1 << 20, true);
    judge.take(withBody(await fromReference(couponPath()), (body) => ({ ...body, undocumented: 1 })));
    const { report } = await judge.finish();
    expect(report.summary.verdict).toBe('non-conformant');
  });

  it('records the exchanges it judged, with their timings and repeated headers', async () => {
    const { judge } = judgeOf();
    const exchange = await fromReference(couponPath());
    judge.take({ ...exchange, responseHeaders: [...exchange.responseHeaders, 'X-Twice', 'a', 'x-twice', 'b'] });
    const { exchanges } = await judge.finish();
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({ startedAt: exchange.startedAt.toISOString(), durationMs: 12.5 });
    expect(exchanges[0]!.response.repeatedHeaders).toBeDefined();
  });

  it('records no repeated headers of an answer that repeats none', async () => {
    const { judge } = judgeOf();
    judge.take(await fromReference(couponPath()));
    const { exchanges } = await judge.finish();
    expect(exchanges[0]!.response).not.toHaveProperty('repeatedHeaders');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
