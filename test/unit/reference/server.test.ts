// The embedded reference is the harness's zero-false-alarm control: these tests pin that it follows
// the spec and the project's decisions, over the real socket (global fetch). Its dataset: dataset/.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  buildDataset,
  createReferenceHandler,
  maskCouponId,
  respond,
  startReferenceServer,
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

describe('fixtures', () => {
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
  it('serves byte-identical category bodies for the same seed', () => {
    const request = { method: 'GET', path: CATEGORIES, headers: {} };
    const first = respond(buildDataset(5), request, 'any');
    const second = respond(buildDataset(5), request, 'any');
    expect(first.body).toBe(second.body);
    expect(first.body.length).toBeGreaterThan(100_000);
  });

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
