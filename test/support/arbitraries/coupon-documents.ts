// Coupons valid by schemas/coupon.schema.json and by every coupon rule of the catalogue, MUST and
// SHOULD: the daily limit in either spelling (or both, equal), a whole number from 0 to 9,999;
// maximumDiscountPrice -1 on PRICE policies; endDate not before startDate; real calendar times; and
// whatever a rule's check asks of a coupon beyond that (holding-the-rules.ts).
// Like the marketplace's create operation: at most 3 policies, all of one type.
import fc from 'fast-check';
import { COUPON } from '../../../src/operations.js';
import type { Coupon, CouponPolicy } from '../../../src/types/api.js';
import { couponDateTimeArbitrary, couponPeriodArbitrary } from './calendar-values.js';
import { idArbitrary, textArbitrary } from './documents.js';
import { holdingTheRules } from './holding-the-rules.js';

export type DiscountType = CouponPolicy['typeOfDiscount'];
export const DISCOUNT_TYPES: readonly DiscountType[] = ['RATE', 'PRICE'];

/** How a policy spells its daily limit: one of the two names, or both with the same value. */
export type DailyLimitSpelling = 'maximumPerDaily' | 'maximumPerDay' | 'both';
export const DAILY_LIMIT_SPELLINGS: readonly DailyLimitSpelling[] = ['maximumPerDaily', 'maximumPerDay', 'both'];
export const DAILY_LIMIT_CEILING = 9_999;

export interface CouponPolicyConstraints {
  /** The policy's type; drawn when absent. */
  typeOfDiscount?: DiscountType;
  /** The spellings of the daily limit to draw from; all three by default. */
  dailyLimitSpellings?: readonly DailyLimitSpelling[];
}

/** A daily limit: a whole number from 0 to 9,999, the ceiling, 0 and the official 999 drawn often. */
export function dailyLimitArbitrary(): fc.Arbitrary<number> {
  return fc.oneof(fc.constantFrom(DAILY_LIMIT_CEILING, 0, 999, 1), fc.integer({ min: 0, max: DAILY_LIMIT_CEILING }));
}

const moneyArbitrary = fc.oneof(fc.constantFrom(0, 1_000, 10_000), fc.integer({ min: 0, max: 100_000_000 }));

/** A RATE policy discounts a whole percentage (1 to 99) up to a maximum amount; a PRICE policy an amount, with maximumDiscountPrice -1. */
function discountArbitrary(
  typeOfDiscount: DiscountType,
): fc.Arbitrary<Pick<CouponPolicy, 'typeOfDiscount' | 'discount' | 'maximumDiscountPrice'>> {
  return typeOfDiscount === 'RATE'
    ? fc.record({
        typeOfDiscount: fc.constant('RATE' as const),
        discount: fc.integer({ min: 1, max: 99 }),
        maximumDiscountPrice: moneyArbitrary,
      })
    : fc.record({
        typeOfDiscount: fc.constant('PRICE' as const),
        discount: fc.integer({ min: 1, max: 10_000_000 }),
        maximumDiscountPrice: fc.constant(-1),
      });
}

function dailyLimitFieldsArbitrary(
  spellings: readonly DailyLimitSpelling[],
): fc.Arbitrary<Pick<CouponPolicy, 'maximumPerDaily' | 'maximumPerDay'>> {
  return fc.tuple(fc.constantFrom(...spellings), dailyLimitArbitrary()).map(([spelling, limit]) => {
    if (spelling === 'both') return { maximumPerDaily: limit, maximumPerDay: limit };
    return spelling === 'maximumPerDaily' ? { maximumPerDaily: limit } : { maximumPerDay: limit };
  });
}

