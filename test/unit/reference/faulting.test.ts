// The shipped faults on the wire: `startReferenceServer({ faults })` (what `serve --fault` starts) and a
// request's `Prefer: fault=ID` change exactly the answers each fault names, and nothing else; a mistyped id
// names the ids it may have meant. That `run` fails each fault's rule is the kill matrix's proof
// (test/e2e/kill-matrix.test.ts hosts every fault through this same handler).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/config/usage-error.js';
import { FAULTS, faultNamed } from '../../../src/rules/faults.js';
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../src/operations.js';
import { startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';
import { answerOf, applying } from '../../../src/reference/faulting.js';
import type { ReferenceResponse } from '../../../src/reference-model.js';

let plain: ReferenceServer;
let faulty: ReferenceServer;
beforeAll(async () => {
  [plain, faulty] = await Promise.all([
    startReferenceServer({ forms: 'official' }),
    startReferenceServer({ faults: ['coupon-title-missing', 'inquiry-code-string'] }),
  ]);
});
afterAll(() => Promise.all([plain.close(), faulty.close()]));

async function ask(server: ReferenceServer, path: string, prefer?: string) {
  const answer = await fetch(server.baseUrl + path, prefer === undefined ? {} : { headers: { prefer } });
  return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
}

describe('faults on the wire', () => {
  it('every fault has an id of its own, a one-line defect and the rule it breaks', () => {
    expect(new Set(FAULTS.map((fault) => fault.id)).size).toBe(FAULTS.length);
    for (const fault of FAULTS) {
      expect(fault.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
      expect(fault.defect, fault.id).toMatch(/^[^\n]+$/);
      expect(fault.catches, fault.id).toMatch(/^(coupon|categories|inquiry)\./);
    }
  });

  it('a Prefer the mock refuses is journaled as asked for, without the faults it serves: they changed nothing', async () => {
    faulty.mock.clearRequests();
    const { couponId } = faulty.fixtures;
    expect((await ask(faulty, pathFor(COUPON, couponId), 'code=999')).status).toBe(400);
    expect((await ask(faulty, pathFor(COUPON, couponId), 'answer=foreign-vendor')).status).toBe(400);
    expect((await ask(faulty, pathFor(COUPON, couponId))).status).toBe(200);
    expect(faulty.mock.requests().map((entry) => entry.applied)).toEqual([
      'Prefer: code=999',
      'Prefer: answer=foreign-vendor',
      'fault coupon-title-missing; fault inquiry-code-string',
    ]);
  });

  it('serves with the faults given: each changes its answers, the others are the reference', async () => {
    const { couponId, inquiryId } = faulty.fixtures;
    const coupon = JSON.parse((await ask(faulty, pathFor(COUPON, couponId))).text) as Record<string, unknown>;
    expect(coupon).not.toHaveProperty('title');
    expect(coupon).toHaveProperty('couponId', Number(couponId));
    const inquiry = JSON.parse((await ask(faulty, pathFor(INQUIRY, inquiryId))).text) as { code: unknown };
    expect(inquiry.code).toBe('200');
    expect((await ask(faulty, CATEGORIES.path)).text).toBe((await ask(plain, CATEGORIES.path, 'return=minimal')).text);
    expect((await ask(faulty, pathFor(COUPON, '1'))).status, 'an unknown coupon: not the kind of answer the fault changes').toBe(404);
  });

  it('Prefer: fault=ID applies one fault to that request only, in the reference forms whatever the server sends', async () => {
    const path = pathFor(COUPON, plain.fixtures.couponId);
    const usual = await ask(plain, path);
    expect(usual.text, "the server's own forms (official)").toContain('"maximumPerDay"');
    const faulted = await ask(plain, path, 'fault=coupon-id-as-string');
    expect(faulted.status).toBe(200);
    expect(JSON.parse(faulted.text)).toMatchObject({ couponId: plain.fixtures.couponId });
    expect(faulted.text, 'the forms the kill matrix proves the fault in').toContain('"maximumPerDaily"');
    expect((await ask(plain, path)).text, 'the next request is usual again').toBe(usual.text);
    // With delay= (or the gateway's warning) the fault still applies.
    expect(JSON.parse((await ask(plain, path, 'fault=coupon-id-as-string, delay=0')).text).couponId).toBe(plain.fixtures.couponId);
  });

  it("a request's fault comes before the server's on the answers both change", async () => {
    const path = pathFor(COUPON, faulty.fixtures.couponId);
    const both = JSON.parse((await ask(faulty, path, 'fault=coupon-id-as-string')).text) as Record<string, unknown>;
    expect(both).toMatchObject({ couponId: faulty.fixtures.couponId, title: expect.any(String) });
  });

  it("refuses what it cannot do with the mock's own 400: an unknown id (naming the near ones), two faults, a fault and a code", async () => {
    const path = pathFor(COUPON, plain.fixtures.couponId);
    const mistyped = await ask(plain, path, 'fault=coupon-title-mising');
    expect([mistyped.status, mistyped.type]).toEqual([400, 'text/plain; charset=utf-8']);
    expect(mistyped.text).toMatch(
      /^seller-api-conformance serve: Prefer: fault="coupon-title-mising" is no fault; did you mean coupon-title-missing, /,
    );
    expect(mistyped.text).toContain('fault=ID (serve --list-faults)');
    expect((await ask(plain, path, 'fault=coupon-id-as-string, fault=coupon-title-missing')).text).toContain(
      'two faults asked for at once',
    );
    expect((await ask(plain, path, 'fault=coupon-id-as-string, code=404')).text).toContain('a fault and another answer asked for at once');
  });

  it('an unknown id given to the server is a usage error naming the ids it may have meant, before it listens', async () => {
    await expect(startReferenceServer({ faults: ['coupon-daily'] })).rejects.toThrow(UsageError);
    await expect(startReferenceServer({ faults: ['coupon-daily'] })).rejects.toThrow(
      /"coupon-daily" is no fault; did you mean coupon-daily-[a-z0-9-]+, coupon-daily-[a-z0-9-]+, coupon-daily-[a-z0-9-]+\?/,
    );
    expect(faultNamed('nothing-like-it')).toEqual({
      problem: `"nothing-like-it" is no fault (serve --list-faults lists all ${FAULTS.length})`,
    });
  });
});

describe('answerOf: the kind of answer a fault may change', () => {
  const GET = (path: string) => ({ method: 'GET', path, headers: {} });
  const said = (status: number, message?: unknown) => ({ status, headers: {}, body: JSON.stringify({ code: status, message }) });
  const vendor = 'Vendor id should be same with the vendor id in this inquiry';
  it.each([
    ['a category tree', GET(pathFor(CATEGORIES)), said(200), { operation: CATEGORIES.operation, kind: 'found' }],
    [
      'a write to the tree',
      { ...GET(pathFor(CATEGORIES)), method: 'POST' },
      said(405),
      { operation: CATEGORIES.operation, kind: 'readOnly' },
    ],
    ['a coupon', GET(pathFor(COUPON, '12')), said(200), { operation: COUPON.operation, kind: 'found' }],
    [
      'a write to a coupon',
      { ...GET(pathFor(COUPON, '12')), method: 'DELETE' },
      said(200),
      { operation: COUPON.operation, kind: 'readOnly' },
    ],
    ['an id with a letter', GET(pathFor(COUPON, '12a')), said(400), { operation: COUPON.operation, kind: 'malformed' }],
    ['an id that names a number', GET(pathFor(COUPON, '+12')), said(400), { operation: COUPON.operation, kind: 'edgeId' }],
    ['an unknown coupon', GET(pathFor(COUPON, '12')), said(404, vendor), { operation: COUPON.operation, kind: 'notFound' }],
    ["another vendor's inquiry", GET(pathFor(INQUIRY, '12')), said(404, vendor), { operation: INQUIRY.operation, kind: 'foreign' }],
    [
      'an unknown inquiry',
      GET(pathFor(INQUIRY, '12')),
      said(404, 'Inquiry does not exist'),
      { operation: INQUIRY.operation, kind: 'notFound' },
    ],
    [
      'an inquiry 404 not JSON',
      GET(pathFor(INQUIRY, '12')),
      { status: 404, headers: {}, body: vendor },
      { operation: INQUIRY.operation, kind: 'notFound' },
    ],
    [
      'an inquiry 404 naming the vendor later',
      GET(pathFor(INQUIRY, '12')),
      said(404, `Not found. ${vendor}`),
      { operation: INQUIRY.operation, kind: 'notFound' },
    ],
    ['an inquiry 500', GET(pathFor(INQUIRY, '12')), said(500, 'Internal'), { operation: INQUIRY.operation, kind: 'notFound' }],
  ] as const)('%s', (_what, request, answer, kind) => {
    expect(answerOf(request, answer)).toEqual(kind);
  });

  it('is none for a path of no operation', () => {
    expect(answerOf(GET('/health'), said(200))).toBeUndefined();
  });
});

describe('applying: a fault changes a copy', () => {
  it("hands the fault the usual answer's headers, and leaves the usual answer as it was", () => {
    const usual: ReferenceResponse = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{}' };
    const seen: Record<string, string>[] = [];
    const fault = {
      ...FAULTS.find((shipped) => shipped.id === 'coupon-title-missing')!,
      change: (answer: typeof usual) => (seen.push(answer.headers), (answer.headers['X-Changed'] = 'yes'), answer),
    };
    const request = { method: 'GET', path: pathFor(COUPON, '12'), headers: {} };
    const changed = applying([fault as never]).answer(usual, { request } as never);
    expect(seen).toEqual([{ 'Content-Type': 'application/json', 'X-Changed': 'yes' }]);
    expect(changed?.headers).toEqual({ 'Content-Type': 'application/json', 'X-Changed': 'yes' });
    expect(usual.headers).toEqual({ 'Content-Type': 'application/json' });
  });
});
