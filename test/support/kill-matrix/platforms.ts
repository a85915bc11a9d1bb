// Implementations written the way production services are (decision D10): the reference, except that the
// id of the path is read as Spring's @PathVariable Long or Python's int() reads it, then looked up. Both
// must pass quietly; they are conforming implementations that prove the harness raises no false alarm against them.
import { COUPON, INQUIRY } from '../../../src/operations.js';
import { MAX_ID } from '../../../src/id-range.js';
import { READERS } from '../../../src/id-readings.js';
import { UNKNOWN_ID } from '../../../src/cases/example-ids.js';
import { answerAs, idOf, json, type Change, type Json } from '../../../src/rules/answer-changes.js';
import { faults, type Scope } from './faults.js';

/** A lookup of the number read: an id no resource can have (zero, negative, past 2^63-1) is simply not found. */
const readAs =
  (read: (id: string) => bigint | null, prefix: string): Change =>
  (answer, context) => {
    const value = read(idOf(context.request, prefix));
    if (value === null) return answer; // the stack refuses the text: the reference's 400 is what it answers
    const id = value >= 1n && value <= MAX_ID ? value.toString() : UNKNOWN_ID;
    return answerAs(() => ({ request: { ...context.request, path: prefix + id } }))(answer, context);
  };

const byStack = (read: (id: string) => bigint | null) =>
  faults(['coupon-edgeId' satisfies Scope, readAs(read, COUPON.path)], ['inquiry-edgeId' satisfies Scope, readAs(read, INQUIRY.path)]);

/** Not a defect (decision 10, revised): leading zeros read as the same id, answered 200 with that resource. */
export const respondLeadingZerosAsSameId = faults(
  ...(['coupon-edgeId', 'inquiry-edgeId'] as const).map((scope): [Scope, Change] => [
    scope,
    (a, c) => {
      const prefix = scope === 'coupon-edgeId' ? COUPON.path : INQUIRY.path;
      const id = idOf(c.request, prefix);
      return /^0+[1-9]\d*$/.test(id) ? answerAs(() => ({ request: { ...c.request, path: prefix + id.replace(/^0+/, '') } }))(a, c) : a;
    },
  ]),
);

/** Spring: every white space removed, 0x/# hexadecimal, otherwise Long.parseLong (digits of any BMP script). */
export const respondJavaLike = byStack(READERS.springLong);

/** Python's int(): surrounding white space, a sign, digits of any script, digit groups, any size. */
export const respondPythonLike = byStack(READERS.pythonInt);

/**
 * Bodies as the real service has sent them (decisions D3, D4, D5, revised 2026-11-25): publishedDate null
 * on a STANDBY coupon, answeredAt null while an answer is awaited, parentAnswerId 0, and the seller's own
 * reply with partnerTransferStatus null, as in the 2018 records.
 */
export const respondAsRealAnswers = faults(
  [
    'coupon-found',
    json((coupon) => {
      if (coupon.couponStatus === 'STANDBY') coupon.publishedDate = null;
    }),
  ],
  [
    'inquiry-found',
    json(({ data }) => {
      if (data.csPartnerCounselingStatus === 'requestAnswer') data.answeredAt = null;
      const replies = data.replies as Json[];
      for (const reply of replies) reply.parentAnswerId = 0;
      const last = replies.at(-1);
      if (last) replies.push({ ...last, answerId: last.answerId + 1, answerType: 'vendor', partnerTransferStatus: null });
    }),
  ],
);
