// The three documented paths, relative to the base URL (spec, "Endpoints").

export const COUPON_PATH_PREFIX = '/v2/providers/marketplace_openapi/apis/api/v1/coupons/';
export const CATEGORIES_PATH = '/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories';
export const INQUIRY_PATH_PREFIX = '/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/';

/** The id goes into one path segment: every character that could end or alter the segment is escaped. */
export const couponPath = (couponId: string) => COUPON_PATH_PREFIX + encodeURIComponent(couponId);
export const inquiryPath = (inquiryId: string) => INQUIRY_PATH_PREFIX + encodeURIComponent(inquiryId);

/** The path of an operation's request for `id` (decoded); the category list takes none. */
export function operationPath(operation: 'GET_COUPON_BY_ID' | 'LIST_DISPLAY_CATEGORIES' | 'GET_ORIGIN_INQUIRY_BY_ID', id: string): string {
  if (operation === 'GET_COUPON_BY_ID') return couponPath(id);
  if (operation === 'GET_ORIGIN_INQUIRY_BY_ID') return inquiryPath(id);
  return CATEGORIES_PATH;
}
