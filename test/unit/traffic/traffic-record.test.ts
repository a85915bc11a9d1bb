// What the traffic record keeps for exchanges.har (src/traffic/traffic-record.ts): the latest exchanges, at
// most so many and so many characters of body together (the latest one whatever its size), so that a
// long-running proxy holds a bounded amount; the verdict counts every exchange, kept or not. And what it
// reports: the entries set aside (refused, asked for with Prefer, without an answer) and why, the facts of
// whole bodies only, warnings under --strict, the bases of the target and the report's duration.
import { describe, expect, it } from 'vitest';
import { TrafficRecord, KEPT_EXCHANGES } from '../../../src/traffic/traffic-record.js';
import { recogniseRequest } from '../../../src/operation-of-url.js';
import type { RecordedRequest } from '../../../src/http/types.js';
import { exchange, DEFAULT_URL } from '../../support/judges/exchange.js';
import { officialCategories, officialCoupon } from '../../support/judges/samples.js';
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../src/operations.js';

const coupon = recogniseRequest(DEFAULT_URL)!;
/** The official coupon, its title numbered so that each kept exchange can be told apart. */
const numbered = (n: number) => exchange({ body: { ...officialCoupon, title: `coupon ${n}` } });
const titles = (record: TrafficRecord) =>
  record.record().exchanges.map((kept) => (JSON.parse(kept.response.body) as { title?: string }).title);

describe('the exchanges a traffic record keeps', () => {
  it(`keeps the latest ${KEPT_EXCHANGES} by default, and counts every exchange in the results`, () => {
    const record = new TrafficRecord({ source: 'the proxied traffic' });
    for (let n = 0; n < KEPT_EXCHANGES + 5; n += 1) record.add(coupon, numbered(n));
    const kept = titles(record);
    expect(kept).toHaveLength(KEPT_EXCHANGES);
    expect([kept[0], kept.at(-1)]).toEqual(['coupon 5', `coupon ${KEPT_EXCHANGES + 4}`]);
    const found = record.record().report.results.find((result) => result.rule === 'coupon.found.status');
    expect(found).toMatchObject({ status: 'passed', answersJudged: KEPT_EXCHANGES + 5 });
  });

  it('keeps the latest within a budget of body characters, and the latest one whatever its size', () => {
    const size = numbered(0).response.body.length;
    const record = new TrafficRecord({ source: 'the proxied traffic', keptBodyChars: 3 * size + 2 });
    for (let n = 0; n < 10; n += 1) record.add(coupon, numbered(n));
    expect(titles(record)).toEqual(['coupon 7', 'coupon 8', 'coupon 9']);
    const tiny = new TrafficRecord({ source: 'the proxied traffic', keptBodyChars: 10 });
    for (let n = 0; n < 3; n += 1) tiny.add(coupon, numbered(n));
    expect(titles(tiny)).toEqual(['coupon 2']);
  });

  it('keeps a copy of the exchange it judged, not the exchange itself', () => {
    const record = new TrafficRecord({ source: 'the proxied traffic' });
    const judged = numbered(1);
    record.add(coupon, judged);
    const [kept] = record.record().exchanges;
    expect(kept).toEqual(judged);
    expect(kept).not.toBe(judged);
  });
});

const REFUSED =
  'could not judge: authentication refused (401) by the target or its gateway: "Specified signature is expired."; ' +
  "check this machine's clock: a signature is only valid for a few minutes";
const RATE_LIMITED =
  'could not judge: rate limited (429) by the target or its gateway: "Too Many Requests"; the client went over the rate limit: slow it down';
const askedFor = (preferences: string) =>
  `could not judge: the client asked for this answer (Prefer: ${preferences}), as the reference (serve) gives on demand; not the implementation's`;
const NOT_IN = 'not in the recording: no exchange exercised this rule';
const inquiryUrl = `http://h${pathFor(INQUIRY, '932522466')}`;
const inquiry = recogniseRequest(inquiryUrl)!;
const categoriesUrl = `http://h${CATEGORIES.path}`;
const categories = recogniseRequest(categoriesUrl)!;

