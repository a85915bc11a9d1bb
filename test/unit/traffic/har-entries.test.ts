// validate --har's reading of HAR entries: which entries are requests of the API, which judge an answer
// gets, and what happens to bodies a recording omitted, truncated or stored in base64.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../src/operations.js';
import { buildDataset } from '../../../src/reference/dataset/index.js';
import { respond } from '../../../src/reference/responses.js';
import { judgeHarEntries } from '../../../src/traffic/judge-har.js';
import { recogniseRequest } from '../../../src/operation-of-url.js';

const dataset = buildDataset();
const { couponId, foreignInquiryId } = dataset.fixtures;
const BASE = 'https://gateway.example/api';

/** A HAR entry for `path` of the reference, with the reference's own answer unless `content` replaces it. */
function entry(path: string, options: { content?: Record<string, unknown>; status?: number; method?: string; base?: string } = {}) {
  const answer = respond(dataset, { method: options.method ?? 'GET', path, headers: {} }, dataset.defaultVendorId);
  return {
    startedDateTime: '2026-01-01T00:00:00.000Z',
    time: 3,
    request: {
      method: options.method ?? 'GET',
      url: (options.base ?? BASE) + path,
      headers: [{ name: 'Authorization', value: 'Bearer s3cret' }],
    },
    response: {
      status: options.status ?? answer.status,
      headers: Object.entries(answer.headers).map(([name, value]) => ({ name, value: String(value) })),
      content: options.content ?? { size: Buffer.byteLength(answer.body), mimeType: 'application/json', text: answer.body },
    },
  };
}
const har = (...entries: unknown[]) => ({ log: { version: '1.2', creator: { name: 't', version: '1' }, entries } });
const resultOf = (judged: ReturnType<typeof judgeHarEntries>, rule: string) => judged.report.results.find((r) => r.rule === rule)!;

describe('recogniseRequest', () => {
  it.each([
    [`${BASE}${pathFor(COUPON, '42')}`, 'GET_COUPON_BY_ID', '42', BASE],
    [`http://localhost:8080${pathFor(INQUIRY, 'a b')}?x=1`, 'GET_ORIGIN_INQUIRY_BY_ID', 'a b', 'http://localhost:8080'],
    [`http://mock/v1${CATEGORIES.path}`, 'LIST_DISPLAY_CATEGORIES', '', 'http://mock/v1'],
    [`http://h${pathFor(COUPON, '1/2')}`, 'GET_COUPON_BY_ID', '1/2', 'http://h'],
  ])('%s is %s with id %j under %s', (url, operation, requestedId, base) => {
    expect(recogniseRequest(url)).toEqual({ operation, requestedId, base });
  });

  it.each([`${BASE}/v2/other`, `${BASE}${pathFor(COUPON, '1')}/extra`, `${BASE}${pathFor(COUPON, '')}`, 'not a url'])(
    '%s is no operation',
    (url) => {
      expect(recogniseRequest(url)).toBeUndefined();
    },
  );
});

