// Checks of the status line of an answer.
import type { Exchange } from '../../http/types.js';
import type { Violation } from '../rule.js';

const statusLine = (exchange: Exchange) => `${exchange.response.status}`;

export function expectStatus(exchange: Exchange, expected: number): Violation[] {
  if (exchange.response.status === expected) return [];
  return [
    { instancePath: '', keyword: 'status', message: 'unexpected HTTP status', expected: `${expected}`, actual: statusLine(exchange) },
  ];
}

export function expectNoServerError(exchange: Exchange): Violation[] {
  if (exchange.response.status < 500) return [];
  return [{ instancePath: '', keyword: 'status', message: 'server error', expected: 'a status below 500', actual: statusLine(exchange) }];
}

/** A write method on a read-only path must not succeed (decision D12). */
export function expectNotSuccessful(exchange: Exchange): Violation[] {
  const { status } = exchange.response;
  if (status < 200 || status > 299) return [];
  return [
    {
      instancePath: '',
      keyword: 'status',
      message: `${exchange.request.method} succeeded on a read-only resource`,
      expected: 'a status outside 2xx (e.g. 405)',
      actual: `${status}`,
    },
  ];
}
