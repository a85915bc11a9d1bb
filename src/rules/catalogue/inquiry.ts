// GET_ORIGIN_INQUIRY_BY_ID: every rule of the spec and of the decisions (docs/decisions.md) for the inquiry query.
import type { Exchange } from '../../http/types.js';
import { decision, spec } from '../sources.js';
import { defineRule, keywordsAnywhere, on, type InputKind } from '../rule.js';
import { codeIs200 } from '../checks/envelopes.js';
import { DOCUMENTED, errorBodyShape, expectMessage, invalidFormatEchoed } from '../checks/error-messages.js';
import { edgeIdAnswered, edgeIdSafe, idEchoed } from '../checks/id-comparisons.js';
import { expectJsonBody } from '../checks/json-body.js';
import { expectJsonContentType, expectOneContentType } from '../checks/media-type.js';
import { expectNoServerError, expectNotSuccessful, expectStatus } from '../checks/status.js';
import type { DocumentSubject, RequestSubject } from '../subjects.js';

const operation = 'GET_ORIGIN_INQUIRY_BY_ID' as const;
const REPLY = '/data/replies/\\d+';
/** answeredAt and partnerTransferStatus may be null where the state explains it (decisions D4, D5): the fields rule judges when. */
const aStringOrNull: InputKind = { what: 'a string or null', test: (value) => typeof value === 'string' || value === null };

