// What the embedded reference deals in, below every layer that reads it: the requests it is sent, the answers it
// gives before they are written to the socket (what a fault changes), and its dataset. Types only.
/** One answer of the reference, before it is written to the socket: mutable on purpose, so that
 *  faults can be made by transforming it. */
export interface ReferenceResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ReferenceRequest {
  method: string;
  /** Raw path as received, percent-encoding intact, query string excluded. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

// The reference's data model: the resources as src/types/api.ts types them (generated from schemas/),
// plain JSON-able objects serialized as they are. Property order follows the official example bodies,
// because JSON.stringify keeps insertion order.

export type { Coupon, CouponPolicy, DisplayCategory, Inquiry, Reply as InquiryReply } from './types/api.js';
import type { Coupon, DisplayCategory, Inquiry } from './types/api.js';
import type { Fixtures } from './fixtures.js';

/** An inquiry and the vendor it belongs to (the owner is never part of the answer). */
export interface StoredInquiry {
  vendorId: string;
  inquiry: Inquiry;
}

export interface Dataset {
  seed: number;
  /** The vendor of an unsigned caller, or of one that names no known vendor. */
  defaultVendorId: string;
  otherVendorId: string;
  /** Keyed by the canonical decimal id (no leading zeros). */
  coupons: Record<string, Coupon>;
  /** Keyed by the canonical decimal id (no leading zeros). */
  inquiries: Record<string, StoredInquiry>;
  /** The root node (code 0, "ROOT"). */
  categoryRoot: DisplayCategory;
  fixtures: Fixtures;
}

/** The pure routing function of the reference; wrap it to build an implementation of a test's own. */
export type RespondFunction = (dataset: Dataset, request: ReferenceRequest, vendorId: string) => ReferenceResponse;
