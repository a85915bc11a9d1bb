// exchanges.har: every request of the run and what came back, as HAR 1.2 (the format browser
// devtools import). Built only from the recorded exchanges, which the HTTP client has already
// redacted: nothing here re-reads headers or bodies from anywhere else, so nothing can come back.
import { STATUS_CODES } from 'node:http';
import type { Exchange, RecordedRequest } from '../http/index.js';
import type { UnansweredRequest } from './test-meta.js';
import type { RunRecord } from './run-record.js';

/** undici speaks HTTP/1.1 to every target. */
const HTTP_VERSION = 'HTTP/1.1';

interface HarPair {
  name: string;
  value: string;
}

const pairs = (headers: Readonly<Record<string, string>>): HarPair[] => Object.entries(headers).map(([name, value]) => ({ name, value }));

/** The query of a URL as sent, decoded the way devtools shows it; a malformed escape is left as it is. */
function queryString(url: string): HarPair[] {
  const query = url.split('#', 1)[0]!.split('?').slice(1).join('?');
  if (query === '') return [];
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const [name = '', ...rest] = part.split('=');
      return { name: decodeLenient(name), value: decodeLenient(rest.join('=')) };
    });
}

function decodeLenient(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function harRequest(request: RecordedRequest) {
  return {
    method: request.method,
    url: request.url,
    httpVersion: HTTP_VERSION,
    cookies: [], // a Cookie header, if any, is redacted whole: there is nothing to split into cookies
    headers: pairs(request.headers),
    queryString: queryString(request.url),
    headersSize: -1,
    bodySize: 0, // the harness never sends a request body
  };
}

/** A header that came more than once is listed once per line, as it came (what the judges read of it). */
function responsePairs(response: Exchange['response']): HarPair[] {
  const repeated = response.repeatedHeaders ?? {};
  return Object.entries(response.headers).flatMap(([name, value]) =>
    repeated[name] ? repeated[name].map((line) => ({ name, value: line })) : [{ name, value }],
  );
}

function answered(exchange: Exchange) {
  const { response } = exchange;
  return {
    startedDateTime: exchange.startedAt,
    time: exchange.durationMs,
    request: harRequest(exchange.request),
    response: {
      status: response.status,
      statusText: STATUS_CODES[response.status] ?? '',
      // The version that answered (an HTTP/1.0 server stays 1.0); the harness asks in HTTP/1.1.
      httpVersion: response.httpVersion ?? HTTP_VERSION,
      cookies: [], // Set-Cookie is redacted whole, likewise
      headers: responsePairs(response),
      content: {
        // Decoded: what was judged. bodySize below is what travelled.
        size: response.bodyBytes,
        ...(response.encodedBytes !== undefined ? { compression: response.bodyBytes - response.encodedBytes } : {}),
        mimeType: response.headers['content-type'] ?? '',
        text: response.body,
        ...(contentComment(response) ? { comment: contentComment(response) } : {}),
      },
      redirectURL: response.headers['location'] ?? '',
      headersSize: -1,
      bodySize: response.encodedBytes ?? response.bodyBytes,
    },
    cache: {},
    // The client measures one duration per exchange; it is all waiting as far as HAR can tell.
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: exchange.durationMs, receive: 0 },
    ...replayFields(exchange),
  };
}

/** What HAR has no field for and `verify` needs to give the answer back as it was judged (custom fields start with _). */
function replayFields(exchange: Exchange) {
  return {
    ...(exchange.sentBy ? { _sentBy: exchange.sentBy } : {}),
    ...(exchange.redirects ? { _redirects: exchange.redirects } : {}),
    ...(exchange.response.bodyTruncated ? { _bodyTruncated: true } : {}),
  };
}

function contentComment(response: Exchange['response']): string | undefined {
  if (response.unreadable !== undefined) return `not decoded: ${response.unreadable}`;
  if (response.bodyTruncated) return `only the first ${response.body.length} characters of ${response.bodyBytes} bytes are kept`;
  return undefined;
}

/** A request that got no complete answer: status 0 and `_error`, the way Chromium exports a failed request. */
function unanswered(item: UnansweredRequest, runStartedAt: string) {
  return {
    // A record without its sending time (traffic's) has the start of the run, the closest known time.
    startedDateTime: item.startedAt ?? runStartedAt,
    time: 0,
    request: harRequest(item.request),
    response: {
      status: 0,
      statusText: '',
      httpVersion: '',
      cookies: [],
      headers: [],
      content: { size: 0, mimeType: 'x-unknown' },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
      _error: item.error,
      ...(item.code ? { _errorCode: item.code } : {}),
    },
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: 0, receive: 0 },
    comment: `no complete answer: ${item.error}`,
    ...(item.sentBy ? { _sentBy: item.sentBy } : {}),
  };
}

function notSent(item: UnansweredRequest) {
  return { request: harRequest(item.request), error: item.error, code: item.code, sentBy: item.sentBy };
}

export function renderHar(record: RunRecord): string {
  const { report } = record;
  const entries = [...record.exchanges.map(answered), ...record.unanswered.map((item) => unanswered(item, report.startedAt))];
  // Oldest first, as HAR prefers; the sort is stable, so equal times keep the order of the record.
  entries.sort((a, b) => (a.startedDateTime < b.startedDateTime ? -1 : a.startedDateTime > b.startedDateTime ? 1 : 0));
  const har = {
    log: {
      version: '1.2',
      creator: { name: report.tool.name, version: report.tool.version },
      comment: `${report.tool.name} run against ${report.target.baseUrl}, seed ${report.seed}, verdict ${report.summary.verdict}`,
      entries,
      // What the client did not send (a spent budget, a stopped operation): no exchange, but a place in its test.
      ...(record.notSent?.length ? { _notSent: record.notSent.map(notSent) } : {}),
    },
  };
  return `${JSON.stringify(har, null, 2)}\n`;
}
