// The embedded reference is the harness's zero-false-alarm control: these tests pin that it follows
// the spec and the project's decisions, over the real socket (global fetch), plus its dataset.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  buildDataset,
  createReferenceHandler,
  maskCouponId,
  respond,
  startReferenceServer,
  type Coupon,
  type DisplayCategory,
  type Inquiry,
  type ReferenceServer,
  type RespondFunction,
} from '../../../src/reference/index.js';
import { OPERATION_SPECS } from '../../../src/operations.js';

// Written out from the spec on purpose (not imported), so that a wrong constant cannot hide.
const COUPON = '/v2/providers/marketplace_openapi/apis/api/v1/coupons/';
const CATEGORIES = '/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories';
const INQUIRY = '/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/';
const JSON_TYPE = 'application/json;charset=UTF-8';
const VENDOR_MISMATCH = 'Vendor id should be same with the vendor id in this inquiry';

const dataset = buildDataset();
const { fixtures } = dataset;
const coupons = Object.values(dataset.coupons);
const storedInquiries = Object.values(dataset.inquiries);
const inquiries = storedInquiries.map((stored) => stored.inquiry);
const replies = inquiries.flatMap((inquiry) => inquiry.replies);

let server: ReferenceServer;

beforeAll(async () => {
  server = await startReferenceServer();
});

