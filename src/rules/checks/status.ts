// Checks of the status line of an answer.
import type { ExchangeHead } from '../subjects.js';
import { MAX_REDIRECTS } from '../../http/redirects.js';
import { violation, type Violation } from '../violation.js';

/** The status as a reader should see it: a 3xx the client stopped following says why it was not followed further. */
function statusLine({ request, response, redirects = [] }: ExchangeHead): string {
  if (redirects.length < MAX_REDIRECTS) return `${response.status}`;
  const toItself = redirects.every((hop) => hop.location === request.url);
  return toItself
    ? `a redirect loop: ${response.status} to the same URL, again and again`
    : `${response.status} after ${MAX_REDIRECTS} redirects (more than ${MAX_REDIRECTS} redirects: the harness follows no more)`;
}

export function expectStatus(exchange: ExchangeHead, expected: number): Violation[] {
  if (exchange.response.status === expected) return [];
  return [violation('status', { message: 'unexpected HTTP status', expected: `${expected}`, actual: statusLine(exchange) })];
}

export function expectNoServerError(exchange: ExchangeHead): Violation[] {
  if (exchange.response.status < 500) return [];
  return [violation('status', { message: 'server error', expected: 'a status below 500', actual: statusLine(exchange) })];
}

/** A write method on a read-only path must not succeed (decision D12). */
export function expectNotSuccessful(exchange: ExchangeHead): Violation[] {
  const { status } = exchange.response;
  if (status < 200 || status > 299) return [];
  return [
    violation('status', {
      message: `${exchange.request.method} succeeded on a read-only resource`,
      expected: 'a status outside 2xx (e.g. 405)',
      actual: `${status}`,
    }),
  ];
}
