// Coupons. Each plan pins what must be covered (status, issuance, discount type, policy count);
// the seed decides the rest.

import type { Random } from '../random.js';
import { SECOND, MINUTE, HOUR, DAY, DATA_EPOCH, formatCouponTime, groupThousands, uniqueInt } from './calendar.js';
import type { Coupon, CouponPolicy } from '../types.js';

interface CouponPlan {
  couponStatus: string;
  published: boolean;
  typeOfDiscount: CouponPolicy['typeOfDiscount'];
  policyCount: number;
  /** A fixed daily limit for every policy; otherwise drawn. */
  maximumPerDaily?: number;
}

const COUPON_PLANS: readonly CouponPlan[] = [
  // Like the official example: the fixture.
  { couponStatus: 'STANDBY', published: false, typeOfDiscount: 'RATE', policyCount: 3, maximumPerDaily: 999 },
  // The documented ceiling of the daily limit.
  { couponStatus: 'APPLIED', published: true, typeOfDiscount: 'PRICE', policyCount: 1, maximumPerDaily: 9999 },
  { couponStatus: 'APPLIED', published: true, typeOfDiscount: 'RATE', policyCount: 2 },
  { couponStatus: 'PAUSED', published: true, typeOfDiscount: 'PRICE', policyCount: 3 },
  { couponStatus: 'EXPIRED', published: true, typeOfDiscount: 'RATE', policyCount: 1 },
  { couponStatus: 'STANDBY', published: false, typeOfDiscount: 'PRICE', policyCount: 2 },
  { couponStatus: 'APPLIED', published: true, typeOfDiscount: 'RATE', policyCount: 3 },
];

const COUPON_TITLES = [
  '신규 고객 감사 쿠폰',
  '주말 특가 다운로드 쿠폰',
  '봄맞이 할인 쿠폰',
  '단골 고객 전용 쿠폰',
  '첫 구매 할인 쿠폰',
  '여름 시즌 쿠폰',
  '재구매 감사 쿠폰',
];

const DRAWN_DAILY_LIMITS = [1, 3, 10, 100, 500, 999];

export function buildCoupons(random: Random): Coupon[] {
  const usedIds = new Set<number>();
  return COUPON_PLANS.map((plan, index) => {
    const couponId = uniqueInt(random, usedIds, 10_000_000, 99_999_999);
    const start = DATA_EPOCH + random.int(0, 540) * DAY + random.int(0, 23) * HOUR + random.pick([0, 30]) * MINUTE;
    const end = start + random.int(1, 60) * DAY + random.int(0, 23) * HOUR;
    const published = start - random.int(0, 72 * 60) * MINUTE - random.int(0, 59) * SECOND;
    const issued = plan.couponStatus !== 'STANDBY';
    return {
      couponId,
      // Stryker disable next-line StringLiteral: an index modulo the length is always in the list
      title: COUPON_TITLES[index % COUPON_TITLES.length] ?? '다운로드 쿠폰',
      couponType: 'DOWNLOAD',
      couponStatus: plan.couponStatus,
      publishedDate: plan.published ? formatCouponTime(published) : '',
      startDate: formatCouponTime(start),
      endDate: formatCouponTime(end),
      appliedOptionCount: issued ? random.int(1, 300) : 0,
      usageAmount: issued ? random.int(0, 20_000) : 0,
      couponPolicies: buildPolicies(random, plan),
    };
  });
}

function buildPolicies(random: Random, plan: CouponPlan): CouponPolicy[] {
  const policies: CouponPolicy[] = [];
  const step = random.pick([1_000, 5_000, 10_000]);
  let rate = random.int(1, 30);
  for (let tier = 0; tier < plan.policyCount; tier += 1) {
    const maximumPerDaily = plan.maximumPerDaily ?? (random.chance(0.2) ? random.int(1, 9_999) : random.pick(DRAWN_DAILY_LIMITS));
    if (plan.typeOfDiscount === 'RATE') {
      // Higher tiers: a higher minimum order for a higher rate, as in the official example.
      const minimumPrice = tier === 0 && random.chance(0.3) ? 0 : (tier + 1) * step;
      const maximumDiscountPrice = random.int(5, 100) * 100;
      policies.push({
        title: `${rate}% 할인`,
        typeOfDiscount: 'RATE',
        description:
          `${minimumPrice === 0 ? '금액 제한 없이' : `${groupThousands(minimumPrice)}원 이상 구매 시`} ` +
          `${rate}% 할인 (최대 ${groupThousands(maximumDiscountPrice)}원)`,
        minimumPrice,
        discount: rate,
        maximumDiscountPrice,
        maximumPerDaily,
      });
      rate = Math.min(99, rate + random.int(5, 20));
    } else {
      const discount = (tier + 1) * random.pick([500, 1_000, 2_000, 3_000]);
      const minimumPrice = discount * random.pick([2, 3, 5, 10]);
      policies.push({
        title: `${groupThousands(discount)}원 할인`,
        typeOfDiscount: 'PRICE',
        description: `${groupThousands(minimumPrice)}원 이상 구매 시 ${groupThousands(discount)}원 할인`,
        minimumPrice,
        discount,
        maximumDiscountPrice: -1,
        maximumPerDaily,
      });
    }
  }
  return policies;
}
