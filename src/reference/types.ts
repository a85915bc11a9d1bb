// The public face of the embedded reference implementation.

import type { Fixtures } from '../fixtures.js';
import type { ServerTls } from '../http/listener.js';
import type { JournalEntry } from './journal.js';
import type { QueuedPreference } from './prefer-queue.js';
import type { MockTimings } from './timings.js';
import type { Dataset, ReferenceRequest, ReferenceResponse, RespondFunction } from '../reference-model.js';

// The reference's data model and the requests and answers it deals in sit below every layer that reads them (src/reference-model.ts).
export type { Coupon, CouponPolicy, DisplayCategory, Inquiry, InquiryReply, StoredInquiry } from '../reference-model.js';
export type { Dataset, ReferenceRequest, ReferenceResponse, RespondFunction };

/** The forms the reference answers in (`serve --forms`, forms.ts): its own, the official samples', or any the decisions accept. */
export const FORMS = ['reference', 'official', 'any'] as const;
export type Forms = (typeof FORMS)[number];

export interface ReferenceServer {
  /** e.g. http://127.0.0.1:43121 (no trailing slash) */
  baseUrl: string;
  fixtures: Fixtures;
  /** What the `/__mock/` paths do, from the same process (docs/clients.md, "The mock from a test"). */
  mock: MockControl;
  close(): Promise<void>;
}

/** The queue of answers told in advance and the journal of requests, as `POST /__mock/prefer` and `GET /__mock/requests` give them. */
export interface MockControl {
  /** Queues a preference for the next `times` (default 1) matching requests; a problem with it throws a TypeError naming it. */
  prefer(queued: QueuedPreference): void;
  /** What is queued, in order, with how many requests each is still for. */
  queued(): { prefer: string; times: number; left: number; operation?: string }[];
  clearPreferences(): void;
  /** The requests received, oldest first (the latest 10,000). */
  requests(): JournalEntry[];
  /** How many earlier requests the journal dropped to keep the latest. */
  dropped(): number;
  clearRequests(): void;
}

export interface ReferenceServerOptions {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Seed of the generated dataset; the same seed gives byte-identical answers. */
  seed?: number;
  /** Replaces the conforming `respond` (e.g. to serve a fault). */
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
   * Serve with these faults (ids of `serve --list-faults`, written beside their rules): each changes the answers it names, and
   * `run` against the server fails the rule it breaks. An id that names no fault is a UsageError.
   */
  faults?: readonly string[];
  /** Listen with TLS (HTTP/1.1, and HTTP/2 for a client that asks by ALPN) with this certificate chain and key. */
  tls?: ServerTls;
  /** A Prefer value for every request that asks for nothing itself and matches nothing queued (`serve --prefer`). */
  prefer?: string;
  /** Answer the v4 inquiry path (`.../v4/vendors/{vendorId}/callCenterInquiries/{id}`) as the v5 one, not with a 404 naming v5. */
  v4?: boolean;
  /** Hears of each request once its answer has ended, as the journal keeps it (`serve` prints a line). */
  onRequest?: (entry: JournalEntry) => void;
  /**
   * How long the timed answers take (`answer=slow`, the gateway's timeout, `answer=dribble`): the real gateway's
   * by default (MOCK_TIMINGS); shorter ones keep a client's tests of them fast.
   */
  timings?: Partial<MockTimings>;
}

/** One caller the reference knows when verifying signatures. */
export interface ReferenceKey {
  accessKey: string;
  secretKey: string;
  /** The vendor the key belongs to; the dataset's default vendor when absent. */
  vendorId?: string;
}
