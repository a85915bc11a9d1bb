// `validate` and the library's judgeCoupon/judgeInquiry judge a captured body alone: which documented answer
// a status names, one result per rule of that answer's judge (never another answer's rules), the rules of
// the status line and headers skipped as not judged offline, and only the body kept as evidence.
import { describe, expect, it } from 'vitest';

import { answerFor, answersOf, answerWord, judgeBody, statusOf } from '../../../src/offline/judge-body.js';
import { judgeOf } from '../../../src/judges/index.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { NOT_JUDGED_OFFLINE } from '../../../src/rules/messages.js';
import { officialCoupon, officialInquiry } from '../../support/samples.js';

const coupon = JSON.stringify(officialCoupon);
const inquiry = JSON.stringify(officialInquiry);
/** The rule ids of a judge, in catalogue order (the order of a report). */
const rulesOf = (judge: ReturnType<typeof judgeOf>) => catalogue.filter((rule) => judge.rules.includes(rule)).map((rule) => rule.id);
const byRule = (results: ReturnType<typeof judgeBody>) => new Map(results.map((result) => [result.rule, result]));

describe('the answers a body can be judged as', () => {
  it('are named as the rule ids name them', () => {
    expect(['found', 'notFound', 'malformed', 'foreign'].map((a) => answerWord(a as never))).toEqual([
      'found',
      'not-found',
      'malformed',
      'foreign',
    ]);
  });

  it('are those the spec documents for the suite, each with its status', () => {
    expect(answersOf('coupon')).toEqual(['found', 'notFound', 'malformed']);
    expect(answersOf('categories')).toEqual(['found']);
    expect(answersOf('inquiry')).toEqual(['found', 'notFound', 'malformed', 'foreign']);
    expect(answersOf('inquiry').map((answer) => statusOf('inquiry', answer))).toEqual([200, 404, 400, 404]);
    expect(statusOf('categories', 'notFound')).toBeUndefined();
  });
});

describe('answerFor: the answer a stated status is', () => {
  it('200 or no status is the resource, 404 the unknown id, 400 the malformed one', () => {
    expect(answerFor('coupon')).toBe('found');
    expect(answerFor('coupon', 200)).toBe('found');
    expect(answerFor('coupon', 404)).toBe('notFound');
    expect(answerFor('coupon', 400)).toBe('malformed');
    // Inquiry's 404 is the unknown id unless the caller says the inquiry was another vendor's.
    expect(answerFor('inquiry', 404)).toBe('notFound');
  });

  it("another vendor's inquiry, with no status or its own 404", () => {
    expect(answerFor('inquiry', undefined, true)).toBe('foreign');
    expect(answerFor('inquiry', 404, true)).toBe('foreign');
  });

  it('names what is allowed when the status or the foreign flag fits no documented answer', () => {
    expect(() => answerFor('coupon', 500)).toThrow(
      new RangeError('coupon has no documented answer with status 500 (choose from 200, 404, 400)'),
    );
    expect(() => answerFor('categories', 404)).toThrow(
      new RangeError('categories has no documented answer with status 404 (choose from 200)'),
    );
    // Inquiry's two 404s are one status to choose.
    expect(() => answerFor('inquiry', 500)).toThrow(
      new RangeError('inquiry has no documented answer with status 500 (choose from 200, 404, 400)'),
    );
    expect(() => answerFor('coupon', undefined, true)).toThrow(
      new RangeError("coupon has no answer for another vendor's resource (only inquiry has)"),
    );
    expect(() => answerFor('inquiry', 400, true)).toThrow(new RangeError("another vendor's inquiry is answered 404, not 400"));
  });
});

describe('judgeBody', () => {
  it("gives one result per rule of the answer's judge, in catalogue order, and no other answer's rules", () => {
    const results = judgeBody({ suite: 'coupon', answer: 'found', body: coupon });
    expect(results.map((r) => r.rule)).toEqual(rulesOf(judgeOf('GET_COUPON_BY_ID', 'found')));
    const notFound = judgeBody({ suite: 'inquiry', answer: 'notFound', body: '{}' });
    expect(notFound.map((r) => r.rule)).toEqual(rulesOf(judgeOf('GET_ORIGIN_INQUIRY_BY_ID', 'notFound')));
  });

  it('skips the rules of the status line and the headers, and those that need the id requested without --id', () => {
    const results = byRule(judgeBody({ suite: 'coupon', answer: 'found', body: coupon }));
    expect(results.get('coupon.found.status')).toMatchObject({ status: 'skipped', message: NOT_JUDGED_OFFLINE.status });
    expect(results.get('coupon.found.content-type')).toMatchObject({ status: 'skipped', message: NOT_JUDGED_OFFLINE.headers });
    expect(results.get('coupon.id-echo')).toMatchObject({ status: 'skipped', message: NOT_JUDGED_OFFLINE.requestedId });
    expect(results.get('coupon.fields')).toMatchObject({ status: 'passed', message: 'held on one answer' });
  });

  it('judges a rule that needs the id requested with --id, keeping only the body as evidence', () => {
    const held = byRule(judgeBody({ suite: 'coupon', answer: 'found', body: coupon, requestedId: '11234224' }));
    expect(held.get('coupon.id-echo')?.status).toBe('passed');
    const broken = byRule(judgeBody({ suite: 'coupon', answer: 'found', body: coupon, requestedId: '5' })).get('coupon.id-echo')!;
    expect(broken).toMatchObject({ status: 'failed', message: '/couponId: expected 5, got 11234224' });
    // No request was sent and no header was seen: the evidence holds the body and nothing invented.
    expect(broken.evidence?.request).toBeUndefined();
    expect(broken.evidence?.curl).toBeUndefined();
    expect(broken.evidence?.response).toMatchObject({ status: 200, headers: {} });
    expect(broken.evidence?.response?.bodyExcerpt).toContain('"couponId":11234224');
  });

  it('judges the error answers at their documented status: a warning stays one unless strict', () => {
    const lenient = byRule(judgeBody({ suite: 'inquiry', answer: 'notFound', body: '{"code":404}' }));
    expect(lenient.get('inquiry.not-found.status')?.message).toBe(NOT_JUDGED_OFFLINE.status);
    expect(lenient.get('inquiry.not-found.message')?.status).toBe('failed');
    expect(lenient.get('inquiry.error-body')?.status).toBe('warning');
    const strict = byRule(judgeBody({ suite: 'inquiry', answer: 'notFound', body: '{"code":404}', strict: true }));
    expect(strict.get('inquiry.error-body')?.status).toBe('failed');
  });

  it("judges another vendor's inquiry with the foreign judge", () => {
    const results = judgeBody({ suite: 'inquiry', answer: 'foreign', body: '{}' });
    expect(results.map((r) => r.rule)).toEqual(rulesOf(judgeOf('GET_ORIGIN_INQUIRY_BY_ID', 'foreign')));
  });

  it('judges an inquiry found without --id the same whatever its id', () => {
    const results = judgeBody({ suite: 'inquiry', answer: 'found', body: inquiry });
    expect(results.filter((r) => r.status === 'failed' || r.status === 'error')).toEqual([]);
  });

  it('refuses an answer the suite does not document, naming those it does', () => {
    expect(() => judgeBody({ suite: 'coupon', answer: 'foreign', body: '{}' })).toThrow(
      'coupon has no documented "foreign" answer (choose from found, not-found, malformed)',
    );
  });
});
