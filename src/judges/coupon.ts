// Judges of GET_COUPON_BY_ID answers.
import { coupon as r } from '../rules/catalogue/coupon.js';
import { parseBody } from '../rules/response-checks.js';
import type { RequestSubject } from '../rules/subjects.js';
import { validators } from '../schemas/validators.js';
import { edgeIdJudge, errorAnswerJudge, readOnlyJudge } from './error-answer.js';
import { defineJudge } from './judge.js';
import { lookupJudge } from './lookup.js';
import { partition } from './partition.js';
import { isObject } from '../rules/json-values.js';

const operation = 'GET_COUPON_BY_ID' as const;
/** Rules on the body, in the order their schema errors are claimed; the last takes what is left. */
const bodyRules = [r.idEcho, r.dateFormat, r.dateOrder, r.discountType, r.priceMaximumDiscount, r.dailyLimitPresent, r.dailyLimitMaximum, r.dailyLimitWhole, r.unknownFields, r.policyFields, r.fields] as const;

export const judgeCouponFound = defineJudge<RequestSubject>({
  name: 'an existing couponId answers 200 with a conforming coupon',
  operation,
  rules: [r.noServerError, r.foundStatus, r.contentType, r.json, r.noEnvelope, ...bodyRules],
  body(j, { exchange, requestedId }) {
    j.judge(r.noServerError, exchange);
    if (!j.gate(r.foundStatus, exchange)) return;
    j.judge(r.contentType, exchange);
    if (!j.gate(r.json, exchange)) return;
    const subject = { document: (parseBody(exchange) as { value: unknown }).value, requestedId, body: exchange.response.body };
    if (!j.gate(r.noEnvelope, subject)) return;
    validators.coupon(subject.document);
    const owned = partition(validators.coupon.errors ?? [], bodyRules, subject.document);
    if (!isObject(subject.document)) {
      j.record(r.fields, owned.get(r.fields) ?? []);
      return j.stop('not judged: the body is not a JSON object (see coupon.fields)');
    }
    for (const rule of bodyRules) j.judge(rule, subject, owned.get(rule));
  },
});

export const judgeCouponNotFound = errorAnswerJudge({
  name: 'an unknown couponId answers 404 with the documented, partly masked message',
  operation,
  noServerError: r.noServerError,
  status: r.notFoundStatus,
  alongside: [r.errorBody],
  messageChain: [r.notFoundMessage, r.notFoundMasked, r.notFoundDigits],
});

export const judgeCouponMalformed = errorAnswerJudge({
  name: 'a couponId that is not a number answers 400',
  operation,
  noServerError: r.noServerError,
  status: r.malformedStatus,
  alongside: [r.errorBody, r.malformedMessage],
  messageChain: [],
});

export const judgeCouponEdgeId = edgeIdJudge({ name: 'an edge form of a couponId is refused safely', operation, noServerError: r.noServerError, safe: r.edgeIdSafe, answered: r.edgeIdAnswered });

export const judgeCouponReadOnly = readOnlyJudge({ name: 'a write method on the coupon path does not succeed', operation, noServerError: r.noServerError, readOnly: r.readOnly });

export const judgeCouponLookup = lookupJudge({ name: 'a couponId believed unknown answers a conforming coupon or the documented 404', operation, found: judgeCouponFound, notFound: judgeCouponNotFound });