afterAll(async () => {
  await server.close();
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

async function call(path: string, init: RequestInit = {}, baseUrl = server.baseUrl): Promise<Answer> {
  const response = await fetch(baseUrl + path, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

function expectJsonAnswer(answer: Answer, status: number, body: unknown): void {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toBe(JSON_TYPE);
  expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(answer.text)));
  expect(answer.body).toEqual(body);
}

/** `YYYY-MM-DD` and `hh:mm:ss` name a time that exists (no 30 February, no 24:00). */
function isRealCalendarTime(date: string, clock: string): boolean {
  const parsed = new Date(`${date}T${clock}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${date}T${clock}`);
}

function walkTree(root: DisplayCategory): { node: DisplayCategory; depth: number }[] {
  const visited: { node: DisplayCategory; depth: number }[] = [];
  const pending = [{ node: root, depth: 0 }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    visited.push(entry);
    for (const child of entry.node.child) pending.push({ node: child, depth: entry.depth + 1 });
  }
  return visited;
}

function absentKey(record: Record<string, unknown>, candidates: string[]): string {
  const free = candidates.find((candidate) => !Object.hasOwn(record, candidate));
  if (free === undefined) throw new Error('every candidate id exists in the dataset');
  return free;
}

describe('the documented paths', () => {
  // Every other test reads src/operations.ts; this one holds it to the spec's own spelling.
  it('are the ones src/operations.ts gives the whole harness', () => {
    expect(OPERATION_SPECS.map((spec) => spec.path)).toEqual([COUPON, CATEGORIES, INQUIRY]);
  });
});

describe('dataset determinism', () => {
  it('builds deep-equal datasets from the same seed', () => {
    expect(buildDataset(20261121)).toEqual(buildDataset(20261121));
    expect(JSON.stringify(buildDataset(7))).toBe(JSON.stringify(buildDataset(7)));
  });

  it('uses 20261121 as the default seed', () => {
    expect(dataset.seed).toBe(20261121);
    expect(dataset).toEqual(buildDataset(20261121));
  });

  it.each([1, 2, 20261122])('builds a different dataset for seed %i', (seed) => {
    const other = buildDataset(seed);
    expect(other).not.toEqual(dataset);
    expect(other.fixtures.couponId).not.toBe(fixtures.couponId);
  });

  it('serves byte-identical category bodies for the same seed', () => {
    const request = { method: 'GET', path: CATEGORIES, headers: {} };
    const first = respond(buildDataset(5), request, 'any');
    const second = respond(buildDataset(5), request, 'any');
    expect(first.body).toBe(second.body);
    expect(first.body.length).toBeGreaterThan(100_000);
  });

  it('keeps trees within bounds for other seeds too', () => {
    for (const seed of [1, 42, 99_999, 123_456_789]) {
      const nodes = walkTree(buildDataset(seed).categoryRoot);
      expect(nodes.length).toBeGreaterThanOrEqual(3_000);
      expect(nodes.length).toBeLessThanOrEqual(8_000);
    }
  });
});

describe('fixtures', () => {
  it('names an existing coupon, an own inquiry and a foreign inquiry', () => {
    expect(dataset.coupons[fixtures.couponId]?.couponId).toBe(Number(fixtures.couponId));
    expect(dataset.inquiries[fixtures.inquiryId]?.vendorId).toBe(dataset.defaultVendorId);
    expect(dataset.inquiries[fixtures.foreignInquiryId]?.vendorId).toBe(dataset.otherVendorId);
    expect(dataset.defaultVendorId).not.toBe(dataset.otherVendorId);
  });

  it('are the ones the started server reports, on a loopback base URL', () => {
    expect(server.fixtures).toEqual(fixtures);
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('GET coupon', () => {
  it.each(coupons.map((coupon) => ({ name: String(coupon.couponId), coupon })))(
    'answers 200 with the bare coupon $name',
    async ({ coupon }) => {
      const answer = await call(COUPON + coupon.couponId);
      expectJsonAnswer(answer, 200, coupon);
      expect(answer.body).not.toHaveProperty('data');
    },
  );

  it('ignores the query string', async () => {
    const answer = await call(`${COUPON}${fixtures.couponId}?lang=ko`);
    expectJsonAnswer(answer, 200, dataset.coupons[fixtures.couponId]);
  });

  const unknownCases = [
    { name: 'the official example id (if unused)', given: absentKey(dataset.coupons, ['11234225', '11234226']) },
    { name: 'two digits', given: '42' },
    { name: 'one digit', given: '7' },
    { name: 'the largest safe integer', given: '9007199254740991' },
    { name: 'one over the largest safe integer (D17)', given: '9007199254740992' },
    { name: 'the largest Java long (D17)', given: '9223372036854775807' },
  ];
  it.each(unknownCases)('answers 404 with a masked id for $name', async ({ given }) => {
    const answer = await call(COUPON + given);
    expectJsonAnswer(answer, 404, { code: 404, message: `The promotion does not exist (${maskCouponId(given)})` });
    expect((answer.body as { message: string }).message).toMatch(/^The promotion does not exist \(\d+\*+\)$/);
  });
});

describe('maskCouponId', () => {
  const cases = [
    { given: '11234225', want: '11234***' },
    { given: '228047123', want: '228047***' },
    { given: '12345', want: '12***' },
    { given: '1234', want: '1***' },
    { given: '123', want: '1***' },
    { given: '42', want: '4**' },
    { given: '7', want: '7*' },
    { given: '9007199254740991', want: '9007199254740***' },
  ];
  it.each(cases)('masks $given as $want', ({ given, want }) => {
    expect(maskCouponId(given)).toBe(want);
  });
});

// Malformed id forms, as put in the URL, and the value the server decodes from them.
const MALFORMED_IDS = [
  { name: 'letters', given: 'abc', decoded: 'abc' },
  { name: 'digits then letters', given: '123abc', decoded: '123abc' },
  { name: 'negative', given: '-1', decoded: '-1' },
  { name: 'leading plus', given: '+1', decoded: '+1' },
  { name: 'leading zero', given: '01', decoded: '01' },
  { name: 'zero', given: '0', decoded: '0' },
  { name: 'leading space (fetch encodes it as %20)', given: ' 1', decoded: ' 1' },
  { name: 'percent-encoded leading space', given: '%201', decoded: ' 1' },
  { name: 'percent-encoded trailing space', given: '1%20', decoded: '1 ' },
  { name: 'decimal point', given: '1.5', decoded: '1.5' },
  { name: 'exponent', given: '1e5', decoded: '1e5' },
  { name: 'one over the largest Java long (D17)', given: '9223372036854775808', decoded: '9223372036854775808' },
  { name: 'twenty digits', given: '99999999999999999999', decoded: '99999999999999999999' },
  { name: 'non-ASCII letter', given: '%ED%95%9C', decoded: '한' },
  { name: 'full-width digit', given: '%EF%BC%91', decoded: '１' },
  { name: 'bad percent escape', given: '%E0%A4%A', decoded: '%E0%A4%A' },
  { name: 'empty (path ends with /)', given: '', decoded: '' },
];

describe('malformed ids', () => {
  it.each(MALFORMED_IDS)('coupon: $name answers 400 Bad Request', async ({ given }) => {
    expectJsonAnswer(await call(COUPON + given), 400, { code: 'HTTP_400', message: 'Bad Request' });
  });

  it.each(MALFORMED_IDS)('inquiry: $name answers 400 quoting the value', async ({ given, decoded }) => {
    expectJsonAnswer(await call(INQUIRY + given), 400, {
      code: 400,
      message: `Invalid format inquiryId : ${decoded}`,
    });
  });
});

describe('GET display categories', () => {
  it('answers 200 with the SUCCESS envelope around the whole tree', async () => {
    const answer = await call(CATEGORIES);
    expectJsonAnswer(answer, 200, { code: 'SUCCESS', message: '', data: dataset.categoryRoot });
    expect(answer.text).toBe(JSON.stringify({ code: 'SUCCESS', message: '', data: dataset.categoryRoot }));
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await call(CATEGORIES);
    const head = await call(CATEGORIES, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('content-type')).toBe(JSON_TYPE);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(get.text)));
  });
});

describe('GET inquiry', () => {
  const ownId = fixtures.inquiryId;
  const foreignId = fixtures.foreignInquiryId;
  const { defaultVendorId, otherVendorId } = dataset;
  const found = (id: string) => ({ status: 200, body: { code: 200, message: 'OK', data: dataset.inquiries[id]?.inquiry } });
  const refused = (message: string) => ({ status: 404, body: { code: 404, message } });
  const unknownId = absentKey(dataset.inquiries, ['1', '2']);
  const cases: { name: string; given: { id: string; vendor?: string }; want: { status: number; body: unknown } }[] = [
    { name: 'own inquiry, no vendor header', given: { id: ownId }, want: found(ownId) },
    { name: 'own inquiry, own vendor named', given: { id: ownId, vendor: defaultVendorId }, want: found(ownId) },
    { name: 'own inquiry, unknown vendor named (default)', given: { id: ownId, vendor: 'A99999999x' }, want: found(ownId) },
    { name: 'foreign inquiry, no vendor header', given: { id: foreignId }, want: refused(VENDOR_MISMATCH) },
    { name: 'foreign inquiry asked by its vendor', given: { id: foreignId, vendor: otherVendorId }, want: found(foreignId) },
    { name: 'own inquiry asked by the other vendor', given: { id: ownId, vendor: otherVendorId }, want: refused(VENDOR_MISMATCH) },
    { name: 'unknown id', given: { id: unknownId }, want: refused('Inquiry not found') },
    { name: 'unknown largest safe id', given: { id: '9007199254740991' }, want: refused('Inquiry not found') },
    { name: 'unknown id beyond 2^53 (D17)', given: { id: '752732787793729536' }, want: refused('Inquiry not found') },
    { name: 'unknown largest Java long (D17)', given: { id: '9223372036854775807' }, want: refused('Inquiry not found') },
  ];

  it.each(cases)('$name', async ({ given, want }) => {
    const headers: Record<string, string> = given.vendor ? { 'x-requested-by': given.vendor } : {};
    const answer = await call(INQUIRY + given.id, { headers });
    expectJsonAnswer(answer, want.status, want.body);
    if (want.status === 200) expect(answer.body).toMatchObject({ data: { inquiryId: Number(given.id) } });
  });

  it.each(storedInquiries.map((stored) => ({ name: String(stored.inquiry.inquiryId), stored })))(
    'serves inquiry $name to its owner',
    async ({ stored }) => {
      const answer = await call(INQUIRY + stored.inquiry.inquiryId, { headers: { 'X-Requested-By': stored.vendorId } });
      expectJsonAnswer(answer, 200, { code: 200, message: 'OK', data: stored.inquiry });
    },
  );
});

describe('other methods and paths', () => {
  const paths = [COUPON + fixtures.couponId, CATEGORIES, INQUIRY + fixtures.inquiryId, COUPON + 'abc'];
  const cases = ['POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) => paths.map((path) => ({ method, path })));

  it.each(cases)('$method $path answers 405 with Allow', async ({ method, path }) => {
    const answer = await call(path, { method, body: method === 'DELETE' ? null : '{}' });
    expectJsonAnswer(answer, 405, { code: 405, message: 'Method Not Allowed' });
    expect(answer.headers.get('allow')?.split(/,\s*/)).toContain('GET');
  });

  const unknownPaths = [
    { name: 'root', given: '/' },
    { name: 'the coupon collection without slash', given: COUPON.slice(0, -1) },
    { name: 'a segment below a coupon', given: `${COUPON}${fixtures.couponId}/policies` },
    { name: 'categories with a trailing slash', given: `${CATEGORIES}/` },
    { name: 'a percent-encoded prefix', given: COUPON.replace('_openapi', '%5Fopenapi') + fixtures.couponId },
  ];
  it.each(unknownPaths)('GET $name answers 404 Not Found', async ({ given }) => {
    expectJsonAnswer(await call(given), 404, { code: 404, message: 'Not Found' });
  });

  it('answers the v4 inquiry path of the English page with a 404 that names the v5 path', async () => {
    const message = `Not Found: this is the v4 inquiry path; the v5 path is ${INQUIRY}{inquiryId}`;
    expectJsonAnswer(await call(INQUIRY.replace('/v5/', '/v4/') + fixtures.inquiryId), 404, { code: 404, message });
  });

  it('answers 404 (not 405) for POST on an unknown path', async () => {
    expectJsonAnswer(await call('/nowhere', { method: 'POST' }), 404, { code: 404, message: 'Not Found' });
  });
});

describe('respond (pure)', () => {
  it('returns fresh headers, so mutating one answer never leaks into the next', () => {
    const request = { method: 'GET', path: CATEGORIES, headers: {} };
    const first = respond(dataset, request, dataset.defaultVendorId);
    first.headers['Content-Type'] = 'text/plain';
    const second = respond(dataset, request, dataset.defaultVendorId);
    expect(second.headers['Content-Type']).toBe(JSON_TYPE);
  });

  it('judges ownership by the vendor it is given', () => {
    const request = { method: 'GET', path: INQUIRY + fixtures.foreignInquiryId, headers: {} };
    expect(respond(dataset, request, dataset.otherVendorId).status).toBe(200);
    expect(respond(dataset, request, dataset.defaultVendorId).status).toBe(404);
  });
});

describe('server robustness', () => {
  async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; baseUrl: string }> {
    const adHoc = createServer(handler);
    await new Promise<void>((resolve) => adHoc.listen(0, '127.0.0.1', resolve));
    return { server: adHoc, baseUrl: `http://127.0.0.1:${(adHoc.address() as AddressInfo).port}` };
  }
  async function shut(adHoc: Server): Promise<void> {
    adHoc.closeAllConnections();
    await new Promise<void>((resolve) => adHoc.close(() => resolve()));
  }

  it('answers 500 when respond throws, and logs to stderr only once', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const throwing: RespondFunction = () => {
      throw new Error('boom');
    };
    const adHoc = await listen(createReferenceHandler(dataset, throwing));
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await call(CATEGORIES, {}, adHoc.baseUrl);
        expectJsonAnswer(answer, 500, { code: 500, message: 'Internal Server Error' });
      }
      const logged = stderr.mock.calls.filter(([chunk]) => String(chunk).includes('boom'));
      expect(logged).toHaveLength(1);
    } finally {
      stderr.mockRestore();
      await shut(adHoc.server);
    }
  });

  it('answers 500 when a fault returns an answer node cannot write', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const badStatus: RespondFunction = (...args) => ({ ...respond(...args), status: 1_000 });
    const adHoc = await listen(createReferenceHandler(dataset, badStatus));
    try {
      expectJsonAnswer(await call(CATEGORIES, {}, adHoc.baseUrl), 500, { code: 500, message: 'Internal Server Error' });
      const logged = stderr.mock.calls.filter(([chunk]) => String(chunk).includes('reference server'));
      expect(logged).toHaveLength(1);
    } finally {
      stderr.mockRestore();
      await shut(adHoc.server);
    }
  });

  it('serves a fault given as its respond option', async () => {
    const enveloped: RespondFunction = (data, request, vendorId) => {
      const answer = respond(data, request, vendorId);
      if (request.path.startsWith(COUPON) && answer.status === 200) {
        answer.body = JSON.stringify({ code: 'SUCCESS', message: '', data: JSON.parse(answer.body) });
      }
      return answer;
    };
    const served = await startReferenceServer({ respond: enveloped, seed: 3 });
    try {
      const answer = await call(COUPON + served.fixtures.couponId, {}, served.baseUrl);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 'SUCCESS', data: { couponId: Number(served.fixtures.couponId) } });
    } finally {
      await served.close();
    }
  });

  it('closes with an idle keep-alive connection open, and close() is idempotent', async () => {
    const extra = await startReferenceServer({ seed: 11 });
    const answer = await call(CATEGORIES, {}, extra.baseUrl);
    expect(answer.status).toBe(200);
    const started = performance.now();
    await extra.close();
    await extra.close();
    // Hang guard, not a speed claim: closing takes a few ms; waiting out the idle connection's keep-alive
    // time-out (Node's 5 s) is the defect this would catch.
    expect(performance.now() - started, 'hang guard').toBeLessThan(4_000);
    await expect(fetch(extra.baseUrl + CATEGORIES)).rejects.toThrow();
  });
});

