// Which operation of the API a recorded request is, from its URL alone: the documented path under any
// base path (a gateway's /api, a vendor mock's /mock/v1), with the id of the path segment decoded as
// the harness sends it. A URL that is none of the three is not the API's business.
import { CATEGORIES_PATH, COUPON_PATH_PREFIX, INQUIRY_PATH_PREFIX } from '../api-paths.js';
import type { Operation } from '../rules/rule.js';

export interface RecognisedRequest {
  operation: Operation;
  /** The id of the path, percent-decoded ('' for the category list). */
  requestedId: string;
  /** Origin and base path: everything before the documented path. */
  base: string;
}

const BY_ID: readonly { operation: Operation; prefix: string }[] = [
  { operation: 'GET_COUPON_BY_ID', prefix: COUPON_PATH_PREFIX },
  { operation: 'GET_ORIGIN_INQUIRY_BY_ID', prefix: INQUIRY_PATH_PREFIX },
];

/** A malformed escape (%zz) is kept as written: it is what the server received. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function recogniseRequest(url: string): RecognisedRequest | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  // The path as sent: WHATWG URL keeps escapes, so an id with %2F stays one segment.
  const path = parsed.pathname;
  if (path.endsWith(CATEGORIES_PATH))
    return { operation: 'LIST_DISPLAY_CATEGORIES', requestedId: '', base: parsed.origin + path.slice(0, -CATEGORIES_PATH.length) };
  for (const { operation, prefix } of BY_ID) {
    const at = path.lastIndexOf(prefix);
    const segment = at < 0 ? '' : path.slice(at + prefix.length);
    if (segment === '' || segment.includes('/')) continue;
    return { operation, requestedId: decodeSegment(segment), base: parsed.origin + path.slice(0, at) };
  }
  return undefined;
}

/** The inquiry path of the v4 API, which the English documentation and public clients use (with or without a vendor id). */
const V4_INQUIRY = /\/v2\/providers\/openapi\/apis\/api\/v4\/vendors\/(?:[^/]+\/)?callCenterInquiries\/[^/]+$/;

/** Why a URL that is none of the three operations is still worth naming: another version of one of them. */
export function otherVersionOf(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  return V4_INQUIRY.test(path) ? `the v4 inquiry path: this harness judges v5 (${INQUIRY_PATH_PREFIX}{inquiryId})` : undefined;
}
