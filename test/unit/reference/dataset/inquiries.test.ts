// The contact center inquiries of the dataset: the plans cover every documented state and the transfer
// reasons seen in production; the seed draws the rest, in the documented styles and in time order.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildDataset, type Dataset, type Inquiry, type InquiryReply, type StoredInquiry } from '../../../../src/reference/index.js';
import { isRealCalendarTime } from '../../../support/reference/real-calendar-time.js';

// Built before each test, not as the file loads nor before all: a dataset that throws then fails the test,
// where a file that fails to load or a failed beforeAll leaves its tests skipped, no kill to StrykerJS (docs/proof.md).
let dataset: Dataset;
let storedInquiries: StoredInquiry[];
let inquiries: Inquiry[];
let replies: InquiryReply[];
beforeEach(() => {
  dataset = buildDataset();
  storedInquiries = Object.values(dataset.inquiries);
  inquiries = storedInquiries.map((stored) => stored.inquiry);
  replies = inquiries.flatMap((inquiry) => inquiry.replies);
});

describe('the inquiries of the default seed', () => {
  const INQUIRY_FIELDS = [
    'answeredAt',
    'buyerEmail',
    'buyerPhone',
    'content',
    'csPartnerCounselingStatus',
    'inquiryAt',
    'inquiryId',
    'inquiryStatus',
    'itemName',
    'orderDate',
    'orderId',
    'receiptCategory',
    'replies',
    'saleEndedAt',
    'saleStartedAt',
    'vendorItemId',
  ];
  const REPLY_FIELDS = [
    'answerId',
    'answerType',
    'content',
    'needAnswer',
    'parentAnswerId',
    'partnerTransferCompleteReason',
    'partnerTransferStatus',
    'receptionist',
    'receptionistName',
    'replyAt',
  ];
  const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}[+-]\d{2}:\d{2}$/;
  const valuesOf = <T>(pick: (inquiry: Inquiry) => T[]) => new Set(inquiries.flatMap(pick));

  function expectTimestamp(value: string): void {
    expect(value).toMatch(TIMESTAMP);
    expect(isRealCalendarTime(value.slice(0, 10), value.slice(11, 19))).toBe(true);
    expect(Number(value.slice(27, 29))).toBeLessThanOrEqual(14);
  }

  it('has at least 4 inquiries of the default vendor and 2 of another', () => {
    const owners = storedInquiries.map((stored) => stored.vendorId);
    expect(owners.filter((owner) => owner === dataset.defaultVendorId).length).toBeGreaterThanOrEqual(4);
    expect(owners.filter((owner) => owner === dataset.otherVendorId).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every inquiry and reply exactly the documented fields', () => {
    for (const inquiry of inquiries) expect(Object.keys(inquiry).sort()).toEqual(INQUIRY_FIELDS);
    for (const reply of replies) expect(Object.keys(reply).sort()).toEqual(REPLY_FIELDS);
  });

  it('formats all four timestamp fields exactly, as real times', () => {
    const stamps = [
      ...inquiries.flatMap((inquiry) => [inquiry.answeredAt, inquiry.inquiryAt, inquiry.orderDate]),
      ...replies.map((reply) => reply.replyAt),
    ];
    expect(stamps.length).toBeGreaterThan(inquiries.length * 3);
    // Every inquiry of the reference has its answer time: never the null of one awaiting an answer (D4).
    for (const stamp of stamps) expectTimestamp(stamp ?? 'null');
  });

  it('covers every documented enumeration value', () => {
    expect(valuesOf((inquiry) => [inquiry.inquiryStatus])).toEqual(new Set(['progress', 'complete']));
    expect(valuesOf((inquiry) => [inquiry.csPartnerCounselingStatus])).toEqual(new Set(['requestAnswer', 'answered']));
    const transfers = new Set(replies.map((reply) => reply.partnerTransferStatus));
    expect(transfers).toEqual(new Set(['none', 'requestAnswer', 'answered']));
    expect(new Set(replies.map((reply) => reply.answerType))).toEqual(new Set(['csAgent', 'vendor']));
    const reasons = new Set(replies.map((reply) => reply.partnerTransferCompleteReason));
    for (const reason of ['NONE', 'DISPUTE_PROCESS', 'CANCEL']) expect(reasons.has(reason)).toBe(true);
  });

  it('covers null and string parents, both needAnswer values, and an inquiry without replies', () => {
    expect(replies.some((reply) => reply.parentAnswerId === null)).toBe(true);
    expect(replies.some((reply) => typeof reply.parentAnswerId === 'string')).toBe(true);
    expect(new Set(replies.map((reply) => reply.needAnswer))).toEqual(new Set([true, false]));
    expect(inquiries.some((inquiry) => inquiry.replies.length === 0)).toBe(true);
  });

  it('uses vendorItemId arrays of numbers, and a single number once', () => {
    const forms = inquiries.map((inquiry) => inquiry.vendorItemId);
    expect(forms.some(Array.isArray)).toBe(true);
    expect(forms.some((form) => typeof form === 'number')).toBe(true);
    for (const form of forms) {
      for (const id of Array.isArray(form) ? form : [form]) expect(Number.isSafeInteger(id)).toBe(true);
    }
  });

  it('keeps ids, buyerEmail and the date-only fields in the documented styles', () => {
    for (const inquiry of inquiries) {
      expect(String(inquiry.inquiryId)).toMatch(/^[1-9]\d{8}$/);
      expect(inquiry.buyerEmail).toBe('');
      expect(Number.isSafeInteger(inquiry.orderId)).toBe(true);
      expect(String(inquiry.orderId)).toMatch(/^[1-9]\d{13,14}$/);
      expect(inquiry.saleStartedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(inquiry.saleEndedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(inquiry.receiptCategory).toMatch(/^[^>]+>[^>]+>[^>]+$/);
    }
    for (const reply of replies) {
      expect(Number.isSafeInteger(reply.answerId) && reply.answerId > 0).toBe(true);
      expect(String(reply.answerId).length).toBeLessThanOrEqual(14);
    }
    expect(replies.some((reply) => reply.content.includes('\n'))).toBe(true);
  });

  it('points each string parentAnswerId at an earlier reply of the same inquiry', () => {
    for (const inquiry of inquiries) {
      const ids = inquiry.replies.map((reply) => String(reply.answerId));
      inquiry.replies.forEach((reply, index) => {
        if (reply.parentAnswerId !== null) expect(ids.slice(0, index)).toContain(reply.parentAnswerId);
      });
    }
  });
});

describe('the inquiries of any seed', () => {
  const seeds = [1, 2, 3, 42, 99_999];
  /** The instant a written inquiry time names, its offset applied. */
  const instant = (stamp: string | null | undefined) => Date.parse(stamp ?? '');

  it.each(seeds)('are six of the default vendor and two of the other, for seed %i', (seed) => {
    const drawn = buildDataset(seed);
    const owners = Object.values(drawn.inquiries).map((stored) => stored.vendorId);
    expect(owners.filter((owner) => owner === drawn.defaultVendorId)).toHaveLength(6);
    expect(owners.filter((owner) => owner === drawn.otherVendorId)).toHaveLength(2);
  });

  it.each(seeds)('happen in order: sale, order, inquiry, each reply, for seed %i', (seed) => {
    for (const { inquiry } of Object.values(buildDataset(seed).inquiries)) {
      const times = [instant(inquiry.orderDate), instant(inquiry.inquiryAt), ...inquiry.replies.map((reply) => instant(reply.replyAt))];
      expect(
        times.every((time, index) => index === 0 || time > (times[index - 1] ?? 0)),
        String(inquiry.inquiryId),
      ).toBe(true);
      expect(inquiry.saleStartedAt < (inquiry.orderDate ?? '').slice(0, 10)).toBe(true);
      expect(inquiry.saleEndedAt > inquiry.saleStartedAt).toBe(true);
      // Answered at the last reply, or, with none, at its own time (D4: never null).
      expect(inquiry.answeredAt).toBe(inquiry.replies.at(-1)?.replyAt ?? inquiry.inquiryAt);
      // One offset per inquiry, its plan's.
      const stamps = [inquiry.orderDate, inquiry.inquiryAt, inquiry.answeredAt, ...inquiry.replies.map((reply) => reply.replyAt)];
      expect(new Set(stamps.map((stamp) => stamp?.slice(-6))).size).toBe(1);
    }
  });

  it.each(seeds)("answer as the seller with the vendor's own id, after the agent's transfer, for seed %i", (seed) => {
    for (const stored of Object.values(buildDataset(seed).inquiries)) {
      stored.inquiry.replies.forEach((reply, index) => {
        const previous = stored.inquiry.replies[index - 1];
        if (reply.answerType === 'vendor') {
          expect([reply.receptionist, reply.parentAnswerId, reply.partnerTransferStatus]).toEqual([
            stored.vendorId,
            String(previous?.answerId),
            'none',
          ]);
        } else {
          expect(reply.receptionist).toMatch(/^cssp-[a-z]+\d{2}$/);
          expect(reply.parentAnswerId).toBeNull();
        }
      });
    }
  });

  it.each(seeds)('write a buyer phone as a safe number 0504-XXXX-XXXX, and a vendorItemId of 11 digits, for seed %i', (seed) => {
    for (const { inquiry } of Object.values(buildDataset(seed).inquiries)) {
      expect(inquiry.buyerPhone).toMatch(/^0504-[1-9]\d{3}-[1-9]\d{3}$/);
      const items = Array.isArray(inquiry.vendorItemId) ? inquiry.vendorItemId : [inquiry.vendorItemId];
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.length).toBeLessThanOrEqual(3);
      for (const item of items) expect(String(item)).toMatch(/^[1-9]\d{10}$/);
    }
  });

  it.each(seeds)('write every text field, and a receipt category of three parts, for seed %i', (seed) => {
    for (const { inquiry } of Object.values(buildDataset(seed).inquiries)) {
      expect(
        [inquiry.itemName, inquiry.content].every((text) => text.trim().length > 0),
        String(inquiry.inquiryId),
      ).toBe(true);
      expect(inquiry.receiptCategory).toMatch(/^[^>]+>[^>]+>[^>]+$/);
      for (const reply of inquiry.replies) {
        expect(
          [reply.content, reply.receptionistName].every((text) => text.trim().length > 0),
          String(reply.answerId),
        ).toBe(true);
      }
    }
  });

  it('end a sale on 2099-12-29 more often than not, else within two years of its start', () => {
    const ends = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => Object.values(buildDataset(seed).inquiries).map(({ inquiry }) => inquiry));
    const open = ends.filter((inquiry) => inquiry.saleEndedAt === '2099-12-29').length;
    expect(open).toBeGreaterThan(ends.length / 2);
    expect(open).toBeLessThan(ends.length);
    for (const inquiry of ends.filter((drawn) => drawn.saleEndedAt !== '2099-12-29')) {
      const days = (Date.parse(inquiry.saleEndedAt) - Date.parse(inquiry.saleStartedAt)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(180);
      expect(days).toBeLessThanOrEqual(720);
    }
  });
});
