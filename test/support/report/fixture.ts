// A fixed run record for the renderer tests: every status, every operation, an answered and an
// unanswered exchange, and a server that put hostile values everywhere a report quotes it.
import type { Exchange } from '../../../src/http/types.js';
import { vi } from 'vitest';
import type { RunRecord } from '../../../src/report/run-record.js';
import type { ConformanceReport, RuleResult } from '../../../src/types/report.js';

/** Strings a renderer must never let through as they are. */
export const HOSTILE = {
  script: '<script>alert(1)</script>',
  img: '<img src=x onerror=alert(1)>',
  closeScript: '</script>',
  cdataEnd: ']]>',
  lineSeparator: '\u2028',
  paragraphSeparator: '\u2029',
  mdLink: '[x](javascript:alert(1))',
  mdImage: '![y](https://evil.test/y.png)',
  controls: '\u0000\u0007\u001b[31m\u0008',
  mention: '@octocat #1',
  backticks: '`` ` ``',
} as const;

/** All of them in one value, the way a server would mix them into one field. */
export const EVERYTHING = Object.values(HOSTILE).join(' ');

const BASE = 'http://127.0.0.1:8080';
const COUPON_URL = `${BASE}/v2/providers/marketplace_openapi/apis/api/v1/coupons/63187785`;
const INQUIRY_URL = `${BASE}/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/9007199254740991?x=${encodeURIComponent(HOSTILE.script)}&flag`;

const requestHeaders = {
  accept: 'application/json',
  'user-agent': 'seller-api-conformance/0.1.0',
  authorization: '[REDACTED]',
  'x-api-key': '[REDACTED]',
};

// Written by hand, not stringified: the escape \u004c and the integer beyond 2^53 must reach the
// renderers exactly as a server would send them (the HTML shows them as sent, not decoded or rounded).
const couponBody = `{"couponId":63187785,"title":${JSON.stringify(HOSTILE.script)},"couponType":"DOWN\\u004cOAD","big":12345678901234567890,"couponPolicies":[{"typeOfDiscount":${JSON.stringify(HOSTILE.img)},"description":${JSON.stringify(EVERYTHING)},"maximumPerDaily":10000,"empty":{},"none":[ ]}]}`;

const couponExchange: Exchange = {
  request: { method: 'GET', url: COUPON_URL, headers: requestHeaders },
  response: {
    status: 200,
    headers: {
      'content-type': 'application/json;charset=UTF-8',
      'x-evil': `${HOSTILE.img} ${HOSTILE.closeScript}`,
      'set-cookie': '[REDACTED]',
    },
    body: couponBody,
    bodyBytes: Buffer.byteLength(couponBody),
  },
  startedAt: '2025-06-01T10:00:00.250Z',
  durationMs: 12,
};

const inquiryBody = `{"code":404,"message":${JSON.stringify(EVERYTHING)}}`;
const inquiryExchange: Exchange = {
  request: { method: 'GET', url: INQUIRY_URL, headers: requestHeaders },
  response: {
    status: 404,
    headers: { 'content-type': 'application/json', location: `javascript:alert(1)` },
    body: inquiryBody,
    bodyBytes: Buffer.byteLength(inquiryBody),
  },
  startedAt: '2025-06-01T10:00:00.100Z',
  durationMs: 7,
};

const curl = (url: string) =>
  `curl -sS -i '${url}' -H 'accept: application/json' -H 'authorization: [REDACTED]' -H 'x-api-key: [REDACTED]'`;

const evidenceOf = (exchange: Exchange, errors: NonNullable<RuleResult['evidence']>['violations']): RuleResult['evidence'] => ({
  request: { ...exchange.request },
  response: {
    status: exchange.response.status,
    headers: exchange.response.headers,
    bodyExcerpt: exchange.response.body,
    bodyBytes: exchange.response.bodyBytes,
  },
  violations: errors,
  curl: curl(exchange.request.url),
});

