// The forms of `serve --forms`: official is the samples' spelling; any draws, per answer, every form a
// decision accepts (each dimension's every value shows up over the fixtures of a few seeds), the same
// request always in the same form; reference leaves the answer untouched.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../src/operations.js';
import { inForms } from '../../../src/reference/forms.js';
import { buildDataset, respond, type Dataset, type ReferenceResponse } from '../../../src/reference/index.js';

function answer(dataset: Dataset, path: string, forms: 'reference' | 'official' | 'any'): ReferenceResponse {
  const request = { method: 'GET', path, headers: {} };
  return inForms(forms, dataset.seed, request, respond(dataset, request, dataset.defaultVendorId));
}

describe('inForms', () => {
  const dataset = buildDataset();
  const couponPath = pathFor(COUPON, dataset.fixtures.couponId);
  const inquiryPaths = Object.keys(dataset.inquiries).map((id) => pathFor(INQUIRY, id));

  it('reference: the very answer', () => {
    const request = { method: 'GET', path: couponPath, headers: {} };
    const usual = respond(dataset, request, dataset.defaultVendorId);
    expect(inForms('reference', dataset.seed, request, usual)).toBe(usual);
  });

  it('official: maximumPerDay, null publishedDate in STANDBY, numeric parentAnswerId, null transfer status of a seller, Korean 404', () => {
    const coupon = JSON.parse(answer(dataset, couponPath, 'official').body) as Record<string, unknown>;
    expect(coupon.publishedDate).toBeNull();
    expect(coupon.couponPolicies).toEqual(expect.arrayContaining([expect.objectContaining({ maximumPerDay: 999 })]));
    expect(JSON.stringify(coupon)).not.toContain('maximumPerDaily');
    const replies = inquiryPaths.flatMap(
      (path) =>
        (JSON.parse(answer(dataset, path, 'official').body) as { data?: { replies: Record<string, unknown>[] } }).data?.replies ?? [],
    );
    expect(replies.every((reply) => typeof reply.parentAnswerId === 'number')).toBe(true);
    expect(replies.filter((reply) => reply.answerType === 'vendor').map((reply) => reply.partnerTransferStatus)).toContain(null);
    expect(replies.filter((reply) => reply.answerType === 'vendor').every((reply) => reply.partnerTransferStatus === null)).toBe(true);
    const unknown = answer(dataset, pathFor(COUPON, '12345678'), 'official');
    expect(JSON.parse(unknown.body)).toEqual({ code: 404, message: '존재 하지 않는 프로모션 (12345***)' });
  });

  it('any: every form of each dimension over a few seeds, and the same request in the same form each time', () => {
    const seen = { limit: new Set<string>(), published: new Set<unknown>(), contentType: new Set<string>(), parent: new Set<string>() };
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const seeded = buildDataset(seed);
      for (const id of Object.keys(seeded.coupons)) {
        const drawn = answer(seeded, pathFor(COUPON, id), 'any');
        expect(answer(seeded, pathFor(COUPON, id), 'any')).toEqual(drawn);
        const coupon = JSON.parse(drawn.body) as { couponStatus: string; publishedDate: unknown; couponPolicies: object[] };
        seen.contentType.add(drawn.headers['Content-Type']!);
        const keys = Object.keys(coupon.couponPolicies[0]!);
        seen.limit.add(keys.filter((key) => key.startsWith('maximumPer')).join('+'));
        if (coupon.couponStatus === 'STANDBY') seen.published.add(coupon.publishedDate);
      }
      for (const id of Object.keys(seeded.inquiries)) {
        const inquiry = JSON.parse(answer(seeded, pathFor(INQUIRY, id), 'any').body) as {
          data?: { replies: { parentAnswerId: unknown }[] };
        };
        for (const reply of inquiry.data?.replies ?? []) seen.parent.add(typeof reply.parentAnswerId);
      }
    }
    expect([...seen.limit].sort()).toEqual(['maximumPerDaily', 'maximumPerDaily+maximumPerDay', 'maximumPerDay']);
    expect([...seen.published].sort()).toEqual(['', null]);
    expect(seen.contentType.size).toBe(3);
    expect([...seen.parent].sort()).toEqual(['number', 'object', 'string']);
  });

  it('any: an unknown coupon in either wording over a few ids, the masked number kept', () => {
    const wordings = new Set<string>();
    for (const id of ['12345678', '23456789', '34567890', '45678901', '56789012', '67890123', '78901234', '89012345']) {
      const { message } = JSON.parse(answer(dataset, pathFor(COUPON, id), 'any').body) as { message: string };
      expect(message.endsWith(` (${id.slice(0, 5)}***)`), message).toBe(true);
      wordings.add(message.replace(/ \(.*$/, ''));
    }
    expect([...wordings].sort()).toEqual(['The promotion does not exist', '존재 하지 않는 프로모션']);
  });

  it('official and any: the category list changes its Content-Type only, its body byte for byte', () => {
    const request = { method: 'GET', path: pathFor(CATEGORIES), headers: {} };
    const usual = respond(dataset, request, dataset.defaultVendorId);
    for (const forms of ['official', 'any'] as const) expect(inForms(forms, dataset.seed, request, usual).body).toBe(usual.body);
    expect(inForms('official', dataset.seed, request, usual).headers['Content-Type']).toBe('application/json');
  });
});
