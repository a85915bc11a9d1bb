// The evidence of a rule that failed or could not be judged, as docs/reports.md describes it: the exchange with the body
// cut at 4,096 characters, at most 50 violations, and a curl line that sends the same request again.
import { describe, expect, it } from 'vitest';

import { curlFor, evidenceOf, evidenceOfRequest, excerpt } from '../../../src/judges/evidence.js';
import type { Exchange, RecordedRequest } from '../../../src/http/types.js';

const request: RecordedRequest = { method: 'GET', url: 'http://127.0.0.1:8080/v2/x/1', headers: { accept: 'application/json' } };
const exchange = (response: Partial<Exchange['response']> = {}): Exchange => ({
  request,
  response: { status: 404, headers: { 'content-type': 'application/json' }, body: '{"code":404}', bodyBytes: 12, ...response },
  startedAt: '2026-11-26T00:00:00.000Z',
  durationMs: 3,
});
const violation = (n: number) => ({ instancePath: `/${n}`, message: `violation ${n}` });

describe('curlFor', () => {
  it('sends a GET with no -X, the URL and every header, each quoted for a POSIX shell', () => {
    expect(curlFor(request)).toBe("curl -sS -i 'http://127.0.0.1:8080/v2/x/1' -H 'accept: application/json'");
  });

  it('gives each header its own -H, in the order recorded', () => {
    expect(curlFor({ ...request, headers: { accept: 'application/json', 'x-b': '2' } })).toBe(
      "curl -sS -i 'http://127.0.0.1:8080/v2/x/1' -H 'accept: application/json' -H 'x-b: 2'",
    );
  });

  it('names any other method, and quotes a single quote so the shell keeps it', () => {
    expect(curlFor({ method: 'POST', url: "http://h/it's", headers: { 'x-a': "b'c" } })).toBe(
      `curl -sS -i -X POST 'http://h/it'\\''s' -H 'x-a: b'\\''c'`,
    );
  });
});

describe('excerpt', () => {
  it('keeps a body of up to 4,096 characters whole', () => {
    expect(excerpt('a'.repeat(4096))).toBe('a'.repeat(4096));
  });

  it('cuts a longer one there, saying how long it was', () => {
    expect(excerpt('b'.repeat(4097))).toBe(`${'b'.repeat(4096)}… (4097 chars in all)`);
  });
});

describe('evidenceOf', () => {
  it('carries the request, the answer and the curl line, and no field the answer did not have', () => {
    expect(evidenceOf(exchange())).toStrictEqual({
      request,
      response: { status: 404, headers: { 'content-type': 'application/json' }, bodyExcerpt: '{"code":404}', bodyBytes: 12 },
      curl: curlFor(request),
    });
  });

  it('carries the size as it travelled and why the body is unreadable, when the answer has them', () => {
    const { response } = evidenceOf(exchange({ encodedBytes: 7, unreadable: 'not UTF-8' }));
    expect(response).toMatchObject({ encodedBytes: 7, unreadable: 'not UTF-8' });
  });

  it('carries the violations, at most 50 of them, in their order', () => {
    expect(evidenceOf(exchange(), [violation(1)]).violations).toEqual([violation(1)]);
    const many = Array.from({ length: 51 }, (_, n) => violation(n));
    expect(evidenceOf(exchange(), many).violations).toEqual(many.slice(0, 50));
  });
});

describe('evidenceOfRequest', () => {
  it('is the request and its curl line alone, for a request that got no complete answer', () => {
    expect(evidenceOfRequest(request)).toEqual({ request, curl: curlFor(request) });
  });
});
