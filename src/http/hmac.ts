// The marketplace gateway's HMAC scheme (docs/robustness.md, "Authentication"):
//   Authorization: CEA algorithm=HmacSHA256, access-key=K, signed-date=yyMMdd'T'HHmmss'Z', signature=S
//   S = lowercase hex HMAC-SHA256(secretKey, signed-date + METHOD + path + query without "?")
// The body is not signed. A signature is good for minutes only, so every attempt is signed afresh:
// the interceptor sits below the retry interceptor, and each redirect hop is its own request.

import { createHmac } from 'node:crypto';
import type { Dispatcher } from 'undici';

export interface HmacCredentials {
  accessKey: string;
  /** Never recorded: the client adds it to the strings it redacts. */
  secretKey: string;
}

/** `yyMMdd'T'HHmmss'Z'` in UTC, e.g. 251120T113608Z. */
export function signedDateOf(at: Date): string {
  const iso = at.toISOString(); // 2025-11-20T11:36:08.123Z
  return `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** The signed message: signed-date, method, path and the query without its "?". */
export function messageToSign(signedDate: string, method: string, pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf('?');
  const path = mark < 0 ? pathAndQuery : pathAndQuery.slice(0, mark);
  const query = mark < 0 ? '' : pathAndQuery.slice(mark + 1);
  return signedDate + method + path + query;
}

/** The Authorization header value for one request, signed at `at`. */
export function ceaAuthorization(credentials: HmacCredentials, method: string, pathAndQuery: string, at: Date): string {
  const signedDate = signedDateOf(at);
  const signature = createHmac('sha256', credentials.secretKey)
    .update(messageToSign(signedDate, method, pathAndQuery), 'utf8')
    .digest('hex');
  return `CEA algorithm=HmacSHA256, access-key=${credentials.accessKey}, signed-date=${signedDate}, signature=${signature}`;
}

/** Signs every request dispatched through it; `now` is injectable so tests can sign in the past. */
export function hmacSigning(credentials: HmacCredentials, now: () => Date = () => new Date()): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => {
    const authorization = ceaAuthorization(credentials, options.method, options.path, now());
    return dispatch({ ...options, headers: withHeader(options.headers, 'authorization', authorization) }, handler);
  };
}

type DispatchHeaders = Dispatcher.DispatchOptions['headers'];

/** A copy of `headers` (any of undici's accepted forms) with `name` set to `value`, replacing any spelling of it. */
function withHeader(headers: DispatchHeaders, name: string, value: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, entry] of headerEntries(headers)) {
    if (key.toLowerCase() !== name && entry !== undefined) result[key] = entry;
  }
  result[name] = value;
  return result;
}

function headerEntries(headers: DispatchHeaders): Iterable<[string, string | string[] | undefined]> {
  if (headers == null) return [];
  if (Array.isArray(headers)) {
    // A flat [name, value, name, value, ...] list, or a list of pairs.
    if (headers.length > 0 && Array.isArray(headers[0])) return headers as unknown as [string, string][];
    const pairs: [string, string][] = [];
    for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([String(headers[i]), String(headers[i + 1])]);
    return pairs;
  }
  if (Symbol.iterator in headers) return headers as Iterable<[string, string | string[] | undefined]>;
  return Object.entries(headers as Record<string, string | string[] | undefined>);
}
