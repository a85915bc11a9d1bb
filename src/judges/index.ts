// The judge of each kind of answer of each operation (the kinds: src/operations.ts). A run's cases, the
// judging of recorded traffic (validate --har, the proxy) and validate all find their judge here.
import type { AnswerKind, Operation } from '../operations.js';
import { categoryJudges } from './categories.js';
import { couponJudges } from './coupon.js';
import { inquiryJudges } from './inquiry.js';
import type { Judge } from './judge.js';

export { categoryJudges, couponJudges, inquiryJudges };

/** Every operation judges a 200 (found) and a write method (readOnly); the id-based ones judge their 4xx answers too. */
type OperationJudges = Readonly<Pick<Record<AnswerKind, Judge>, 'found' | 'readOnly'> & Partial<Record<AnswerKind, Judge>>>;

export const JUDGES: Readonly<Record<Operation, OperationJudges>> = {
  GET_COUPON_BY_ID: couponJudges,
  LIST_DISPLAY_CATEGORIES: categoryJudges,
  GET_ORIGIN_INQUIRY_BY_ID: inquiryJudges,
};

/** The judge of one kind of answer of an operation; a RangeError when the operation has no such answer. */
export function judgeOf(operation: Operation, kind: AnswerKind): Judge {
  const judge = JUDGES[operation][kind];
  if (!judge) throw new RangeError(`${operation} has no ${kind} answer to judge`);
  return judge;
}
