// `serve --journal FILE`: the journal as HAR 1.2 on stop, for a browser's network panel or any HAR tool. The
// journal keeps no bodies (a mock that runs all day keeps a bounded memory): each answer is its status, with
// what the mock applied and the signature's check in HAR's own extension fields (`_applied`, `_signature`).
import { toolName, toolVersion } from '../package-info.js';
import type { JournalEntry } from './journal.js';

function harEntry(baseUrl: string, entry: JournalEntry) {
  const url = `${baseUrl}${entry.path}${entry.query === '' ? '' : `?${entry.query}`}`;
  return {
    startedDateTime: entry.time,
    time: entry.ms,
    request: {
      method: entry.method,
      url,
      httpVersion: entry.httpVersion,
      cookies: [],
      headers: Object.entries(entry.headers).map(([name, value]) => ({ name, value })),
      queryString: [...new URLSearchParams(entry.query)].map(([name, value]) => ({ name, value })),
      headersSize: -1,
      bodySize: -1,
    },
    response: {
      status: entry.status,
      statusText: '',
      httpVersion: entry.status === 0 ? '' : entry.httpVersion,
      cookies: [],
      headers: [],
      content: { size: 0, mimeType: 'x-unknown', comment: 'the journal keeps no bodies' },
      redirectURL: '',
      headersSize: -1,
      bodySize: -1,
      ...(entry.status === 0 ? { _error: 'no answer sent' } : {}),
    },
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: entry.ms, receive: 0 },
    ...(entry.operation ? { _operation: entry.operation } : {}),
    _signature: entry.signature,
    ...(entry.applied ? { _applied: entry.applied } : {}),
  };
}

/** The journal's requests as a HAR 1.2 document, their URLs on `baseUrl`. */
export function journalHar(baseUrl: string, entries: readonly JournalEntry[], dropped: number): string {
  const kept = dropped > 0 ? `, the latest ${entries.length} (${dropped} earlier dropped)` : '';
  const har = {
    log: {
      version: '1.2',
      creator: { name: toolName, version: toolVersion },
      comment: `${toolName} serve at ${baseUrl}: the requests it received${kept}`,
      entries: entries.map((entry) => harEntry(baseUrl, entry)),
    },
  };
  return `${JSON.stringify(har, null, 2)}\n`;
}
