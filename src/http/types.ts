// What one HTTP exchange leaves behind: the evidence every rule result points at.
// Header values the user configured are already redacted here, so the record can go
// straight into reports.

import type { RateLimiterClock } from './rate-limit.js';

export interface RecordedRequest {
  method: string;
  /** Absolute URL exactly as sent (the path is never re-encoded by the client). */
  url: string;
  headers: Record<string, string>;
}

export interface RecordedResponse {
  status: number;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The headers that came more than once, each value apart (a Content-Type must come once). */
  repeatedHeaders?: Record<string, string[]>;
  /** The body decoded as UTF-8 (complete: the client never truncates silently), after any content coding is undone. */
  body: string;
  /** Size of the body, decoded. */
  bodyBytes: number;
  /** Size of the body as it travelled, when the server used a content coding (gzip, br, ...). */
  encodedBytes?: number;
  /**
   * Why the body cannot be read as text at all: an unknown content coding, data that is not what its coding
   * says, bytes that are not UTF-8. `body` is then empty, or for bytes that are not UTF-8 a rendering
   * with replacement characters, for a person to look at only.
   */
  unreadable?: string;
  /** Set once the exchange is kept for the report with only the start of its body (see src/report/recorded-exchange.ts). */
  bodyTruncated?: boolean;
  /** The version of the status line that answered ("HTTP/1.0", "HTTP/1.1"), when known. */
  httpVersion?: string;
}

/** A same-origin redirect the client followed on its way to the recorded response. */
export interface RecordedRedirect {
  status: number;
  /** Absolute URL the hop led to (redacted). */
  location: string;
}

export interface Exchange {
  request: RecordedRequest;
  /** The final answer: after any same-origin redirects (see `redirects`). */
  response: RecordedResponse;
  startedAt: string;
  durationMs: number;
  /** Present when redirects were followed, in order; the response is the answer to the last one. */
  redirects?: RecordedRedirect[];
  /** Which test sent it: set by the run, kept in exchanges.har, so `verify` can hand the answer back to that test. */
  sentBy?: SentBy;
}

/** A request's place in a run: the test that sent it, its place among that test's requests, the attempts it took. */
export interface SentBy {
  test: string;
  /** 0 for the test's first request. */
  index: number;
  /** Requests it put on the wire: 1, more with 429 retries and redirect hops, 0 when the client sent nothing. */
  attempts: number;
}

/** Why no complete answer arrived: the rule cannot be judged (status `error`), never `failed`. */
export type TransportErrorCode =
  | 'timeout'
  | 'refused'
  | 'reset'
  | 'dns'
  | 'tls'
  | 'body-too-large'
  | 'blocked'
  | 'network'
  /** Not sent: an earlier request of the same operation got no complete answer. */
  | 'stopped'
  /** Not sent: the run's request budget (--max-requests) is spent. */
  | 'budget'
  /** A 429 asking for a longer wait (Retry-After) than a run makes. */
  | 'retry-later'
  /** Not sent: the run was interrupted (Ctrl-C) before its turn came. */
  | 'interrupted';

export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    readonly code: TransportErrorCode,
    message: string,
    readonly request: RecordedRequest,
    options?: { cause?: unknown; sent?: boolean },
  ) {
    super(message, options);
    this.sent = options?.sent ?? true;
  }

  /** False when the client refused to send the request at all (a blocked target, a stopped operation, a spent budget). */
  readonly sent: boolean;
}

export interface HttpClientOptions {
  /** Origin plus optional base path, without a trailing slash, e.g. http://127.0.0.1:8080/api */
  baseUrl: string;
  /** Whole-request budget: connect, headers and body. */
  timeoutMs: number;
  /** Largest response body accepted; past it the request fails with `body-too-large`. */
  maxBodyBytes: number;
  /** Sent with every request; their values are secrets as far as recording goes. */
  headers: Record<string, string>;
  /** Requests per second across this client; null means unlimited. */
  ratePerSecond: number | null;
  /** How many times a 429 is retried (honouring Retry-After) before the request fails as `blocked`. */
  maxRetriesOn429: number;
  /** Extra strings that must never appear in a recording (replaced by the redaction marker). */
  secrets: string[];
  /** Sign every request with the marketplace gateway's HMAC scheme (see hmac.ts). */
  signing?: { accessKey: string; secretKey: string };
  /** The calling vendor, sent as X-Requested-By (over a configured header of that name). */
  vendorId?: string;
  /** Requests (every attempt: retries and redirect hops too) this client may send in all; no cap when absent. */
  maxRequests?: number;
  /** TLS material read from the user's PEM files: a private CA to trust, a client certificate and its key (a secret). */
  tls?: TlsMaterial;
  /** When each request's turn under the rate limit comes; the system's clock when absent (a test holds the turns). */
  clock?: RateLimiterClock;
}

export interface TlsMaterial {
  /** CA certificates trusted besides Node's own. */
  ca?: string;
  cert?: string;
  key?: string;
}

export interface SendOptions {
  method: string;
  /** Path (and query) appended to baseUrl as is: the caller has already encoded it. */
  path: string;
  /**
   * What the request is for (an operation of the API). Once one request of an operation gets no
   * complete answer (a stall, a reset, an answer that is not HTTP), the others are not sent.
   */
  operation?: string;
  /** The test that sends it, by name: a client replaying a recording (src/http/replay-client.ts) answers by test. */
  test?: string;
  /** Filled in as the request goes: with requests in flight together, the client's count cannot say whose they were. */
  tally?: SendTally;
}

/** What one send put on the wire: its attempts (the first, 429 retries, redirect hops), and how many went before it. */
export interface SendTally {
  attempts: number;
  /** Requests the client had sent before this one's first attempt; unset while nothing was sent. */
  sentBefore?: number;
}

/** What one request of a test came to: its answer, or the transport error it got (sent or not). */
export type RecordedSend =
  | { exchange: Exchange; attempts: number }
  | { error: { code: TransportErrorCode; message: string; request: RecordedRequest; sent: boolean }; attempts: number };

export interface HttpClient {
  send(options: SendOptions): Promise<Exchange>;
  /**
   * What was sent for `test` that it never asked for, once settled: requests sent ahead (src/http/send-ahead.ts),
   * or recorded so (src/http/replay-client.ts). A client that sends only what it is asked has none.
   */
  leftOver?(test: string): Promise<RecordedSend[]>;
  /** Requests sent so far (every attempt counts). */
  readonly requestsSent: number;
  /** Sends nothing more: a request not yet on the wire (one waiting for its turn too) fails at once as `interrupted`. */
  interrupt(): void;
  /** Ends the client once what is under way has ended. */
  close(): Promise<void>;
  /** Ends the client now: every connection closed, a request still under way aborted. */
  destroy(): Promise<void>;
}

export const REDACTED = '[REDACTED]';
