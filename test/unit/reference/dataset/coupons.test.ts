// The coupons of the dataset: each plan pins a status, an issuance, a discount type and a number of tiers;
// the seed draws the rest, within what the spec documents and the official example shows.
import { beforeEach, describe, expect, it } from 'vitest';
import { buildDataset, type Coupon, type Dataset } from '../../../../src/reference/index.js';
import { isRealCalendarTime } from '../../../support/reference/real-calendar-time.js';

// Built before each test, not as the file loads nor before all: a dataset that throws then fails the test,
// where a file that fails to load or a failed beforeAll leaves its tests skipped, no kill to StrykerJS (docs/proof.md).
let dataset: Dataset;
let coupons: Coupon[];
beforeEach(() => {
  dataset = buildDataset();
  coupons = Object.values(dataset.coupons);
});

describe('the coupons of the default seed', () => {
  const COUPON_FIELDS = [
    'appliedOptionCount',
    'couponId',
    'couponPolicies',
    'couponStatus',
    'couponType',
    'endDate',
    'publishedDate',
    'startDate',
    'title',
    'usageAmount',
  ];
  const POLICY_FIELDS = ['description', 'discount', 'maximumDiscountPrice', 'maximumPerDaily', 'minimumPrice', 'title', 'typeOfDiscount'];
  const COUPON_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;
  const policies = () => coupons.flatMap((coupon) => coupon.couponPolicies);

  function expectCouponTime(value: string): void {
    const match = COUPON_TIME.exec(value);
    expect(match, value).not.toBeNull();
    expect(isRealCalendarTime(match?.[1] ?? '', match?.[2] ?? '')).toBe(true);
  }

  it('has at least 6 coupons keyed by their 8-digit id', () => {
    expect(coupons.length).toBeGreaterThanOrEqual(6);
    for (const [key, coupon] of Object.entries(dataset.coupons)) {
      expect(key).toBe(String(coupon.couponId));
      expect(key).toMatch(/^[1-9]\d{7}$/);
    }
  });

  it.each([0, 1, 2, 3, 4, 5, 6])('coupon %i has the 10 fields with valid, ordered dates', (index) => {
    const coupon = coupons[index];
    expect(coupon).toBeDefined();
    if (coupon) {
      expect(Object.keys(coupon).sort()).toEqual(COUPON_FIELDS);
      expect(Number.isInteger(coupon.appliedOptionCount) && Number.isInteger(coupon.usageAmount)).toBe(true);
      expectCouponTime(coupon.startDate);
      expectCouponTime(coupon.endDate);
      // The reference issues every coupon: never the null of a coupon not yet issued (D3).
      if (coupon.publishedDate !== '') expectCouponTime(coupon.publishedDate ?? 'null');
      expect(coupon.endDate >= coupon.startDate).toBe(true);
      expect(coupon.couponPolicies.length).toBeGreaterThanOrEqual(1);
      expect(coupon.couponPolicies.length).toBeLessThanOrEqual(3);
      expect(new Set(coupon.couponPolicies.map((policy) => policy.typeOfDiscount)).size).toBe(1);
    }
  });

  it('uses both publishedDate styles and a STANDBY coupon', () => {
    expect(coupons.some((coupon) => coupon.publishedDate === '')).toBe(true);
    expect(coupons.some((coupon) => coupon.publishedDate !== '')).toBe(true);
    expect(coupons.some((coupon) => coupon.couponStatus === 'STANDBY')).toBe(true);
  });

  it('spells the daily limit maximumPerDaily only, whole numbers 1..9999, 9999 included', () => {
    for (const policy of policies()) {
      expect(Object.keys(policy).sort()).toEqual(POLICY_FIELDS);
      expect(policy).not.toHaveProperty('maximumPerDay');
      expect(Number.isInteger(policy.maximumPerDaily)).toBe(true);
      expect(policy.maximumPerDaily).toBeGreaterThanOrEqual(1);
      expect(policy.maximumPerDaily).toBeLessThanOrEqual(9_999);
    }
    expect(policies().some((policy) => policy.maximumPerDaily === 9_999)).toBe(true);
  });

  it('keeps RATE discounts 1..99 with a positive cap, PRICE discounts positive with cap -1', () => {
    expect(new Set(policies().map((policy) => policy.typeOfDiscount))).toEqual(new Set(['RATE', 'PRICE']));
    for (const policy of policies()) {
      expect(Number.isInteger(policy.minimumPrice) && policy.minimumPrice >= 0).toBe(true);
      expect(Number.isInteger(policy.discount)).toBe(true);
      if (policy.typeOfDiscount === 'RATE') {
        expect(policy.discount).toBeGreaterThanOrEqual(1);
        expect(policy.discount).toBeLessThanOrEqual(99);
        expect(Number.isInteger(policy.maximumDiscountPrice) && policy.maximumDiscountPrice > 0).toBe(true);
      } else {
        expect(policy.discount).toBeGreaterThan(0);
        expect(policy.maximumDiscountPrice).toBe(-1);
      }
    }
  });
});

