// The reference's routing and answers, as a pure function of (dataset, request, calling vendor):
// no I/O here, so that tests and faults can call or wrap it directly.

import { codeOf, DOCUMENTED_WORDINGS as W, messageWith, statusOf, type DocumentedWording } from '../documented-wordings.js';
import { isWellFormedId } from '../id-range.js';
import { decodeSegment, matchRoute } from './routes.js';
import type { Dataset, ReferenceRequest, ReferenceResponse } from './types.js';

export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';

/** HEAD is answered like GET (the server drops the body), so both are allowed. */
const ALLOWED_METHODS = 'GET, HEAD';

export function respond(dataset: Dataset, request: ReferenceRequest, vendorId: string): ReferenceResponse {
  const route = matchRoute(request.path);
  if (!route) return json(404, { code: 404, message: 'Not Found' });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json(405, { code: 405, message: 'Method Not Allowed' }, { Allow: ALLOWED_METHODS });
  }
  switch (route.operation) {
    case 'coupon':
      return answerCoupon(dataset, route.rawId);
    case 'categories':
      return { status: 200, headers: jsonHeaders(), body: categoryListBody(dataset) };
    case 'inquiry':
      return answerInquiry(dataset, route.rawId, vendorId);
  }
}

/** The vendor named by `x-requested-by` when the dataset knows it, else the default vendor. */
export function resolveVendorId(dataset: Dataset, headers: ReferenceRequest['headers']): string {
  const named = headerValue(headers, 'x-requested-by')?.trim();
  return named === dataset.otherVendorId ? dataset.otherVendorId : dataset.defaultVendorId;
}

/**
 * The masked number of the unknown-coupon message: the leading max(1, n-3) digits, then up to three
 * `*` (never none), e.g. 11234225 -> 11234***, 42 -> 4**, 7 -> 7*.
 */
export function maskCouponId(id: string): string {
  const visible = Math.max(1, id.length - 3);
  const masked = Math.max(1, Math.min(3, id.length));
  return id.slice(0, visible) + '*'.repeat(masked);
}

/** The decoded id when it is well-formed (decision D17: a canonical decimal up to 2^63-1, kept as
 *  the string it is, never rounded); undefined when it is malformed. */
export function parseId(decoded: string): string | undefined {
  return isWellFormedId(decoded) ? decoded : undefined;
}

function answerCoupon(dataset: Dataset, rawId: string): ReferenceResponse {
  const id = parseId(decodeSegment(rawId));
  if (id === undefined) return documentedAnswer(W.couponBadRequest);
  const coupon = Object.hasOwn(dataset.coupons, id) ? dataset.coupons[id] : undefined;
  if (!coupon) {
    return documentedAnswer(W.couponNotFound, maskCouponId(id));
  }
  return json(200, coupon);
}

function answerInquiry(dataset: Dataset, rawId: string, vendorId: string): ReferenceResponse {
  const decoded = decodeSegment(rawId);
  const id = parseId(decoded);
  if (id === undefined) {
    return documentedAnswer(W.inquiryInvalidFormat, decoded);
  }
  const stored = Object.hasOwn(dataset.inquiries, id) ? dataset.inquiries[id] : undefined;
  if (!stored) return documentedAnswer(W.inquiryNotFound);
  if (stored.vendorId !== vendorId) {
    return documentedAnswer(W.inquiryVendorMismatch);
  }
  return json(200, { code: 200, message: 'OK', data: stored.inquiry });
}

// The category list is the one large body (hundreds of kB): serialize it once per dataset.
const categoryBodies = new WeakMap<Dataset, string>();

function categoryListBody(dataset: Dataset): string {
  const body = categoryBodies.get(dataset) ?? JSON.stringify({ code: 'SUCCESS', message: '', data: dataset.categoryRoot });
  categoryBodies.set(dataset, body);
  return body;
}

/** Fresh headers on every answer: callers may change a response to build faults. */
function jsonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'Content-Type': JSON_CONTENT_TYPE, ...extra };
}

function json(status: number, value: unknown, extraHeaders?: Record<string, string>): ReferenceResponse {
  return { status, headers: jsonHeaders(extraHeaders), body: JSON.stringify(value) };
}

/** A documented 4xx answer: its status, its code and its message in the first wording, `value` after it. */
export function documentedAnswer(documented: DocumentedWording, value?: string): ReferenceResponse {
  return json(statusOf(documented), { code: codeOf(documented), message: messageWith(documented, value) });
}

function headerValue(headers: ReferenceRequest['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