const refusal = (url = DEFAULT_URL) => exchange({ url, status: 401, body: { code: 'ERROR', message: 'Specified signature is expired.' } });
const rateLimited = () => exchange({ status: 429, body: { code: 'ERROR', message: 'Too Many Requests' } });
/** An exchange whose request asked the reference for its answer with `Prefer`. */
const preferred = (prefer: string) => {
  const asked = numbered(0);
  asked.request.headers['prefer'] = prefer;
  return asked;
};
/** The distinct status and message of the results of `operation`'s rules, as "status: message". */
const outcomes = (record: TrafficRecord, operation: string) => [
  ...new Set(
    record
      .record()
      .report.results.filter((result) => result.operation === operation)
      .map((result) => `${result.status}: ${result.message}`),
  ),
];
const resultOf = (record: TrafficRecord, rule: string) => {
  const { status, message } = record.record().report.results.find((result) => result.rule === rule)!;
  return { status, message };
};

describe('the entries a traffic record sets aside', () => {
  it('counts the entries judged, refused and asked for, and the report counts all three as its requests', () => {
    const record = new TrafficRecord({ source: 'the recording' });
    expect(record.add(coupon, numbered(1)).refused).toBeUndefined();
    expect(record.add(coupon, refusal())).toEqual({
      judge: 'an unknown couponId answers 404 with the documented, partly masked message',
      observations: [],
      refused: REFUSED,
    });
    expect(record.add(coupon, rateLimited()).refused).toBe(RATE_LIMITED);
    expect(record.add(coupon, preferred('code=500'))).toEqual({
      judge: 'an existing couponId answers 200 with a conforming coupon',
      observations: [],
      askedFor: askedFor('code=500'),
    });
    expect([record.judged, record.refused, record.askedFor]).toEqual([1, 2, 1]);
    expect(record.record().report.summary.requests).toBe(4);
    expect(titles(record)).toEqual(['coupon 1', undefined, undefined, 'coupon 0']);
  });

  it("an operation whose every entry was set aside could not be judged: its rules are errors with the first entry's reason", () => {
    const record = new TrafficRecord({ source: 'the recording' });
    record.add(coupon, refusal());
    record.add(coupon, rateLimited());
    record.add(coupon, preferred('code=500'));
    expect(outcomes(record, 'GET_COUPON_BY_ID')).toEqual([`error: ${REFUSED}`]);
    expect(outcomes(record, 'LIST_DISPLAY_CATEGORIES')).toEqual([`skipped: ${NOT_IN}`]);
    expect(record.record().report.summary.verdict).toBe('inconclusive');
  });

  it('with an entry of the operation judged, the rules it did not exercise say how many others were set aside', () => {
    const record = new TrafficRecord({ source: 'the recording' });
    record.add(coupon, numbered(1));
    record.add(coupon, refusal());
    record.add(coupon, preferred('code=500'));
    record.add(coupon, preferred('code=404'));
    expect(resultOf(record, 'coupon.found.status').status).toBe('passed');
    expect(resultOf(record, 'coupon.not-found.status')).toEqual({
      status: 'skipped',
      message: `${NOT_IN} (1 entry of GET_COUPON_BY_ID refused by the target or its gateway, 2 entries of GET_COUPON_BY_ID asked for by the client (Prefer), not judged)`,
    });
    expect(outcomes(record, 'GET_ORIGIN_INQUIRY_BY_ID')).toEqual([`skipped: ${NOT_IN}`]);
    expect(record.record().report.summary.verdict).toBe('conformant');
  });

  it('a rule skipped for another reason than the recording keeps that reason, entries set aside or not', () => {
    const record = new TrafficRecord({ source: 'the recording' });
    record.add(coupon, numbered(1), 'the recording omits the body');
    record.add(coupon, refusal());
    expect(resultOf(record, 'coupon.unknown-fields')).toEqual({ status: 'skipped', message: 'not judged: the recording omits the body' });
  });

  it('a request without an answer makes its rules errors, unless the client asked for none (Prefer): then it is set aside', () => {
    const record = new TrafficRecord({ source: 'the recording' });
    const request = (prefer?: string): RecordedRequest => ({ method: 'GET', url: inquiryUrl, headers: prefer ? { prefer } : {} });
    const reset = 'the target reset the connection (ECONNRESET)';
    expect(record.addUnanswered(inquiry, { request: request('answer=reset'), error: reset })).toBe(askedFor('answer=reset'));
    expect(record.askedFor).toBe(1);
    expect(outcomes(record, 'GET_ORIGIN_INQUIRY_BY_ID')).toEqual([`error: ${askedFor('answer=reset')}`]);
    expect(record.addUnanswered(coupon, { request: request(), error: reset })).toBeUndefined();
    expect(record.askedFor).toBe(1);
    expect(resultOf(record, 'coupon.not-found.status')).toEqual({ status: 'error', message: `could not judge: ${reset}` });
    expect(record.record().unanswered).toEqual([
      { request: request('answer=reset'), error: reset },
      { request: request(), error: reset },
    ]);
  });

  it('keeps the latest requests without an answer, as many as the exchanges it keeps', () => {
    const record = new TrafficRecord({ source: 'the proxied traffic', keptExchanges: 2 });
    const request = (n: number) => ({ method: 'GET', url: `${inquiryUrl}${n}`, headers: {} });
    for (let n = 1; n <= 3; n += 1) record.addUnanswered(inquiry, { request: request(n), error: 'no answer' });
    expect(record.record().unanswered.map((item) => item.request.url)).toEqual([`${inquiryUrl}2`, `${inquiryUrl}3`]);
  });
});

