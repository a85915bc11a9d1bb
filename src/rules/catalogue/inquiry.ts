// GET_ORIGIN_INQUIRY_BY_ID: every rule of the spec and of the decisions (docs/decisions.md) for the inquiry query.
import { DOCUMENTED_WORDINGS, DOCUMENTED_WORDINGS as W, messageWith, quoted } from '../../documented-wordings.js';
import { numberReadIn } from '../../id-readings.js';
import { INQUIRY } from '../../operations.js';
import { decision, spec } from '../sources.js';
import {
  answerAs,
  contentTypeTwice,
  idOf,
  json,
  jsonAnswer,
  nameTwice,
  onlyFor,
  status,
  wrapsAround64Bits,
  type Json,
} from '../answer-changes.js';
import { at, type Kind } from '../reads.js';
import { defineRule, rulesById, keywordsAnywhere, on } from '../rule.js';
import { codeIs200 } from '../checks/envelopes.js';
import { DOCUMENTED, errorBodyShape, expectWording, invalidFormatEchoed } from '../checks/error-messages.js';
import { edgeIdAnswered, edgeIdSafe, idEchoed } from '../checks/id-comparisons.js';
import { expectJsonBody, expectUniqueNames } from '../checks/json-body.js';
import { expectJsonContentType, expectOneContentType } from '../checks/media-type.js';
import { expectNoServerError, expectNotSuccessful, expectOwnershipHeld, expectStatus } from '../checks/status.js';

const { operation } = INQUIRY;
const firstReply = (envelope: Json) => envelope.data.replies[0];
const digits = (length: number) => (id: string) => /^\d+$/.test(id) && id.length === length;
/** Where the inquiry carries its id: a number, as the spec types inquiryId (a fraction is another id). */
const ID = at(INQUIRY.id.pointer, 'number');
const REPLY = '/data/replies/*';
/** answeredAt and partnerTransferStatus may be null where the state explains it (decisions D4, D5): the fields rule judges when. */
const aStringOrNull: Kind<string | null> = {
  what: 'a string or null',
  test: (value): value is string | null => typeof value === 'string' || value === null,
};