/** One element of couponPolicies. */
export function couponPolicyArbitrary(constraints: CouponPolicyConstraints = {}): fc.Arbitrary<CouponPolicy> {
  const { typeOfDiscount, dailyLimitSpellings = DAILY_LIMIT_SPELLINGS } = constraints;
  const type = typeOfDiscount === undefined ? fc.constantFrom(...DISCOUNT_TYPES) : fc.constant(typeOfDiscount);
  return (
    fc
      .tuple(
        fc.record({ title: textArbitrary(), description: textArbitrary(), minimumPrice: moneyArbitrary }),
        type.chain(discountArbitrary),
        dailyLimitFieldsArbitrary(dailyLimitSpellings),
      )
      // discountArbitrary pairs each type with its maximumDiscountPrice: the union CouponPolicy's branches hold.
      .map(
        ([texts, discount, limits]) =>
          ({
            title: texts.title,
            typeOfDiscount: discount.typeOfDiscount,
            description: texts.description,
            minimumPrice: texts.minimumPrice,
            discount: discount.discount,
            maximumDiscountPrice: discount.maximumDiscountPrice,
            ...limits,
          }) as CouponPolicy,
      )
  );
}

export interface CouponConstraints extends Omit<CouponPolicyConstraints, 'typeOfDiscount'> {
  /** The coupon's id; drawn when absent. */
  couponId?: number;
  /** The type of every policy; drawn once per coupon when absent (a coupon's policies share one type). */
  typeOfDiscount?: DiscountType;
  /** Fewest policies; 0 by default. */
  minPolicies?: number;
  /** Most policies; 3 by default, the marketplace's limit. */
  maxPolicies?: number;
}

export const COUPON_STATUSES = ['STANDBY', 'APPLIED', 'PAUSED', 'EXPIRED'] as const;

/** A coupon as GET_COUPON_BY_ID returns it: the bare object, no envelope, holding every rule of the catalogue. */
export function couponArbitrary(constraints: CouponConstraints = {}): fc.Arbitrary<Coupon> {
  return holdingTheRules(COUPON.operation, couponDraftArbitrary(constraints));
}

/** A coupon built to the schema and to the rules this file knows, before the catalogue's checks have their say. */
export function couponDraftArbitrary(constraints: CouponConstraints = {}): fc.Arbitrary<Coupon> {
  const { couponId, typeOfDiscount, minPolicies = 0, maxPolicies = 3, ...policyConstraints } = constraints;
  const type = typeOfDiscount === undefined ? fc.constantFrom(...DISCOUNT_TYPES) : fc.constant(typeOfDiscount);
  const policies = type.chain((shared) =>
    fc.array(couponPolicyArbitrary({ ...policyConstraints, typeOfDiscount: shared }), { minLength: minPolicies, maxLength: maxPolicies }),
  );
  return fc
    .record({
      couponId: couponId === undefined ? idArbitrary() : fc.constant(couponId),
      title: textArbitrary(),
      // Allowed values of couponType and couponStatus are not shown: any string is valid.
      couponType: fc.oneof(fc.constantFrom('DOWNLOAD', 'INSTANT'), textArbitrary()),
      couponStatus: fc.oneof(fc.constantFrom(...COUPON_STATUSES), textArbitrary()),
      // The format of publishedDate is not shown; the official example has "".
      publishedDate: fc.oneof(fc.constant(''), couponDateTimeArbitrary(), textArbitrary()),
      unpublished: fc.boolean(),
      period: couponPeriodArbitrary(),
      appliedOptionCount: fc.integer({ min: 0, max: 100_000 }),
      usageAmount: fc.integer({ min: 0, max: 100_000_000 }),
      couponPolicies: policies,
    })
    .map(({ period, ...coupon }) => ({
      couponId: coupon.couponId,
      title: coupon.title,
      couponType: coupon.couponType,
      couponStatus: coupon.couponStatus,
      // A coupon not yet issued (STANDBY) may have no publishedDate at all (decision D3).
      publishedDate: coupon.unpublished && coupon.couponStatus === 'STANDBY' ? null : coupon.publishedDate,
      startDate: period.startDate,
      endDate: period.endDate,
      appliedOptionCount: coupon.appliedOptionCount,
      usageAmount: coupon.usageAmount,
      couponPolicies: coupon.couponPolicies,
    }));
}
