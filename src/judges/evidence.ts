// The evidence attached to a rule that failed or could not be judged: the exchange, the violations and a curl line.
import type { Exchange, RecordedRequest } from '../http/index.js';
import type { Evidence, Violation } from '../types/report.js';

const BODY_EXCERPT_CHARS = 4096;
const MAX_VIOLATIONS = 50;

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A command line that sends the same request again (header values already redacted where secret). */
export function curlFor(request: RecordedRequest): string {
  const headers = Object.entries(request.headers).map(([name, value]) => ` -H ${shellQuote(`${name}: ${value}`)}`);
  const method = request.method === 'GET' ? '' : ` -X ${request.method}`;
  return `curl -sS -i${method} ${shellQuote(request.url)}${headers.join('')}`;
}

export function excerpt(body: string): string {
  return body.length > BODY_EXCERPT_CHARS ? `${body.slice(0, BODY_EXCERPT_CHARS)}… (${body.length} chars in all)` : body;
}

export function evidenceOf(exchange: Exchange, violations: readonly Violation[] = []): Evidence {
  const { request, response } = exchange;
  return {
    request: { method: request.method, url: request.url, headers: request.headers },
    response: {
      status: response.status,
      headers: response.headers,
      bodyExcerpt: excerpt(response.body),
      bodyBytes: response.bodyBytes,
      ...(response.encodedBytes !== undefined ? { encodedBytes: response.encodedBytes } : {}),
      ...(response.unreadable !== undefined ? { unreadable: response.unreadable } : {}),
    },
    ...(violations.length > 0 ? { violations: violations.slice(0, MAX_VIOLATIONS) } : {}),
    curl: curlFor(request),
  };
}

/** Evidence for a request that got no complete answer. */
export function evidenceOfRequest(request: RecordedRequest): Evidence {
  return { request: { method: request.method, url: request.url, headers: request.headers }, curl: curlFor(request) };
}
