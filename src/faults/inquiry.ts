// The faulty implementations of GET_ORIGIN_INQUIRY_BY_ID: the reference with one defect each.
import { DOCUMENTED_WORDINGS as W, messageWith } from '../documented-wordings.js';
import { INQUIRY } from '../operations.js';
import { answerAs, json, jsonAnswer, nameTwice, status, type Json } from './changes.js';
import { idOf } from './scope.js';
import { contentTypeTwice, wrapsAround64Bits } from './shared.js';
import type { Fault } from './fault.js';

const firstReply = (envelope: Json) => envelope.data.replies[0];

export const INQUIRY_FAULTS: readonly Fault[] = [
  {
    id: 'inquiry-code-string',
    defect: 'envelope code "200" as a string',
    catches: 'inquiry.envelope',
    notPassed: ['inquiry.envelope.code'],
    answers: 'found',
    change: json((b) => {
      b.code = '200';
    }),
  },
  {
    id: 'inquiry-no-envelope',
    defect: 'the inquiry without its envelope',
    catches: 'inquiry.envelope',
    alsoBreaks: ['inquiry.unknown-fields'],
    answers: 'found',
    change: json((b) => b.data),
  },
  {
    id: 'inquiry-code-201',
    defect: 'envelope code 201 on success',
    catches: 'inquiry.envelope.code',
    answers: 'found',
    change: json((b) => {
      b.code = 201;
    }),
  },
  {
    id: 'inquiry-other-id',
    defect: 'another inquiry returned for the id requested',
    catches: 'inquiry.id-echo',
    answers: 'found',
    change: json((b) => {
      b.data.inquiryId += 1;
    }),
  },
  {
    id: 'inquiry-timestamp-no-fraction',
    defect: 'inquiryAt without the fractional seconds',
    catches: 'inquiry.timestamps',
    answers: 'found',
    change: json((b) => {
      b.data.inquiryAt = b.data.inquiryAt.replace(/\.\d{6}/, '');
    }),
  },
  {
    id: 'inquiry-timestamp-impossible',
    defect: 'orderDate on month 13',
    catches: 'inquiry.timestamps',
    answers: 'found',
    change: json((b) => {
      b.data.orderDate = b.data.orderDate.replace(/^(\d{4})-\d{2}/, '$1-13');
    }),
  },
  {
    id: 'inquiry-status-case',
    defect: 'inquiryStatus "Progress" (wrong case)',
    catches: 'inquiry.statuses',
    answers: 'found',
    change: json((b) => {
      b.data.inquiryStatus = b.data.inquiryStatus[0].toUpperCase() + b.data.inquiryStatus.slice(1);
    }),
  },
  {
    id: 'inquiry-counseling-status',
    defect: 'csPartnerCounselingStatus "pending"',
    catches: 'inquiry.statuses',
    answers: 'found',
    change: json((b) => {
      b.data.csPartnerCounselingStatus = 'pending';
    }),
  },
  {
    id: 'inquiry-buyer-email',
    defect: 'buyerEmail not blanked',
    catches: 'inquiry.buyer-email',
    answers: 'found',
    change: json((b) => {
      b.data.buyerEmail = 'buyer@example.com';
    }),
  },
  {
    id: 'inquiry-order-id-string',
    defect: 'orderId sent as a string',
    catches: 'inquiry.fields',
    answers: 'found',
    change: json((b) => {
      b.data.orderId = String(b.data.orderId);
    }),
  },
  {
    id: 'inquiry-replies-null',
    defect: 'replies null',
    catches: 'inquiry.fields',
    notPassed: ['inquiry.reply.timestamp', 'inquiry.reply.statuses', 'inquiry.reply.fields', 'inquiry.unknown-fields'],
    answers: 'found',
    change: json((b) => {
      b.data.replies = null;
    }),
  },
  {
    id: 'inquiry-answered-at-null',
    defect: 'answeredAt null on an inquiry that says it is answered',
    catches: 'inquiry.fields',
    answers: 'found',
    change: json((b) => {
      b.data.csPartnerCounselingStatus = 'answered';
      b.data.answeredAt = null;
    }),
  },
  {
    id: 'inquiry-parent-answer-negative',
    defect: 'parentAnswerId -1',
    catches: 'inquiry.reply.fields',
    answers: 'found',
    change: json((b) => {
      firstReply(b).parentAnswerId = -1;
    }),
  },
  {
    id: 'inquiry-agent-transfer-null',
    defect: "partnerTransferStatus null on the CS agent's reply (only the seller's own may be null)",
    catches: 'inquiry.reply.fields',
    answers: 'found',
    change: json((b) => {
      firstReply(b).answerType = 'csAgent';
      firstReply(b).partnerTransferStatus = null;
    }),
  },
  {
    id: 'inquiry-reply-answer-type',
    defect: 'reply answerType "agent"',
    catches: 'inquiry.reply.statuses',
    answers: 'found',
    change: json((b) => {
      firstReply(b).answerType = 'agent';
    }),
  },
  {
    id: 'inquiry-reply-transfer-case',
    defect: 'reply partnerTransferStatus "NONE" (wrong case)',
    catches: 'inquiry.reply.statuses',
    answers: 'found',
    change: json((b) => {
      firstReply(b).partnerTransferStatus = 'NONE';
    }),
  },
  {
    id: 'inquiry-reply-timestamp',
    defect: 'replyAt in the coupon style',
    catches: 'inquiry.reply.timestamp',
    answers: 'found',
    change: json((b) => {
      firstReply(b).replyAt = firstReply(b).replyAt.slice(0, 19).replace('T', ' ');
    }),
  },
  {
    id: 'inquiry-reply-need-answer',
    defect: 'reply needAnswer "true" as a string',
    catches: 'inquiry.reply.fields',
    answers: 'found',
    change: json((b) => {
      firstReply(b).needAnswer = String(firstReply(b).needAnswer);
    }),
  },
  {
    id: 'inquiry-extra-field',
    defect: 'an undocumented field vendorId',
    catches: 'inquiry.unknown-fields',
    answers: 'found',
    change: json((b) => {
      b.data.vendorId = 'A00012345';
    }),
  },
  {
    id: 'inquiry-content-type',
    defect: 'no Content-Type on the 200',
    catches: 'inquiry.found.content-type',
    answers: 'found',
    change: (a) => ({ ...a, headers: {} }),
  },
  {
    id: 'inquiry-content-type-twice',
    defect: 'the same Content-Type line twice',
    catches: 'inquiry.found.content-type-once',
    answers: 'found',
    change: contentTypeTwice,
  },
  {
    id: 'inquiry-truncated',
    defect: 'the 200 body cut off mid-JSON',
    catches: 'inquiry.found.json',
    answers: 'found',
    change: (a) => ({ ...a, body: a.body.slice(0, -10) }),
  },
  {
    id: 'inquiry-found-404',
    defect: "the vendor's own inquiry answered 404",
    catches: 'inquiry.found.status',
    answers: 'found',
    change: jsonAnswer(404, { code: 404, message: messageWith(W.inquiryNotFound) }),
  },
  {
    id: 'inquiry-foreign-200',
    defect: "another vendor's inquiry returned with 200",
    catches: 'inquiry.foreign.status',
    answers: 'foreign',
    change: answerAs(({ dataset }) => ({ vendorId: dataset.otherVendorId })),
  },
  {
    // The same credentials got 200 for the vendor's own inquiry: the 403 is the target's answer, judged (not "access refused").
    id: 'inquiry-foreign-403',
    defect: "another vendor's inquiry answered 403 with the documented message",
    catches: 'inquiry.foreign.status',
    answers: 'foreign',
    change: status(403),
  },
  {
    id: 'inquiry-foreign-not-found',
    defect: 'another vendor\'s inquiry answered "Inquiry not found"',
    catches: 'inquiry.foreign.message',
    answers: 'foreign',
    change: json((b) => {
      b.message = messageWith(W.inquiryNotFound);
    }),
  },
  {
    id: 'inquiry-unknown-400',
    defect: '400 where 404 is due (unknown id)',
    catches: 'inquiry.not-found.status',
    answers: 'not-found',
    change: jsonAnswer(400, { code: 400, message: messageWith(W.inquiryInvalidFormat, '9007199254740991') }),
  },
  {
    id: 'inquiry-unknown-wording',
    defect: '404 message "Not Found"',
    catches: 'inquiry.not-found.message',
    answers: 'not-found',
    change: json((b) => {
      b.message = 'Not Found';
    }),
  },
  {
    id: 'inquiry-not-found-message-twice',
    defect: 'the 404 body gives its message twice, the same wording each time',
    catches: 'inquiry.unique-names',
    answers: 'not-found',
    change: nameTwice('message'),
  },
  {
    id: 'inquiry-malformed-404',
    defect: '404 where 400 is due (letters in the id)',
    catches: 'inquiry.malformed.status',
    answers: 'malformed',
    change: jsonAnswer(404, { code: 404, message: messageWith(W.inquiryNotFound) }),
  },
  {
    id: 'inquiry-malformed-500',
    defect: '500 for ids with letters',
    catches: 'inquiry.no-server-error',
    alsoBreaks: ['inquiry.malformed.status'],
    answers: 'malformed',
    change: jsonAnswer(500, { code: 500, message: 'NumberFormatException' }),
  },
  {
    id: 'inquiry-malformed-no-echo',
    defect: 'the 400 message without the value sent',
    catches: 'inquiry.malformed.message',
    answers: 'malformed',
    change: json((b) => {
      b.message = 'Invalid format inquiryId';
    }),
  },
  {
    id: 'inquiry-malformed-encoded-echo',
    defect: 'the 400 message echoes the still-encoded value',
    catches: 'inquiry.malformed.message',
    answers: 'malformed',
    change: json((b, { request }) => {
      b.message = `Invalid format inquiryId : ${request.path.slice(INQUIRY.path.length)}`;
    }),
  },
  {
    id: 'inquiry-error-no-message',
    defect: 'error bodies without a message field (the text in "error")',
    catches: 'inquiry.not-found.message',
    alsoBreaks: ['inquiry.malformed.message', 'inquiry.foreign.message'],
    answers: ['not-found', 'malformed', 'foreign'],
    change: json((b) => ({ code: b.code, error: b.message })),
  },
  {
    id: 'inquiry-error-detail',
    defect: 'the 404 message only in a problem+json "detail"',
    catches: 'inquiry.not-found.message',
    answers: 'not-found',
    change: (a) => ({
      ...a,
      headers: { 'Content-Type': 'application/problem+json' },
      body: JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: JSON.parse(a.body).message }),
    }),
  },
  {
    id: 'inquiry-error-text-body',
    defect: 'error answers as plain text, not JSON',
    catches: 'inquiry.error-body',
    answers: ['not-found', 'malformed', 'foreign'],
    change: (a) => ({
      ...a,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.parse(a.body).message,
    }),
  },
  {
    id: 'inquiry-edge-wraps',
    defect: 'an id beyond 64 bits wraps around to an existing inquiry',
    catches: 'inquiry.edge-id.safe',
    answers: 'edge',
    change: wrapsAround64Bits(INQUIRY.path),
  },
  {
    id: 'inquiry-edge-negative-404',
    defect: 'negative ids answered 500',
    catches: 'inquiry.edge-id.safe',
    alsoBreaks: ['inquiry.no-server-error'],
    answers: 'edge',
    change: (a, c) => (idOf(c.request, INQUIRY.path).startsWith('-') ? jsonAnswer(500, { message: 'negative' })(a, c) : a),
  },
  {
    id: 'inquiry-edge-spaces-422',
    defect: 'ids with surrounding spaces answered 422 Unprocessable Entity',
    catches: 'inquiry.edge-id.status',
    answers: 'edge',
    change: (a, c) => (/^\s|\s$/.test(idOf(c.request, INQUIRY.path)) ? status(422)(a, c) : a),
  },
  {
    id: 'inquiry-edge-script-500',
    defect: '500 only for ids in digits of another script (a parser that assumes ASCII)',
    catches: 'inquiry.edge-id.safe',
    alsoBreaks: ['inquiry.no-server-error'],
    answers: 'edge',
    change: (a, c) => {
      const id = idOf(c.request, INQUIRY.path);
      return /\p{Nd}/u.test(id.replace(/[0-9]/g, '')) ? jsonAnswer(500, { message: 'NumberFormatException' })(a, c) : a;
    },
  },
  {
    id: 'inquiry-put-succeeds',
    defect: 'PUT on an inquiry answers 200',
    catches: 'inquiry.read-only',
    answers: 'write',
    change: (a, c) => (c.request.method === 'PUT' ? jsonAnswer(200, { code: 200, message: 'OK' })(a, c) : a),
  },

  {
    id: 'inquiry-id-string',
    defect: 'inquiryId sent as a string',
    catches: 'inquiry.fields',
    notPassed: ['inquiry.id-echo'],
    answers: 'found',
    change: json((b) => {
      b.data.inquiryId = String(b.data.inquiryId);
    }),
  },
];
