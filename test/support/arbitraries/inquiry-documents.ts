// Inquiries valid by schemas/inquiry-envelope.schema.json (with inquiry and reply) and by every
// inquiry rule of the catalogue, MUST and SHOULD: every value of each enumeration, vendorItemId a
// number or an array of numbers, parentAnswerId a string, null or a whole number (0 in the 2018 records),
// partnerTransferStatus null on a vendor's reply and answeredAt null until answered (decisions D4, D5),
// buyerEmail "", timestamps with six fractional digits and an offset from -14:00 to +14:00, envelope code 200.
import fc from 'fast-check';
import type { Inquiry, InquiryEnvelope, Reply } from '../../../src/types/api.js';
import { formatCalendarDate, inquiryTimestampArbitrary, wallClockArbitrary } from './calendar-values.js';
import { INQUIRY } from '../../../src/operations.js';
import { idArbitrary, textArbitrary } from './documents.js';
import { holdingTheRules } from './holding-the-rules.js';

export const INQUIRY_STATUSES: readonly Inquiry['inquiryStatus'][] = ['progress', 'complete'];
export const COUNSELING_STATUSES: readonly Inquiry['csPartnerCounselingStatus'][] = ['requestAnswer', 'answered'];
export const TRANSFER_STATUSES: readonly string[] = ['none', 'requestAnswer', 'answered'];
export const ANSWER_TYPES: readonly Reply['answerType'][] = ['csAgent', 'vendor'];
/** partnerTransferCompleteReason values seen in public material; the field is any string. */
const TRANSFER_REASONS = ['NONE', 'DISPUTE_PROCESS', 'DISPUTE_PROCESS_COMPLETE', 'CANCEL'];

/** A JSON number as the schema's `number` admits it: mostly whole ids, sometimes a fraction, zero or a negative. */
function anyNumberArbitrary(): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: idArbitrary(), weight: 8 },
    { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
    { arbitrary: fc.integer({ min: -1_000, max: 0 }), weight: 1 },
  );
}

/** One element of replies. */
export function replyArbitrary(): fc.Arbitrary<Reply> {
  return fc
    .record({
      answerId: anyNumberArbitrary(),
      parentAnswerId: fc.oneof(fc.constant(null), idArbitrary().map(String), textArbitrary(), fc.constant(0), idArbitrary()),
      partnerTransferStatus: fc.constantFrom(...(TRANSFER_STATUSES as Reply['partnerTransferStatus'][])),
      partnerTransferCompleteReason: fc.oneof(fc.constantFrom(...TRANSFER_REASONS), textArbitrary()),
      answerType: fc.constantFrom(...ANSWER_TYPES),
      needAnswer: fc.boolean(),
      receptionistName: textArbitrary(),
      receptionist: textArbitrary(),
      replyAt: inquiryTimestampArbitrary(),
      content: textArbitrary(),
      untransferred: fc.boolean(),
    })
    .map(({ untransferred, ...reply }) =>
      // The seller's own reply was never transferred: null there, as in the 2018 records.
      untransferred && reply.answerType === 'vendor' ? { ...reply, partnerTransferStatus: null } : reply,
    );
}

export interface InquiryConstraints {
  /** The inquiry's id; drawn when absent. */
  inquiryId?: number;
  /** Fewest replies; 0 by default. */
  minReplies?: number;
  /** Most replies; 4 by default. */
  maxReplies?: number;
}

/** `YYYY-MM-DD` as in the official example's sale dates (their format is not shown: any string is valid). */
const saleDateArbitrary = fc.oneof(wallClockArbitrary().map(formatCalendarDate), fc.constant('2099-12-29'), textArbitrary());

/** The inquiry itself, the `data` of the envelope. */
export function inquiryArbitrary(constraints: InquiryConstraints = {}): fc.Arbitrary<Inquiry> {
  const { inquiryId, minReplies = 0, maxReplies = 4 } = constraints;
  return fc
    .record({
      inquiryId: inquiryId === undefined ? idArbitrary() : fc.constant(inquiryId),
      inquiryStatus: fc.constantFrom(...INQUIRY_STATUSES),
      csPartnerCounselingStatus: fc.constantFrom(...COUNSELING_STATUSES),
      vendorItemId: fc.oneof(anyNumberArbitrary(), fc.array(anyNumberArbitrary(), { maxLength: 3 })),
      itemName: textArbitrary(),
      content: textArbitrary(),
      answeredAt: inquiryTimestampArbitrary(),
      replies: fc.array(replyArbitrary(), { minLength: minReplies, maxLength: maxReplies }),
      inquiryAt: inquiryTimestampArbitrary(),
      buyerEmail: fc.constant('' as const),
      buyerPhone: fc.oneof(fc.stringMatching(/^0\d{2,3}-\d{3,4}-\d{4}$/), textArbitrary()),
      orderId: idArbitrary(),
      orderDate: inquiryTimestampArbitrary(),
      receiptCategory: fc.oneof(fc.constantFrom('배송>배송>배송', '취소/반품>반품>단순변심'), textArbitrary()),
      saleStartedAt: saleDateArbitrary,
      saleEndedAt: saleDateArbitrary,
      unanswered: fc.boolean(),
    })
    .map(({ unanswered, ...inquiry }) =>
      // An inquiry that awaits an answer has no answer time: null there (decision D4).
      unanswered && inquiry.csPartnerCounselingStatus === 'requestAnswer' ? { ...inquiry, answeredAt: null } : inquiry,
    );
}

export type InquiryEnvelopeConstraints = InquiryConstraints;

/** GET_ORIGIN_INQUIRY_BY_ID's 200 body: `{ code: 200, message, data }`, holding every rule of the catalogue. */
export function inquiryEnvelopeArbitrary(constraints: InquiryEnvelopeConstraints = {}): fc.Arbitrary<InquiryEnvelope> {
  return holdingTheRules(INQUIRY.operation, inquiryEnvelopeDraftArbitrary(constraints));
}

/** An envelope built to the schema and to the rules this file knows, before the catalogue's checks have their say. */
export function inquiryEnvelopeDraftArbitrary(constraints: InquiryEnvelopeConstraints = {}): fc.Arbitrary<InquiryEnvelope> {
  return fc.record({
    code: fc.constant(200),
    message: fc.oneof(fc.constant('OK'), textArbitrary()),
    data: inquiryArbitrary(constraints),
  });
}
