// Answers told in advance: a queued preference is for the next `times` requests it matches, then the usual
// answer comes; the request's own Prefer comes first, then the queue in order, then the default.
import { describe, expect, it } from 'vitest';

import { CATEGORIES, COUPON, pathFor } from '../../../src/operations.js';
import { createPreferQueue, MAX_TIMES, readQueuedPreference, type CheckedPreference } from '../../../src/reference/prefer-queue.js';

const coupon = pathFor(COUPON, '123');
const categories = pathFor(CATEGORIES);

const checked = (body: unknown): CheckedPreference => {
  const reading = readQueuedPreference(body);
  if ('problem' in reading) throw new Error(reading.problem);
  return reading.queued;
};

describe('readQueuedPreference', () => {
  // Strictly equal: no `operation` member at all when none was sent, not one that is undefined.
  it('takes a Prefer value, how many times (1 unless said), and an operation or a path', () => {
    expect(checked({ prefer: 'code=429' })).toStrictEqual({ prefer: 'code=429', times: 1 });
    expect(checked({ prefer: 'code=429, delay=10', times: 2, operation: 'GET_COUPON_BY_ID' })).toStrictEqual({
      prefer: 'code=429, delay=10',
      times: 2,
      operation: 'GET_COUPON_BY_ID',
    });
    expect(checked({ prefer: 'answer=reset', operation: coupon, times: MAX_TIMES })).toStrictEqual({
      prefer: 'answer=reset',
      times: MAX_TIMES,
      operation: coupon,
    });
  });

  it.each([
    [[], 'the body is a JSON object'],
    [null, 'the body is a JSON object'],
    [2, 'the body is a JSON object'],
    ['code=429', 'the body is a JSON object'],
    [{ prefer: 'code=429', time: 2 }, 'unknown member "time": the members are prefer, times and operation'],
    [{ times: 2 }, '"prefer" is a Prefer value as a request sends it'],
    [{ prefer: ' ' }, '"prefer" is a Prefer value as a request sends it'],
    [{ prefer: 'code=418' }, '"prefer": code=418 is not one of 400, 401, 403, 404, 429, 500, 502, 503, 504'],
    [{ prefer: 'code=429', times: 0 }, `"times" is a whole number from 1 to ${MAX_TIMES}`],
    [{ prefer: 'code=429', times: 1.5 }, '"times" is a whole number'],
    [{ prefer: 'code=429', times: MAX_TIMES + 1 }, '"times" is a whole number'],
    [{ prefer: 'code=429', times: '2' }, '"times" is a whole number'],
    [{ prefer: 'code=429', operation: 7 }, '"operation" is a string'],
    [{ prefer: 'code=429', operation: 'GET_COUPONS' }, '"operation": "GET_COUPONS" is neither an operation (GET_COUPON_BY_ID, '],
  ])('refuses %j, naming what is wrong', (body, problem) => {
    const reading = readQueuedPreference(body);
    expect('problem' in reading && reading.problem).toContain(problem);
  });
});

describe('the queue', () => {
  it('answers the next `times` matching requests, then the usual answer; each counted, oldest first', () => {
    const queue = createPreferQueue();
    queue.add(checked({ prefer: 'code=429', times: 2 }));
    queue.add(checked({ prefer: 'code=503' }));
    expect([1, 2, 3, 4].map(() => queue.take(coupon, undefined))).toEqual([
      { prefer: 'code=429', from: 'queue', nth: 1, of: 2 },
      { prefer: 'code=429', from: 'queue', nth: 2, of: 2 },
      { prefer: 'code=503', from: 'queue', nth: 1, of: 1 },
      undefined,
    ]);
    expect(queue.pending()).toEqual([]);
  });

  it('a preference for one operation or one path leaves the others their usual answer, and waits for its own', () => {
    const queue = createPreferQueue();
    queue.add(checked({ prefer: 'code=404', operation: 'GET_COUPON_BY_ID' }));
    queue.add(checked({ prefer: 'code=500', operation: categories }));
    expect(queue.take(pathFor(CATEGORIES) + '/x', undefined)).toBeUndefined();
    expect(queue.take(categories, undefined)).toMatchObject({ prefer: 'code=500' });
    expect(queue.pending()).toEqual([{ prefer: 'code=404', times: 1, left: 1, operation: 'GET_COUPON_BY_ID' }]);
    expect(queue.take(coupon, undefined)).toMatchObject({ prefer: 'code=404' });
  });

  it("the request's own Prefer comes first and counts nothing; RFC 7240's own preferences ask the mock for nothing", () => {
    const queue = createPreferQueue('answer=cag-warnings');
    queue.add(checked({ prefer: 'code=429' }));
    expect(queue.take(coupon, 'code=404')).toEqual({ prefer: 'code=404', from: 'header' });
    expect(queue.take(coupon, 'colour=blue'), 'an unknown one gets the mock 400').toEqual({ prefer: 'colour=blue', from: 'header' });
    expect(queue.take(coupon, 'return=minimal')).toEqual({ prefer: 'code=429', from: 'queue', nth: 1, of: 1 });
    expect(queue.take(coupon, undefined)).toEqual({ prefer: 'answer=cag-warnings', from: 'default' });
  });

  it('clear empties it', () => {
    const queue = createPreferQueue();
    queue.add(checked({ prefer: 'code=429', times: 5 }));
    queue.take(coupon, undefined);
    expect(queue.pending()).toEqual([{ prefer: 'code=429', times: 5, left: 4 }]);
    queue.clear();
    expect(queue.take(coupon, undefined)).toBeUndefined();
  });
});
