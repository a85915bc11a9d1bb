// The option that supplies each fixture, for messages such as "skipped: needs --coupon-id".
import type { Fixture } from '../fixtures.js';

export const FIXTURE_FLAGS: Readonly<Record<Fixture, string>> = {
  couponId: '--coupon-id',
  inquiryId: '--inquiry-id',
  foreignInquiryId: '--foreign-inquiry-id',
};
