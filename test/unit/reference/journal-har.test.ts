// `serve --journal`: the journal as HAR 1.2, each request with its URL on the base URL, its headers as kept
// (credentials hidden), its status, and what the mock applied; an unanswered request as a HAR tool shows one.
import { describe, expect, it } from 'vitest';

import type { JournalEntry } from '../../../src/reference/journal.js';
import { journalHar } from '../../../src/reference/journal-har.js';

const answered: JournalEntry = {
  time: '2026-11-28T10:20:30.123Z',
  method: 'GET',
  httpVersion: 'HTTP/1.1',
  path: '/v2/x/1',
  query: 'a=1&b=%20',
  operation: 'GET_COUPON_BY_ID',
  headers: { authorization: '[REDACTED]', accept: 'application/json' },
  signature: 'refused',
  status: 429,
  ms: 7,
  applied: 'Prefer: code=429 (queued, 1 of 2)',
};
const reset: JournalEntry = {
  time: '2026-11-28T10:20:31.000Z',
  method: 'GET',
  httpVersion: 'HTTP/1.1',
  path: '/v2/x/1',
  query: '',
  headers: {},
  signature: 'not checked',
  status: 0,
  ms: 2,
};

describe('journalHar', () => {
  const log = (JSON.parse(journalHar('http://127.0.0.1:9', [answered, reset], 0)) as { log: Record<string, unknown> }).log;
  const entries = log['entries'] as Record<string, Record<string, unknown>>[];

  it('is HAR 1.2 by this tool, one entry per request, oldest first', () => {
    expect(log['version']).toBe('1.2');
    expect(log['creator']).toMatchObject({ name: 'seller-api-conformance' });
    expect(log['comment']).toBe('seller-api-conformance serve at http://127.0.0.1:9: the requests it received');
    expect(entries.map((e) => e['startedDateTime'])).toEqual([answered.time, reset.time]);
  });

  it('gives each its URL, query, headers, status, time, and the mock fields', () => {
    expect(entries[0]).toMatchObject({
      time: 7,
      request: {
        method: 'GET',
        url: 'http://127.0.0.1:9/v2/x/1?a=1&b=%20',
        httpVersion: 'HTTP/1.1',
        headers: [
          { name: 'authorization', value: '[REDACTED]' },
          { name: 'accept', value: 'application/json' },
        ],
        queryString: [
          { name: 'a', value: '1' },
          { name: 'b', value: ' ' },
        ],
      },
      response: { status: 429, httpVersion: 'HTTP/1.1' },
      timings: { wait: 7 },
      _operation: 'GET_COUPON_BY_ID',
      _signature: 'refused',
      _applied: 'Prefer: code=429 (queued, 1 of 2)',
    });
    expect(entries[0]!['response']).not.toHaveProperty('_error');
  });

  it('an unanswered request: status 0 with _error, and no mock field it did not have', () => {
    expect(entries[1]).toMatchObject({
      request: { url: 'http://127.0.0.1:9/v2/x/1', queryString: [] },
      response: { status: 0, httpVersion: '', _error: 'no answer sent' },
    });
    expect(Object.keys(entries[1]!)).not.toContain('_applied');
    expect(Object.keys(entries[1]!)).not.toContain('_operation');
  });

  it('says how many earlier requests were dropped', () => {
    const dropped = (JSON.parse(journalHar('http://h', [answered], 5)) as { log: { comment: string } }).log.comment;
    expect(dropped).toBe('seller-api-conformance serve at http://h: the requests it received, the latest 1 (5 earlier dropped)');
  });
});
