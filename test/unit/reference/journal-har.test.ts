// `serve --journal`: the journal as HAR 1.2, each request with its URL on the base URL, its headers as kept
// (credentials hidden), its status, and what the mock applied; an unanswered request as a HAR tool shows one.
// Every value is computed inside a test: a throw while the file is collected fails no test, and StrykerJS counts no kill.
import { describe, expect, it } from 'vitest';

import { toolVersion } from '../../../src/package-info.js';
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

/** What HAR gives of every answer the journal records: HAR 1.2's fields for what it does not keep. */
const KEPT_OF_AN_ANSWER = {
  cookies: [],
  headers: [],
  content: { size: 0, mimeType: 'x-unknown', comment: 'the journal keeps no bodies' },
  redirectURL: '',
  headersSize: -1,
  bodySize: -1,
};

describe('journalHar', () => {
  // Whole entries: HAR 1.2 fixes what the journal does not keep (sizes and timings unknown as -1, no cookies,
  // no redirect, no status text), and the answer's headers and body are not kept either.
  it('is HAR 1.2 by this tool, one entry per request, oldest first, JSON of two spaces and a last newline', () => {
    const text = journalHar('http://127.0.0.1:9', [answered, reset], 0);
    expect(JSON.parse(text)).toStrictEqual({
      log: {
        version: '1.2',
        creator: { name: 'seller-api-conformance', version: toolVersion },
        comment: 'seller-api-conformance serve at http://127.0.0.1:9: the requests it received',
        entries: [
          {
            startedDateTime: '2026-11-28T10:20:30.123Z',
            time: 7,
            request: {
              method: 'GET',
              url: 'http://127.0.0.1:9/v2/x/1?a=1&b=%20',
              httpVersion: 'HTTP/1.1',
              cookies: [],
              headers: [
                { name: 'authorization', value: '[REDACTED]' },
                { name: 'accept', value: 'application/json' },
              ],
              queryString: [
                { name: 'a', value: '1' },
                { name: 'b', value: ' ' },
              ],
              headersSize: -1,
              bodySize: -1,
            },
            response: {
              status: 429,
              statusText: '',
              httpVersion: 'HTTP/1.1',
              ...KEPT_OF_AN_ANSWER,
            },
            cache: {},
            timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: 7, receive: 0 },
            _operation: 'GET_COUPON_BY_ID',
            _signature: 'refused',
            _applied: 'Prefer: code=429 (queued, 1 of 2)',
          },
          {
            // Unanswered: status 0 with _error, and no mock field it did not have.
            startedDateTime: '2026-11-28T10:20:31.000Z',
            time: 2,
            request: {
              method: 'GET',
              url: 'http://127.0.0.1:9/v2/x/1',
              httpVersion: 'HTTP/1.1',
              cookies: [],
              headers: [],
              queryString: [],
              headersSize: -1,
              bodySize: -1,
            },
            response: {
              status: 0,
              statusText: '',
              httpVersion: '',
              ...KEPT_OF_AN_ANSWER,
              _error: 'no answer sent',
            },
            cache: {},
            timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: 2, receive: 0 },
            _signature: 'not checked',
          },
        ],
      },
    });
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });

  it('says how many earlier requests were dropped', () => {
    const dropped = (JSON.parse(journalHar('http://h', [answered], 5)) as { log: { comment: string } }).log.comment;
    expect(dropped).toBe('seller-api-conformance serve at http://h: the requests it received, the latest 1 (5 earlier dropped)');
  });
});
