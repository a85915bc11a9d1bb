// GET_ORIGIN_INQUIRY_BY_ID: every rule of the spec and of the ARCHITECTURE decisions for the inquiry query.
import type { Exchange } from '../../http/types.js';
import { documentedMessages } from '../../schemas/validators.js';
import { idEchoed } from '../checks/coupon-checks.js';
import { edgeIdAnswered, edgeIdSafe } from '../checks/edge-id-checks.js';
import { errorBodyShape } from '../checks/error-body-checks.js';
import { envelopeCodeIs200, invalidFormatEchoed } from '../checks/inquiry-checks.js';
import { everything, onField, withKeyword } from '../ownership.js';
import { expectJsonBody, expectJsonContentType, expectMessage, expectNoServerError, expectNotSuccessful, expectStatus } from '../response-checks.js';
import type { DocumentSubject, RequestSubject } from '../subjects.js';
import type { Rule } from '../types.js';

const operation = 'GET_ORIGIN_INQUIRY_BY_ID' as const;
const REPLY = '/data/replies/\\d+';

export const inquiry = {
  noServerError: { id: 'inquiry.no-server-error', severity: 'must', operation, section: 'Decision 11', title: 'MUST NOT answer any request with a 5xx status', check: expectNoServerError } satisfies Rule<Exchange>,
  foundStatus: { id: 'inquiry.found.status', severity: 'must', operation, section: 'Endpoints §3', title: "MUST answer 200 for an inquiry of the calling vendor", check: (e) => expectStatus(e, 200) } satisfies Rule<Exchange>,
  contentType: { id: 'inquiry.found.content-type', severity: 'must', operation, section: 'Decision 11', title: 'MUST send a 200 with Content-Type application/json', check: expectJsonContentType } satisfies Rule<Exchange>,
  json: { id: 'inquiry.found.json', severity: 'must', operation, section: 'Endpoints §3', title: 'MUST send a 200 body that is valid JSON', check: expectJsonBody } satisfies Rule<Exchange>,
  envelope: { id: 'inquiry.envelope', severity: 'must', operation, section: 'Resources: Inquiry envelope; Decision 7', title: 'MUST wrap the inquiry in an envelope: code a number, message a string, data an object', owns: onField(/^(\/code|\/message|\/data|)$/, 'type', 'required') } satisfies Rule<DocumentSubject>,
  envelopeCode: { id: 'inquiry.envelope.code', severity: 'should', operation, section: 'Decision 7', title: 'SHOULD give code 200 in the envelope of a successful answer', check: envelopeCodeIs200 } satisfies Rule<DocumentSubject>,
  idEcho: { id: 'inquiry.id-echo', severity: 'must', operation, section: 'Decision 8', title: 'MUST return the inquiry whose inquiryId was requested', check: (s) => idEchoed(s, '/data/inquiryId', 'number') } satisfies Rule<DocumentSubject>,
  timestamps: { id: 'inquiry.timestamps', severity: 'must', operation, section: 'Resources: Inquiry; Decision 4', title: 'MUST give answeredAt, inquiryAt and orderDate as YYYY-MM-DDThh:mm:ss.ssssss±hh:mm naming a real time', owns: onField(/^\/data\/(answeredAt|inquiryAt|orderDate)$/, 'pattern', 'format') } satisfies Rule<DocumentSubject>,
  statuses: { id: 'inquiry.statuses', severity: 'must', operation, section: 'States; Decision 5', title: 'MUST give inquiryStatus as progress|complete and csPartnerCounselingStatus as requestAnswer|answered (exact case)', owns: onField(/^\/data\/(inquiryStatus|csPartnerCounselingStatus)$/, 'enum') } satisfies Rule<DocumentSubject>,
  buyerEmail: { id: 'inquiry.buyer-email', severity: 'must', operation, section: 'Resources: Inquiry; Decision 5', title: 'MUST give buyerEmail as the empty string', owns: onField(/^\/data\/buyerEmail$/, 'const') } satisfies Rule<DocumentSubject>,
  replyTimestamp: { id: 'inquiry.reply.timestamp', severity: 'must', operation, section: 'Resources: Reply; Decision 4', title: 'MUST give replyAt as YYYY-MM-DDThh:mm:ss.ssssss±hh:mm naming a real time', owns: onField(new RegExp(`^${REPLY}/replyAt$`), 'pattern', 'format') } satisfies Rule<DocumentSubject>,
  replyStatuses: { id: 'inquiry.reply.statuses', severity: 'must', operation, section: 'States; Decision 5', title: 'MUST give partnerTransferStatus as none|requestAnswer|answered and answerType as csAgent|vendor (exact case)', owns: onField(new RegExp(`^${REPLY}/(partnerTransferStatus|answerType)$`), 'enum') } satisfies Rule<DocumentSubject>,
  unknownFields: { id: 'inquiry.unknown-fields', severity: 'should', operation, section: 'Decision 13', title: 'SHOULD NOT add fields the spec does not document', owns: withKeyword('additionalProperties') } satisfies Rule<DocumentSubject>,
  replyFields: { id: 'inquiry.reply.fields', severity: 'must', operation, section: 'Resources: Reply; Decision 5', title: 'MUST give every reply its documented fields with their documented types', owns: onField(new RegExp(`^${REPLY}(/|$)`)) } satisfies Rule<DocumentSubject>,
  fields: { id: 'inquiry.fields', severity: 'must', operation, section: 'Resources: Inquiry; Decision 5', title: 'MUST give the inquiry its documented fields with their documented types', owns: everything } satisfies Rule<DocumentSubject>,

  malformedStatus: { id: 'inquiry.malformed.status', severity: 'must', operation, section: 'Errors; Decision 10', title: 'MUST answer 400 for an inquiryId that is not a number', check: (s) => expectStatus(s.exchange, 400) } satisfies Rule<RequestSubject>,
  malformedMessage: { id: 'inquiry.malformed.message', severity: 'must', operation, section: 'Errors; Decision 9', title: 'MUST say "Invalid format inquiryId : " followed by the value sent', check: invalidFormatEchoed } satisfies Rule<RequestSubject>,
  notFoundStatus: { id: 'inquiry.not-found.status', severity: 'must', operation, section: 'Errors', title: 'MUST answer 404 for an inquiryId that matches no inquiry', check: (s) => expectStatus(s.exchange, 404) } satisfies Rule<RequestSubject>,
  notFoundMessage: { id: 'inquiry.not-found.message', severity: 'must', operation, section: 'Errors; Decision 9', title: 'MUST say "Inquiry not found" for an unknown inquiryId', check: (s) => expectMessage(s.exchange, documentedMessages.inquiryNotFound, 'Inquiry not found') } satisfies Rule<RequestSubject>,
  foreignStatus: { id: 'inquiry.foreign.status', severity: 'must', operation, section: 'Endpoints §3; Errors', title: "MUST answer 404 for another vendor's inquiry", check: (s) => expectStatus(s.exchange, 404) } satisfies Rule<RequestSubject>,
  foreignMessage: { id: 'inquiry.foreign.message', severity: 'must', operation, section: 'Errors; Decision 9', title: "MUST say \"Vendor id should be same with the vendor id in this inquiry\" for another vendor's inquiry", check: (s) => expectMessage(s.exchange, documentedMessages.inquiryVendorMismatch, 'Vendor id should be same with the vendor id in this inquiry') } satisfies Rule<RequestSubject>,
  errorBody: { id: 'inquiry.error-body', severity: 'should', operation, section: 'Decision 9', title: 'SHOULD send error bodies as JSON objects with a string message', check: (s) => errorBodyShape(s.exchange) } satisfies Rule<RequestSubject>,
  edgeIdSafe: { id: 'inquiry.edge-id.safe', severity: 'must', operation, section: 'Decision 10', title: 'MUST NOT answer an edge form of an id (sign, leading zeros, overflow, spaces) with a 5xx or with another inquiry', check: (s) => edgeIdSafe(s, '/data/inquiryId') } satisfies Rule<RequestSubject>,
  edgeIdAnswered: { id: 'inquiry.edge-id.status', severity: 'should', operation, section: 'Decision 10', title: 'SHOULD answer an edge form of an id with 400 or 404', check: edgeIdAnswered } satisfies Rule<RequestSubject>,
  readOnly: { id: 'inquiry.read-only', severity: 'should', operation, section: 'Decision 12', title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE', check: expectNotSuccessful } satisfies Rule<Exchange>,
};
