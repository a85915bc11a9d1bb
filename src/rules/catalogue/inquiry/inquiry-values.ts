// The values of the inquiry's own fields: its id is the one requested, its timestamps, its statuses, the
// blanked buyerEmail (spec: Inquiry, States; decisions D4, D5, D8, D17).
import { decision, spec } from '../../sources.js';
import { json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, on } from '../../rule.js';
import { idEchoed } from '../../checks/id-comparisons.js';
import { aStringOrNull, ID, operation } from './shared.js';
import { fails, failsAt, notJudged, passes } from '../../example.js';

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
    examples: [
      passes('the inquiryId requested (D8)'),
      fails(
        'another inquiryId than the one requested (D8)',
        json((b) => {
          b.data.inquiryId += 1;
        }),
        { at: '/data/inquiryId' },
      ),
      fails(
        'the inquiryId requested and a half: a number, as the spec types it, but a fraction is another id (D8)',
        json((b) => {
          b.data.inquiryId += 0.5;
        }),
        { at: '/data/inquiryId' },
      ),
      notJudged(
        'inquiryId as a string: not a number, which inquiry.fields reports',
        json((b) => {
          b.data.inquiryId = String(b.data.inquiryId);
        }),
        { at: '/data/inquiryId', see: 'inquiry.fields' },
      ),
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
    examples: [
      passes(
        'timestamps at offsets -14:00 and +14:00 (D4)',
        json((b) => {
          b.data.inquiryAt = '2025-01-15T14:17:13.000000-14:00';
          b.data.orderDate = '2025-01-15T14:17:13.000000+14:00';
        }),
      ),
      passes(
        'answeredAt null while the inquiry awaits an answer (D4, revised 2026-11-25)',
        json((b) => {
          b.data.csPartnerCounselingStatus = 'requestAnswer';
          b.data.answeredAt = null;
        }),
      ),
      failsAt('inquiryAt without fractional digits (D4)', '/data/inquiryAt', '2025-01-15T14:17:13-08:00'),
      failsAt('inquiryAt with 5 fractional digits (D4)', '/data/inquiryAt', '2025-01-15T14:17:13.97388-08:00'),
      failsAt('inquiryAt in UTC "Z", not an offset (D4)', '/data/inquiryAt', '2025-01-15T14:17:13.973885Z'),
      failsAt('answeredAt in month 13', '/data/answeredAt', '2025-13-01T14:17:13.973885-08:00'),
      failsAt(
        'answeredAt on 29 February of a common year, which the pattern lets through: the calendar format is claimed',
        '/data/answeredAt',
        '2023-02-29T10:00:00.000000+09:00',
      ),
      failsAt('orderDate at offset +25:00, beyond +14:00 (D4)', '/data/orderDate', '2025-01-15T14:17:13.973885+25:00'),
      notJudged(
        'answeredAt the number 20250115: not a string or null, which inquiry.fields reports',
        json((b) => {
          b.data.answeredAt = 20250115;
        }),
        { at: '/data/answeredAt', see: 'inquiry.fields' },
      ),
      notJudged(
        'no orderDate, which inquiry.fields reports',
        json((b) => {
          delete b.data.orderDate;
        }),
        { at: '/data/orderDate', see: 'inquiry.fields' },
      ),
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
    examples: [
      passes(
        'the lower-case statuses complete / answered (D5)',
        json((b) => {
          b.data.inquiryStatus = 'complete';
          b.data.csPartnerCounselingStatus = 'answered';
        }),
      ),
      failsAt('inquiryStatus "Progress" (exact case, D5)', '/data/inquiryStatus', 'Progress'),
      failsAt('csPartnerCounselingStatus "RequestAnswer" (exact case, D5)', '/data/csPartnerCounselingStatus', 'RequestAnswer'),
      notJudged(
        'no inquiryStatus, which inquiry.fields reports',
        json((b) => {
          delete b.data.inquiryStatus;
        }),
        { at: '/data/inquiryStatus', see: 'inquiry.fields' },
      ),
      notJudged(
        'csPartnerCounselingStatus the number 1: not a string, which inquiry.fields reports',
        json((b) => {
          b.data.csPartnerCounselingStatus = 1;
        }),
        { at: '/data/csPartnerCounselingStatus', see: 'inquiry.fields' },
      ),
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
    examples: [
      passes('buyerEmail "" (D5)'),
      failsAt('buyerEmail not blanked', '/data/buyerEmail', 'buyer@example.com'),
      notJudged(
        'buyerEmail null: not a string, which inquiry.fields reports',
        json((b) => {
          b.data.buyerEmail = null;
        }),
        { at: '/data/buyerEmail', see: 'inquiry.fields' },
      ),
    ],
  }),
];