export const inquiry = {
  noServerError: defineRule<Exchange>({
    id: 'inquiry.no-server-error',
    operation,
    sources: [decision.D11, decision.D16],
    title: 'MUST NOT answer any request with a 5xx status',
    check: expectNoServerError,
  }),
  foundStatus: defineRule<Exchange>({
    id: 'inquiry.found.status',
    operation,
    sources: [spec.getInquiry, decision.D14],
    title: 'MUST answer 200 for an inquiry of the calling vendor',
    check: (e) => expectStatus(e, 200),
  }),
  contentType: defineRule<Exchange>({
    id: 'inquiry.found.content-type',
    operation,
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
  }),
  contentTypeOnce: defineRule<Exchange>({
    id: 'inquiry.found.content-type-once',
    operation,
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
  }),
  json: defineRule<Exchange>({
    id: 'inquiry.found.json',
    operation,
    sources: [spec.getInquiry],
    title: 'MUST send a 200 body that is valid JSON',
    check: expectJsonBody,
  }),
  // The envelope that is not an object, and code, message and data missing or of the wrong type.
  envelope: defineRule<DocumentSubject>({
    id: 'inquiry.envelope',
    operation,
    sources: [spec.inquiryEnvelope, decision.D7],
    title: 'MUST wrap the inquiry in an envelope: code a number, message a string, data an object',
    claims: [on(/^(\/code|\/message|\/data)?$/, 'type', 'required')],
  }),
  envelopeCode: defineRule<DocumentSubject>({
    id: 'inquiry.envelope.code',
    operation,
    sources: [decision.D7],
    title: 'SHOULD give code 200 in the envelope of a successful answer',
    reads: [{ at: '/code', is: 'number' }],
    check: codeIs200,
  }),
  idEcho: defineRule<DocumentSubject>({
    id: 'inquiry.id-echo',
    operation,
    sources: [decision.D8, decision.D17],
    title: 'MUST return the inquiry whose inquiryId was requested',
    reads: [{ at: '/data/inquiryId', is: 'number' }],
    check: (s) => idEchoed(s, '/data/inquiryId', 'number'),
  }),
  timestamps: defineRule<DocumentSubject>({
    id: 'inquiry.timestamps',
    operation,
    sources: [spec.inquiry, decision.D4],
    title: 'MUST give answeredAt, inquiryAt and orderDate as YYYY-MM-DDThh:mm:ss.ssssss±hh:mm naming a real time',
    reads: [
      { at: '/data/answeredAt', is: aStringOrNull },
      ...['inquiryAt', 'orderDate'].map((field) => ({ at: `/data/${field}`, is: 'string' as const })),
    ],
    claims: [on(/^\/data\/(answeredAt|inquiryAt|orderDate)$/, 'pattern', 'format')],
  }),
  statuses: defineRule<DocumentSubject>({
    id: 'inquiry.statuses',
    operation,
    sources: [spec.states, decision.D5],
    title: 'MUST give inquiryStatus as progress|complete and csPartnerCounselingStatus as requestAnswer|answered (exact case)',
    reads: ['inquiryStatus', 'csPartnerCounselingStatus'].map((field) => ({ at: `/data/${field}`, is: 'string' as const })),
    claims: [on(/^\/data\/(inquiryStatus|csPartnerCounselingStatus)$/, 'enum')],
  }),
  buyerEmail: defineRule<DocumentSubject>({
    id: 'inquiry.buyer-email',
    operation,
    sources: [spec.inquiry, decision.D5],
    title: 'MUST give buyerEmail as the empty string',
    reads: [{ at: '/data/buyerEmail', is: 'string' }],
    claims: [on(/^\/data\/buyerEmail$/, 'const')],
  }),
  replyTimestamp: defineRule<DocumentSubject>({
    id: 'inquiry.reply.timestamp',
    operation,
    sources: [spec.reply, decision.D4],
    title: 'MUST give replyAt as YYYY-MM-DDThh:mm:ss.ssssss±hh:mm naming a real time',
    reads: [{ at: '/data/replies/*/replyAt', is: 'string' }],
    claims: [on(new RegExp(`^${REPLY}/replyAt$`), 'pattern', 'format')],
  }),
  replyStatuses: defineRule<DocumentSubject>({
    id: 'inquiry.reply.statuses',
    operation,
    sources: [spec.states, decision.D5],
    title: 'MUST give partnerTransferStatus as none|requestAnswer|answered and answerType as csAgent|vendor (exact case)',
    reads: [
      { at: '/data/replies/*/partnerTransferStatus', is: aStringOrNull },
      { at: '/data/replies/*/answerType', is: 'string' },
    ],
    claims: [on(new RegExp(`^${REPLY}/(partnerTransferStatus|answerType)$`), 'enum')],
  }),
  unknownFields: defineRule<DocumentSubject>({
    id: 'inquiry.unknown-fields',
    operation,
    sources: [decision.D13],
    title: 'SHOULD NOT add fields the spec does not document',
    reads: [{ at: '/data/replies/*', is: 'object' }],
    claims: [keywordsAnywhere('additionalProperties')],
  }),
  // A reply that is not an object, a field of it missing or of the wrong type.
  replyFields: defineRule<DocumentSubject>({
    id: 'inquiry.reply.fields',
    operation,
    sources: [spec.reply, decision.D5],
    title: 'MUST give every reply its documented fields with their documented types',
    reads: [{ at: '/data/replies', is: 'array' }],
    claims: [on(new RegExp(`^${REPLY}(/[^/]+)?$`), 'type', 'required'), on(new RegExp(`^${REPLY}/parentAnswerId$`), 'minimum')],
  }),
  // A field of data missing or of the wrong type; vendorItemId, a number or an array of numbers, item by item.
  fields: defineRule<DocumentSubject>({
    id: 'inquiry.fields',
    operation,
    sources: [spec.inquiry, decision.D5],
    title: 'MUST give the inquiry its documented fields with their documented types',
    claims: [on(/^\/data\/[^/]+$/, 'type', 'required', 'anyOf'), on(/^\/data\/vendorItemId\/\d+$/, 'type')],
  }),

  malformedStatus: defineRule<RequestSubject>({
    id: 'inquiry.malformed.status',
    operation,
    sources: [spec.errors, decision.D10, decision.D17],
    title: 'MUST answer 400 for an inquiryId that is not a number',
    check: (s) => expectStatus(s.exchange, 400),
  }),
  malformedMessage: defineRule<RequestSubject>({
    id: 'inquiry.malformed.message',
    operation,
    sources: [spec.errors, decision.D9],
    title: 'MUST say "Invalid format inquiryId : " followed by the value sent',
    check: invalidFormatEchoed,
  }),
  notFoundStatus: defineRule<RequestSubject>({
    id: 'inquiry.not-found.status',
    operation,
    sources: [spec.errors, decision.D17],
    title: 'MUST answer 404 for an inquiryId that matches no inquiry',
    check: (s) => expectStatus(s.exchange, 404),
  }),
  notFoundMessage: defineRule<RequestSubject>({
    id: 'inquiry.not-found.message',
    operation,
    sources: [spec.errors, decision.D9],
    title: 'MUST say "Inquiry not found" for an unknown inquiryId',
    check: (s) => expectMessage(s.exchange, DOCUMENTED.inquiryNotFound),
  }),
  foreignStatus: defineRule<RequestSubject>({
    id: 'inquiry.foreign.status',
    operation,
    sources: [spec.getInquiry, spec.errors, decision.D14, decision.D15],
    title: "MUST answer 404 for another vendor's inquiry",
    check: (s) => expectStatus(s.exchange, 404),
  }),
  foreignMessage: defineRule<RequestSubject>({
    id: 'inquiry.foreign.message',
    operation,
    sources: [spec.errors, decision.D9, decision.D15],
    title: 'MUST say "Vendor id should be same with the vendor id in this inquiry" for another vendor\'s inquiry',
    check: (s) => expectMessage(s.exchange, DOCUMENTED.inquiryVendorMismatch),
  }),
  errorBody: defineRule<RequestSubject>({
    id: 'inquiry.error-body',
    operation,
    sources: [decision.D9],
    title: 'SHOULD send error bodies as JSON objects with a string message',
    check: (s) => errorBodyShape(s.exchange),
  }),
  edgeIdSafe: defineRule<RequestSubject>({
    id: 'inquiry.edge-id.safe',
    operation,
    sources: [decision.D10],
    title:
      'MUST NOT answer an edge form of an id (sign, zeros, spaces, overflow, digits of another script) with a 5xx or with another inquiry',
    check: (s) => edgeIdSafe(s, '/data/inquiryId'),
  }),
  edgeIdAnswered: defineRule<RequestSubject>({
    id: 'inquiry.edge-id.status',
    operation,
    sources: [decision.D10],
    title: 'SHOULD answer an edge form of an id with 400 or 404, or with the resource of the number it names',
    check: edgeIdAnswered,
  }),
  readOnly: defineRule<Exchange>({
    id: 'inquiry.read-only',
    operation,
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
  }),
};
