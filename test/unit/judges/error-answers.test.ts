// Answers that must be errors (Decision 9): the status first, the body's shape alongside, then the
// documented message and what hangs on it. Each case changes one thing of a documented answer.
import { COUPON, INQUIRY } from '../../../src/operations.js';
import { describe, it } from 'vitest';
import { couponJudges } from '../../../src/judges/coupon.js';
import type { Judge } from '../../../src/judges/judge.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import type { RequestSubject } from '../../../src/rules/subjects.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { expectAllPassed, expectJudgement, type Want } from '../../support/judges/expect-judgement.js';

const COUPON_URL = `http://127.0.0.1:8080${COUPON.path}`;
const INQUIRY_URL = `http://127.0.0.1:8080${INQUIRY.path}`;

type Answer = ExchangeSpec & { requestedId: string };
const answer = (url: string, { requestedId, ...spec }: Answer): RequestSubject => ({
  exchange: exchange({ url: url + encodeURIComponent(requestedId), ...spec }),
  requestedId,
});
const coupon = (spec: Answer) => answer(COUPON_URL, spec);
const inquiry = (spec: Answer) => answer(INQUIRY_URL, spec);

const conforming: [string, Judge, RequestSubject][] = [
  [
    'coupon 404, English, 16-digit id masked to 14 characters',
    couponJudges.notFound,
    coupon({ status: 404, body: { code: 404, message: 'The promotion does not exist (90071992547***)' }, requestedId: '9007199254740991' }),
  ],
  [
    'coupon 404, the official Korean wording',
    couponJudges.notFound,
    coupon({ status: 404, body: { code: 404, message: '존재 하지 않는 프로모션 (228047***)' }, requestedId: '228047123' }),
  ],
  [
    'coupon 404, no space before the parentheses',
    couponJudges.notFound,
    coupon({ status: 404, body: { message: 'The promotion does not exist(228047***)' }, requestedId: '228047123' }),
  ],
  [
    'coupon 404, fewer characters than the id',
    couponJudges.notFound,
    coupon({ status: 404, body: { message: 'The promotion does not exist (22***)' }, requestedId: '228047123' }),
  ],
  [
    'coupon 400, HTTP_400 / Bad Request',
    couponJudges.malformed,
    coupon({ status: 400, body: { code: 'HTTP_400', message: 'Bad Request' }, requestedId: 'abc' }),
  ],
];

describe('error answers: the documented bodies pass', () => {
  it.each(conforming)('%s', (_name, judge, subject) => {
    expectAllPassed(judge, subject);
  });
});

const defects: [string, { judge: Judge; given: RequestSubject; want: Want }][] = [
  [
    'coupon 404 as plain text: the message holds, the body shape warns',
    {
      judge: couponJudges.notFound,
      given: coupon({ status: 404, contentType: 'text/plain', body: 'The promotion does not exist (228047***)', requestedId: '228047123' }),
      want: { fail: { 'coupon.error-body': '' }, notJudged: { 'coupon.unique-names': null } },
    },
  ],
  [
    'coupon 404 with the number unmasked',
    {
      judge: couponJudges.notFound,
      given: coupon({ status: 404, body: { code: 404, message: 'The promotion does not exist (228047123)' }, requestedId: '228047123' }),
      want: { fail: { 'coupon.not-found.masked': '/message' }, skippedAfter: 'coupon.not-found.masked' },
    },
  ],
  [
    'coupon 404 with only stars in the parentheses',
    {
      judge: couponJudges.notFound,
      given: coupon({ status: 404, body: { message: 'The promotion does not exist (*********)' }, requestedId: '228047123' }),
      want: { fail: { 'coupon.not-found.masked': '/message' }, skippedAfter: 'coupon.not-found.masked' },
    },
  ],
  [
    'coupon 404 whose visible digits disagree with the id (SHOULD)',
    {
      judge: couponJudges.notFound,
      given: coupon({ status: 404, body: { code: 404, message: 'The promotion does not exist (111111***)' }, requestedId: '228047123' }),
      want: { fail: { 'coupon.not-found.masked-digits': '/message' } },
    },
  ],
  [
    'coupon 404 without a message',
    {
      judge: couponJudges.notFound,
      given: coupon({ status: 404, body: { code: 404 }, requestedId: '228047123' }),
      want: { fail: { 'coupon.error-body': '/message', 'coupon.not-found.message': '/message' }, skippedAfter: 'coupon.not-found.message' },
    },
  ],
  [
    'coupon 404 with another message',
    {
      judge: couponJudges.notFound,
      given: coupon({ status: 404, body: { code: 404, message: 'Not Found' }, requestedId: '228047123' }),
      want: { fail: { 'coupon.not-found.message': '/message' }, skippedAfter: 'coupon.not-found.message' },
    },
  ],
  [
    'coupon 400 where 404 is due',
    {
      judge: couponJudges.notFound,
      given: coupon({ status: 400, body: { code: 'HTTP_400', message: 'Bad Request' }, requestedId: '228047123' }),
      want: { fail: { 'coupon.not-found.status': '' }, skippedAfter: 'coupon.not-found.status' },
    },
  ],
  [
    'coupon 500 where 404 is due',
    {
      judge: couponJudges.notFound,
      given: coupon({ status: 500, body: { message: 'Internal Server Error' }, requestedId: '228047123' }),
      want: { fail: { 'coupon.no-server-error': '', 'coupon.not-found.status': '' }, skippedAfter: 'coupon.not-found.status' },
    },
  ],
  [
    'coupon 400 that does not name Bad Request (SHOULD)',
    {
      judge: couponJudges.malformed,
      given: coupon({ status: 400, body: { code: 400, message: 'couponId must be a number' }, requestedId: 'abc' }),
      want: { fail: { 'coupon.malformed.message': '' } },
    },
  ],
  [
    'coupon 404 where 400 is due',
    {
      judge: couponJudges.malformed,
      given: coupon({ status: 404, body: { code: 404, message: 'The promotion does not exist (1***)' }, requestedId: 'abc' }),
      want: { fail: { 'coupon.malformed.status': '' }, skippedAfter: 'coupon.malformed.status' },
    },
  ],
  [
    'inquiry 400 as plain text: the message holds, the body shape warns',
    {
      judge: inquiryJudges.malformed,
      given: inquiry({ status: 400, contentType: 'text/plain', body: 'Invalid format inquiryId : abc', requestedId: 'abc' }),
      want: { fail: { 'inquiry.error-body': '' }, notJudged: { 'inquiry.unique-names': null } },
    },
  ],
  // Where a message counts (D9, and docs/robustness.md since issue 36): a documented message only in the
  // JSON `message` field; the coupon 400's SHOULD "Bad Request" or HTTP_400 anywhere in the body.
  [
    'coupon 400 as Spring\'s default body, "Bad Request" in `error`: only the shape warns',
    {
      judge: couponJudges.malformed,
      given: coupon({ status: 400, body: { status: 400, error: 'Bad Request', path: '/x' }, requestedId: 'abc' }),
      want: { fail: { 'coupon.error-body': '/message' } },
    },
  ],
];

describe('error answers: one defect, one rule', () => {
  it.each(defects)('%s', (_name, { judge, given, want }) => {
    expectJudgement(judge, given, want);
  });
});
