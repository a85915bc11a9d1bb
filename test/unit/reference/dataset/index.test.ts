// The reference's dataset as a whole: one seed gives one dataset on every machine, its fixtures name what
// the suites ask for, and every answer it serves is judged conformant, on any seed.
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { judgeBody } from '../../../../src/offline/judge-body.js';
import { COUPON, INQUIRY, pathFor, CATEGORIES } from '../../../../src/operations.js';
import { buildDataset, respond } from '../../../../src/reference/index.js';
import { DEFAULT_SEED } from '../../../../src/reference/dataset/index.js';
import type { Dataset } from '../../../../src/reference/types.js';

// Built before each test, not as the file loads nor before all: a dataset that throws then fails the test,
// where a file that fails to load or a failed beforeAll leaves its tests skipped, no kill to StrykerJS (docs/proof.md).
let dataset: Dataset;
beforeEach(() => {
  dataset = buildDataset();
});

describe('the dataset of a seed', () => {
  it('is the same for the same seed', () => {
    expect(buildDataset(20261121)).toEqual(buildDataset(20261121));
    expect(JSON.stringify(buildDataset(7))).toBe(JSON.stringify(buildDataset(7)));
  });

  it('is built from 20261121 unless told otherwise', () => {
    expect(DEFAULT_SEED).toBe(20261121);
    expect(dataset.seed).toBe(20261121);
    expect(dataset).toEqual(buildDataset(20261121));
  });

  it.each([1, 2, 20261122])('is another for seed %i', (seed) => {
    const other = buildDataset(seed);
    expect(other.seed).toBe(seed);
    expect(other).not.toEqual(dataset);
    expect(other.fixtures.couponId).not.toBe(dataset.fixtures.couponId);
  });

  // Its fixture ids are in docs/clients.md, docs/reports.md and docs/traffic.md, and in users' baselines and
  // recordings of a run against the reference: a change to the default dataset is a deliberate one, made with
  // those (update this digest with them).
  it('of the default seed is pinned byte for byte, since the docs and users name its ids', () => {
    expect(dataset.fixtures).toEqual({ couponId: '63187785', inquiryId: '932522466', foreignInquiryId: '953278691' });
    const digest = createHash('sha256').update(JSON.stringify(dataset)).digest('hex');
    expect(digest).toMatchInlineSnapshot(`"96353ffc280aa1eaf0fee12f30f43e753d51c803ecd7097516b35c4de565fbc1"`);
  });
});

describe('the vendors', () => {
  it.each([DEFAULT_SEED, 1, 2, 3])('are two, each an A and eight digits, for seed %i', (seed) => {
    const { defaultVendorId, otherVendorId } = buildDataset(seed);
    expect(defaultVendorId).toMatch(/^A\d{8}$/);
    expect(otherVendorId).toMatch(/^A\d{8}$/);
    expect(otherVendorId).not.toBe(defaultVendorId);
  });
});

describe('the fixtures', () => {
  it('name a coupon, an own inquiry and a foreign inquiry', () => {
    expect(dataset.coupons[dataset.fixtures.couponId]?.couponId).toBe(Number(dataset.fixtures.couponId));
    expect(dataset.inquiries[dataset.fixtures.inquiryId]?.vendorId).toBe(dataset.defaultVendorId);
    expect(dataset.inquiries[dataset.fixtures.foreignInquiryId]?.vendorId).toBe(dataset.otherVendorId);
  });

  it('give the coupon of the first plan, like the official example: STANDBY, three RATE tiers of 999 a day', () => {
    const coupon = dataset.coupons[dataset.fixtures.couponId];
    expect(coupon?.couponStatus).toBe('STANDBY');
    expect(coupon?.couponPolicies.map((policy) => [policy.typeOfDiscount, policy.maximumPerDaily])).toEqual(Array(3).fill(['RATE', 999]));
  });

  it('give the own inquiry of the first plan, like the official example: in progress, awaiting the seller, in -08:00', () => {
    const own = dataset.inquiries[dataset.fixtures.inquiryId]?.inquiry;
    expect([own?.inquiryStatus, own?.csPartnerCounselingStatus, own?.inquiryAt.slice(-6)]).toEqual(['progress', 'requestAnswer', '-08:00']);
  });
});

/** Every answer a dataset serves: each coupon, the tree, each inquiry to its own vendor; bodies as sent. */
function servedAnswers(served: Dataset) {
  const get = (path: string, vendorId = served.defaultVendorId) => respond(served, { method: 'GET', path, headers: {} }, vendorId).body;
  return [
    ...Object.keys(served.coupons).map((id) => ({ suite: 'coupon' as const, id, body: get(pathFor(COUPON, id)) })),
    { suite: 'categories' as const, id: undefined, body: get(pathFor(CATEGORIES)) },
    ...Object.entries(served.inquiries).map(([id, stored]) => ({
      suite: 'inquiry' as const,
      id,
      body: get(pathFor(INQUIRY, id), stored.vendorId),
    })),
  ];
}

describe('every answer of the dataset', () => {
  it.each([DEFAULT_SEED, 1, 2, 3, 42, 99_999, 123_456_789])('is judged conformant, warnings included, for seed %i', (seed) => {
    const answers = servedAnswers(buildDataset(seed));
    expect(answers.length).toBeGreaterThan(10);
    for (const { suite, id, body } of answers) {
      const results = judgeBody({ suite, answer: 'found', body, ...(id ? { requestedId: id } : {}), strict: true });
      const judged = results.filter((result) => result.status !== 'skipped');
      expect(judged.length, `${suite} ${id ?? ''}`).toBeGreaterThan(3);
      expect(
        judged.filter((result) => result.status !== 'passed').map((result) => `${result.rule}: ${result.message ?? ''}`),
        `${suite} ${id ?? ''}`,
      ).toEqual([]);
    }
  });
});
