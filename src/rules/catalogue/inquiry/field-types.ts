// The shape of the inquiry and of its replies: each documented field present with its documented type
// (spec: Inquiry, Reply; decision D5).
import { decision, spec } from '../../sources.js';
import { json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, on } from '../../rule.js';
import { firstReply, operation, REPLY } from './shared.js';

export const fieldTypeRules = [
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
] as const;