const results: RuleResult[] = [
  {
    rule: 'coupon.no-server-error',
    operation: 'GET_COUPON_BY_ID',
    level: 'MUST',
    status: 'passed',
    title: 'MUST NOT answer any request with a 5xx status',
    sources: ['docs/decisions.md#d11-status-codes-media-type-and-the-bytes-of-a-body'],
    message: 'held on all 17 answers it was checked on',
    durationMs: 850.5,
    answersJudged: 17,
  },
  {
    rule: 'coupon.policy.discount-type',
    operation: 'GET_COUPON_BY_ID',
    level: 'MUST',
    status: 'failed',
    title: 'MUST give typeOfDiscount as RATE or PRICE',
    sources: ['docs/spec.md#couponpolicy', 'docs/decisions.md#d2-what-is-typeofdiscount-and-what-is-maximumdiscountprice-for-price'],
    message: `/couponPolicies/0/typeOfDiscount: expected one of ["RATE","PRICE"], got ${JSON.stringify(HOSTILE.img)} ${EVERYTHING}`,
    durationMs: 12.25,
    answersJudged: 1,
    evidence: evidenceOf(couponExchange, [
      {
        instancePath: '/couponPolicies/0/typeOfDiscount',
        keyword: 'enum',
        message: 'must be equal to one of the allowed values',
        expected: 'one of ["RATE","PRICE"]',
        actual: JSON.stringify(HOSTILE.img),
      },
      {
        instancePath: `/couponPolicies/0/${HOSTILE.mdLink}`,
        keyword: 'additionalProperties',
        message: `unknown field ${EVERYTHING}`,
        expected: 'no such field',
        actual: JSON.stringify(EVERYTHING),
      },
    ]),
  },
  {
    rule: 'coupon.unknown-fields',
    operation: 'GET_COUPON_BY_ID',
    level: 'SHOULD',
    status: 'warning',
    title: 'SHOULD NOT add fields the spec does not document',
    sources: ['docs/decisions.md#d13-unknown-fields'],
    message: `/${HOSTILE.mdImage}: undocumented field`,
    durationMs: 12.25,
    answersJudged: 1,
    evidence: evidenceOf(couponExchange, [
      { instancePath: `/${HOSTILE.mdImage}`, message: 'undocumented field', expected: 'no such field', actual: '1' },
    ]),
  },
  {
    rule: 'coupon.found.status',
    operation: 'GET_COUPON_BY_ID',
    level: 'MUST',
    status: 'skipped',
    title: 'MUST answer 200 for an existing couponId',
    sources: ['docs/spec.md#get-one-coupon'],
    message: 'needs --coupon-id',
    missingFixture: 'couponId',
  },
  {
    rule: 'categories.status',
    operation: 'LIST_DISPLAY_CATEGORIES',
    level: 'MUST',
    status: 'passed',
    title: 'MUST answer 200 with the whole category tree',
    sources: ['docs/spec.md#list-display-categories'],
    message: 'held on the one answer it was checked on',
    durationMs: 1500,
    answersJudged: 1,
  },
  {
    rule: 'categories.codes-unique',
    operation: 'LIST_DISPLAY_CATEGORIES',
    level: 'SHOULD',
    status: 'error',
    title: 'SHOULD use each displayItemCategoryCode once in the tree',
    sources: ['docs/decisions.md#d6-the-category-tree'],
    message: `could not judge: GET ${BASE}/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories: timed out ${HOSTILE.controls}`,
    evidence: {
      request: {
        method: 'GET',
        url: `${BASE}/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories`,
        headers: requestHeaders,
      },
      curl: curl(`${BASE}/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories`),
    },
  },
  {
    rule: 'inquiry.not-found.message',
    operation: 'GET_ORIGIN_INQUIRY_BY_ID',
    level: 'MUST',
    status: 'failed',
    title: 'MUST say "Inquiry not found" for an unknown inquiryId',
    sources: ['docs/spec.md#errors', 'docs/decisions.md#d9-error-bodies'],
    message: `/message: expected Inquiry not found, got ${JSON.stringify(EVERYTHING)}; counterexample ${HOSTILE.mdLink}`,
    durationMs: 3.5,
    answersJudged: 1,
    evidence: {
      ...evidenceOf(inquiryExchange, [
        {
          instancePath: '/message',
          keyword: 'message',
          message: 'documented error message missing',
          expected: 'Inquiry not found',
          actual: JSON.stringify(EVERYTHING),
        },
      ]),
      seed: 42,
      counterexample: { id: HOSTILE.script, form: HOSTILE.closeScript },
    },
  },
  {
    rule: 'inquiry.malformed.status',
    operation: 'GET_ORIGIN_INQUIRY_BY_ID',
    level: 'MUST',
    status: 'failed',
    title: 'MUST answer 400 for an inquiryId that is not a number',
    sources: ['docs/spec.md#errors', 'docs/decisions.md#d10-malformed-ids-and-edge-forms'],
    message: 'status 404, expected 400',
    durationMs: 7.5,
    answersJudged: 3,
    evidence: { ...evidenceOf(inquiryExchange, [{ instancePath: '', message: 'wrong status', expected: '400', actual: '404' }]) },
  },
];

