// The shape of the inquiry and of its replies: each documented field present with its documented type
// (spec: Inquiry, Reply; decision D5).
import { decision, spec } from '../../sources.js';
import { json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, on } from '../../rule.js';
import { firstReply, operation, REPLY } from './shared.js';
import { fails, failsAt, notJudged, passes } from '../../example.js';

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
    examples: [
      passes(
        'no replies ([])',
        json((b) => {
          b.data.replies = [];
        }),
      ),
      passes(
        'parentAnswerId as a string (D5)',
        json((b) => {
          firstReply(b).parentAnswerId = '21128942421016';
        }),
      ),
      passes(
        'parentAnswerId 0, as in the 2018 records (D5, revised 2026-11-25)',
        json((b) => {
          firstReply(b).parentAnswerId = 0;
        }),
      ),
      passes(
        "partnerTransferStatus null on the seller's own reply (D5, revised 2026-11-25)",
        json((b) => {
          firstReply(b).answerType = 'vendor';
          firstReply(b).partnerTransferStatus = null;
        }),
      ),
      failsAt('parentAnswerId 1.5, a fraction', '/data/replies/0/parentAnswerId', 1.5),
      failsAt('parentAnswerId -1: no id is negative (D5)', '/data/replies/0/parentAnswerId', -1),
      fails(
        'partnerTransferStatus null on a csAgent reply, whose status tells the seller an answer is awaited (D5)',
        json((b) => {
          firstReply(b).answerType = 'csAgent';
          firstReply(b).partnerTransferStatus = null;
        }),
        { at: '/data/replies/0/partnerTransferStatus' },
      ),
      failsAt('needAnswer "true", a string', '/data/replies/0/needAnswer', 'true'),
      fails(
        'a reply without answerId',
        json((b) => {
          delete firstReply(b).answerId;
        }),
        { at: '/data/replies/0/answerId' },
      ),
      failsAt('a reply that is a string', '/data/replies/0', 'reply'),
      notJudged(
        'no replies, which inquiry.fields reports',
        json((b) => {
          delete b.data.replies;
        }),
        { at: '/data/replies', see: 'inquiry.fields' },
      ),
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
    examples: [
      passes(
        'vendorItemId as one number (D5)',
        json((b) => {
          b.data.vendorItemId = 75235680736;
        }),
      ),
      passes(
        'no replies ([])',
        json((b) => {
          b.data.replies = [];
        }),
      ),
      passes(
        'answeredAt null while the inquiry awaits an answer (D4, revised 2026-11-25)',
        json((b) => {
          b.data.csPartnerCounselingStatus = 'requestAnswer';
          b.data.answeredAt = null;
        }),
      ),
      failsAt('vendorItemId "x"', '/data/vendorItemId', 'x'),
      fails(
        'a vendorItemId array holding a string: the anyOf branch that got furthest, pointing at the element',
        json((b) => {
          b.data.vendorItemId = ['x'];
        }),
        { at: '/data/vendorItemId/0' },
      ),
      fails(
        'no replies',
        json((b) => {
          delete b.data.replies;
        }),
        { at: '/data/replies' },
      ),
      fails(
        'inquiryId as a string (D5)',
        json((b) => {
          b.data.inquiryId = String(b.data.inquiryId);
        }),
        { at: '/data/inquiryId' },
      ),
      failsAt('orderId 1.5', '/data/orderId', 1.5),
      fails(
        'answeredAt null on an inquiry that says it is answered (D4)',
        json((b) => {
          b.data.csPartnerCounselingStatus = 'answered';
          b.data.answeredAt = null;
        }),
        { at: '/data/answeredAt' },
      ),
    ],
  }),
];
