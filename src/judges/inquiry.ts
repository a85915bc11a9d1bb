// Judges of GET_ORIGIN_INQUIRY_BY_ID answers.
import { inquiry as r } from '../rules/catalogue/inquiry.js';
import { parseBody } from '../rules/response-checks.js';
import type { RequestSubject } from '../rules/subjects.js';
import { validators } from '../schemas/validators.js';
import { edgeIdJudge, errorAnswerJudge, readOnlyJudge } from './error-answer.js';
import { defineJudge } from './judge.js';
import { lookupJudge } from './lookup.js';
import { partition } from './partition.js';
import { isObject } from '../rules/json-values.js';

const operation = 'GET_ORIGIN_INQUIRY_BY_ID' as const;
/** Rules on the body, in the order their schema errors are claimed; the last takes what is left. */
const bodyRules = [r.envelope, r.envelopeCode, r.idEcho, r.timestamps, r.statuses, r.buyerEmail, r.replyTimestamp, r.replyStatuses, r.unknownFields, r.replyFields, r.fields] as const;

export const judgeInquiryFound = defineJudge<RequestSubject>({
  name: "an inquiry of the calling vendor answers 200 with a conforming inquiry",
  operation,
  rules: [r.noServerError, r.foundStatus, r.contentType, r.json, ...bodyRules],
  body(j, { exchange, requestedId }) {
    j.judge(r.noServerError, exchange);
    if (!j.gate(r.foundStatus, exchange)) return;
    j.judge(r.contentType, exchange);
    if (!j.gate(r.json, exchange)) return;
    const subject = { document: (parseBody(exchange) as { value: unknown }).value, requestedId, body: exchange.response.body };
    validators.inquiryEnvelope(subject.document);
    const owned = partition(validators.inquiryEnvelope.errors ?? [], bodyRules, subject.document);
    if (!isObject(subject.document) || !isObject(subject.document['data'])) {
      j.judge(r.envelope, subject, owned.get(r.envelope));
      return j.stop('not judged: no inquiry object in data (see inquiry.envelope)');
    }
    for (const rule of bodyRules) j.judge(rule, subject, owned.get(rule));
  },
});

export const judgeInquiryMalformed = errorAnswerJudge({
  name: 'an inquiryId that is not a number answers 400 echoing the value sent',
  operation,
  noServerError: r.noServerError,
  status: r.malformedStatus,
  alongside: [r.errorBody],
  messageChain: [r.malformedMessage],
});

export const judgeInquiryNotFound = errorAnswerJudge({
  name: 'an unknown inquiryId answers 404 "Inquiry not found"',
  operation,
  noServerError: r.noServerError,
  status: r.notFoundStatus,
  alongside: [r.errorBody],
  messageChain: [r.notFoundMessage],
});

export const judgeInquiryForeign = errorAnswerJudge({
  name: "another vendor's inquiry answers 404 with the vendor message",
  operation,
  noServerError: r.noServerError,
  status: r.foreignStatus,
  alongside: [r.errorBody],
  messageChain: [r.foreignMessage],
});

export const judgeInquiryEdgeId = edgeIdJudge({ name: 'an edge form of an inquiryId is refused safely', operation, noServerError: r.noServerError, safe: r.edgeIdSafe, answered: r.edgeIdAnswered });

export const judgeInquiryReadOnly = readOnlyJudge({ name: 'a write method on the inquiry path does not succeed', operation, noServerError: r.noServerError, readOnly: r.readOnly });

export const judgeInquiryLookup = lookupJudge({ name: 'an inquiryId believed unknown answers a conforming inquiry or the documented 404', operation, found: judgeInquiryFound, notFound: judgeInquiryNotFound });
