// The journal keeps the latest requests, and never a credential: of the marketplace's Authorization header
// only the algorithm, the access key and the signed-date are shown. Each request's line: its target's path and
// query as sent, what the answer came from, and the time it took.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ceaAuthorization } from '../../../src/http/hmac.js';
import {
  appliedOf,
  authorizationParts,
  createJournal,
  journalEntry,
  journalHeaders,
  oneLine,
  pathAndQuery,
  type JournalEntry,
  type Seen,
} from '../../../src/reference/journal.js';
import type { Preferred } from '../../../src/reference/prefer-queue.js';
import type { Fault } from '../../../src/rules/fault.js';
import { faultsNamed } from '../../../src/rules/faults.js';

const entry = (n: number): JournalEntry => ({
  time: `2026-11-28T00:00:0${n}.000Z`,
  method: 'GET',
  httpVersion: 'HTTP/1.1',
  path: `/${n}`,
  query: '',
  headers: {},
  signature: 'not checked',
  status: 200,
  ms: 1,
});

describe('the journal', () => {
  it('keeps the latest, oldest first, and counts what it dropped; clear starts afresh', () => {
    const journal = createJournal(3);
    for (const n of [1, 2, 3, 4, 5]) journal.add(entry(n));
    expect(journal.entries().map((e) => e.path)).toEqual(['/3', '/4', '/5']);
    expect(journal.dropped()).toBe(2);
    journal.clear();
    expect([journal.entries(), journal.dropped()]).toEqual([[], 0]);
  });

  it('drops nothing until past its limit', () => {
    const journal = createJournal(3);
    for (const n of [1, 2, 3]) journal.add(entry(n));
    expect([journal.entries().map((e) => e.path), journal.dropped()]).toStrictEqual([['/1', '/2', '/3'], 0]);
  });
});

describe('what of a request it shows', () => {
  const secret = 'the-secret-key';
  const authorization = ceaAuthorization({ accessKey: 'AK-1', secretKey: secret }, 'GET', '/x?a=1', new Date('2026-11-28T10:20:30Z'));

  it('of a signature: the algorithm, access key and signed-date, the signature hidden', () => {
    expect(authorizationParts(authorization)).toEqual({
      shown: 'CEA algorithm=HmacSHA256, access-key=AK-1, signed-date=261128T102030Z, signature=[REDACTED]',
      accessKey: 'AK-1',
      signedDate: '261128T102030Z',
    });
    expect(authorizationParts('Bearer abc.def').shown, 'any other scheme is hidden whole').toBe('[REDACTED]');
    expect(authorizationParts('CEA signature=abc, secret=xyz').shown).toBe('CEA signature=[REDACTED], secret=[REDACTED]');
  });

  it('of the headers: lower-case names, one line each, no pseudo-header, credentials hidden', () => {
    const shown = journalHeaders({
      Authorization: authorization,
      Cookie: 'session=1',
      'Proxy-Authorization': 'Basic eA==',
      Accept: ['application/json', 'text/plain'],
      ':path': '/x',
      'X-Requested-By': 'A0001',
      Absent: undefined,
    });
    expect(shown).toEqual({
      authorization: 'CEA algorithm=HmacSHA256, access-key=AK-1, signed-date=261128T102030Z, signature=[REDACTED]',
      cookie: '[REDACTED]',
      'proxy-authorization': '[REDACTED]',
      accept: 'application/json, text/plain',
      'x-requested-by': 'A0001',
    });
    expect(JSON.stringify(shown)).not.toContain(authorization.slice(-64));
  });

  it.each([
    ['/a%2Fb?x=1&y', { path: '/a%2Fb', query: 'x=1&y' }],
    ['/p', { path: '/p', query: '' }],
    ['/p?u=http://h/x', { path: '/p', query: 'u=http://h/x' }],
    ['http://host:1/p?q', { path: '/p', query: 'q' }],
    ['http://host:1', { path: '/', query: '' }],
    // The authority ends at the "?": the query is the request's.
    ['http://host:1?q=1', { path: '/', query: 'q=1' }],
  ])('of the target %s: the path and query as sent, an absolute form reduced to its path', (target, expected) => {
    expect(pathAndQuery(target)).toStrictEqual(expected);
  });

  const shown = { shown: 'CEA access-key=AK-1, signature=[REDACTED]', accessKey: 'AK-1' };
  it.each([
    ['another scheme whose name ends in CEA', 'X-CEA access-key=AK-1, signature=abc', { shown: '[REDACTED]' }],
    ['a value over two lines', 'CEA access-key=AK-1\nsignature=abc', { shown: '[REDACTED]' }],
    ['a value untrimmed (node trims a header, another caller may not)', '  CEA access-key=AK-1, signature=abc ', shown],
    ['a line break after CEA (whitespace too)', 'CEA\r\n access-key=AK-1, signature=abc', shown],
    [
      'a field whose name only ends in one shown',
      'CEA x-access-key=AK-1, signature=abc',
      { shown: 'CEA x-access-key=[REDACTED], signature=[REDACTED]' },
    ],
  ])('of an Authorization header, %s', (_, value, expected) => {
    expect(authorizationParts(value)).toStrictEqual(expected);
  });
});

