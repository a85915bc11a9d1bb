// validate --har's reading of HAR entries: which entries are requests of the API, which judge an answer
// gets, and what happens to bodies a recording omitted, truncated or stored in base64.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../src/operations.js';
import { buildDataset } from '../../../src/reference/dataset/index.js';
import { respond } from '../../../src/reference/responses.js';
import { harEntriesOf, NotAHarError, readHarEntry } from '../../../src/traffic/har-entries.js';
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

describe('harEntriesOf', () => {
  /** The error thrown for `har`, as a caller sees it: its name and its message. */
  const thrownBy = (har: unknown) => {
    try {
      harEntriesOf(har);
    } catch (error) {
      return { name: (error as Error).name, message: (error as Error).message, isNotAHar: error instanceof NotAHarError };
    }
    return undefined;
  };
  const noLog = { name: 'NotAHarError', message: 'not a HAR file: no "log" object at the top level', isNotAHar: true };
  const noEntries = { name: 'NotAHarError', message: 'not a HAR file: "log" has no "entries" array', isNotAHar: true };

  it.each([
    ['null', null, noLog],
    ['an array', [{ log: { entries: [] } }], noLog],
    ['a log that is null', { log: null }, noLog],
    ['a log that is an array', { log: [] }, noLog],
    ['entries that are an object', { log: { entries: {} } }, noEntries],
  ])('%s is not a HAR: a NotAHarError says what is missing', (_, har, thrown) => {
    expect(thrownBy(har)).toEqual(thrown);
  });

  it('gives the entries of a HAR as they are', () => {
    expect(harEntriesOf({ log: { entries: [1, { a: 2 }] } })).toEqual([1, { a: 2 }]);
  });
});

