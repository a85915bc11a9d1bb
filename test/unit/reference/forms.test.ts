// The forms of `serve --forms`: official is the samples' spelling; any draws, per answer, every form a
// decision accepts (each dimension's every value shows up over the fixtures of a few seeds), the same
// request always in the same form, and the same seed the same forms on every machine; reference leaves the
// answer untouched. Only a coupon's answers and an inquiry's found one change more than their Content-Type.
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
    expect([...seen.contentType].sort()).toEqual(['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8']);
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

// Answers the dataset never gives, as a wrapped `respond` (a fault of the kill matrix) may: each dimension alone.
describe('inForms, dimension by dimension', () => {
  const couponPath = pathFor(COUPON, '12345678');
  const inquiryPath = pathFor(INQUIRY, '12345');
  const jsonAnswer = (status: number, body: unknown): ReferenceResponse => ({
    status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify(body),
  });
  const found = (inquiry: object) => jsonAnswer(200, { code: 200, message: 'OK', data: inquiry });
  const inForm = (forms: 'official' | 'any', path: string, answer: ReferenceResponse, seed = 1) =>
    inForms(forms, seed, { method: 'GET', path, headers: {} }, answer);
  const time = '2025-01-02T03:04:05.000000+09:00';

  it.each([
    [
      'STANDBY, not yet published: null',
      { couponStatus: 'STANDBY', publishedDate: '', couponPolicies: [] },
      { couponStatus: 'STANDBY', publishedDate: null, couponPolicies: [] },
    ],
    [
      'STANDBY with a date: kept',
      { couponStatus: 'STANDBY', publishedDate: '2025-01-02 03:04:05', couponPolicies: [] },
      { couponStatus: 'STANDBY', publishedDate: '2025-01-02 03:04:05', couponPolicies: [] },
    ],
    [
      'APPLIED without a date: kept',
      { couponStatus: 'APPLIED', publishedDate: '', couponPolicies: [] },
      { couponStatus: 'APPLIED', publishedDate: '', couponPolicies: [] },
    ],
    [
      'the daily limit renamed where it stands, every other member kept in its place',
      {
        couponStatus: 'APPLIED',
        publishedDate: '',
        couponPolicies: [{ title: 'a', maximumPerDaily: 5, discount: 3 }, { maximumPerDaily: 9 }],
      },
      { couponStatus: 'APPLIED', publishedDate: '', couponPolicies: [{ title: 'a', maximumPerDay: 5, discount: 3 }, { maximumPerDay: 9 }] },
    ],
  ])('official coupon: %s', (_, coupon, official) => {
    // The body compared as text: the order of the members is part of the form.
    expect(inForm('official', couponPath, jsonAnswer(200, coupon))).toStrictEqual(jsonAnswer(200, official));
  });

  it.each([
    [
      "awaiting its answer: answeredAt and the one item's array kept; parentAnswerId a number (0: none); a seller's transfer status null",
      {
        csPartnerCounselingStatus: 'requestAnswer',
        answeredAt: time,
        vendorItemId: [7],
        replies: [
          { answerType: 'vendor', parentAnswerId: '123', partnerTransferStatus: 'none' },
          { answerType: 'csAgent', parentAnswerId: null, partnerTransferStatus: 'answered' },
        ],
      },
      {
        csPartnerCounselingStatus: 'requestAnswer',
        answeredAt: time,
        vendorItemId: [7],
        replies: [
          { answerType: 'vendor', parentAnswerId: 123, partnerTransferStatus: null },
          { answerType: 'csAgent', parentAnswerId: 0, partnerTransferStatus: 'answered' },
        ],
      },
    ],
    [
      'one item as a number: in an array',
      { csPartnerCounselingStatus: 'answered', answeredAt: time, vendorItemId: 7, replies: [] },
      { csPartnerCounselingStatus: 'answered', answeredAt: time, vendorItemId: [7], replies: [] },
    ],
    [
      'two items: kept',
      { csPartnerCounselingStatus: 'answered', answeredAt: time, vendorItemId: [7, 8], replies: [] },
      { csPartnerCounselingStatus: 'answered', answeredAt: time, vendorItemId: [7, 8], replies: [] },
    ],
  ])('official inquiry: %s', (_, inquiry, official) => {
    expect(inForm('official', inquiryPath, found(inquiry))).toStrictEqual(found(official));
  });

  it.each([
    [
      'awaiting its answer, one item: answeredAt its time or null, the item in an array or alone',
      { csPartnerCounselingStatus: 'requestAnswer', answeredAt: time, vendorItemId: [7], replies: [] },
      [
        [time, [7]],
        [time, 7],
        [null, [7]],
        [null, 7],
      ],
    ],
    [
      'answered, one item as a number: answeredAt always its time',
      { csPartnerCounselingStatus: 'answered', answeredAt: time, vendorItemId: 7, replies: [] },
      [
        [time, [7]],
        [time, 7],
      ],
    ],
    [
      'answered, two items: always as it is',
      { csPartnerCounselingStatus: 'answered', answeredAt: time, vendorItemId: [7, 8], replies: [] },
      [[time, [7, 8]]],
    ],
  ])('any inquiry over seeds 1 to 16: %s', (_, inquiry, forms) => {
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 16; seed += 1) {
      const { data } = JSON.parse(inForm('any', inquiryPath, found(inquiry), seed).body) as { data: typeof inquiry };
      drawn.add(JSON.stringify([data.answeredAt, data.vendorItemId]));
    }
    expect([...drawn].sort()).toEqual(forms.map((form) => JSON.stringify(form)).sort());
  });

  it.each([
    ['the coupon 400', couponPath, jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' })],
    ['the gateway 429', couponPath, jsonAnswer(429, { code: 'ERROR', message: 'Too Many Requests' })],
    ['the inquiry 404', inquiryPath, jsonAnswer(404, { code: 404, message: 'Inquiry not found' })],
    // A coupon 404 in another wording than the reference's has no masked number to put in the Korean one.
    ['a coupon 404 in no wording of its', couponPath, jsonAnswer(404, { code: 404, message: 'Not Found' })],
    ['a coupon 404 in a wording not the reference', couponPath, jsonAnswer(404, { code: 404, message: 'No such promotion (12345***)' })],
    ['a coupon 404 past the wording', couponPath, jsonAnswer(404, { code: 404, message: 'The promotion does not exist (12345***).' })],
  ])('official: %s as it is', (_, path, answer) => {
    expect(inForm('official', path, answer)).toStrictEqual(answer);
  });

  it('official and any: an answer not in JSON, as an edge page, is the very answer', () => {
    const page = { status: 403, headers: { 'Content-Type': 'text/html; charset=iso-8859-1' }, body: '<HTML>Access Denied</HTML>\n' };
    for (const forms of ['official', 'any'] as const) expect(inForm(forms, couponPath, page)).toBe(page);
  });

  // A run's seed names its forms: the draw (FNV-1a of the request, then the seeded PRNG) is pinned.
  it.each([
    [1, 'application/json; charset=utf-8', '', { maximumPerDaily: 5, maximumPerDay: 5 }],
    [2, 'application/json', null, { maximumPerDaily: 5, maximumPerDay: 5 }],
    [5, 'application/json', '', { maximumPerDaily: 5, maximumPerDay: 5 }],
    [6, 'application/json;charset=UTF-8', '', { maximumPerDaily: 5 }],
  ])('any: seed %i draws the same forms on every machine', (seed, contentType, publishedDate, policy) => {
    const unpublished = { couponStatus: 'STANDBY', publishedDate: '', couponPolicies: [{ maximumPerDaily: 5 }] };
    expect(inForm('any', couponPath, jsonAnswer(200, unpublished), seed)).toStrictEqual({
      status: 200,
      headers: { 'Content-Type': contentType },
      body: JSON.stringify({ couponStatus: 'STANDBY', publishedDate, couponPolicies: [policy] }),
    });
  });
});