describe('category tree invariants', () => {
  const nodes = walkTree(dataset.categoryRoot);
  const leaves = nodes.filter(({ node }) => node.child.length === 0);
  const TOP_LEVEL = new Map([
    [77834, '가구/홈데코'],
    [62588, '가전/디지털'],
    [66679, '도서'],
    [79648, '문구/오피스'],
    [65799, '반려/애완용품'],
    [56112, '뷰티'],
    [63897, '생활용품'],
    [103371, '스포츠/레져'],
    [59258, '식품'],
    [102984, '완구/취미'],
    [79138, '음반/DVD'],
    [78647, '자동차용품'],
    [80285, '주방용품'],
    [76844, '출산/유아동'],
    [69182, '패션의류잡화'],
  ]);

  it('has a ROOT node with code 0', () => {
    const { child, ...root } = dataset.categoryRoot;
    expect(root).toEqual({ displayItemCategoryCode: 0, name: 'ROOT', status: 'ACTIVE' });
    expect(child.length).toBe(15);
  });

  it('has between 3,000 and 8,000 nodes', () => {
    expect(nodes.length).toBeGreaterThanOrEqual(3_000);
    expect(nodes.length).toBeLessThanOrEqual(8_000);
  });

  it('puts every leaf 3 to 6 levels below the root, each depth used', () => {
    const depths = new Set(leaves.map(({ depth }) => depth));
    expect([...depths].sort()).toEqual([3, 4, 5, 6]);
  });

  it('has the 15 documented top-level categories', () => {
    const topLevel = new Map(dataset.categoryRoot.child.map((node) => [node.displayItemCategoryCode, node.name]));
    expect(topLevel).toEqual(TOP_LEVEL);
  });

  it('uses unique positive codes of up to 6 digits below the root, not one contiguous run', () => {
    const codes = nodes.filter(({ depth }) => depth > 0).map(({ node }) => node.displayItemCategoryCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => Number.isInteger(code) && code > 0 && code <= 999_999)).toBe(true);
    const sorted = [...codes].sort((a, b) => a - b);
    expect((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)).toBeGreaterThan(codes.length);
  });

  it('uses the statuses ACTIVE, READY and DISABLED, mostly ACTIVE', () => {
    const counts = new Map<string, number>();
    for (const { node } of nodes) counts.set(node.status, (counts.get(node.status) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['ACTIVE', 'DISABLED', 'READY']);
    expect(counts.get('ACTIVE') ?? 0).toBeGreaterThan(nodes.length / 2);
  });

  it('gives every node exactly the four fields, child always an array', () => {
    for (const { node } of nodes) {
      expect(Object.keys(node).sort()).toEqual(['child', 'displayItemCategoryCode', 'name', 'status']);
      expect(Array.isArray(node.child)).toBe(true);
      expect(typeof node.name).toBe('string');
      expect(node.name.length).toBeGreaterThan(0);
    }
  });
});

