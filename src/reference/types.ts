// The public face of the embedded reference implementation.

import type { Fixtures } from '../fixtures.js';
import type { ServerTls } from '../http/listener.js';

/** The forms the reference answers in (`serve --forms`, forms.ts): its own, the official samples', or any the decisions accept. */
export const FORMS = ['reference', 'official', 'any'] as const;
export type Forms = (typeof FORMS)[number];

export interface ReferenceServer {
  /** e.g. http://127.0.0.1:43121 (no trailing slash) */
  baseUrl: string;
  fixtures: Fixtures;
  close(): Promise<void>;
}

export interface ReferenceServerOptions {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Seed of the generated dataset; the same seed gives byte-identical answers. */
  seed?: number;
  /** Replaces the conforming `respond` (e.g. to serve a deliberately faulty variant). */
  respond?: RespondFunction;
  /**
   * Verify the marketplace gateway's HMAC signature on every request (see auth.ts): a request
   * without a valid one gets the gateway's 401. Without keys, nothing is verified and the caller
   * is named by X-Requested-By, as before.
   */
  keys?: ReferenceKey[];
  /** The server's clock for signature expiry (epoch ms); tests skew it. */
  now?: () => number;
  /** Where the server writes the one line about a fault of its own (standard error by default). */
  log?: (line: string) => void;
  /**
   * The forms of the answers (docs/clients.md): `reference` (default) the reference's own, `official` the
   * official samples' and production records' (`maximumPerDay`, a numeric parentAnswerId, the accepted
   * nulls), `any` every form the decisions accept, drawn per answer from the seed.
   */
  forms?: Forms;
  /**
   * Serve with these faults (ids of `serve --list-faults`, src/faults/): each changes the answers it names, and
   * `run` against the server fails the rule it breaks. An id that names no fault is a UsageError.
   */
  faults?: readonly string[];
  /** Listen with TLS (HTTP/1.1, and HTTP/2 for a client that asks by ALPN) with this certificate chain and key. */
  tls?: ServerTls;
}

/** One caller the reference knows when verifying signatures. */
export interface ReferenceKey {
  accessKey: string;
  secretKey: string;
  /** The vendor the key belongs to; the dataset's default vendor when absent. */
  vendorId?: string;
}

/** One answer of the reference, before it is written to the socket: mutable on purpose, so that
 *  faulty variants can be built by transforming it. */
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

// ---------------------------------------------------------------------------------------------
// The reference's data model: the resources as src/types/api.ts types them (generated from schemas/),
// plain JSON-able objects serialized as they are. Property order follows the official example bodies,
// because JSON.stringify keeps insertion order.

export type { Coupon, CouponPolicy, DisplayCategory, Inquiry, Reply as InquiryReply } from '../types/api.js';
import type { Coupon, DisplayCategory, Inquiry } from '../types/api.js';

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

/** The pure routing function of the reference; wrap it to build deliberately faulty variants. */
export type RespondFunction = (dataset: Dataset, request: ReferenceRequest, vendorId: string) => ReferenceResponse;
