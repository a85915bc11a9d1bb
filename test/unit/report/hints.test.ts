// The hints as a table of what a run saw and what it says: each fires on its sign and only on it.
import { describe, expect, it } from 'vitest';

import type { Exchange } from '../../../src/http/types.js';
import { hintsOf, type HintInput } from '../../../src/report/hints.js';
import type { RuleResult } from '../../../src/types/report.js';

const BASE = 'http://127.0.0.1:8080';
const VENDOR = '{"code":404,"message":"Vendor id should be same with the vendor id in this inquiry"}';

const failedOn = (rule: string, status: number, body = '{}', url = `${BASE}/x`): RuleResult => ({
  rule,
  operation: 'GET_ORIGIN_INQUIRY_BY_ID',
  level: 'MUST',
  status: 'failed',
  title: 'MUST ...',
  sources: ['docs/spec.md#errors'],
  message: `expected another status, got ${status}`,
  evidence: { request: { method: 'GET', url, headers: {} }, response: { status, headers: {}, bodyExcerpt: body, bodyBytes: body.length } },
});

const page = (url: string, contentType = 'text/html'): Exchange => ({
  request: { method: 'GET', url, headers: {} },
  response: { status: 200, headers: { 'content-type': contentType }, body: '<!DOCTYPE html><html></html>', bodyBytes: 28 },
  startedAt: '2025-01-01T00:00:00.000Z',
  durationMs: 1,
});

const empty404 = (url: string): Exchange => ({ ...page(url), response: { status: 404, headers: {}, body: '', bodyBytes: 0 } });

/** A 404 with this body (JSON unless it says otherwise) on the documented path of the operation. */
const notFoundAt = (path: string, body: string, contentType = 'application/json'): Exchange => ({
  ...page(`${BASE}${path}`),
  response: { status: 404, headers: { 'content-type': contentType }, body, bodyBytes: body.length },
});
const COUPON_PATH = '/v2/providers/marketplace_openapi/apis/api/v1/coupons/7';
const CATEGORIES_PATH = '/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories';
const INQUIRY_PATH = '/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/5';
/** The three operations answered alike: a server without the API under the base URL's path. */
const everyPath = (body: string, contentType?: string) =>
  [COUPON_PATH, CATEGORIES_PATH, INQUIRY_PATH].map((path) => notFoundAt(path, body, contentType));
const SPRING = '{"timestamp":"2026-11-28T10:00:00.000+00:00","status":404,"error":"Not Found","path":"/v2/providers"}';
const FASTAPI = '{"detail":"Not Found"}';
const EXPRESS =
  '<!DOCTYPE html>\n<html lang="en">\n<head><title>Error</title></head>\n<body><pre>Cannot GET /v2/providers</pre></body>\n</html>\n';
/** Every fixture given and answered 404: what the fixture hints would blame. */
const fixturesNotFound = {
  fixtures: { couponId: '7', inquiryId: '5' },
  results: [failedOn('coupon.found.status', 404), failedOn('inquiry.found.status', 404)],
};

const input = (given: Partial<HintInput>): HintInput => ({ baseUrl: BASE, fixtures: {}, results: [], exchanges: [], ...given });
const kinds = (given: Partial<HintInput>) => hintsOf(input(given)).map((hint) => `${hint.kind} ${hint.option}`);