export const inquiry = rulesById([
  defineRule({
    id: 'inquiry.no-server-error',
    operation,
    subject: 'exchange',
    sources: [decision.D11, decision.D16],
    title: 'MUST NOT answer any request with a 5xx status',
    check: expectNoServerError,
    faults: [
      {
        id: 'inquiry-malformed-500',
        defect: '500 for ids with letters',
        alsoBreaks: ['inquiry.malformed.status'],
        answers: 'malformed',
        change: jsonAnswer(500, { code: 500, message: 'NumberFormatException' }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.found.status',
    operation,
    subject: 'exchange',
    sources: [spec.getInquiry, decision.D14],
    title: 'MUST answer 200 for an inquiry of the calling vendor',
    check: (e) => expectStatus(e, 200),
    faults: [
      {
        id: 'inquiry-found-404',
        defect: "the vendor's own inquiry answered 404",
        answers: 'found',
        change: jsonAnswer(404, { code: 404, message: messageWith(W.inquiryNotFound) }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.found.content-type',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
    faults: [
      {
        id: 'inquiry-content-type',
        defect: 'no Content-Type on the 200',
        answers: 'found',
        change: (a) => ({ ...a, headers: {} }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.found.content-type-once',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
    faults: [
      {
        id: 'inquiry-content-type-twice',
        defect: 'the same Content-Type line twice',
        answers: 'found',
        change: contentTypeTwice,
      },
    ],
  }),
  defineRule({
    id: 'inquiry.found.json',
    operation,
    subject: 'request',
    sources: [spec.getInquiry],
    title: 'MUST send a 200 body that is valid JSON',
    check: ({ exchange }) => expectJsonBody(exchange),
    faults: [
      {
        id: 'inquiry-truncated',
        defect: 'the 200 body cut off mid-JSON',
        answers: 'found',
        change: (a) => ({ ...a, body: a.body.slice(0, -10) }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.unique-names',
    operation,
    subject: 'request',
    sources: [decision.D19],
    title: 'SHOULD NOT give a name twice in one JSON object, in a 200 body or an error body',
    check: ({ exchange }) => expectUniqueNames(exchange),
    faults: [
      {
        id: 'inquiry-not-found-message-twice',
        defect: 'the 404 body gives its message twice, the same wording each time',
        answers: 'notFound',
        change: nameTwice('message'),
      },
    ],
  }),
  // The envelope that is not an object, and code, message and data missing or of the wrong type.
  defineRule({
    id: 'inquiry.envelope',
    operation,
    subject: 'document',
    sources: [spec.inquiryEnvelope, decision.D7],
    title: 'MUST wrap the inquiry in an envelope: code a number, message a string, data an object',
    claims: [on(['', '/code', '/message', '/data'], 'type', 'required')],
    faults: [
      {
        id: 'inquiry-code-string',
        defect: 'envelope code "200" as a string',
        notPassed: ['inquiry.envelope.code'],
        answers: 'found',
        change: json((b) => {
          b.code = '200';
        }),
      },
      {
        id: 'inquiry-no-envelope',
        defect: 'the inquiry without its envelope',
        alsoBreaks: ['inquiry.unknown-fields'],
        answers: 'found',
        change: json((b) => b.data),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.envelope.code',
    operation,
    subject: 'document',
    sources: [decision.D7],
    title: 'SHOULD give code 200 in the envelope of a successful answer',
    reads: { code: at('/code', 'number') },
    check: codeIs200,
    faults: [
      {
        id: 'inquiry-code-201',
        defect: 'envelope code 201 on success',
        answers: 'found',
        change: json((b) => {
          b.code = 201;
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.id-echo',
    operation,
    subject: 'document',
    needs: ['requestedId'],
    sources: [decision.D8, decision.D17],
    title: 'MUST return the inquiry whose inquiryId was requested',
    reads: { id: ID },
    check: ({ id, ...subject }) => idEchoed(id, subject),
    faults: [
      {
        id: 'inquiry-other-id',
        defect: 'another inquiry returned for the id requested',
        answers: 'found',
        change: json((b) => {
          b.data.inquiryId += 1;
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.timestamps',
    operation,
    subject: 'document',
    sources: [spec.inquiry, decision.D4],
    title: 'MUST give answeredAt, inquiryAt and orderDate as YYYY-MM-DDThh:mm:ss.ssssss±hh:mm naming a real time',
    reads: {
      answeredAt: at('/data/answeredAt', aStringOrNull),
      inquiryAt: at('/data/inquiryAt', 'string'),
      orderDate: at('/data/orderDate', 'string'),
    },
    claims: [on(['/data/answeredAt', '/data/inquiryAt', '/data/orderDate'], 'pattern', 'format')],
    faults: [
      {
        id: 'inquiry-timestamp-no-fraction',
        defect: 'inquiryAt without the fractional seconds',
        answers: 'found',
        change: json((b) => {
          b.data.inquiryAt = b.data.inquiryAt.replace(/\.\d{6}/, '');
        }),
      },
      {
        id: 'inquiry-timestamp-impossible',
        defect: 'orderDate on month 13',
        answers: 'found',
        change: json((b) => {
          b.data.orderDate = b.data.orderDate.replace(/^(\d{4})-\d{2}/, '$1-13');
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.statuses',
    operation,
    subject: 'document',
    sources: [spec.states, decision.D5],
    title: 'MUST give inquiryStatus as progress|complete and csPartnerCounselingStatus as requestAnswer|answered (exact case)',
    reads: { inquiryStatus: at('/data/inquiryStatus', 'string'), counseling: at('/data/csPartnerCounselingStatus', 'string') },
    claims: [on(['/data/inquiryStatus', '/data/csPartnerCounselingStatus'], 'enum')],
    faults: [
      {
        id: 'inquiry-status-case',
        defect: 'inquiryStatus "Progress" (wrong case)',
        answers: 'found',
        change: json((b) => {
          b.data.inquiryStatus = b.data.inquiryStatus[0].toUpperCase() + b.data.inquiryStatus.slice(1);
        }),
      },
      {
        id: 'inquiry-counseling-status',
        defect: 'csPartnerCounselingStatus "pending"',
        answers: 'found',
        change: json((b) => {
          b.data.csPartnerCounselingStatus = 'pending';
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.buyer-email',
    operation,
    subject: 'document',
    sources: [spec.inquiry, decision.D5],
    title: 'MUST give buyerEmail as the empty string',
    reads: { buyerEmail: at('/data/buyerEmail', 'string') },
    claims: [on('/data/buyerEmail', 'const')],
    faults: [
      {
        id: 'inquiry-buyer-email',
        defect: 'buyerEmail not blanked',
        answers: 'found',
        change: json((b) => {
          b.data.buyerEmail = 'buyer@example.com';
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.reply.timestamp',
    operation,
    subject: 'document',
    sources: [spec.reply, decision.D4],
    title: 'MUST give replyAt as YYYY-MM-DDThh:mm:ss.ssssss±hh:mm naming a real time',
    reads: { replyAt: at(`${REPLY}/replyAt`, 'string') },
    claims: [on(`${REPLY}/replyAt`, 'pattern', 'format')],
    faults: [
      {
        id: 'inquiry-reply-timestamp',
        defect: 'replyAt in the coupon style',
        answers: 'found',
        change: json((b) => {
          firstReply(b).replyAt = firstReply(b).replyAt.slice(0, 19).replace('T', ' ');
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.reply.statuses',
    operation,
    subject: 'document',
    sources: [spec.states, decision.D5],
    title: 'MUST give partnerTransferStatus as none|requestAnswer|answered and answerType as csAgent|vendor (exact case)',
    reads: { transfer: at(`${REPLY}/partnerTransferStatus`, aStringOrNull), answerType: at(`${REPLY}/answerType`, 'string') },
    claims: [on([`${REPLY}/partnerTransferStatus`, `${REPLY}/answerType`], 'enum')],
    faults: [
      {
        id: 'inquiry-reply-answer-type',
        defect: 'reply answerType "agent"',
        answers: 'found',
        change: json((b) => {
          firstReply(b).answerType = 'agent';
        }),
      },
      {
        id: 'inquiry-reply-transfer-case',
        defect: 'reply partnerTransferStatus "NONE" (wrong case)',
        answers: 'found',
        change: json((b) => {
          firstReply(b).partnerTransferStatus = 'NONE';
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.unknown-fields',
    operation,
    subject: 'document',
    sources: [decision.D13],
    title: 'SHOULD NOT add fields the spec does not document',
    reads: { replies: at(REPLY, 'object') },
    claims: [keywordsAnywhere('additionalProperties')],
    faults: [
      {
        id: 'inquiry-extra-field',
        defect: 'an undocumented field vendorId',
        answers: 'found',
        change: json((b) => {
          b.data.vendorId = 'A00012345';
        }),
      },
    ],
  }),
  // A reply that is not an object, a field of it missing or of the wrong type.
  defineRule({
    id: 'inquiry.reply.fields',
    operation,
    subject: 'document',
    sources: [spec.reply, decision.D5],
    title: 'MUST give every reply its documented fields with their documented types',
    reads: { replies: at('/data/replies', 'array') },
    claims: [on([REPLY, `${REPLY}/*`], 'type', 'required'), on(`${REPLY}/parentAnswerId`, 'minimum')],
    faults: [
      {
        id: 'inquiry-parent-answer-negative',
        defect: 'parentAnswerId -1',
        answers: 'found',
        change: json((b) => {
          firstReply(b).parentAnswerId = -1;
        }),
      },
      {
        id: 'inquiry-agent-transfer-null',
        defect: "partnerTransferStatus null on the CS agent's reply (only the seller's own may be null)",
        answers: 'found',
        change: json((b) => {
          firstReply(b).answerType = 'csAgent';
          firstReply(b).partnerTransferStatus = null;
        }),
      },
      {
        id: 'inquiry-reply-need-answer',
        defect: 'reply needAnswer "true" as a string',
        answers: 'found',
        change: json((b) => {
          firstReply(b).needAnswer = String(firstReply(b).needAnswer);
        }),
      },
    ],
  }),
  // A field of data missing or of the wrong type; vendorItemId, a number or an array of numbers, item by item
  // (its unmet anyOf is never claimed: partition reports the furthest branch's own errors in its place).
  defineRule({
    id: 'inquiry.fields',
    operation,
    subject: 'document',
    sources: [spec.inquiry, decision.D5],
    title: 'MUST give the inquiry its documented fields with their documented types',
    claims: [on('/data/*', 'type', 'required'), on('/data/vendorItemId/*', 'type')],
    faults: [
      {
        id: 'inquiry-order-id-string',
        defect: 'orderId sent as a string',
        answers: 'found',
        change: json((b) => {
          b.data.orderId = String(b.data.orderId);
        }),
      },
      {
        id: 'inquiry-replies-null',
        defect: 'replies null',
        notPassed: ['inquiry.reply.timestamp', 'inquiry.reply.statuses', 'inquiry.reply.fields', 'inquiry.unknown-fields'],
        answers: 'found',
        change: json((b) => {
          b.data.replies = null;
        }),
      },
      {
        id: 'inquiry-answered-at-null',
        defect: 'answeredAt null on an inquiry that says it is answered',
        answers: 'found',
        change: json((b) => {
          b.data.csPartnerCounselingStatus = 'answered';
          b.data.answeredAt = null;
        }),
      },
      {
        id: 'inquiry-id-string',
        defect: 'inquiryId sent as a string',
        notPassed: ['inquiry.id-echo'],
        answers: 'found',
        change: json((b) => {
          b.data.inquiryId = String(b.data.inquiryId);
        }),
      },
    ],
  }),

  defineRule({
    id: 'inquiry.malformed.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D10, decision.D17],
    title: 'MUST answer 400 for an inquiryId that is not a number',
    check: (e) => expectStatus(e, 400),
    faults: [
      {
        id: 'inquiry-malformed-404',
        defect: '404 where 400 is due (letters in the id)',
        answers: 'malformed',
        change: jsonAnswer(404, { code: 404, message: messageWith(W.inquiryNotFound) }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.malformed.message',
    operation,
    subject: 'request',
    needs: ['requestedId'],
    sources: [spec.errors, decision.D9],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.inquiryInvalidFormat)} followed by the value sent`,
    check: invalidFormatEchoed,
    faults: [
      {
        id: 'inquiry-malformed-no-echo',
        defect: 'the 400 message without the value sent',
        answers: 'malformed',
        change: json((b) => {
          b.message = 'Invalid format inquiryId';
        }),
      },
      {
        id: 'inquiry-malformed-encoded-echo',
        defect: 'the 400 message echoes the still-encoded value',
        answers: 'malformed',
        change: json((b, { request }) => {
          b.message = `Invalid format inquiryId : ${request.path.slice(INQUIRY.path.length)}`;
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.not-found.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D17],
    title: 'MUST answer 404 for an inquiryId that matches no inquiry',
    check: (e) => expectStatus(e, 404),
    faults: [
      {
        id: 'inquiry-unknown-400',
        defect: '400 where 404 is due (unknown id)',
        answers: 'notFound',
        change: jsonAnswer(400, { code: 400, message: messageWith(W.inquiryInvalidFormat, '9007199254740991') }),
      },
      {
        id: 'inquiry-unknown-one-digit-400',
        defect: 'unknown inquiry ids of one digit answered 400 (a minimum length check)',
        idClass: 'unknown ids of one digit',
        answers: 'notFound',
        change: onlyFor(INQUIRY.path, digits(1), (answer, context) =>
          jsonAnswer(400, { code: 400, message: messageWith(W.inquiryInvalidFormat, idOf(context.request, INQUIRY.path)) })(
            answer,
            context,
          ),
        ),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.not-found.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.inquiryNotFound)} for an unknown inquiryId`,
    check: (s) => expectWording(s.exchange, DOCUMENTED.inquiryNotFound),
    faults: [
      {
        id: 'inquiry-unknown-wording',
        defect: '404 message "Not Found"',
        answers: 'notFound',
        change: json((b) => {
          b.message = 'Not Found';
        }),
      },
      {
        id: 'inquiry-error-no-message',
        defect: 'error bodies without a message field (the text in "error")',
        alsoBreaks: ['inquiry.malformed.message', 'inquiry.foreign.message', 'inquiry.error-body'],
        answers: ['notFound', 'malformed', 'foreign'],
        change: json((b) => ({ code: b.code, error: b.message })),
      },
      {
        id: 'inquiry-error-detail',
        defect: 'the 404 message only in a problem+json "detail"',
        alsoBreaks: ['inquiry.error-body'],
        answers: 'notFound',
        change: (a) => ({
          ...a,
          headers: { 'Content-Type': 'application/problem+json' },
          body: JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: JSON.parse(a.body).message }),
        }),
      },
      {
        id: 'inquiry-unknown-12-digits-period',
        defect: '"Inquiry not found." with a period for unknown inquiry ids of 12 digits or more',
        idClass: 'unknown ids of 12 digits or more',
        answers: 'notFound',
        change: onlyFor(
          INQUIRY.path,
          (id) => /^\d{12,}$/.test(id),
          json((b) => {
            b.message = 'Inquiry not found.';
          }),
        ),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.foreign.status',
    operation,
    subject: 'exchange',
    sources: [spec.getInquiry, spec.errors, decision.D14, decision.D15],
    title: "MUST answer 404 for another vendor's inquiry",
    check: (e) => expectStatus(e, 404),
    faults: [
      {
        id: 'inquiry-foreign-200',
        defect: "another vendor's inquiry returned with 200",
        answers: 'foreign',
        change: answerAs(({ dataset }) => ({ vendorId: dataset.otherVendorId })),
      },
      {
        // The same credentials got 200 for the vendor's own inquiry: the 403 is the target's answer, judged (not "access refused").
        id: 'inquiry-foreign-403',
        defect: "another vendor's inquiry answered 403 with the documented message",
        answers: 'foreign',
        change: status(403),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.foreign.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9, decision.D15],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.inquiryVendorMismatch)} for another vendor's inquiry`,
    check: (s) => expectWording(s.exchange, DOCUMENTED.inquiryVendorMismatch),
    faults: [
      {
        id: 'inquiry-foreign-not-found',
        defect: 'another vendor\'s inquiry answered "Inquiry not found"',
        answers: 'foreign',
        change: json((b) => {
          b.message = messageWith(W.inquiryNotFound);
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.foreign.edge-forms',
    operation,
    subject: 'exchange',
    sources: [spec.getInquiry, spec.errors, decision.D10, decision.D18],
    title:
      "MUST NOT answer another vendor's inquiryId in any form read as that number (zeros, a sign, spaces, other digits) with the inquiry",
    check: expectOwnershipHeld,
    faults: [
      {
        id: 'inquiry-foreign-edge-forms-leak',
        defect:
          "ownership checked on the id's text: another vendor's inquiry answered 200 for 00<id>, +<id> and every form read as its number",
        idClass: "edge forms of another vendor's inquiry id",
        answers: 'edgeId',
        change: (answer, context) => {
          const read = numberReadIn(idOf(context.request, INQUIRY.path));
          const stored = read === null ? undefined : context.dataset.inquiries[read.toString()];
          if (!stored) return answer; // a form of no inquiry: refused as the reference refuses it
          // The lookup by the number read, as the owner of the inquiry would be answered: no ownership check.
          return answerAs(() => ({ request: { ...context.request, path: INQUIRY.path + read!.toString() }, vendorId: stored.vendorId }))(
            answer,
            context,
          );
        },
      },
    ],
  }),
  defineRule({
    id: 'inquiry.error-body',
    operation,
    subject: 'request',
    sources: [decision.D9],
    title: 'SHOULD send error bodies as JSON objects with a string message',
    check: (s) => errorBodyShape(s.exchange),
    faults: [
      {
        id: 'inquiry-error-text-body',
        defect: 'error answers as plain text, not JSON',
        answers: ['notFound', 'malformed', 'foreign'],
        change: (a) => ({
          ...a,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
          body: JSON.parse(a.body).message,
        }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.edge-id.safe',
    operation,
    subject: 'request',
    needs: ['requestedId'],
    sources: [decision.D10],
    title:
      'MUST NOT answer an edge form of an id (sign, zeros, spaces, overflow, digits of another script) with a 5xx or with another inquiry',
    check: (s) => edgeIdSafe(s, ID.at),
    faults: [
      {
        id: 'inquiry-edge-wraps',
        defect: 'an id beyond 64 bits wraps around to an existing inquiry',
        answers: 'edgeId',
        change: wrapsAround64Bits(INQUIRY.path),
      },
      {
        id: 'inquiry-edge-negative-404',
        defect: 'negative ids answered 500',
        alsoBreaks: ['inquiry.no-server-error'],
        answers: 'edgeId',
        change: (a, c) => (idOf(c.request, INQUIRY.path).startsWith('-') ? jsonAnswer(500, { message: 'negative' })(a, c) : a),
      },
      {
        id: 'inquiry-edge-script-500',
        defect: '500 only for ids in digits of another script (a parser that assumes ASCII)',
        alsoBreaks: ['inquiry.no-server-error', 'inquiry.edge-id.status'],
        answers: 'edgeId',
        change: (a, c) => {
          const id = idOf(c.request, INQUIRY.path);
          return /\p{Nd}/u.test(id.replace(/[0-9]/g, '')) ? jsonAnswer(500, { message: 'NumberFormatException' })(a, c) : a;
        },
      },
      {
        id: 'inquiry-edge-digit-groups-500',
        defect: "an inquiry id in Python's digit groups (1_234) answered 500",
        idClass: 'ids in digit groups',
        alsoBreaks: ['inquiry.no-server-error', 'inquiry.edge-id.status'],
        answers: 'edgeId',
        change: onlyFor(INQUIRY.path, (id) => id.includes('_'), jsonAnswer(500, { code: 500, message: 'Internal Server Error' })),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.edge-id.status',
    operation,
    subject: 'request',
    sources: [decision.D10],
    title: 'SHOULD answer an edge form of an id with 400 or 404, or with the resource of the number it names',
    check: edgeIdAnswered,
    faults: [
      {
        id: 'inquiry-edge-spaces-422',
        defect: 'ids with surrounding spaces answered 422 Unprocessable Entity',
        answers: 'edgeId',
        change: (a, c) => (/^\s|\s$/.test(idOf(c.request, INQUIRY.path)) ? status(422)(a, c) : a),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.read-only',
    operation,
    subject: 'exchange',
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
    faults: [
      {
        id: 'inquiry-put-succeeds',
        defect: 'PUT on an inquiry answers 200',
        answers: 'readOnly',
        change: (a, c) => (c.request.method === 'PUT' ? jsonAnswer(200, { code: 200, message: 'OK' })(a, c) : a),
      },
    ],
  }),
]);
