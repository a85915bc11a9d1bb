// The values of the inquiry's own fields: its id is the one requested, its timestamps, its statuses, the
// blanked buyerEmail (spec: Inquiry, States; decisions D4, D5, D8, D17).
import { decision, spec } from '../../sources.js';
import { json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, on } from '../../rule.js';
import { idEchoed } from '../../checks/id-comparisons.js';
import { aStringOrNull, ID, operation } from './shared.js';

export const inquiryValueRules = [
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
] as const;
