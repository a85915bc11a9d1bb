// The judges of GET_COUPON_BY_ID answers, one per kind of answer.
import { coupon as r } from '../rules/catalogue/coupon.js';
import { partition } from '../rules/claims.js';
import { parseBody } from '../rules/checks/json-body.js';
import { isObject } from '../rules/json-values.js';
import type { RequestSubject } from '../rules/subjects.js';
import { validators } from '../schemas/validators.js';
import { edgeIdJudge, errorAnswerJudge, readOnlyJudge } from './error-answer.js';
import { defineJudge } from './judge.js';
import { lookupJudge } from './lookup.js';

const operation = 'GET_COUPON_BY_ID' as const;
/** The rules on a coupon body; the schema's errors go to the rule that claims each. */
const bodyRules = [
  r.idEcho,
  r.dateFormat,
  r.dateOrder,
  r.discountType,
  r.priceMaximumDiscount,
  r.dailyLimitPresent,
  r.dailyLimitMaximum,
  r.dailyLimitWhole,
  r.unknownFields,
  r.policyFields,
  r.fields,
] as const;

const found = defineJudge<RequestSubject>({
  name: 'an existing couponId answers 200 with a conforming coupon',
  operation,
  rules: [r.noServerError, r.foundStatus, r.contentType, r.contentTypeOnce, r.json, r.noEnvelope, ...bodyRules],
  body(j, { exchange, requestedId }) {
    j.apply(r.noServerError, exchange);
    if (!j.gate(r.foundStatus, exchange)) return;
    j.apply(r.contentType, exchange);
    j.apply(r.contentTypeOnce, exchange);
    if (!j.gate(r.json, exchange)) return;
    const subject = { document: (parseBody(exchange) as { value: unknown }).value, requestedId, body: exchange.response.body };
    validators.coupon(subject.document);
    const claimed = partition(validators.coupon.errors ?? [], bodyRules, subject.document, subject.body);
    if (!isObject(subject.document)) {
      j.record(r.fields, claimed.get(r.fields) ?? []);
      return j.stop('not judged: the body is not a JSON object (see coupon.fields)');
    }
    if (!j.gate(r.noEnvelope, subject)) return;
    for (const rule of bodyRules) j.apply(rule, subject, claimed.get(rule));
  },
});

const notFound = errorAnswerJudge({
  name: 'an unknown couponId answers 404 with the documented, partly masked message',
  operation,
  noServerError: r.noServerError,
  status: r.notFoundStatus,
  alongside: [r.errorBody],
  messageChain: [r.notFoundMessage, r.notFoundMasked, r.notFoundDigits],
});

/** Every judge of GET_COUPON_BY_ID, by the kind of answer it judges. */
export const couponJudges = {
  found,
  notFound,
  malformed: errorAnswerJudge({
    name: 'a couponId that is not a number answers 400',
    operation,
    noServerError: r.noServerError,
    status: r.malformedStatus,
    alongside: [r.errorBody, r.malformedMessage],
    messageChain: [],
  }),
  edgeId: edgeIdJudge({
    name: 'an edge form of a couponId is refused safely',
    operation,
    noServerError: r.noServerError,
    safe: r.edgeIdSafe,
    answered: r.edgeIdAnswered,
  }),
  readOnly: readOnlyJudge({
    name: 'a write method on the coupon path does not succeed',
    operation,
    noServerError: r.noServerError,
    readOnly: r.readOnly,
  }),
  lookup: lookupJudge({
    name: 'a couponId believed unknown answers a conforming coupon or the documented 404',
    operation,
    found,
    notFound,
  }),
};
