// What each rule of the document reads (its `reads`), and of what kind: when that part of a 200 body is
// absent or of another kind, the rule was not judged. It is skipped, in words that name the part, what it
// should have been and the rule that reports it, never passed as if it had looked.
import { describe, expect, it } from 'vitest';

import { JUDGES } from '../../../../src/judges/index.js';
import type { Operation } from '../../../../src/operations.js';
import { exchange } from '../../../support/judges/exchange.js';
import { officialCoupon, changed, type Doc } from '../../../support/judges/samples.js';

interface Case {
  operation: Operation;
  /** The sample with one part broken. */
  body: Doc;
  rule: string;
  message: string;
}

const coupon = (change: (doc: Doc) => void) => changed(officialCoupon, change);
const COUPON: Operation = 'GET_COUPON_BY_ID';

// The coupon's rows show the words of its own kinds (a date, a policy with a daily limit); which rule is not judged
// on which answer is each rule's examples (src/rules/catalogue/coupon/).
const CASES: Case[] = [
  {
    operation: COUPON,
    body: coupon((doc) => (doc.startDate = '2019-13-24 19:55:00')),
    rule: 'coupon.dates.order',
    message: 'not judged: /startDate is not a date (YYYY-MM-DD HH:MM:SS); see coupon.dates.format',
  },
  {
    operation: COUPON,
    body: coupon((doc) => (doc.couponPolicies[0].maximumPerDay = '999')),
    rule: 'coupon.policy.daily-limit.maximum',
    message:
      'not judged: /couponPolicies/0 is not a policy with a numeric daily limit (maximumPerDaily or maximumPerDay); see coupon.policy.fields',
  },
];

const observationOf = (operation: Operation, body: Doc, rule: string) =>
  JUDGES[operation].found.judge({ exchange: exchange({ body }), requestedId: '' }).observations.find((o) => o.rule === rule);

describe('a rule whose read part of the body is missing or of another kind', () => {
  it.each(CASES)('$rule: $message', ({ operation, body, rule, message }) => {
    expect(observationOf(operation, body, rule)).toStrictEqual({ rule, status: 'skipped', message });
  });
});