describe('judgeHarEntries', () => {
  it('judges each answer as what it claims to be, with the request id, and lists what is no operation', () => {
    const judged = judgeHarEntries(
      har(
        entry(pathFor(COUPON, couponId)),
        entry(pathFor(COUPON, '9007199254740991')),
        entry(pathFor(INQUIRY, foreignInquiryId)),
        entry(pathFor(INQUIRY, '12a')),
        entry(CATEGORIES.path, { method: 'DELETE' }),
        { ...entry(pathFor(COUPON, couponId)), request: { method: 'GET', url: 'https://unrelated.example/coupons/1', headers: [] } },
      ),
    );
    expect(judged.entries.map((e) => (e.outcome === 'judged' ? e.judgedAs : e.outcome))).toEqual([
      'an existing couponId answers 200 with a conforming coupon',
      'an unknown couponId answers 404 with the documented, partly masked message',
      "another vendor's inquiry answers 404 with the vendor message",
      'an inquiryId that is not a number answers 400 echoing the value sent',
      'a write method on the category path does not succeed',
      'not an operation',
    ]);
    expect(judged.report.summary).toMatchObject({ verdict: 'conformant', failed: 0, requests: 5 });
    expect(resultOf(judged, 'coupon.id-echo').status).toBe('passed');
    expect(resultOf(judged, 'categories.status')).toMatchObject({
      status: 'skipped',
      message: 'not in the recording: no exchange exercised this rule',
    });
    expect(judged.report.target.baseUrl).toBe(BASE);
    expect(JSON.stringify(judged.exchanges)).not.toContain('s3cret');
  });

  it("judges the reference's 400 for 0 and for 2^63 as the safe answer to an edge form, not as a missing 404 (D17)", () => {
    const judged = judgeHarEntries(har(entry(pathFor(COUPON, '0')), entry(pathFor(COUPON, '9223372036854775808'))));
    expect(judged.entries.map((e) => e.outcome === 'judged' && e.judgedAs)).toEqual([
      'an edge form of a couponId is refused safely',
      'an edge form of a couponId is refused safely',
    ]);
    expect(judged.report.summary).toMatchObject({ verdict: 'conformant', failed: 0 });
  });

  it('fails the id echo against the id of the request itself', () => {
    const other = entry(pathFor(COUPON, couponId));
    other.request.url = `${BASE}${pathFor(COUPON, '123')}`;
    const judged = judgeHarEntries(har(other));
    expect(resultOf(judged, 'coupon.id-echo').status).toBe('failed');
    expect(judged.report.summary.verdict).toBe('non-conformant');
  });

  it('a body left out or cut short: only the status and header rules are judged, and the entry says so', () => {
    const omitted = entry(pathFor(COUPON, couponId), { content: { size: 900, mimeType: 'application/json' } });
    const body = respond(dataset, { method: 'GET', path: pathFor(COUPON, couponId), headers: {} }, dataset.defaultVendorId).body;
    const size = Buffer.byteLength(body);
    const truncated = entry(pathFor(COUPON, couponId), { content: { size, mimeType: 'application/json', text: body.slice(0, 40) } });
    for (const [recorded, note] of [
      [omitted, 'the recording omits the body'],
      [truncated, `the recording keeps ${Buffer.byteLength(body.slice(0, 40))} of the body's ${size} bytes`],
    ] as const) {
      const judged = judgeHarEntries(har(recorded));
      expect(judged.entries[0]!.notes).toEqual([note]);
      expect(resultOf(judged, 'coupon.found.status').status).toBe('passed');
      expect(resultOf(judged, 'coupon.found.content-type').status).toBe('passed');
      expect(resultOf(judged, 'coupon.found.json')).toMatchObject({ status: 'skipped', message: `not judged: ${note}` });
      expect(resultOf(judged, 'coupon.fields').status).toBe('skipped');
      expect(judged.report.summary.verdict).toBe('conformant');
    }
  });

  it('a base64 body is decoded strictly as UTF-8, as a run reads what it receives', () => {
    const body = respond(dataset, { method: 'GET', path: pathFor(COUPON, couponId), headers: {} }, dataset.defaultVendorId).body;
    const good = entry(pathFor(COUPON, couponId), {
      content: { size: body.length, encoding: 'base64', text: Buffer.from(body).toString('base64') },
    });
    const latin1 = Buffer.concat([Buffer.from(body.slice(0, -1)), Buffer.from([0xe9, 0x7d])]);
    const bad = entry(pathFor(COUPON, couponId), { content: { size: latin1.length, encoding: 'base64', text: latin1.toString('base64') } });
    const judgedGood = judgeHarEntries(har(good));
    expect(judgedGood.entries[0]!.notes).toEqual(['body stored in base64: decoded']);
    expect(resultOf(judgedGood, 'coupon.fields').status).toBe('passed');
    expect(resultOf(judgeHarEntries(har(bad)), 'coupon.found.json')).toMatchObject({ status: 'failed' });
  });

  it('an entry without a response makes its rules "could not judge", as a request without an answer does in a run', () => {
    const failed = {
      ...entry(CATEGORIES.path),
      response: { status: 0, headers: [], content: { size: 0 }, _error: 'net::ERR_CONNECTION_RESET' },
    };
    const judged = judgeHarEntries(har(entry(pathFor(COUPON, couponId)), failed));
    expect(judged.entries[1]).toMatchObject({ outcome: 'no response', notes: ['could not judge: net::ERR_CONNECTION_RESET'] });
    expect(resultOf(judged, 'categories.status')).toMatchObject({ status: 'error' });
    expect(judged.report.summary.verdict).toBe('inconclusive');
  });

  it('nothing to judge is never conformant', () => {
    const judged = judgeHarEntries(
      har({ ...entry(pathFor(COUPON, couponId)), request: { method: 'GET', url: 'https://elsewhere.example/', headers: [] } }),
    );
    expect(judged.report.summary.verdict).toBe('inconclusive');
    expect(judged.report.results[0]!.message).toBe('could not judge: the recording holds no request of the three operations');
  });

  it('input that is not a HAR says what is missing', () => {
    expect(() => judgeHarEntries({ entries: [] })).toThrow('not a HAR file: no "log" object at the top level');
    expect(() => judgeHarEntries({ log: {} })).toThrow('not a HAR file: "log" has no "entries" array');
  });
});
