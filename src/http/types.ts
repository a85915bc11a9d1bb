// What one HTTP exchange leaves behind: the evidence every rule result points at.
// Header values the user configured are already redacted here, so the record can go
// straight into reports.

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
  /** The body decoded as UTF-8 (complete: the client never truncates silently). */
  body: string;
  bodyBytes: number;
  /** Set once the exchange is kept for the report with only the start of its body (see src/report/recorded-exchange.ts). */
  bodyTruncated?: boolean;
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
  | 'network';

export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    readonly code: TransportErrorCode,
    message: string,
    readonly request: RecordedRequest,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
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
}

export interface SendOptions {
  method: string;
  /** Path (and query) appended to baseUrl as is: the caller has already encoded it. */
  path: string;
}

export interface HttpClient {
  send(options: SendOptions): Promise<Exchange>;
  close(): Promise<void>;
}

export const REDACTED = '[REDACTED]';