describe('the report of a traffic record', () => {
  it('nothing judged and nothing set aside: every rule could not be judged, never passed', () => {
    expect(outcomes(new TrafficRecord({ source: 'the proxied traffic' }), 'GET_COUPON_BY_ID')).toEqual([
      'error: could not judge: the proxied traffic holds no request of the three operations',
    ]);
  });

  it('keeps exactly as many bodies as fit the budget of characters', () => {
    const size = numbered(0).response.body.length;
    const record = new TrafficRecord({ source: 'the proxied traffic', keptBodyChars: 3 * size });
    for (let n = 0; n < 5; n += 1) record.add(coupon, numbered(n));
    expect(titles(record)).toEqual(['coupon 2', 'coupon 3', 'coupon 4']);
  });

  it("takes the facts (the category tree's size) from whole bodies only", () => {
    const tree = () => exchange({ url: categoriesUrl, body: officialCategories });
    const whole = new TrafficRecord({ source: 'the recording' });
    whole.add(categories, tree());
    expect(whole.record().report.facts).toEqual({ categoryTree: { nodes: 16, leaves: 15, maxDepth: 1, statusCounts: { ACTIVE: 16 } } });
    const cut = new TrafficRecord({ source: 'the recording' });
    cut.add(categories, tree(), "the recording keeps 10 of the body's 20000 bytes");
    expect(cut.record().report.facts).toBeUndefined();
  });

  it('a warning is a warning, and fails the verdict only when strict', () => {
    const extra = exchange({ body: { ...officialCoupon, extra: 1 } });
    const lenient = new TrafficRecord({ source: 'the recording' });
    lenient.add(coupon, extra);
    const strict = new TrafficRecord({ source: 'the recording', strict: true });
    strict.add(coupon, extra);
    expect([resultOf(lenient, 'coupon.unknown-fields').status, lenient.record().report.summary.verdict]).toEqual(['warning', 'conformant']);
    expect([resultOf(strict, 'coupon.unknown-fields').status, strict.record().report.summary.verdict]).toEqual([
      'failed',
      'non-conformant',
    ]);
  });

  it.each([
    [['http://a'], 'http://a'],
    [['http://a', 'http://b', 'http://a'], 'http://a, http://b'],
    [['http://a', 'http://b', 'http://c'], 'http://a, http://b, http://c'],
    [['http://a', 'http://b', 'http://c', 'http://d'], 'http://a, http://b, http://c, ...'],
    [['http://a', 'http://b', 'http://c', 'http://d', 'http://e'], 'http://a, http://b, http://c, ...'],
  ])('its target names the bases of %j as %j, never embedded', (bases, baseUrl) => {
    const record = new TrafficRecord({ source: 'the proxied traffic' });
    for (const base of bases) {
      const url = `${base}${pathFor(COUPON, '11234224')}`;
      record.add(recogniseRequest(url)!, exchange({ url, body: officialCoupon }));
    }
    expect(record.record().report.target).toEqual({ baseUrl, embedded: false });
  });

  it('lasts from the record made to the report asked for', () => {
    const before = performance.now();
    const record = new TrafficRecord({ source: 'the proxied traffic' });
    record.add(coupon, numbered(1));
    const { durationMs } = record.record().report;
    expect(durationMs).toBeGreaterThanOrEqual(0);
    expect(durationMs).toBeLessThanOrEqual(Math.ceil(performance.now() - before));
  });
});