const count = (status: RuleResult['status']) => results.filter((r) => r.status === status).length;

export const report: ConformanceReport = {
  tool: { name: 'seller-api-conformance', version: '0.1.0' },
  target: { baseUrl: BASE, embedded: false },
  startedAt: '2025-06-01T10:00:00.000Z',
  durationMs: 1234,
  seed: 42,
  summary: {
    verdict: 'non-conformant',
    passed: count('passed'),
    failed: count('failed'),
    warnings: count('warning'),
    skipped: count('skipped'),
    errors: count('error'),
    reason: `3 rule(s) failed: coupon.policy.discount-type, inquiry.not-found.message, inquiry.malformed.status ${HOSTILE.mdLink}`,
    requests: 117,
  },
  budget: {
    maxRequests: 120,
    fewerCases: [
      {
        test: 'property: for every couponId with a letter, punctuation or non-ASCII character, 400',
        rules: ['coupon.no-server-error', 'coupon.malformed.status'],
        cases: 4,
        wanted: 25,
      },
    ],
  },
  facts: {
    categoryTree: { nodes: 4230, leaves: 2815, maxDepth: 6, statusCounts: { ACTIVE: 3790, [HOSTILE.script]: 2, [EVERYTHING]: 1 } },
  },
  results,
};

export const record: RunRecord = {
  report,
  exchanges: [couponExchange, inquiryExchange],
  unanswered: [
    {
      request: {
        method: 'GET',
        url: `${BASE}/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories`,
        headers: requestHeaders,
      },
      error: `GET ${BASE}/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories: timed out after 10000 ms ${HOSTILE.script}`,
    },
  ],
};

/**
 * The same run, assembled in another order: the category statuses counted in reverse and the exchanges
 * listed in reverse. A renderer that is a function of the record alone gives the same bytes for both.
 */
export function reassembled(of: RunRecord): RunRecord {
  const copy = structuredClone(of);
  const tree = copy.report.facts?.categoryTree;
  if (tree) tree.statusCounts = Object.fromEntries(Object.entries(tree.statusCounts).reverse());
  return { ...copy, exchanges: [...copy.exchanges].reverse(), unanswered: [...copy.unanswered].reverse() };
}

/** Renders at another time of the clock: no renderer may read it. */
export function atAnotherTime<T>(render: () => T): T {
  vi.useFakeTimers({ now: new Date('2031-07-04T23:59:59Z') });
  try {
    return render();
  } finally {
    vi.useRealTimers();
  }
}