describe('coupon invariants', () => {
  const COUPON_FIELDS = [
    'appliedOptionCount',
    'couponId',
    'couponPolicies',
    'couponStatus',
    'couponType',
    'endDate',
    'publishedDate',
    'startDate',
    'title',
    'usageAmount',
  ];
  const POLICY_FIELDS = ['description', 'discount', 'maximumDiscountPrice', 'maximumPerDaily', 'minimumPrice', 'title', 'typeOfDiscount'];
  const COUPON_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;
  const policies = coupons.flatMap((coupon) => coupon.couponPolicies);

  function expectCouponTime(value: string): void {
    const match = COUPON_TIME.exec(value);
    expect(match, value).not.toBeNull();
    expect(isRealCalendarTime(match?.[1] ?? '', match?.[2] ?? '')).toBe(true);
  }

  it('has at least 6 coupons keyed by their 8-digit id', () => {
    expect(coupons.length).toBeGreaterThanOrEqual(6);
    for (const [key, coupon] of Object.entries(dataset.coupons)) {
      expect(key).toBe(String(coupon.couponId));
      expect(key).toMatch(/^[1-9]\d{7}$/);
    }
  });

  it.each(coupons.map((coupon) => ({ name: String(coupon.couponId), coupon })))(
    'coupon $name has the 10 fields with valid, ordered dates',
    ({ coupon }: { coupon: Coupon }) => {
      expect(Object.keys(coupon).sort()).toEqual(COUPON_FIELDS);
      expect(Number.isInteger(coupon.appliedOptionCount) && Number.isInteger(coupon.usageAmount)).toBe(true);
      expectCouponTime(coupon.startDate);
      expectCouponTime(coupon.endDate);
      // The reference issues every coupon: never the null of a coupon not yet issued (D3).
      if (coupon.publishedDate !== '') expectCouponTime(coupon.publishedDate ?? 'null');
      expect(coupon.endDate >= coupon.startDate).toBe(true);
      expect(coupon.couponPolicies.length).toBeGreaterThanOrEqual(1);
      expect(coupon.couponPolicies.length).toBeLessThanOrEqual(3);
      expect(new Set(coupon.couponPolicies.map((policy) => policy.typeOfDiscount)).size).toBe(1);
    },
  );

  it('uses both publishedDate styles and a STANDBY coupon', () => {
    expect(coupons.some((coupon) => coupon.publishedDate === '')).toBe(true);
    expect(coupons.some((coupon) => coupon.publishedDate !== '')).toBe(true);
    expect(coupons.some((coupon) => coupon.couponStatus === 'STANDBY')).toBe(true);
  });

  it('spells the daily limit maximumPerDaily only, whole numbers 1..9999, 9999 included', () => {
    for (const policy of policies) {
      expect(Object.keys(policy).sort()).toEqual(POLICY_FIELDS);
      expect(policy).not.toHaveProperty('maximumPerDay');
      expect(Number.isInteger(policy.maximumPerDaily)).toBe(true);
      expect(policy.maximumPerDaily).toBeGreaterThanOrEqual(1);
      expect(policy.maximumPerDaily).toBeLessThanOrEqual(9_999);
    }
    expect(policies.some((policy) => policy.maximumPerDaily === 9_999)).toBe(true);
  });

  it('keeps RATE discounts 1..99 with a positive cap, PRICE discounts positive with cap -1', () => {
    expect(new Set(policies.map((policy) => policy.typeOfDiscount))).toEqual(new Set(['RATE', 'PRICE']));
    for (const policy of policies) {
      expect(Number.isInteger(policy.minimumPrice) && policy.minimumPrice >= 0).toBe(true);
      expect(Number.isInteger(policy.discount)).toBe(true);
      if (policy.typeOfDiscount === 'RATE') {
        expect(policy.discount).toBeGreaterThanOrEqual(1);
        expect(policy.discount).toBeLessThanOrEqual(99);
        expect(Number.isInteger(policy.maximumDiscountPrice) && policy.maximumDiscountPrice > 0).toBe(true);
      } else {
        expect(policy.discount).toBeGreaterThan(0);
        expect(policy.maximumDiscountPrice).toBe(-1);
      }
    }
  });
});