describe('oneLine', () => {
  it.each([
    [undefined, undefined],
    ['a', 'a'],
    [['a', 'b'], 'a, b'],
  ])('makes %o %o', (value, expected) => {
    expect(oneLine(value)).toBe(expected);
  });
});

describe('appliedOf', () => {
  const [rootCode, extraField] = faultsNamed(['categories-root-code', 'categories-extra-field']) as [Fault, Fault];
  it.each([
    ['nothing', undefined, [], undefined],
    ['a Prefer header', { prefer: 'code=429', from: 'header' }, [], 'Prefer: code=429'],
    ['a queued Prefer', { prefer: 'code=429', from: 'queue', nth: 1, of: 2 }, [], 'Prefer: code=429 (queued, 1 of 2)'],
    ["serve --prefer's", { prefer: 'code=429', from: 'default' }, [], 'Prefer: code=429 (serve --prefer)'],
    ['two faults', undefined, [rootCode, extraField], 'fault categories-root-code; fault categories-extra-field'],
    ['a Prefer and a fault', { prefer: 'code=429', from: 'header' }, [rootCode], 'Prefer: code=429; fault categories-root-code'],
  ] satisfies [string, Preferred | undefined, Fault[], string | undefined][])('names %s', (_, preferred, faults, expected) => {
    expect(appliedOf(preferred, faults)).toBe(expected);
  });
});

describe('journalEntry', () => {
  const COUPON_PATH = '/v2/providers/marketplace_openapi/apis/api/v1/coupons/7';
  const authorization = ceaAuthorization(
    { accessKey: 'AK-1', secretKey: 'the-secret-key' },
    'GET',
    COUPON_PATH,
    new Date('2026-11-28T10:20:30Z'),
  );
  const seen: Seen = {
    time: '2026-11-28T10:20:30.123Z',
    method: 'GET',
    path: COUPON_PATH,
    query: 'a=1',
    signature: 'verified',
    applied: 'Prefer: code=429',
    arrived: 1000.2,
  };

  // The time taken is performance.now() less the arrival: a clock of the test's own makes it exact.
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('of a request answered: its fields, the signature hidden, the milliseconds since it arrived', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1234.6);
    const req = {
      httpVersion: '2.0',
      headers: { authorization, accept: 'application/json', ':path': COUPON_PATH },
    } as unknown as IncomingMessage;
    const res = { headersSent: true, statusCode: 429 } as ServerResponse;
    expect(journalEntry(req, seen, res)).toStrictEqual({
      time: '2026-11-28T10:20:30.123Z',
      method: 'GET',
      httpVersion: 'HTTP/2.0',
      path: COUPON_PATH,
      query: 'a=1',
      operation: 'GET_COUPON_BY_ID',
      headers: {
        authorization: 'CEA algorithm=HmacSHA256, access-key=AK-1, signed-date=261128T102030Z, signature=[REDACTED]',
        accept: 'application/json',
      },
      signature: 'verified',
      accessKey: 'AK-1',
      signedDate: '261128T102030Z',
      status: 429,
      ms: 234,
      applied: 'Prefer: code=429',
    });
  });

  it('of a request unsigned and never answered: status 0, and no field it did not have', () => {
    vi.spyOn(performance, 'now').mockReturnValue(1000.2);
    const req = { httpVersion: '1.1', headers: {} } as unknown as IncomingMessage;
    const res = { headersSent: false, statusCode: 200 } as ServerResponse;
    const unsigned: Seen = { ...seen, path: '/elsewhere', signature: 'not checked', applied: undefined };
    expect(journalEntry(req, unsigned, res)).toStrictEqual({
      time: '2026-11-28T10:20:30.123Z',
      method: 'GET',
      httpVersion: 'HTTP/1.1',
      path: '/elsewhere',
      query: 'a=1',
      headers: {},
      signature: 'not checked',
      status: 0,
      ms: 0,
    });
  });
});