const cases: [name: string, given: Partial<HintInput>, want: string[]][] = [
  ['nothing wrong: no hint', { fixtures: { couponId: '1' } }, []],
  ['the embedded reference: no hint whatever it saw', { baseUrl: undefined, results: [failedOn('coupon.found.status', 404)] }, []],
  [
    'a coupon fixture answered 404',
    { fixtures: { couponId: '7' }, results: [failedOn('coupon.found.status', 404)] },
    ['fixture-not-found --coupon-id'],
  ],
  [
    'a coupon fixture answered 500: no hint (that is the target)',
    { fixtures: { couponId: '7' }, results: [failedOn('coupon.found.status', 500)] },
    [],
  ],
  [
    'an own inquiry answered 404 "Inquiry not found"',
    { fixtures: { inquiryId: '5' }, results: [failedOn('inquiry.found.status', 404)] },
    ['fixture-not-found --inquiry-id'],
  ],
  [
    "an own inquiry answered as another vendor's",
    { fixtures: { inquiryId: '5' }, results: [failedOn('inquiry.found.status', 404, VENDOR)] },
    ['inquiry-ids-swapped --inquiry-id'],
  ],
  [
    'a foreign inquiry answered 200',
    { fixtures: { foreignInquiryId: '6' }, results: [failedOn('inquiry.foreign.status', 200)] },
    ['inquiry-ids-swapped --foreign-inquiry-id'],
  ],
  [
    'both: one hint, to swap them',
    {
      fixtures: { inquiryId: '5', foreignInquiryId: '6' },
      results: [failedOn('inquiry.found.status', 404, VENDOR), failedOn('inquiry.foreign.status', 200)],
    },
    ['inquiry-ids-swapped --inquiry-id'],
  ],
  [
    'a foreign inquiry answered "Inquiry not found"',
    {
      fixtures: { foreignInquiryId: '6' },
      results: [failedOn('inquiry.foreign.message', 404, '{"code":404,"message":"Inquiry not found"}')],
    },
    ['fixture-not-found --foreign-inquiry-id'],
  ],
  [
    'the API path in the base URL and a 404 where 200 was due: that, and not the fixture',
    { baseUrl: `${BASE}/v2/providers`, fixtures: { couponId: '7' }, results: [failedOn('coupon.found.status', 404)] },
    ['api-path-in-base-url --base-url'],
  ],
  ['the API path in the base URL but every answer right: no hint (a proxy may map it)', { baseUrl: `${BASE}/v2/providers` }, []],
  [
    'one segment of it ("/v2") may be a gateway prefix: no hint',
    { baseUrl: `${BASE}/v2`, results: [failedOn('categories.status', 404)] },
    [],
  ],
  [
    'every answer a web page: that, and no fixture blamed',
    {
      fixtures: { couponId: '7' },
      results: [failedOn('coupon.found.status', 404)],
      exchanges: [page(`${BASE}/a`), page(`${BASE}/b`), page(`${BASE}/c`, 'text/plain')],
    },
    ['html-everywhere --base-url'],
  ],
  [
    'one JSON answer among the pages: no such hint',
    {
      exchanges: [
        page(`${BASE}/a`),
        page(`${BASE}/b`),
        { ...page(`${BASE}/c`, 'application/json'), response: { status: 200, headers: {}, body: '{}', bodyBytes: 2 } },
      ],
    },
    [],
  ],
  [
    // Issue 36: such a target got the --coupon-id hint, as if the API were there and the coupon not.
    'every answer an empty 404: the base URL, not the fixture',
    {
      fixtures: { couponId: '7' },
      results: [failedOn('coupon.found.status', 404, '')],
      exchanges: [empty404(`${BASE}/a`), empty404(`${BASE}/b`), empty404(`${BASE}/c`)],
    },
    ['not-found-everywhere --base-url'],
  ],
  [
    'one 404 with a body among them: the API may be there, the fixture hint stays',
    {
      fixtures: { couponId: '7' },
      results: [failedOn('coupon.found.status', 404, '')],
      exchanges: [
        empty404(`${BASE}/a`),
        empty404(`${BASE}/b`),
        { ...empty404(`${BASE}/c`), response: { ...empty404('').response, body: '{"message":"Inquiry not found"}' } },
      ],
    },
    ['fixture-not-found --coupon-id'],
  ],
  // Issue 48: a base URL without its base path got the --coupon-id and --inquiry-id hints, the server's JSON 404 not being empty.
  [
    "Spring's JSON 404 on every path, the category list's too: the base URL",
    { ...fixturesNotFound, exchanges: everyPath(SPRING) },
    ['not-found-everywhere --base-url'],
  ],
  [
    'FastAPI\'s {"detail":"Not Found"} on every path: the base URL',
    { ...fixturesNotFound, exchanges: everyPath(FASTAPI) },
    ['not-found-everywhere --base-url'],
  ],
  [
    'Express\'s "Cannot GET" page on every path: a 404 everywhere rather than a web site',
    { ...fixturesNotFound, exchanges: everyPath(EXPRESS, 'text/html; charset=utf-8') },
    ['not-found-everywhere --base-url'],
  ],
  [
    'Express\'s JSON "Cannot GET" on every path, and a page of its own at GET /: the base URL',
    { ...fixturesNotFound, exchanges: [page(`${BASE}/`), ...everyPath('{"error":"Cannot GET /v2/providers"}')] },
    ['not-found-everywhere --base-url'],
  ],
  [
    'the API path in the base URL and a JSON 404 everywhere: the API path, which says what to give',
    { ...fixturesNotFound, baseUrl: `${BASE}/v2/providers`, exchanges: everyPath(SPRING) },
    ['api-path-in-base-url --base-url'],
  ],
  [
    'a JSON 404 everywhere but no category list asked (--suite coupon, inquiry): it could be the fixtures',
    { ...fixturesNotFound, exchanges: everyPath(FASTAPI).filter((exchange) => !exchange.request.url.endsWith(CATEGORIES_PATH)) },
    ['fixture-not-found --coupon-id', 'fixture-not-found --inquiry-id'],
  ],
  [
    "a 404 in the API's own words among them: the API is there, the fixture hints stay",
    {
      ...fixturesNotFound,
      exchanges: [...everyPath(FASTAPI), notFoundAt(INQUIRY_PATH, '{"code":404,"message":"Inquiry not found"}')],
    },
    ['fixture-not-found --coupon-id', 'fixture-not-found --inquiry-id'],
  ],
];

describe('hintsOf', () => {
  it.each(cases)('%s', (_name, given, want) => {
    expect(kinds(given)).toEqual(want);
  });

  it('says the base URL without the API path', () => {
    const [hint] = hintsOf(
      input({ baseUrl: `${BASE}/gw/v2/providers/openapi/apis/api/v5`, results: [failedOn('inquiry.found.status', 404)] }),
    );
    expect(hint?.message).toMatch(
      /^--base-url ends in \/v2\/providers\/openapi\/apis\/api\/v5, .*: try --base-url http:\/\/127\.0\.0\.1:8080\/gw$/,
    );
  });

  it("says a JSON 404 everywhere is the base URL's, probably without its base path", () => {
    const [hint] = hintsOf(input({ ...fixturesNotFound, exchanges: everyPath(SPRING) }));
    expect(hint?.message).toBe(
      `every answer of ${BASE} was 404 on every path, the category list's too, which takes no id: the API's paths are not there; ` +
        '--base-url probably lacks the base path the API sits under (e.g. /api), or names another service (check the host, port and path prefix)',
    );
  });
});