describe('inquiry invariants', () => {
  const INQUIRY_FIELDS = [
    'answeredAt',
    'buyerEmail',
    'buyerPhone',
    'content',
    'csPartnerCounselingStatus',
    'inquiryAt',
    'inquiryId',
    'inquiryStatus',
    'itemName',
    'orderDate',
    'orderId',
    'receiptCategory',
    'replies',
    'saleEndedAt',
    'saleStartedAt',
    'vendorItemId',
  ];
  const REPLY_FIELDS = [
    'answerId',
    'answerType',
    'content',
    'needAnswer',
    'parentAnswerId',
    'partnerTransferCompleteReason',
    'partnerTransferStatus',
    'receptionist',
    'receptionistName',
    'replyAt',
  ];
  const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}[+-]\d{2}:\d{2}$/;
  const valuesOf = <T>(pick: (inquiry: Inquiry) => T[]) => new Set(inquiries.flatMap(pick));

  function expectTimestamp(value: string): void {
    expect(value).toMatch(TIMESTAMP);
    expect(isRealCalendarTime(value.slice(0, 10), value.slice(11, 19))).toBe(true);
    expect(Number(value.slice(27, 29))).toBeLessThanOrEqual(14);
  }

  it('has at least 4 inquiries of the default vendor and 2 of another', () => {
    const owners = storedInquiries.map((stored) => stored.vendorId);
    expect(owners.filter((owner) => owner === dataset.defaultVendorId).length).toBeGreaterThanOrEqual(4);
    expect(owners.filter((owner) => owner === dataset.otherVendorId).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every inquiry and reply exactly the documented fields', () => {
    for (const inquiry of inquiries) expect(Object.keys(inquiry).sort()).toEqual(INQUIRY_FIELDS);
    for (const reply of replies) expect(Object.keys(reply).sort()).toEqual(REPLY_FIELDS);
  });

  it('formats all four timestamp fields exactly, as real times', () => {
    const stamps = [
      ...inquiries.flatMap((inquiry) => [inquiry.answeredAt, inquiry.inquiryAt, inquiry.orderDate]),
      ...replies.map((reply) => reply.replyAt),
    ];
    expect(stamps.length).toBeGreaterThan(inquiries.length * 3);
    // Every inquiry of the reference has its answer time: never the null of one awaiting an answer (D4).
    for (const stamp of stamps) expectTimestamp(stamp ?? 'null');
  });

  it('covers every documented enumeration value', () => {
    expect(valuesOf((inquiry) => [inquiry.inquiryStatus])).toEqual(new Set(['progress', 'complete']));
    expect(valuesOf((inquiry) => [inquiry.csPartnerCounselingStatus])).toEqual(new Set(['requestAnswer', 'answered']));
    const transfers = new Set(replies.map((reply) => reply.partnerTransferStatus));
    expect(transfers).toEqual(new Set(['none', 'requestAnswer', 'answered']));
    expect(new Set(replies.map((reply) => reply.answerType))).toEqual(new Set(['csAgent', 'vendor']));
    const reasons = new Set(replies.map((reply) => reply.partnerTransferCompleteReason));
    for (const reason of ['NONE', 'DISPUTE_PROCESS', 'CANCEL']) expect(reasons.has(reason)).toBe(true);
  });

  it('covers null and string parents, both needAnswer values, and an inquiry without replies', () => {
    expect(replies.some((reply) => reply.parentAnswerId === null)).toBe(true);
    expect(replies.some((reply) => typeof reply.parentAnswerId === 'string')).toBe(true);
    expect(new Set(replies.map((reply) => reply.needAnswer))).toEqual(new Set([true, false]));
    expect(inquiries.some((inquiry) => inquiry.replies.length === 0)).toBe(true);
  });

  it('uses vendorItemId arrays of numbers, and a single number once', () => {
    const forms = inquiries.map((inquiry) => inquiry.vendorItemId);
    expect(forms.some(Array.isArray)).toBe(true);
    expect(forms.some((form) => typeof form === 'number')).toBe(true);
    for (const form of forms) {
      for (const id of Array.isArray(form) ? form : [form]) expect(Number.isSafeInteger(id)).toBe(true);
    }
  });

  it('keeps ids, buyerEmail and the date-only fields in the documented styles', () => {
    for (const inquiry of inquiries) {
      expect(String(inquiry.inquiryId)).toMatch(/^[1-9]\d{8}$/);
      expect(inquiry.buyerEmail).toBe('');
      expect(Number.isSafeInteger(inquiry.orderId)).toBe(true);
      expect(String(inquiry.orderId)).toMatch(/^[1-9]\d{13,14}$/);
      expect(inquiry.saleStartedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(inquiry.saleEndedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(inquiry.receiptCategory).toMatch(/^[^>]+>[^>]+>[^>]+$/);
    }
    for (const reply of replies) {
      expect(Number.isSafeInteger(reply.answerId) && reply.answerId > 0).toBe(true);
      expect(String(reply.answerId).length).toBeLessThanOrEqual(14);
    }
    expect(replies.some((reply) => reply.content.includes('\n'))).toBe(true);
  });

  it('points each string parentAnswerId at an earlier reply of the same inquiry', () => {
    for (const inquiry of inquiries) {
      const ids = inquiry.replies.map((reply) => String(reply.answerId));
      inquiry.replies.forEach((reply, index) => {
        if (reply.parentAnswerId !== null) expect(ids.slice(0, index)).toContain(reply.parentAnswerId);
      });
    }
  });
});

describe('what the server does with its options and a request', () => {
  it("logs a respond's exception with its stack, where its log option says", async () => {
    const lines: string[] = [];
    const broken = await startReferenceServer({
      respond: () => {
        throw new Error('boom');
      },
      log: (line) => lines.push(line),
    });
    try {
      expect((await call(CATEGORIES, {}, broken.baseUrl)).status).toBe(500);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^reference server: unexpected error \(answered 500; later ones not logged\): Error: boom\n {4}at /);
    } finally {
      await broken.close();
    }
  });

  it("adds the gateway's warning only when asked for, with its words", async () => {
    const warned = await fetch(server.baseUrl + CATEGORIES, { headers: { prefer: 'answer=cag-warnings' } });
    expect(warned.headers.get('x-cag-warnings')).toBe('the request rate is close to the allowance');
    expect((await fetch(server.baseUrl + CATEGORIES)).headers.get('x-cag-warnings')).toBeNull();
  });

  it('journals the faults that changed an answer, and none for an answer they left alone', async () => {
    const faulty = await startReferenceServer({ faults: ['coupon-title-missing'] });
    try {
      await call(COUPON + faulty.fixtures.couponId, {}, faulty.baseUrl);
      await call(CATEGORIES, {}, faulty.baseUrl);
      expect(faulty.mock.requests().map((entry) => [entry.path, entry.applied])).toEqual([
        [COUPON + faulty.fixtures.couponId, 'fault coupon-title-missing'],
        [CATEGORIES, undefined],
      ]);
    } finally {
      await faulty.close();
    }
  });

  it('checks no signature with an empty list of keys: every request answered, none journaled as verified', async () => {
    const open = await startReferenceServer({ keys: [] });
    try {
      expect((await call(CATEGORIES, {}, open.baseUrl)).status).toBe(200);
      expect(open.mock.requests()[0]!.signature).toBe('not checked');
    } finally {
      await open.close();
    }
  });

  it("reads X-EXTENDED-TIMEOUT as whole milliseconds, trimmed; anything else leaves the gateway's own timeout", async () => {
    const gateway = await startReferenceServer({ timings: { gatewayTimeoutMs: 60, slowAnswerMs: 120 } });
    try {
      const statusWith = async (extended: string) =>
        (await fetch(gateway.baseUrl + CATEGORIES, { headers: { prefer: 'answer=slow', 'x-extended-timeout': extended } })).status;
      expect(await statusWith(' 5000 ')).toBe(200);
      expect(await statusWith('5000x')).toBe(504);
      expect(await statusWith('x5000')).toBe(504);
      expect(await statusWith('120'), 'an answer as late as the timeout is in time').toBe(200);
    } finally {
      await gateway.close();
    }
  });

  it('listens on the port it is given, and rejects when that port is taken', async () => {
    const taken = await startReferenceServer();
    const port = Number(new URL(taken.baseUrl).port);
    try {
      await expect(startReferenceServer({ port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await taken.close();
    }
    const again = await startReferenceServer({ port });
    try {
      expect(new URL(again.baseUrl).port).toBe(String(port));
    } finally {
      await again.close();
    }
  });
});
