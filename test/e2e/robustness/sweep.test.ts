// Whatever arrives, it is judged, never blamed on the harness: a sweep of the answers real servers,
// proxies and gateways send, each through the real CLI against a local server. Interim 1xx answers are
// judged by the final answer; bytes that are not UTF-8, a byte order mark, a Content-Length that
// disagrees with the body, two Content-Type headers, numbers written in exponent or fractional form, a
// documented message outside the `message` field and a Retry-After longer than a run waits are each
// named in what the run says. No case is ever a "harness fault".
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, respond } from '../../../src/reference/index.js';
import { COUPON as COUPON_OPERATION, INQUIRY as INQUIRY_OPERATION, pathFor } from '../../../src/operations.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeRun, ensureBuilt, makeReportDir, runCli } from '../../support/cli/run-cli.js';
import {
  cli,
  closeTargets,
  expectSaneRun,
  resultOf,
  startTarget,
  targetArgs,
  type Misbehaviour,
} from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

const dataset = buildDataset();
const { couponId } = dataset.fixtures;
const couponBody = respond(
  dataset,
  { method: 'GET', path: pathFor(COUPON_OPERATION, couponId), headers: {} },
  dataset.defaultVendorId,
).body;

/** Takes over the answer to GET of exactly `path`; other requests go to the reference. */
const onPath =
  (path: string, act: (req: IncomingMessage, res: ServerResponse) => void): Misbehaviour =>
  (req, res) => {
    if (req.method !== 'GET' || req.url !== path) return false;
    req.resume();
    act(req, res);
    return true;
  };

/** Writes these bytes on the connection as the whole answer, and closes it. */
const raw = (bytes: Buffer | string) => (_req: IncomingMessage, res: ServerResponse) => res.socket?.end(bytes);

const head = (status: string, headers: [string, string][], length?: number) =>
  `HTTP/1.1 ${status}\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}${length === undefined ? '' : `Content-Length: ${length}\r\n`}Connection: close\r\n\r\n`;

const json = [['Content-Type', 'application/json;charset=UTF-8']] as [string, string][];

interface Case {
  misbehave: Misbehaviour;
  suite: 'coupon' | 'inquiry';
  exit: 0 | 1 | 2;
  /** A rule and what its result must say (status, then a pattern of its message). */
  says?: [rule: string, status: string, message: RegExp];
}

