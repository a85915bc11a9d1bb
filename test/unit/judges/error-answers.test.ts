// Answers that must be errors (Decision 9): the status first, the body's shape alongside, then the
// documented message and what hangs on it. Each case changes one thing of a documented answer.
import { INQUIRY } from '../../../src/operations.js';
import { describe, it } from 'vitest';
import type { Judge } from '../../../src/judges/judge.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import type { RequestSubject } from '../../../src/rules/subjects.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { expectJudgement, type Want } from '../../support/judges/expect-judgement.js';

const INQUIRY_URL = `http://127.0.0.1:8080${INQUIRY.path}`;

type Answer = ExchangeSpec & { requestedId: string };
const answer = (url: string, { requestedId, ...spec }: Answer): RequestSubject => ({
  exchange: exchange({ url: url + encodeURIComponent(requestedId), ...spec }),
  requestedId,
});
const inquiry = (spec: Answer) => answer(INQUIRY_URL, spec);

const defects: [string, { judge: Judge; given: RequestSubject; want: Want }][] = [
  [
    'inquiry 400 as plain text: the message holds, the body shape warns',
    {
      judge: inquiryJudges.malformed,
      given: inquiry({ status: 400, contentType: 'text/plain', body: 'Invalid format inquiryId : abc', requestedId: 'abc' }),
      want: { fail: { 'inquiry.error-body': '' }, notJudged: { 'inquiry.unique-names': null } },
    },
  ],
  // Where a message counts (D9, and docs/robustness.md since issue 36): a documented message only in the
  // JSON `message` field (the coupon 400's SHOULD "Bad Request" or HTTP_400 anywhere in the body: its examples).
];

describe('error answers: one defect, one rule', () => {
  it.each(defects)('%s', (_name, { judge, given, want }) => {
    expectJudgement(judge, given, want);
  });
});
