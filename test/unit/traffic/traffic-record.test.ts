// What the traffic record keeps for exchanges.har (src/traffic/traffic-record.ts): the latest exchanges, at
// most so many and so many characters of body together (the latest one whatever its size), so that a
// long-running proxy holds a bounded amount; the verdict counts every exchange, kept or not.
import { describe, expect, it } from 'vitest';
import { TrafficRecord, KEPT_EXCHANGES } from '../../../src/traffic/traffic-record.js';
import { recogniseRequest } from '../../../src/operation-of-url.js';
import { exchange, DEFAULT_URL } from '../../support/judges/exchange.js';
import { officialCoupon } from '../../support/judges/samples.js';

const coupon = recogniseRequest(DEFAULT_URL)!;
/** The official coupon, its title numbered so that each kept exchange can be told apart. */
const numbered = (n: number) => exchange({ body: { ...officialCoupon, title: `coupon ${n}` } });
const titles = (record: TrafficRecord) =>
  record.record().exchanges.map((kept) => (JSON.parse(kept.response.body) as { title: string }).title);

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