const COUPON = pathFor(COUPON_OPERATION, couponId);
const euc = Buffer.from(couponBody.replace(/"title":"[^"]*"/, '"title":"XX"'), 'utf8');
euc[euc.indexOf('"title":"XX"') + 9] = 0xb9; // an EUC-KR lead byte where UTF-8 cannot have one
euc[euc.indexOf('"title":"') + 10] = 0xe8;

const cases: [string, Case][] = [
  [
    '103 Early Hints before every answer',
    { misbehave: (_req, res) => (res.writeEarlyHints({ link: '</style.css>; rel=preload' }), false), suite: 'coupon', exit: 0 },
  ],
  ['100 Continue, unasked, before every answer', { misbehave: (_req, res) => (res.writeContinue(), false), suite: 'coupon', exit: 0 }],
  [
    '103 and 100 together in the same bytes as the final answer',
    {
      misbehave: onPath(
        COUPON,
        raw(
          `HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\nHTTP/1.1 100 Continue\r\n\r\n${head('200 OK', json, Buffer.byteLength(couponBody))}${couponBody}`,
        ),
      ),
      suite: 'coupon',
      exit: 0,
    },
  ],
  [
    'a body in EUC-KR, not UTF-8',
    {
      misbehave: onPath(
        COUPON,
        raw(Buffer.concat([Buffer.from(head('200 OK', [['Content-Type', 'application/json;charset=EUC-KR']], euc.length)), euc])),
      ),
      suite: 'coupon',
      exit: 1,
      says: ['coupon.found.json', 'failed', /not UTF-8: byte 0xB9 at offset \d+ .*charset=EUC-KR/],
    },
  ],
  [
    'a byte order mark before the JSON',
    {
      misbehave: onPath(COUPON, raw(`${head('200 OK', json, Buffer.byteLength(couponBody) + 3)}\uFEFF${couponBody}`)),
      suite: 'coupon',
      exit: 1,
      says: ['coupon.found.json', 'failed', /byte order mark/],
    },
  ],
  [
    'a Content-Length that counts characters, not bytes',
    {
      misbehave: onPath(COUPON, raw(`${head('200 OK', json, couponBody.length)}${couponBody}`)),
      suite: 'coupon',
      exit: 1,
      says: ['coupon.found.json', 'failed', /Content-Length, \d+ bytes/],
    },
  ],
  [
    'a Content-Length larger than the body, then the connection closes',
    {
      misbehave: onPath(COUPON, raw(`${head('200 OK', json, Buffer.byteLength(couponBody) + 100)}${couponBody}`)),
      suite: 'coupon',
      exit: 2,
      says: ['coupon.found.status', 'error', /does not match its Content-Length \(it declares \d+ bytes; \d+ came/],
    },
  ],
  [
    'two different Content-Type headers',
    {
      misbehave: onPath(
        COUPON,
        raw(`${head('200 OK', [...json, ['Content-Type', 'text/html']], Buffer.byteLength(couponBody))}${couponBody}`),
      ),
      suite: 'coupon',
      exit: 1,
      says: ['coupon.found.content-type', 'failed', /2 Content-Type headers: "application\/json;charset=UTF-8" and "text\/html"/],
    },
  ],
  [
    'the same Content-Type header twice (D11: a warning naming both lines)',
    {
      misbehave: onPath(COUPON, raw(`${head('200 OK', [...json, ...json], Buffer.byteLength(couponBody))}${couponBody}`)),
      suite: 'coupon',
      exit: 0,
      says: [
        'coupon.found.content-type-once',
        'warning',
        /2 Content-Type lines: line 1 "application\/json;charset=UTF-8", line 2 "application\/json;charset=UTF-8"/,
      ],
    },
  ],
  [
    'the couponId in exponent form (the same number)',
    {
      misbehave: onPath(
        COUPON,
        raw(
          ((b) => `${head('200 OK', json, Buffer.byteLength(b))}${b}`)(
            couponBody.replace(`"couponId":${couponId}`, `"couponId":${couponId.slice(0, 1)}.${couponId.slice(1)}e${couponId.length - 1}`),
          ),
        ),
      ),
      suite: 'coupon',
      exit: 0,
    },
  ],
  [
    'a couponId with a fraction beyond a double (63187785.00000000001)',
    {
      misbehave: onPath(
        COUPON,
        raw(
          ((b) => `${head('200 OK', json, Buffer.byteLength(b))}${b}`)(
            couponBody.replace(`"couponId":${couponId}`, `"couponId":${couponId}.00000000001`),
          ),
        ),
      ),
      suite: 'coupon',
      exit: 1,
      says: ['coupon.fields', 'failed', new RegExp(`${couponId}\\.00000000001`)],
    },
  ],
  [
    'the 404 message only in a problem+json detail',
    {
      misbehave: onPath(pathFor(INQUIRY_OPERATION, '9007199254740991'), (_req, res) =>
        res
          .writeHead(404, { 'content-type': 'application/problem+json' })
          .end('{"title":"Not Found","status":404,"detail":"Inquiry not found"}'),
      ),
      suite: 'inquiry',
      exit: 1,
      says: [
        'inquiry.not-found.message',
        'failed',
        /no field message at the top level \(the text is at \/detail, where clients do not read it\)/,
      ],
    },
  ],
  [
    '429 with Retry-After: 3600 on every coupon request',
    {
      misbehave: (req, res) =>
        req.url?.startsWith('/v2/providers/marketplace_openapi')
          ? (req.resume(), res.writeHead(429, { 'retry-after': '3600' }).end(), true)
          : false,
      suite: 'coupon',
      exit: 2,
      says: ['coupon.found.status', 'error', /blocked: the target asks to retry after 1 h/],
    },
  ],
  [
    'a redirect to itself',
    {
      misbehave: onPath(COUPON, (_req, res) => res.writeHead(302, { location: COUPON }).end()),
      suite: 'coupon',
      exit: 1,
      says: ['coupon.found.status', 'failed', /302/],
    },
  ],
  [
    'headers, no body, the connection closed',
    { misbehave: onPath(COUPON, raw(head('200 OK', json))), suite: 'coupon', exit: 1, says: ['coupon.found.json', 'failed', /empty body/] },
  ],
];

describe('every answer is judged, none is a harness fault', () => {
  it.each(cases)(
    '%s',
    async (_name, { misbehave, suite, exit, says }) => {
      const target = await startTarget(misbehave);
      const run = await cli(targetArgs(target, '--suite', suite, '--timeout', '3000'));
      const report = expectSaneRun(run, exit);
      if (says) {
        const [rule, status, message] = says;
        const result = resultOf(report, rule);
        expect(`${result.status}: ${result.message}`).toMatch(new RegExp(`^${status}: `));
        expect(result.message).toMatch(message);
      }
    },
    60_000,
  );
});

describe('exchanges.har records the version that answered', () => {
  it('an HTTP/1.0 answer stays HTTP/1.0 in the HAR; the others are HTTP/1.1', async () => {
    const head = `HTTP/1.0 200 OK\r\nContent-Type: application/json;charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(couponBody)}`;
    const answer = `${head}\r\n\r\n${couponBody}`;
    const target = await startTarget(onPath(COUPON, raw(answer)));
    const { dir, cleanup } = await makeReportDir();
    try {
      const result = await runCli([...targetArgs(target, '--suite', 'coupon', '--timeout', '3000'), '--report-dir', dir]);
      expect(result.code, describeRun(result)).toBe(0);
      const har = JSON.parse(await readFile(join(dir, 'exchanges.har'), 'utf8')) as {
        log: { entries: { request: { url: string; httpVersion: string }; response: { httpVersion: string } }[] };
      };
      const versionOf = (url: string) => har.log.entries.find((entry) => entry.request.url.endsWith(url))?.response.httpVersion;
      expect(versionOf(COUPON)).toBe('HTTP/1.0');
      expect(har.log.entries.every((entry) => entry.request.httpVersion === 'HTTP/1.1')).toBe(true);
      expect(
        har.log.entries.filter((entry) => !entry.request.url.endsWith(COUPON)).every((entry) => entry.response.httpVersion === 'HTTP/1.1'),
      ).toBe(true);
      expect(JSON.stringify(har)).not.toContain('x-seller-api-conformance-http-version');
    } finally {
      await cleanup();
    }
  }, 60_000);
});