describe('the coupons of any seed', () => {
  const seeds = [1, 2, 3, 42, 99_999];
  const couponsOf = (seed: number) => Object.values(buildDataset(seed).coupons);
  const grouped = (value: number) => value.toLocaleString('en-US');

  it.each(seeds)('are the seven plans, each status and issuance as planned, for seed %i', (seed) => {
    const drawn = couponsOf(seed);
    expect(drawn.map((coupon) => coupon.couponStatus).sort()).toEqual([
      'APPLIED',
      'APPLIED',
      'APPLIED',
      'EXPIRED',
      'PAUSED',
      'STANDBY',
      'STANDBY',
    ]);
    for (const coupon of drawn) {
      expect(coupon.couponType).toBe('DOWNLOAD');
      expect(coupon.title).not.toBe('');
      // A coupon not yet issued has no options and no use; an issued one has options.
      const issued = coupon.couponStatus !== 'STANDBY';
      expect(coupon.appliedOptionCount >= 1, String(coupon.couponId)).toBe(issued);
      if (!issued) expect(coupon.usageAmount).toBe(0);
      expect(coupon.usageAmount).toBeLessThanOrEqual(20_000);
      if (coupon.publishedDate) expect(coupon.publishedDate <= coupon.startDate, String(coupon.couponId)).toBe(true);
      expect(coupon.startDate < coupon.endDate).toBe(true);
    }
    expect(drawn.filter((coupon) => coupon.publishedDate === '').map((coupon) => coupon.couponStatus)).toEqual(['STANDBY', 'STANDBY']);
  });

  it.each(seeds)('write each RATE tier as its numbers say, a higher tier asking more for more, for seed %i', (seed) => {
    for (const coupon of couponsOf(seed).filter((drawn) => drawn.couponPolicies[0]?.typeOfDiscount === 'RATE')) {
      coupon.couponPolicies.forEach((policy, tier) => {
        expect(policy.title).toBe(`${policy.discount}% 할인`);
        const floor = policy.minimumPrice === 0 ? '금액 제한 없이' : `${grouped(policy.minimumPrice)}원 이상 구매 시`;
        expect(policy.description).toBe(`${floor} ${policy.discount}% 할인 (최대 ${grouped(policy.maximumDiscountPrice)}원)`);
        expect(policy.maximumDiscountPrice % 100).toBe(0);
        expect(policy.maximumDiscountPrice).toBeGreaterThanOrEqual(500);
        expect(policy.maximumDiscountPrice).toBeLessThanOrEqual(10_000);
        const lower = coupon.couponPolicies[tier - 1];
        if (!lower) return;
        expect(policy.minimumPrice).toBeGreaterThan(lower.minimumPrice);
        expect(policy.discount).toBeGreaterThan(Math.min(lower.discount, 98));
      });
    }
  });

  it.each(seeds)('write each PRICE tier as its numbers say, its minimum a multiple of its discount, for seed %i', (seed) => {
    for (const coupon of couponsOf(seed).filter((drawn) => drawn.couponPolicies[0]?.typeOfDiscount === 'PRICE')) {
      coupon.couponPolicies.forEach((policy, tier) => {
        expect(policy.title).toBe(`${grouped(policy.discount)}원 할인`);
        expect(policy.description).toBe(`${grouped(policy.minimumPrice)}원 이상 구매 시 ${grouped(policy.discount)}원 할인`);
        expect(policy.discount % (tier + 1)).toBe(0);
        expect([500, 1_000, 2_000, 3_000]).toContain(policy.discount / (tier + 1));
        expect([2, 3, 5, 10]).toContain(policy.minimumPrice / policy.discount);
      });
    }
  });

  it('draw the daily limits of the unpinned plans from the usual ones and, now and then, any of 1 to 9999', () => {
    const limits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((seed) =>
      couponsOf(seed)
        .filter((coupon) => !(coupon.couponStatus === 'STANDBY' && coupon.couponPolicies.length === 3))
        .flatMap((coupon) => coupon.couponPolicies.map((policy) => policy.maximumPerDaily ?? 0)),
    );
    const usual = new Set([1, 3, 10, 100, 500, 999, 9_999]);
    expect(limits.filter((limit) => usual.has(limit)).length).toBeGreaterThan(limits.length / 2);
    expect(limits.some((limit) => !usual.has(limit))).toBe(true);
    expect(limits.every((limit) => limit >= 1 && limit <= 9_999)).toBe(true);
  });
});
