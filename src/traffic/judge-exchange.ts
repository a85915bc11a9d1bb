// Judges one exchange of real traffic with the judges of a run. A run knows what each id it sends is
// (an existing coupon, an unknown one, a malformed one); recorded traffic does not, so the judge is
// chosen from what the request shows (the method and the form of the id, as decision D10 classes
// ids) and, for a well-formed id, from what the answer claims to be: a 200 is the resource (with
// the id echo), a 404 the documented unknown-id answer, or the other-vendor answer when it says so.
import type { Exchange } from '../http/types.js';
import { categoryJudges } from '../judges/categories.js';
import { couponJudges } from '../judges/coupon.js';
import { inquiryJudges } from '../judges/inquiry.js';
import type { Judge, Judgement } from '../judges/judge.js';
import { evidenceOf } from '../judges/evidence.js';
import { refusalOf } from '../judges/refusal.js';
import { DOCUMENTED, errorMessageTexts } from '../rules/checks/error-messages.js';
import type { Operation } from '../rules/rule.js';
import type { RequestSubject } from '../rules/subjects.js';
import type { RecognisedRequest } from './operation-of-url.js';

/** A canonical id within 64 bits: 0 or a number without leading zeros, sign or spaces. */
const WELL_FORMED = /^(0|[1-9]\d*)$/;
/** Digits with a sign or spaces around them: a number in a form that is not canonical (D10's edge forms). */
const NUMBER_LIKE = /^\s*[+-]?\d+\s*$/;

export type IdForm = 'well-formed' | 'edge form' | 'malformed';

export function idFormOf(id: string): IdForm {
  if (WELL_FORMED.test(id) && BigInt(id) < 2n ** 64n) return 'well-formed';
  return NUMBER_LIKE.test(id) ? 'edge form' : 'malformed';
}

interface IdJudges {
  found: Judge<RequestSubject>;
  notFound: Judge<RequestSubject>;
  malformed: Judge<RequestSubject>;
  edgeId: Judge<RequestSubject>;
  readOnly: Judge<RequestSubject>;
  foreign?: Judge<RequestSubject>;
}

const ID_JUDGES: Readonly<Record<Exclude<Operation, 'LIST_DISPLAY_CATEGORIES'>, IdJudges>> = {
  GET_COUPON_BY_ID: couponJudges,
  GET_ORIGIN_INQUIRY_BY_ID: inquiryJudges,
};

const claimsForeign = (exchange: Exchange) =>
  errorMessageTexts(exchange).some((text) => DOCUMENTED.inquiryVendorMismatch.pattern.test(text));

/** The judge of a request of `recognised`'s operation that got this answer. */
export function judgeFor(recognised: RecognisedRequest, exchange: Exchange): Judge<RequestSubject> {
  const method = exchange.request.method.toUpperCase();
  if (recognised.operation === 'LIST_DISPLAY_CATEGORIES') return method === 'GET' ? categoryJudges.list : categoryJudges.readOnly;
  const judges = ID_JUDGES[recognised.operation];
  if (method !== 'GET') return judges.readOnly;
  const form = idFormOf(recognised.requestedId);
  if (form === 'malformed') return judges.malformed;
  if (form === 'edge form') return judges.edgeId;
  const { status } = exchange.response;
  if (status === 200) return judges.found;
  if (status === 404 && judges.foreign && claimsForeign(exchange)) return judges.foreign;
  return judges.notFound;
}

/** The judgement of one exchange; a gateway's refusal (401/403) is not the implementation's answer: an error, as in a run. */
export function judgeExchange(recognised: RecognisedRequest, exchange: Exchange): { judge: Judge<RequestSubject>; judgement: Judgement } {
  const judge = judgeFor(recognised, exchange);
  const refusal = refusalOf(exchange);
  if (refusal) {
    const evidence = evidenceOf(exchange);
    return {
      judge,
      judgement: { observations: judge.rules.map((rule) => ({ rule: rule.id, status: 'error', message: refusal, evidence })), facts: {} },
    };
  }
  return { judge, judgement: judge.judge({ exchange, requestedId: recognised.requestedId }) };
}
