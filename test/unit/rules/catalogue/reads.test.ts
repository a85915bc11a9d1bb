// What each rule of the document reads (its `reads`), and of what kind: when that part of a 200 body is
// absent or of another kind, the rule was not judged. It is skipped, in words that name the part, what it
// should have been and the rule that reports it, never passed as if it had looked.
import { describe, expect, it } from 'vitest';

import { JUDGES } from '../../../../src/judges/index.js';
import type { Operation } from '../../../../src/operations.js';
import { exchange } from '../../../support/judges/exchange.js';
import { officialCoupon, officialInquiry, changed, type Doc } from '../../../support/judges/samples.js';

interface Case {
  operation: Operation;
  /** The sample with one part broken. */
  body: Doc;
  rule: string;
  message: string;
}

const coupon = (change: (doc: Doc) => void) => changed(officialCoupon, change);
const inquiry = (change: (doc: Doc) => void) => changed(officialInquiry, change);
const COUPON: Operation = 'GET_COUPON_BY_ID';
const INQUIRY: Operation = 'GET_ORIGIN_INQUIRY_BY_ID';

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
  {
    operation: INQUIRY,
    body: inquiry((doc) => (doc.data.answeredAt = 20250115)),
    rule: 'inquiry.timestamps',
    message: 'not judged: /data/answeredAt is not a string or null; see inquiry.fields',
  },
  {
    operation: INQUIRY,
    body: inquiry((doc) => (doc.data.replies[0].partnerTransferStatus = false)),
    rule: 'inquiry.reply.statuses',
    message: 'not judged: /data/replies/0/partnerTransferStatus is not a string or null; see inquiry.reply.fields',
  },
  {
    operation: INQUIRY,
    body: inquiry((doc) => delete doc.data.orderDate),
    rule: 'inquiry.timestamps',
    message: 'not judged: /data/orderDate is absent; see inquiry.fields',
  },
  {
    operation: INQUIRY,
    body: inquiry((doc) => delete doc.data.inquiryStatus),
    rule: 'inquiry.statuses',
    message: 'not judged: /data/inquiryStatus is absent; see inquiry.fields',
  },
  {
    operation: INQUIRY,
    body: inquiry((doc) => (doc.data.csPartnerCounselingStatus = 1)),
    rule: 'inquiry.statuses',
    message: 'not judged: /data/csPartnerCounselingStatus is not a string; see inquiry.fields',
  },
  {
    operation: INQUIRY,
    body: inquiry((doc) => (doc.data.buyerEmail = null)),
    rule: 'inquiry.buyer-email',
    message: 'not judged: /data/buyerEmail is not a string; see inquiry.fields',
  },
];

const observationOf = (operation: Operation, body: Doc, rule: string) =>
  JUDGES[operation].found.judge({ exchange: exchange({ body }), requestedId: '' }).observations.find((o) => o.rule === rule);

describe('a rule whose read part of the body is missing or of another kind', () => {
  it.each(CASES)('$rule: $message', ({ operation, body, rule, message }) => {
    expect(observationOf(operation, body, rule)).toStrictEqual({ rule, status: 'skipped', message });
  });

  it('reads answeredAt and partnerTransferStatus as a string or null: null is read, and the rule holds', () => {
    const awaiting = inquiry((doc) => {
      doc.data.answeredAt = null;
      doc.data.replies[0].partnerTransferStatus = null;
    });
    expect(observationOf(INQUIRY, awaiting, 'inquiry.timestamps')).toStrictEqual({
      rule: 'inquiry.timestamps',
      status: 'passed',
      message: 'held',
    });
    expect(observationOf(INQUIRY, awaiting, 'inquiry.reply.statuses')).toStrictEqual({
      rule: 'inquiry.reply.statuses',
      status: 'passed',
      message: 'held',
    });
  });
});
