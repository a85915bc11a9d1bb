// The values of each reply's fields: replyAt and the statuses of the reply (spec: Reply, States; decisions D4, D5).
import { decision, spec } from '../../sources.js';
import { json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, on } from '../../rule.js';
import { aStringOrNull, firstReply, operation, REPLY } from './shared.js';
import { failsAt, notJudged, passes } from '../../example.js';

export const replyValueRules = [
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
    examples: [
      passes('replyAt with six fractional digits and an offset (D4)'),
      failsAt('replyAt in the coupon format (D4)', '/data/replies/0/replyAt', '2025-01-15 14:17:13'),
      failsAt('replyAt on 2025-02-29, a day that does not exist', '/data/replies/0/replyAt', '2025-02-29T14:17:13.973885-08:00'),
      notJudged(
        'a reply that is a string, which inquiry.reply.fields reports',
        json((b) => {
          b.data.replies[0] = 'reply';
        }),
        { at: '/data/replies/0', see: 'inquiry.reply.fields' },
      ),
      notJudged(
        'no replies, which inquiry.fields reports',
        json((b) => {
          delete b.data.replies;
        }),
        { at: '/data/replies', see: 'inquiry.fields' },
      ),
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
    examples: [
      passes(
        "partnerTransferStatus null on the seller's own reply (D5, revised 2026-11-25)",
        json((b) => {
          firstReply(b).answerType = 'vendor';
          firstReply(b).partnerTransferStatus = null;
        }),
      ),
      failsAt('reply answerType "agent" (D5)', '/data/replies/0/answerType', 'agent'),
      failsAt('reply partnerTransferStatus "NONE" (exact case, D5)', '/data/replies/0/partnerTransferStatus', 'NONE'),
      notJudged(
        'partnerTransferStatus false: not a string or null, which inquiry.reply.fields reports',
        json((b) => {
          firstReply(b).partnerTransferStatus = false;
        }),
        { at: '/data/replies/0/partnerTransferStatus', see: 'inquiry.reply.fields' },
      ),
      notJudged(
        'a reply that is a string, which inquiry.reply.fields reports',
        json((b) => {
          b.data.replies[0] = 'reply';
        }),
        { at: '/data/replies/0', see: 'inquiry.reply.fields' },
      ),
      notJudged(
        'no replies, which inquiry.fields reports',
        json((b) => {
          delete b.data.replies;
        }),
        { at: '/data/replies', see: 'inquiry.fields' },
      ),
    ],
  }),
];
