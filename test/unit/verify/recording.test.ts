// exchanges.har read back as each test's answers: what renderHar wrote for a test comes back as the test
// was answered (the judges' view of each answer), and what cannot come back whole is named.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../../src/http/index.js';
import { renderHar } from '../../../src/report/render-har.js';
import type { RunRecord } from '../../../src/report/run-record.js';
import type { ConformanceReport } from '../../../src/types/report.js';
import { recordingOf } from '../../../src/verify/recording.js';

const BASE = 'http://127.0.0.1:9';
const request = (path: string) => ({ method: 'GET', url: `${BASE}${path}`, headers: { accept: 'application/json' } });
const answer = (test: string, index: number, response: Partial<Exchange['response']>, extra: Partial<Exchange> = {}): Exchange => ({
  request: request(`/${test}/${index}`),
  response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{}', bodyBytes: 2, ...response },
  startedAt: `2026-11-28T00:00:0${index}.000Z`,
  durationMs: 1,
  sentBy: { test, index, attempts: 1 },
  ...extra,
});

const exchanges: Exchange[] = [
  answer('a', 0, {
    headers: { 'content-type': 'application/json, application/json' },
    repeatedHeaders: { 'content-type': ['application/json', 'application/json'] },
  }),
  answer(
    'a',
    2,
    { headers: { 'content-encoding': 'gzip' }, body: '{"x":1}', bodyBytes: 7, encodedBytes: 27 },
    { redirects: [{ status: 301, location: `${BASE}/moved` }] },
  ),
  answer('b', 0, { headers: { 'content-encoding': 'br' }, body: '', bodyBytes: 0, unreadable: 'not brotli' }),
];
const report = {
  startedAt: '2026-11-28T00:00:00.000Z',
  tool: { name: 'seller-api-conformance', version: '0' },
  target: { baseUrl: BASE },
  seed: 1,
  summary: { verdict: 'conformant' },
} as ConformanceReport;
const record: RunRecord = {
  report,
  exchanges,
  unanswered: [
    {
      request: request('/a/1'),
      error: 'timed out after 10 s',
      code: 'timeout',
      sentBy: { test: 'a', index: 1, attempts: 1 },
      startedAt: '2026-11-28T00:00:01.000Z',
    },
  ],
  notSent: [{ request: request('/b/1'), error: 'not sent: budget', code: 'budget', sentBy: { test: 'b', index: 1, attempts: 0 } }],
};
const har = () => JSON.parse(renderHar(record)) as { log: { entries: Record<string, unknown>[]; _notSent?: unknown[] } };

describe('recordingOf', () => {
  it('gives each test its answers, errors and requests not sent back in its order, as the judges read them', () => {
    const { recording, entries, problems } = recordingOf(har());
    expect(problems).toEqual([]);
    expect(entries).toBe(4);
    const withoutPlace = ({ sentBy: _place, ...rest }: Exchange) => rest;
    expect(recording['a']).toEqual([
      { exchange: { ...withoutPlace(exchanges[0]!), response: { ...exchanges[0]!.response, httpVersion: 'HTTP/1.1' } }, attempts: 1 },
      { error: { code: 'timeout', message: 'timed out after 10 s', request: request('/a/1'), sent: true }, attempts: 1 },
      { exchange: { ...withoutPlace(exchanges[1]!), response: { ...exchanges[1]!.response, httpVersion: 'HTTP/1.1' } }, attempts: 1 },
    ]);
    expect(recording['b']).toEqual([
      { exchange: { ...withoutPlace(exchanges[2]!), response: { ...exchanges[2]!.response, httpVersion: 'HTTP/1.1' } }, attempts: 1 },
      { error: { code: 'budget', message: 'not sent: budget', request: request('/b/1'), sent: false }, attempts: 0 },
    ]);
  });

  it('names what it cannot give back: an entry without its test, two in one place, a gap, an answer kept in part', () => {
    const spoilt = har();
    delete spoilt.log.entries[0]!['_sentBy'];
    spoilt.log.entries[1]!['_bodyTruncated'] = true;
    spoilt.log.entries.push(structuredClone(spoilt.log.entries[3]!));
    expect(recordingOf(spoilt).problems).toEqual([
      "exchanges.har entry 0: no _sentBy (the test that sent it): not a run's recording, or edited",
      expect.stringMatching(/^exchanges\.har entry 1: the answer is kept only in part/),
      expect.stringMatching(/^exchanges\.har entry 4: a second request \d of test "[ab]"$/),
      expect.stringMatching(/^test "a": its request \d(, \d)? of 3 is not in the recording$/),
    ]);
  });

  it('gives each test its answers in the order of their places, whatever the order of the entries', () => {
    const shuffled = har();
    shuffled.log.entries.reverse();
    const { recording, problems } = recordingOf(shuffled);
    expect(problems).toEqual([]);
    expect(recording['a']!.map((send) => ('exchange' in send ? send.exchange.request.url : send.error.request.url))).toEqual([
      `${BASE}/a/0`,
      `${BASE}/a/1`,
      `${BASE}/a/2`,
    ]);
  });

  it('names each problem in words: an entry that is no object, a second request at a place, an unreadable entry, every request missing', () => {
    const spoilt = har();
    const [first, second] = spoilt.log.entries;
    spoilt.log.entries = [null as never, first!, structuredClone(first!), { ...second!, response: 'none' }];
    spoilt.log._notSent = [];
    const { problems } = recordingOf(spoilt);
    expect(problems).toEqual([
      "exchanges.har entry 0: no _sentBy (the test that sent it): not a run's recording, or edited",
      'exchanges.har entry 2: a second request 1 of test "a"',
      expect.stringMatching(/^exchanges\.har entry 3: .+/),
    ]);
    const gaps = har();
    gaps.log.entries = gaps.log.entries.filter((entry) => (entry['_sentBy'] as { index: number }).index === 2);
    expect(recordingOf(gaps).problems).toEqual([
      'test "a": its request 1, 2 of 3 is not in the recording',
      'test "b": its request 1 of 2 is not in the recording',
    ]);
  });

  it('names an unanswered entry without its kind of error, and a request not sent that is not one', () => {
    const spoilt = har();
    const unanswered = spoilt.log.entries.find((entry) => (entry['response'] as { status: number }).status === 0)!;
    delete (unanswered['response'] as Record<string, unknown>)['_errorCode'];
    const held = har().log._notSent![0] as Record<string, unknown>;
    const { code: _code, ...withoutCode } = held;
    const { error: _error, ...withoutError } = held;
    spoilt.log._notSent = [{ sentBy: { test: 'b', index: 1, attempts: 0 } }, withoutCode, withoutError, { ...held, sentBy: {} }];
    const notOne = (index: number) =>
      `exchanges.har _notSent ${index}: not a request the client held back (sentBy, request, error and code)`;
    expect(recordingOf(spoilt).problems).toEqual([
      expect.stringMatching(/an unanswered request without its _errorCode$/),
      notOne(0),
      notOne(1),
      notOne(2),
      notOne(3),
    ]);
  });
});
