// The judges of GET_ORIGIN_INQUIRY_BY_ID answers, one per kind of answer.
import { inquiry as r } from '../rules/catalogue/inquiry.js';
import { partition } from '../rules/claims.js';
import { parseBody } from '../rules/checks/json-body.js';
import { isObject } from '../rules/json-values.js';
import type { RequestSubject } from '../rules/subjects.js';
import { validators } from '../schemas/validators.js';
import { edgeIdJudge, errorAnswerJudge, readOnlyJudge } from './error-answer.js';
import { defineJudge } from './judge.js';
import { lookupJudge } from './lookup.js';

const operation = 'GET_ORIGIN_INQUIRY_BY_ID' as const;
/** The rules on an inquiry body; the schema's errors go to the rule that claims each. */
const bodyRules = [
  r.envelope,
  r.envelopeCode,
  r.idEcho,
  r.timestamps,
  r.statuses,
  r.buyerEmail,
  r.replyTimestamp,
  r.replyStatuses,
  r.unknownFields,
  r.replyFields,
  r.fields,
] as const;

const found = defineJudge<RequestSubject>({
  name: 'an inquiry of the calling vendor answers 200 with a conforming inquiry',
  operation,
  rules: [r.noServerError, r.foundStatus, r.contentType, r.contentTypeOnce, r.json, ...bodyRules],
  body(j, { exchange, requestedId }) {
    j.apply(r.noServerError, exchange);
    if (!j.gate(r.foundStatus, exchange)) return;
    j.apply(r.contentType, exchange);
    j.apply(r.contentTypeOnce, exchange);
    if (!j.gate(r.json, exchange)) return;
    const subject = { document: (parseBody(exchange) as { value: unknown }).value, requestedId, body: exchange.response.body };
    validators.inquiryEnvelope(subject.document);
    const claimed = partition(validators.inquiryEnvelope.errors ?? [], bodyRules, subject.document, subject.body);
    if (!isObject(subject.document) || !isObject(subject.document['data'])) {
      j.apply(r.envelope, subject, claimed.get(r.envelope));
      return j.stop('not judged: no inquiry object in data (see inquiry.envelope)');
    }
    for (const rule of bodyRules) j.apply(rule, subject, claimed.get(rule));
  },
});

const notFound = errorAnswerJudge({
  name: 'an unknown inquiryId answers 404 "Inquiry not found"',
  operation,
  noServerError: r.noServerError,
  status: r.notFoundStatus,
  alongside: [r.errorBody],
  messageChain: [r.notFoundMessage],
});

/** Every judge of GET_ORIGIN_INQUIRY_BY_ID, by the kind of answer it judges. */
export const inquiryJudges = {
  found,
  notFound,
  malformed: errorAnswerJudge({
    name: 'an inquiryId that is not a number answers 400 echoing the value sent',
    operation,
    noServerError: r.noServerError,
    status: r.malformedStatus,
    alongside: [r.errorBody],
    messageChain: [r.malformedMessage],
  }),
  foreign: errorAnswerJudge({
    name: "another vendor's inquiry answers 404 with the vendor message",
    operation,
    noServerError: r.noServerError,
    status: r.foreignStatus,
    alongside: [r.errorBody],
    messageChain: [r.foreignMessage],
  }),
  edgeId: edgeIdJudge({
    name: 'an edge form of an inquiryId is refused safely',
    operation,
    noServerError: r.noServerError,
    safe: r.edgeIdSafe,
    answered: r.edgeIdAnswered,
  }),
  readOnly: readOnlyJudge({
    name: 'a write method on the inquiry path does not succeed',
    operation,
    noServerError: r.noServerError,
    readOnly: r.readOnly,
  }),
  lookup: lookupJudge({
    name: 'an inquiryId believed unknown answers a conforming inquiry or the documented 404',
    operation,
    found,
    notFound,
  }),
};
