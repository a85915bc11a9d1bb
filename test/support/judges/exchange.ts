// Builds the Exchange a judge reads, as the HTTP client would have recorded it: a 200 with
// `application/json;charset=UTF-8` to a GET on a plausible URL unless the case says otherwise.
import { COUPON, pathFor } from '../../../src/operations.js';
import type { Exchange } from '../../../src/http/types.js';

export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';
export const DEFAULT_URL = `http://127.0.0.1:8080${pathFor(COUPON, '11234224')}`;

export interface ExchangeSpec {
  /** HTTP status; 200 by default. */
  status?: number;
  /** An object is sent as JSON; a string is sent as is (for bodies that are not JSON, or hand-built JSON). */
  body: unknown;
  /** Content-Type of the response; `null` sends none. */
  contentType?: string | null;
  method?: string;
  url?: string;
  /** Further response headers (lower-case names, as the client records them). */
  headers?: Record<string, string>;
}

export function exchange(spec: ExchangeSpec): Exchange {
  const body = typeof spec.body === 'string' ? spec.body : JSON.stringify(spec.body);
  const contentType = spec.contentType === undefined ? JSON_CONTENT_TYPE : spec.contentType;
  return {
    request: { method: spec.method ?? 'GET', url: spec.url ?? DEFAULT_URL, headers: { accept: 'application/json' } },
    response: {
      status: spec.status ?? 200,
      headers: { ...(contentType === null ? {} : { 'content-type': contentType }), ...spec.headers },
      body,
      bodyBytes: Buffer.byteLength(body, 'utf8'),
    },
    startedAt: '2025-01-15T05:17:13.000Z',
    durationMs: 12,
  };
}
