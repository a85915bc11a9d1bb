// The decision to retry a 429 (and nothing else), under fake timers. The waits docs/robustness.md
// states ("Politeness": the Retry-After wait, at most 30 s, or 0.5, 1 and 2 s without one) are literals
// here, never the constants of the code they check.
import { errors } from 'undici';
import { describe, expect, it, vi } from 'vitest';
import { RetryAfterTooLongError, retryAfterMs, retryOnlyTooManyRequests } from '../../../src/http/retry-on-429.js';

// undici's RequestRetryError takes { headers, data } at run time, whatever its .d.ts says.
const tooManyRequests = (headers: Record<string, string> | undefined) =>
  new errors.RequestRetryError('Request failed', 429, { headers, data: { count: 1 } } as never);
const context = (counter: number) => ({ state: { counter }, opts: { method: 'GET' as const, path: '/' } });

/** Runs one decision under fake timers: how long until it said "retry", or the error it ended the request with at once. */
function decide(error: Error, counter: number, maxRetries = 3): { afterMs: number; retried: boolean } | { refused: Error } {
  vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
  try {
    const start = Date.now();
    let verdict: Error | null | undefined;
    retryOnlyTooManyRequests(maxRetries)(error, context(counter), (result) => {
      verdict = result;
    });
    if (verdict) return { refused: verdict };
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    return { afterMs: Date.now() - start, retried: verdict === null };
  } finally {
    vi.useRealTimers();
  }
}

describe('the decision to retry', () => {
  it.each<{ name: string; headers: Record<string, string> | undefined; counter: number; afterMs: number }>([
    { name: 'Retry-After in seconds', headers: { 'retry-after': '7' }, counter: 1, afterMs: 7_000 },
    { name: 'Retry-After: 0', headers: { 'retry-after': '0' }, counter: 2, afterMs: 0 },
    { name: 'Retry-After as a date', headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:12 GMT' }, counter: 1, afterMs: 12_000 },
    { name: 'the longest Retry-After a run waits', headers: { 'retry-after': '30' }, counter: 1, afterMs: 30_000 },
    { name: 'no Retry-After, first retry', headers: {}, counter: 1, afterMs: 500 },
    { name: 'no Retry-After, second retry', headers: {}, counter: 2, afterMs: 1_000 },
    { name: 'no Retry-After, third retry', headers: {}, counter: 3, afterMs: 2_000 },
    { name: 'no headers at all', headers: undefined, counter: 1, afterMs: 500 },
    { name: 'an unreadable Retry-After', headers: { 'retry-after': 'soon' }, counter: 1, afterMs: 500 },
  ])('retries a 429 with $name after $afterMs ms', ({ headers, counter, afterMs }) => {
    expect(decide(tooManyRequests(headers), counter)).toEqual({ afterMs, retried: true });
  });

  it.each([
    { name: 'a 429 once the retries are used up', error: tooManyRequests({}), counter: 4 },
    { name: 'a 503', error: new errors.RequestRetryError('Request failed', 503, { headers: {}, data: { count: 1 } } as never), counter: 1 },
    { name: 'a reset', error: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), counter: 1 },
    { name: 'an error without a code', error: new errors.HTTPParserError('Expected HTTP/'), counter: 1 },
  ])('does not retry $name, and ends the request with it', ({ error, counter }) => {
    expect(decide(error, counter)).toEqual({ refused: error });
  });

  it.each([
    { retryAfter: '31', waitMs: 31_000 },
    { retryAfter: '3600', waitMs: 3_600_000 },
    { retryAfter: 'Thu, 01 Jan 2026 01:00:00 GMT', waitMs: 3_600_000 },
  ])('ends a 429 whose Retry-After asks for more than 30 s ($retryAfter) with a RetryAfterTooLongError', ({ retryAfter, waitMs }) => {
    const verdict = decide(tooManyRequests({ 'retry-after': retryAfter }), 1);
    expect(verdict).toEqual({ refused: expect.any(RetryAfterTooLongError) });
    const refused = (verdict as { refused: RetryAfterTooLongError }).refused;
    expect([refused.name, refused.message, refused.waitMs]).toEqual([
      'RetryAfterTooLongError',
      `Retry-After asks for ${waitMs} ms`,
      waitMs,
    ]);
  });

  it.each([
    { value: '120', want: 120_000 },
    { value: ' 0 ', want: 0 },
    { value: 'Thu, 01 Jan 2026 00:01:00 GMT', want: 60_000 },
    { value: 'Thursday, 01-Jan-26 00:00:30 GMT', want: 30_000 },
    { value: 'Wed, 31 Dec 2025 23:00:00 GMT', want: 0 },
    { value: '1.5', want: undefined },
    { value: '-3', want: undefined },
    { value: 'soon', want: undefined },
    { value: undefined, want: undefined },
  ])('retryAfterMs($value) is $want', ({ value, want }) => {
    expect(retryAfterMs(value, Date.parse('2026-01-01T00:00:00Z'))).toBe(want);
  });
});
