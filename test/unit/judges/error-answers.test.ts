// Answers that must be errors (Decision 9): the status first, the body's shape alongside, then the
// documented message and what hangs on it. Each case changes one thing of a documented answer.
import { INQUIRY } from '../../../src/operations.js';
import { describe, it } from 'vitest';
import type { Judge } from '../../../src/judges/judge.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import type { RequestSubject } from '../../../src/rules/subjects.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { expectAllPassed, expectJudgement, type Want } from '../../support/judges/expect-judgement.js';

const INQUIRY_URL = `http://127.0.0.1:8080${INQUIRY.path}`;
const VENDOR_MISMATCH = 'Vendor id should be same with the vendor id in this inquiry';

type Answer = ExchangeSpec & { requestedId: string };
const answer = (url: string, { requestedId, ...spec }: Answer): RequestSubject => ({
  exchange: exchange({ url: url + encodeURIComponent(requestedId), ...spec }),
  requestedId,
});
const inquiry = (spec: Answer) => answer(INQUIRY_URL, spec);

const conforming: [string, Judge, RequestSubject][] = [
  [
    'inquiry 400, the value echoed',
    inquiryJudges.malformed,
    inquiry({ status: 400, body: { code: 400, message: 'Invalid format inquiryId : 12a' }, requestedId: '12a' }),
  ],
  [
    'inquiry 404 "Inquiry not found"',
    inquiryJudges.notFound,
    inquiry({ status: 404, body: { code: 404, message: 'Inquiry not found' }, requestedId: '999999999' }),
  ],
  [
    "inquiry 404 for another vendor's inquiry",
    inquiryJudges.foreign,
    inquiry({ status: 404, body: { code: 404, message: VENDOR_MISMATCH }, requestedId: '258799947' }),
  ],
];

describe('error answers: the documented bodies pass', () => {
  it.each(conforming)('%s', (_name, judge, subject) => {
    expectAllPassed(judge, subject);
  });
});

const defects: [string, { judge: Judge; given: RequestSubject; want: Want }][] = [
  [
    'inquiry 400 echoing another value',
    {
      judge: inquiryJudges.malformed,
      given: inquiry({ status: 400, body: { code: 400, message: 'Invalid format inquiryId : xyz' }, requestedId: 'abc' }),
      want: { fail: { 'inquiry.malformed.message': '/message' } },
    },
  ],
  [
    'inquiry 400 echoing a longer value that merely ends like it',
    {
      judge: inquiryJudges.malformed,
      given: inquiry({ status: 400, body: { code: 400, message: 'Invalid format inquiryId : 12abc' }, requestedId: 'abc' }),
      want: { fail: { 'inquiry.malformed.message': '/message' } },
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
  [
    'inquiry 404 where 400 is due',
    {
      judge: inquiryJudges.malformed,
      given: inquiry({ status: 404, body: { code: 404, message: 'Inquiry not found' }, requestedId: 'abc' }),
      want: { fail: { 'inquiry.malformed.status': '' }, skippedAfter: 'inquiry.malformed.status' },
    },
  ],
  [
    'inquiry 404 with another message',
    {
      judge: inquiryJudges.notFound,
      given: inquiry({ status: 404, body: { code: 404, message: 'Not Found' }, requestedId: '999999999' }),
      want: { fail: { 'inquiry.not-found.message': '/message' } },
    },
  ],
  [
    'inquiry 404 whose message is a number',
    {
      judge: inquiryJudges.notFound,
      given: inquiry({ status: 404, body: { code: 404, message: 404 }, requestedId: '999999999' }),
      want: { fail: { 'inquiry.error-body': '/message', 'inquiry.not-found.message': '/message' } },
    },
  ],
  [
    "inquiry 200 for another vendor's inquiry",
    {
      judge: inquiryJudges.foreign,
      given: inquiry({ status: 200, body: { code: 200, message: 'OK', data: {} }, requestedId: '258799947' }),
      want: { fail: { 'inquiry.foreign.status': '' }, skippedAfter: 'inquiry.foreign.status' },
    },
  ],
  [
    "inquiry 404 'Inquiry not found' for another vendor's inquiry",
    {
      judge: inquiryJudges.foreign,
      given: inquiry({ status: 404, body: { code: 404, message: 'Inquiry not found' }, requestedId: '258799947' }),
      want: { fail: { 'inquiry.foreign.message': '/message' } },
    },
  ],
  // Where a message counts (D9, and docs/robustness.md since issue 36): a documented message only in the
  // JSON `message` field (the coupon 400's SHOULD "Bad Request" or HTTP_400 anywhere in the body: its examples).
  [
    'inquiry 404 with the documented message in `error`, not `message`: the MUST fails',
    {
      judge: inquiryJudges.notFound,
      given: inquiry({ status: 404, body: { status: 404, error: 'Inquiry not found' }, requestedId: '999999999' }),
      want: { fail: { 'inquiry.error-body': '/message', 'inquiry.not-found.message': '/message' } },
    },
  ],
];

describe('error answers: one defect, one rule', () => {
  it.each(defects)('%s', (_name, { judge, given, want }) => {
    expectJudgement(judge, given, want);
  });
});
