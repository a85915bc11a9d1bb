// GET_ORIGIN_INQUIRY_BY_ID: every rule of the spec and of the decisions (docs/decisions.md) for the inquiry query.
import { DOCUMENTED_WORDINGS, quoted } from '../../documented-wordings.js';
import { INQUIRY } from '../../operations.js';
import { decision, spec } from '../sources.js';
import { at, type Kind } from '../reads.js';
import { defineRule, rulesById, keywordsAnywhere, on } from '../rule.js';
import { codeIs200 } from '../checks/envelopes.js';
import { DOCUMENTED, errorBodyShape, expectWording, invalidFormatEchoed } from '../checks/error-messages.js';
import { edgeIdAnswered, edgeIdSafe, idEchoed } from '../checks/id-comparisons.js';
import { expectJsonBody, expectUniqueNames } from '../checks/json-body.js';
import { expectJsonContentType, expectOneContentType } from '../checks/media-type.js';
import { expectNoServerError, expectNotSuccessful, expectOwnershipHeld, expectStatus } from '../checks/status.js';

const { operation } = INQUIRY;
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
  }),
  defineRule({
    id: 'inquiry.found.status',
    operation,
    subject: 'exchange',
    sources: [spec.getInquiry, decision.D14],
    title: 'MUST answer 200 for an inquiry of the calling vendor',
    check: (e) => expectStatus(e, 200),
  }),
  defineRule({
    id: 'inquiry.found.content-type',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
  }),
  defineRule({
    id: 'inquiry.found.content-type-once',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
  }),
  defineRule({
    id: 'inquiry.found.json',
    operation,
    subject: 'request',
    sources: [spec.getInquiry],
    title: 'MUST send a 200 body that is valid JSON',
    check: ({ exchange }) => expectJsonBody(exchange),
  }),
  defineRule({
    id: 'inquiry.unique-names',
    operation,
    subject: 'request',
    sources: [decision.D19],
    title: 'SHOULD NOT give a name twice in one JSON object, in a 200 body or an error body',
    check: ({ exchange }) => expectUniqueNames(exchange),
  }),
  // The envelope that is not an object, and code, message and data missing or of the wrong type.
  defineRule({
    id: 'inquiry.envelope',
    operation,
    subject: 'document',
    sources: [spec.inquiryEnvelope, decision.D7],
    title: 'MUST wrap the inquiry in an envelope: code a number, message a string, data an object',
    claims: [on(['', '/code', '/message', '/data'], 'type', 'required')],
  }),
  defineRule({
    id: 'inquiry.envelope.code',
    operation,
    subject: 'document',
    sources: [decision.D7],
    title: 'SHOULD give code 200 in the envelope of a successful answer',
    reads: { code: at('/code', 'number') },
    check: codeIs200,
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
  }),
  defineRule({
    id: 'inquiry.statuses',
    operation,
    subject: 'document',
    sources: [spec.states, decision.D5],
    title: 'MUST give inquiryStatus as progress|complete and csPartnerCounselingStatus as requestAnswer|answered (exact case)',
    reads: { inquiryStatus: at('/data/inquiryStatus', 'string'), counseling: at('/data/csPartnerCounselingStatus', 'string') },
    claims: [on(['/data/inquiryStatus', '/data/csPartnerCounselingStatus'], 'enum')],
  }),
  defineRule({
    id: 'inquiry.buyer-email',
    operation,
    subject: 'document',
    sources: [spec.inquiry, decision.D5],
    title: 'MUST give buyerEmail as the empty string',
    reads: { buyerEmail: at('/data/buyerEmail', 'string') },
    claims: [on('/data/buyerEmail', 'const')],
  }),
  defineRule({
    id: 'inquiry.reply.timestamp',
    operation,
    subject: 'document',
    sources: [spec.reply, decision.D4],
    title: 'MUST give replyAt as YYYY-MM-DDThh:mm:ss.ssssss±hh:mm naming a real time',
    reads: { replyAt: at(`${REPLY}/replyAt`, 'string') },
    claims: [on(`${REPLY}/replyAt`, 'pattern', 'format')],
  }),
  defineRule({
    id: 'inquiry.reply.statuses',
    operation,
    subject: 'document',
    sources: [spec.states, decision.D5],
    title: 'MUST give partnerTransferStatus as none|requestAnswer|answered and answerType as csAgent|vendor (exact case)',
    reads: { transfer: at(`${REPLY}/partnerTransferStatus`, aStringOrNull), answerType: at(`${REPLY}/answerType`, 'string') },
    claims: [on([`${REPLY}/partnerTransferStatus`, `${REPLY}/answerType`], 'enum')],
  }),
  defineRule({
    id: 'inquiry.unknown-fields',
    operation,
    subject: 'document',
    sources: [decision.D13],
    title: 'SHOULD NOT add fields the spec does not document',
    reads: { replies: at(REPLY, 'object') },
    claims: [keywordsAnywhere('additionalProperties')],
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
  }),

  defineRule({
    id: 'inquiry.malformed.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D10, decision.D17],
    title: 'MUST answer 400 for an inquiryId that is not a number',
    check: (e) => expectStatus(e, 400),
  }),
  defineRule({
    id: 'inquiry.malformed.message',
    operation,
    subject: 'request',
    needs: ['requestedId'],
    sources: [spec.errors, decision.D9],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.inquiryInvalidFormat)} followed by the value sent`,
    check: invalidFormatEchoed,
  }),
  defineRule({
    id: 'inquiry.not-found.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D17],
    title: 'MUST answer 404 for an inquiryId that matches no inquiry',
    check: (e) => expectStatus(e, 404),
  }),
  defineRule({
    id: 'inquiry.not-found.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.inquiryNotFound)} for an unknown inquiryId`,
    check: (s) => expectWording(s.exchange, DOCUMENTED.inquiryNotFound),
  }),
  defineRule({
    id: 'inquiry.foreign.status',
    operation,
    subject: 'exchange',
    sources: [spec.getInquiry, spec.errors, decision.D14, decision.D15],
    title: "MUST answer 404 for another vendor's inquiry",
    check: (e) => expectStatus(e, 404),
  }),
  defineRule({
    id: 'inquiry.foreign.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9, decision.D15],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.inquiryVendorMismatch)} for another vendor's inquiry`,
    check: (s) => expectWording(s.exchange, DOCUMENTED.inquiryVendorMismatch),
  }),
  defineRule({
    id: 'inquiry.foreign.edge-forms',
    operation,
    subject: 'exchange',
    sources: [spec.getInquiry, spec.errors, decision.D10, decision.D18],
    title:
      "MUST NOT answer another vendor's inquiryId in any form read as that number (zeros, a sign, spaces, other digits) with the inquiry",
    check: expectOwnershipHeld,
  }),
  defineRule({
    id: 'inquiry.error-body',
    operation,
    subject: 'request',
    sources: [decision.D9],
    title: 'SHOULD send error bodies as JSON objects with a string message',
    check: (s) => errorBodyShape(s.exchange),
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
  }),
  defineRule({
    id: 'inquiry.edge-id.status',
    operation,
    subject: 'request',
    sources: [decision.D10],
    title: 'SHOULD answer an edge form of an id with 400 or 404, or with the resource of the number it names',
    check: edgeIdAnswered,
  }),
  defineRule({
    id: 'inquiry.read-only',
    operation,
    subject: 'exchange',
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
  }),
]);