describe('readHarEntry', () => {
  const URL = `${BASE}${pathFor(COUPON, '42')}`;
  /** A HAR entry of a 200 for coupon 42, its response's fields replaced by `response`. */
  const harEntry = (response: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
    startedDateTime: '2026-01-01T00:00:00.000Z',
    time: 3,
    request: { method: 'get', url: URL, headers: [{ name: 'Accept', value: 'application/json' }] },
    response: {
      status: 200,
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      content: { size: 2, text: '{}' },
      ...response,
    },
    ...rest,
  });
  /** The exchange readHarEntry makes of harEntry(), with `response` merged into its recorded response. */
  const answered = (response: Record<string, unknown> = {}, notes: string[] = [], bodyMissing?: string) => ({
    kind: 'answered',
    exchange: {
      request: { method: 'GET', url: URL, headers: { accept: 'application/json' } },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{}', bodyBytes: 2, ...response },
      startedAt: '2026-01-01T00:00:00.000Z',
      durationMs: 3,
    },
    notes,
    ...(bodyMissing === undefined ? {} : { bodyMissing }),
  });

  it('reads an answered entry as the exchange a run records: the method upper-case, header names lower-case, nothing added', () => {
    expect(readHarEntry(harEntry())).toStrictEqual(answered());
  });

  it.each([
    ['no entry at all', null],
    ['an entry without a request', {}],
    ['a request that is null', { request: null }],
    ['a request without a method', { request: { url: URL } }],
    ['a request whose method is no string', { request: { method: 1, url: URL } }],
    ['a request without a URL', { request: { method: 'GET' } }],
  ])('%s is unreadable, and says so', (_, entry) => {
    expect(readHarEntry(entry)).toStrictEqual({
      kind: 'unreadable',
      problem: 'not a HAR entry: no request with a method and a URL',
      notes: [],
    });
  });

  it.each([
    ['no response', undefined, 'no response recorded'],
    ['a response that is null', null, 'no response recorded'],
    ['status 0, as devtools records a failed request', { status: 0 }, 'no response recorded'],
    ['status 99', { status: 99 }, 'no response recorded'],
    ['status 1000', { status: 1000 }, 'no response recorded'],
    ['a status that is a string', { status: '200' }, 'no response recorded'],
    ["status 0 with the tool's _error", { status: 0, _error: 'net::ERR_CONNECTION_RESET' }, 'net::ERR_CONNECTION_RESET'],
    ['an _error that is no string', { status: 0, _error: 5 }, 'no response recorded'],
  ])('%s is a request without a response, with the reason', (_, response, error) => {
    const entry = { request: { method: 'GET', url: URL, headers: [] }, response };
    expect(readHarEntry(entry)).toStrictEqual({ kind: 'no-response', request: { method: 'GET', url: URL, headers: {} }, error, notes: [] });
  });

  it.each([100, 999])('status %i is an answer', (status) => {
    const entry = readHarEntry(harEntry({ status }));
    expect(entry.kind === 'answered' && entry.exchange.response.status).toBe(status);
  });

  it('keeps the headers that are name/value strings, hides credentials, leaves out HTTP/2 pseudo-headers, and lists repeats apart', () => {
    const headers = [
      null,
      'Content-Type: text/plain',
      { name: 5, value: 'a number for a name' },
      { name: 'X-No-Value' },
      { name: 'X-Number', value: 5 },
      { name: ':status', value: '200' },
      { name: 'Vary:', value: 'Accept' },
      { name: 'Set-Cookie', value: 'session=s3cret' },
      { name: 'X-Trace', value: 'a' },
      { name: 'x-trace', value: 'b' },
    ];
    const entry = harEntry(
      { headers },
      { request: { method: 'GET', url: URL, headers: [...headers, { name: 'Authorization', value: 'Bearer s3cret' }] } },
    );
    const recorded = readHarEntry(entry);
    expect(recorded.kind === 'answered' && recorded.exchange.request.headers).toEqual({
      'vary:': 'Accept',
      'set-cookie': '[REDACTED]',
      'x-trace': 'a, b',
      authorization: '[REDACTED]',
    });
    expect(recorded.kind === 'answered' && recorded.exchange.response).toStrictEqual({
      status: 200,
      headers: { 'vary:': 'Accept', 'set-cookie': '[REDACTED]', 'x-trace': 'a, b' },
      repeatedHeaders: { 'x-trace': ['a', 'b'] },
      body: '{}',
      bodyBytes: 2,
    });
  });

  it('takes headers that are not a list as none', () => {
    const entry = harEntry(
      { headers: { 'Content-Type': 'application/json' } },
      { request: { method: 'GET', url: URL, headers: 'Accept: */*' } },
    );
    const recorded = readHarEntry(entry);
    expect(recorded.kind === 'answered' && [recorded.exchange.request.headers, recorded.exchange.response.headers]).toEqual([{}, {}]);
  });

  it('a body of size 0 without text is an empty body, not one the recording omits', () => {
    expect(readHarEntry(harEntry({ content: { size: 0 } }))).toStrictEqual(answered({ body: '', bodyBytes: 0 }));
  });

  it('an empty text without a size is an empty body, whole', () => {
    expect(readHarEntry(harEntry({ content: { text: '' } }))).toStrictEqual(answered({ body: '', bodyBytes: 0 }));
  });

  it.each([
    ['no content', undefined],
    ['content without text or size', {}],
    ['a size but no text', { size: 900 }],
  ])('%s: the recording omits the body, which is empty and not judged', (_, content) => {
    const omitted = 'the recording omits the body';
    expect(readHarEntry(harEntry({ content }))).toStrictEqual(answered({ body: '', bodyBytes: 0 }, [omitted], omitted));
  });

  it('a text shorter than its size: kept in part, the size is the whole body', () => {
    const kept = "the recording keeps 2 of the body's 40 bytes";
    expect(readHarEntry(harEntry({ content: { size: 40, text: '{}' } }))).toStrictEqual(answered({ bodyBytes: 40 }, [kept], kept));
  });

  it("a run's own note that the body was not decoded makes the body unreadable, for that reason", () => {
    const content = { size: 2, text: '{}', comment: 'not decoded: the content coding "zstd" is unknown' };
    expect(readHarEntry(harEntry({ content }))).toStrictEqual(answered({ unreadable: 'the content coding "zstd" is unknown' }));
  });

  it.each(['a comment', 'this body was not decoded: a note of some tool'])('a comment of another kind (%j) changes nothing', (comment) => {
    expect(readHarEntry(harEntry({ content: { size: 2, text: '{}', comment } }))).toStrictEqual(answered());
  });

  it('a base64 body that is not UTF-8 is unreadable, naming the byte and the charset the Content-Type claims', () => {
    const headers = [{ name: 'Content-Type', value: 'application/json; charset=ISO-8859-1' }];
    const content = { size: 4, encoding: 'base64', text: Buffer.from([0x22, 0xff, 0x22, 0x0a]).toString('base64') };
    expect(readHarEntry(harEntry({ headers, content }))).toStrictEqual(
      answered(
        {
          headers: { 'content-type': 'application/json; charset=ISO-8859-1' },
          body: '"\uFFFD"\n',
          bodyBytes: 4,
          unreadable:
            'the body is not UTF-8: byte 0xFF at offset 1 cannot start or continue a UTF-8 character; the Content-Type says charset=ISO-8859-1',
        },
        ['body stored in base64: decoded'],
      ),
    );
  });

  it('with a Content-Encoding, the bodySize is the size that travelled; without either, there is none', () => {
    const gzip = { name: 'Content-Encoding', value: 'gzip' };
    const encoded = (response: Record<string, unknown>) => {
      const entry = readHarEntry(harEntry(response));
      return entry.kind === 'answered' ? entry.exchange.response.encodedBytes : 'not answered';
    };
    expect(encoded({ headers: [gzip], bodySize: 120 })).toBe(120);
    expect(encoded({ headers: [gzip], bodySize: 0 })).toBe(0);
    expect(encoded({ headers: [gzip], bodySize: -1 })).toBeUndefined();
    expect(encoded({ headers: [gzip] })).toBeUndefined();
    expect(encoded({ headers: [], bodySize: 120 })).toBeUndefined();
  });

  it.each([
    ['HTTP/1.0', 'HTTP/1.0'],
    ['HTTP/2', 'HTTP/2'],
    ['h2 (HTTP/2)', undefined],
    ['unknown', undefined],
    [2, undefined],
  ])('httpVersion %j is kept as %j: only a status line version', (httpVersion, kept) => {
    const entry = readHarEntry(harEntry({ httpVersion }));
    expect(entry.kind === 'answered' && entry.exchange.response.httpVersion).toBe(kept);
  });

  it('the start and duration are the entry\'s; without them, the epoch and 0, and a negative time (HAR\'s "unknown") is 0', () => {
    const timing = (rest: Record<string, unknown>) => {
      const entry = readHarEntry({ ...harEntry(), ...rest });
      return entry.kind === 'answered' ? [entry.exchange.startedAt, entry.exchange.durationMs] : 'not answered';
    };
    expect(timing({ startedDateTime: '2026-05-06T07:08:09.123Z', time: 17.5 })).toEqual(['2026-05-06T07:08:09.123Z', 17.5]);
    expect(timing({ startedDateTime: undefined, time: undefined })).toEqual(['1970-01-01T00:00:00.000Z', 0]);
    expect(timing({ startedDateTime: 1, time: '3' })).toEqual(['1970-01-01T00:00:00.000Z', 0]);
    expect(timing({ time: -1 })).toEqual(['2026-01-01T00:00:00.000Z', 0]);
  });
});
