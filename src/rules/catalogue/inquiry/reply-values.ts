// The values of each reply's fields: replyAt and the statuses of the reply (spec: Reply, States; decisions D4, D5).
import { decision, spec } from '../../sources.js';
import { json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, on } from '../../rule.js';
import { aStringOrNull, firstReply, operation, REPLY } from './shared.js';

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
] as const;
