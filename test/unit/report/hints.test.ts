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
});
