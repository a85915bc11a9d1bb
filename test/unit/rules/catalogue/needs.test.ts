// What a rule needs beyond its subject (rule.ts, Need) decides what `validate` can judge of a captured body
// alone: a rule that needs the answer's headers is skipped for want of them, never passed on the invented
// Content-Type of the offline exchange, and one that needs the id requested is skipped without --id, never
// passed by comparing the body with itself.
import { describe, expect, it } from 'vitest';

import { judgeBody, type OfflineAnswer } from '../../../../src/offline/judge-body.js';
import type { SuiteName } from '../../../../src/operations.js';
import { catalogue } from '../../../../src/rules/catalogue/index.js';
import { NOT_JUDGED_OFFLINE } from '../../../../src/rules/messages.js';
import type { Need } from '../../../../src/rules/rule.js';
import { officialCategories, officialCoupon, officialInquiry } from '../../../support/judges/samples.js';

/**
 * Every rule of the catalogue that needs more than its subject, and what. The edge-id rules need the id
 * requested too, though no offline answer judges them: they compare the resource answered with it.
 */
const NEEDS: Readonly<Record<string, readonly Need[]>> = {
  'coupon.found.content-type': ['headers'],
  'coupon.found.content-type-once': ['headers'],
  'coupon.id-echo': ['requestedId'],
  'coupon.not-found.masked-digits': ['requestedId'],
  'coupon.edge-id.safe': ['requestedId'],
  'categories.content-type': ['headers'],
  'categories.content-type-once': ['headers'],
  'inquiry.found.content-type': ['headers'],
  'inquiry.found.content-type-once': ['headers'],
  'inquiry.id-echo': ['requestedId'],
  'inquiry.malformed.message': ['requestedId'],
  'inquiry.edge-id.safe': ['requestedId'],
};

const STATUS = NOT_JUDGED_OFFLINE.status;
const HEADERS = NOT_JUDGED_OFFLINE.headers;
const ID = NOT_JUDGED_OFFLINE.requestedId;

const COUPON_404 = '{"code":404,"message":"The promotion does not exist (99999999***)"}';
const COUPON_400 = '{"code":400,"message":"Bad Request"}';
const INQUIRY_404 = '{"code":404,"message":"No inquiry found"}';
const INQUIRY_400 = '{"code":400,"message":"Invalid format inquiryId : 12a"}';

/** Each documented answer judged offline without --id: the rules skipped as not judged offline, and why. */
const WITHOUT_ID: [SuiteName, OfflineAnswer, string, Record<string, string>][] = [
  [
    'coupon',
    'found',
    JSON.stringify(officialCoupon),
    {
      'coupon.no-server-error': STATUS,
      'coupon.found.status': STATUS,
      'coupon.found.content-type': HEADERS,
      'coupon.found.content-type-once': HEADERS,
      'coupon.id-echo': ID,
    },
  ],
  [
    'coupon',
    'notFound',
    COUPON_404,
    { 'coupon.no-server-error': STATUS, 'coupon.not-found.status': STATUS, 'coupon.not-found.masked-digits': ID },
  ],
  ['coupon', 'malformed', COUPON_400, { 'coupon.no-server-error': STATUS, 'coupon.malformed.status': STATUS }],
  [
    'categories',
    'found',
    JSON.stringify(officialCategories),
    {
      'categories.no-server-error': STATUS,
      'categories.status': STATUS,
      'categories.content-type': HEADERS,
      'categories.content-type-once': HEADERS,
    },
  ],
  [
    'inquiry',
    'found',
    JSON.stringify(officialInquiry),
    {
      'inquiry.no-server-error': STATUS,
      'inquiry.found.status': STATUS,
      'inquiry.found.content-type': HEADERS,
      'inquiry.found.content-type-once': HEADERS,
      'inquiry.id-echo': ID,
    },
  ],
  ['inquiry', 'notFound', INQUIRY_404, { 'inquiry.no-server-error': STATUS, 'inquiry.not-found.status': STATUS }],
  [
    'inquiry',
    'malformed',
    INQUIRY_400,
    { 'inquiry.no-server-error': STATUS, 'inquiry.malformed.status': STATUS, 'inquiry.malformed.message': ID },
  ],
  ['inquiry', 'foreign', INQUIRY_404, { 'inquiry.no-server-error': STATUS, 'inquiry.foreign.status': STATUS }],
];

/** With the id requested, each rule that needs it is judged, as it would be in a run. */
interface Judged {
  suite: SuiteName;
  answer: OfflineAnswer;
  body: string;
  requestedId: string;
  rule: string;
  status: string;
  message: string;
}
const HELD = 'held on one answer';
const WITH_ID: Judged[] = [
  {
    suite: 'coupon',
    answer: 'found',
    body: JSON.stringify(officialCoupon),
    requestedId: '11234224',
    rule: 'coupon.id-echo',
    status: 'passed',
    message: HELD,
  },
  {
    suite: 'coupon',
    answer: 'found',
    body: JSON.stringify(officialCoupon),
    requestedId: '11234225',
    rule: 'coupon.id-echo',
    status: 'failed',
    message: '/couponId: expected 11234225, got 11234224',
  },
  {
    suite: 'coupon',
    answer: 'notFound',
    body: COUPON_404,
    requestedId: '99999999999',
    rule: 'coupon.not-found.masked-digits',
    status: 'passed',
    message: HELD,
  },
  {
    suite: 'inquiry',
    answer: 'found',
    body: JSON.stringify(officialInquiry),
    requestedId: '258799946',
    rule: 'inquiry.id-echo',
    status: 'passed',
    message: HELD,
  },
  {
    suite: 'inquiry',
    answer: 'malformed',
    body: INQUIRY_400,
    requestedId: '12a',
    rule: 'inquiry.malformed.message',
    status: 'passed',
    message: HELD,
  },
];

const notJudgedOffline = (results: ReturnType<typeof judgeBody>) =>
  Object.fromEntries(
    results.filter((r) => r.status === 'skipped' && r.message.startsWith('not judged offline')).map((r) => [r.rule, r.message]),
  );

describe('what the rules of the catalogue need beyond their subject', () => {
  it('is declared by these rules, and no other rule needs anything', () => {
    expect(Object.fromEntries(catalogue.filter((rule) => rule.needs !== undefined).map((rule) => [rule.id, rule.needs]))).toEqual(NEEDS);
  });

  it.each(WITHOUT_ID)(
    '%s %s judged offline without --id: what a body alone cannot show is skipped, saying why',
    (suite, answer, body, skipped) => {
      expect(notJudgedOffline(judgeBody({ suite, answer, body }))).toEqual(skipped);
    },
  );

  it.each(WITH_ID)(
    '$suite $answer judged offline with --id $requestedId: $rule is judged ($status)',
    ({ suite, answer, body, requestedId, rule, status, message }) => {
      const results = judgeBody({ suite, answer, body, requestedId });
      expect(results.filter((r) => r.rule === rule).map((r) => ({ rule: r.rule, status: r.status, message: r.message }))).toEqual([
        { rule, status, message },
      ]);
      expect(Object.values(notJudgedOffline(results))).not.toContain(ID);
    },
  );
});
