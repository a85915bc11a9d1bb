// The official example bodies (copies in test/fixtures/samples), served for the ids they carry: they must be judged conforming.
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../src/operations.js';
import { respond } from '../../../src/reference/index.js';
import type { RespondFunction } from '../../../src/reference/types.js';

import { officialCategories as SAMPLE_CATEGORIES, officialCoupon as SAMPLE_COUPON, officialInquiry as SAMPLE_INQUIRY } from '../samples.js';
export const SAMPLE_IDS = {
  couponId: String(SAMPLE_COUPON['couponId']),
  inquiryId: String((SAMPLE_INQUIRY['data'] as { inquiryId: number }).inquiryId),
};

const served = new Map([
  [pathFor(COUPON, SAMPLE_IDS.couponId), SAMPLE_COUPON],
  [pathFor(INQUIRY, SAMPLE_IDS.inquiryId), SAMPLE_INQUIRY],
  [CATEGORIES.path, SAMPLE_CATEGORIES],
]);

/** The reference, except that the samples' own ids (and the category list) answer with the samples, verbatim. */
export const respondWithSamples: RespondFunction = (dataset, request, vendorId) => {
  const body = request.method === 'GET' ? served.get(request.path) : undefined;
  if (!body) return respond(dataset, request, vendorId);
  return { status: 200, headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: JSON.stringify(body) };
};
