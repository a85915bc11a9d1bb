// The journal keeps the latest requests, and never a credential: of the marketplace's Authorization header
// only the algorithm, the access key and the signed-date are shown.
import { describe, expect, it } from 'vitest';

import { ceaAuthorization } from '../../../src/http/hmac.js';
import { authorizationParts, createJournal, journalHeaders, pathAndQuery, type JournalEntry } from '../../../src/reference/journal.js';

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

  it('of the target: the path and query as sent, an absolute form reduced to its path', () => {
    expect(pathAndQuery('/a%2Fb?x=1&y')).toEqual({ path: '/a%2Fb', query: 'x=1&y' });
    expect(pathAndQuery('http://host:1/p?q')).toEqual({ path: '/p', query: 'q' });
    expect(pathAndQuery('http://host:1')).toEqual({ path: '/', query: '' });
    expect(pathAndQuery('http://host:1?q=1'), 'the authority ends at the "?"').toEqual({ path: '/', query: 'q=1' });
    expect(pathAndQuery('/p')).toEqual({ path: '/p', query: '' });
  });
});
