// Which operation a raw request path names, and the id segment it carries: read by the answers (responses.ts),
// the answers asked for with Prefer and the forms alike, so that all three route a path the same way.

import { CATEGORIES, COUPON, INQUIRY } from '../operations.js';

type Route = { operation: 'coupon'; rawId: string } | { operation: 'categories' } | { operation: 'inquiry'; rawId: string };

export function matchRoute(path: string): Route | undefined {
  if (path === CATEGORIES.path) return { operation: 'categories' };
  const coupon = idSegmentAfter(path, COUPON.path);
  if (coupon !== undefined) return { operation: 'coupon', rawId: coupon };
  const inquiry = idSegmentAfter(path, INQUIRY.path);
  if (inquiry !== undefined) return { operation: 'inquiry', rawId: inquiry };
  return undefined;
}

/** The single (possibly empty) segment after the prefix; undefined if the path is elsewhere or
 *  deeper, which is another resource. */
function idSegmentAfter(path: string, prefix: string): string | undefined {
  if (!path.startsWith(prefix)) return undefined;
  const segment = path.slice(prefix.length);
  return segment.includes('/') ? undefined : segment;
}

/** The id as the client meant it; a broken escape has no meaning, so it is kept raw (and is
 *  malformed because `%` is not a digit). */
export function decodeSegment(rawId: string): string {
  try {
    return decodeURIComponent(rawId);
  } catch {
    return rawId;
  }
}
