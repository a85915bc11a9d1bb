// The decision half of undici's retry interceptor: retry a 429 and nothing else.
//
// undici's default decision retries every error that carries no `code` (an HTTPParserError for a
// non-HTTP answer has none) whatever `errorCodes` says, and treats `Retry-After: 0` as absent.
// A network failure must be reported, not retried, so the decision is ours; the interceptor
// still does the waiting and the re-dispatching.

import type { errors as UndiciErrors, RetryHandler } from 'undici';
import { errors } from './undici-parts.js';

/** What a retry waits for: its turn under the rate limit, and room in the request budget (false: none). */
export interface RetryTurn {
  observe(headers: Readonly<Record<string, string | string[] | undefined>>): void;
  /** `dispatched`: the options the request is dispatched with, which say whose attempt it is. */
  take(dispatched?: object): Promise<boolean>;
}

/** Longest wait before retrying a 429: a Retry-After asking for more ends the request as blocked. */
export const MAX_RETRY_AFTER_WAIT_MS = 30_000;

/** A 429 whose Retry-After asks for a longer wait than a run makes: the request is not retried. */
export class RetryAfterTooLongError extends Error {
  override readonly name = 'RetryAfterTooLongError';
  constructor(readonly waitMs: number) {
    super(`Retry-After asks for ${waitMs} ms`);
  }
}
/** Wait before the first retry of a 429 without a usable Retry-After; doubled for each next one. */
export const FIRST_429_BACKOFF_MS = 500;

/**
 * `pacer`, when given, sees the headers of every 429 (a gateway warning there slows the client
 * down too) and spaces a retry like any other request once the Retry-After wait is over; a retry
 * that the request budget has no room for is not made.
 */
export function retryOnlyTooManyRequests(maxRetries: number, pacer?: RetryTurn): RetryHandler.RetryCallback {
  return (error, { state, opts }, decide) => {
    if (isTooManyRequests(error) && error.headers) pacer?.observe(error.headers);
    // state.counter is the number of answers so far, so it exceeds maxRetries once they are used up.
    if (!isTooManyRequests(error) || state.counter > maxRetries) {
      decide(error);
      return;
    }
    const asked = retryAfterMs(firstValue(error.headers?.['retry-after']), Date.now());
    if (asked !== undefined && asked > MAX_RETRY_AFTER_WAIT_MS) {
      decide(new RetryAfterTooLongError(asked));
      return;
    }
    const backoff = FIRST_429_BACKOFF_MS * 2 ** (state.counter - 1);
    const retry = () => (pacer ? pacer.take(opts).then((allowed) => decide(allowed ? null : error)) : decide(null));
    setTimeout(retry, asked ?? backoff);
  };
}

function isTooManyRequests(error: Error): error is UndiciErrors.RequestRetryError {
  return error instanceof errors.RequestRetryError && error.statusCode === 429;
}

/** Retry-After (RFC 9110 10.2.3) as a wait in ms: delay-seconds or an HTTP date; undefined if unusable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // Every HTTP date form names a day or month; without the check Date.parse reads "1.5" as a date.
  if (!/[a-z]/i.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
