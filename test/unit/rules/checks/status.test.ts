// The checks of a status line, called directly: each violation whole, the 2xx boundaries of the write-method
// check (D12), and how a 3xx the client stopped following reads (docs/robustness.md:
// at most 5 redirect hops, a count pinned here as written there).
import { describe, expect, it } from 'vitest';
import type { RecordedRedirect } from '../../../../src/http/types.js';
import { expectNoServerError, expectNotSuccessful, expectStatus } from '../../../../src/rules/checks/status.js';
import type { ExchangeHead } from '../../../../src/rules/subjects.js';
import { DEFAULT_URL, exchange } from '../../../support/judges/exchange.js';

const answered = (status: number, method = 'GET'): ExchangeHead => exchange({ status, method, body: '' });
const hop = (location: string): RecordedRedirect => ({ status: 302, location });
const elsewhere = 'http://127.0.0.1:8080/elsewhere';
/** A 302 reached after these hops (the request went to DEFAULT_URL). */
const after = (redirects: RecordedRedirect[]): ExchangeHead => ({ ...answered(302), redirects });

describe('expectStatus', () => {
  it('holds for the expected status', () => expect(expectStatus(answered(404), 404)).toEqual([]));

  const statusLines: [string, { given: ExchangeHead; want: string }][] = [
    ['a 302 with no hop followed (a redirect to another origin)', { given: answered(302), want: '302' }],
    ['a 302 after 4 hops to the same URL, under the limit', { given: after(Array(4).fill(hop(DEFAULT_URL))), want: '302' }],
    ['a 302 after 4 hops elsewhere', { given: after(Array(4).fill(hop(elsewhere))), want: '302' }],
    [
      'a 302 after 5 hops, each back to the URL asked for',
      { given: after(Array(5).fill(hop(DEFAULT_URL))), want: 'a redirect loop: 302 to the same URL, again and again' },
    ],
    [
      'a 302 after 5 hops, some of them elsewhere',
      {
        given: after([hop(DEFAULT_URL), hop(elsewhere), hop(DEFAULT_URL), hop(DEFAULT_URL), hop(DEFAULT_URL)]),
        want: '302 after 5 redirects (more than 5 redirects: the harness follows no more)',
      },
    ],
  ];

  it.each(statusLines)('reads %s as its status line', (_, { given, want }) => {
    expect(expectStatus(given, 200)).toEqual([
      { instancePath: '', keyword: 'status', message: 'unexpected HTTP status', expected: '200', actual: want },
    ]);
  });
});

describe('expectNoServerError', () => {
  it.each([200, 404, 499])('holds for %i', (status) => expect(expectNoServerError(answered(status))).toEqual([]));

  it.each([500, 503])('fails %i', (status) => {
    expect(expectNoServerError(answered(status))).toEqual([
      { instancePath: '', keyword: 'status', message: 'server error', expected: 'a status below 500', actual: `${status}` },
    ]);
  });

  it('says a redirect loop is one', () => {
    expect(expectNoServerError({ ...answered(503), redirects: Array(5).fill(hop(DEFAULT_URL)) })).toEqual([
      {
        instancePath: '',
        keyword: 'status',
        message: 'server error',
        expected: 'a status below 500',
        actual: 'a redirect loop: 503 to the same URL, again and again',
      },
    ]);
  });
});

describe('expectNotSuccessful (D12: a write method on a read-only path)', () => {
  it.each([100, 199, 300, 405, 500])('holds for %i', (status) => expect(expectNotSuccessful(answered(status, 'POST'))).toEqual([]));

  it.each([200, 204, 299])('fails %i, naming the method', (status) => {
    expect(expectNotSuccessful(answered(status, 'DELETE'))).toEqual([
      {
        instancePath: '',
        keyword: 'status',
        message: 'DELETE succeeded on a read-only resource',
        expected: 'a status outside 2xx (e.g. 405)',
        actual: `${status}`,
      },
    ]);
  });
});
