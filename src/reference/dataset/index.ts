// The reference's deterministic dataset: coupons, contact center inquiries and the display category
// tree, generated from one seed. Shapes and styles follow the official example bodies
// (test/fixtures/samples) so that the reference looks like the real service to the harness.

import { createRandom, type Random } from '../random.js';
import type { Dataset } from '../types.js';
import { pad } from './calendar.js';
import { buildCategoryTree } from './categories.js';
import { buildCoupons } from './coupons.js';
import { buildInquiries } from './inquiries.js';

export const DEFAULT_SEED = 20261121;

export function buildDataset(seed: number = DEFAULT_SEED): Dataset {
  const random = createRandom(seed);
  const defaultVendorId = vendorIdFrom(random);
  let otherVendorId = vendorIdFrom(random);
  // Stryker disable next-line ConditionalExpression: two ids alike is a chance of 1 in 10^8 a seed; no seed to test it is known
  while (otherVendorId === defaultVendorId) otherVendorId = vendorIdFrom(random);

  const coupons = buildCoupons(random);
  const inquiries = buildInquiries(random, defaultVendorId, otherVendorId);
  const categoryRoot = buildCategoryTree(random);

  const fixtureCoupon = coupons[0];
  // Stryker disable next-line ConditionalExpression: the first plan is the default vendor's, so the first inquiry is its
  const ownInquiry = inquiries.find((stored) => stored.vendorId === defaultVendorId);
  const foreignInquiry = inquiries.find((stored) => stored.vendorId === otherVendorId);
  if (!fixtureCoupon || !ownInquiry || !foreignInquiry) {
    // Stryker disable next-line StringLiteral: the plans yield all three; the error guards an edit of the plans
    throw new Error('buildDataset: the plans must yield a coupon and inquiries of both vendors');
  }

  return {
    seed,
    defaultVendorId,
    otherVendorId,
    coupons: Object.fromEntries(coupons.map((coupon) => [String(coupon.couponId), coupon])),
    inquiries: Object.fromEntries(inquiries.map((stored) => [String(stored.inquiry.inquiryId), stored])),
    categoryRoot,
    fixtures: {
      couponId: String(fixtureCoupon.couponId),
      inquiryId: String(ownInquiry.inquiry.inquiryId),
      foreignInquiryId: String(foreignInquiry.inquiry.inquiryId),
    },
  };
}

function vendorIdFrom(random: Random): string {
  // Vendor ids of this marketplace look like A00012345.
  return `A${pad(random.int(1, 99_999_999), 8)}`;
}
