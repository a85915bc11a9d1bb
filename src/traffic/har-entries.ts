// The entries of a HAR 1.2 file (browser devtools, a proxy, Postman, a run's own exchanges.har) as the
// exchanges the judges read. What a recording may leave out is said per entry rather than guessed:
// a body omitted, or kept only in part, is not judged (only the status line and headers are); a body
// stored in base64 is decoded as a run decodes what it receives (UTF-8, strictly). HAR's text is
// already free of its content coding ("HTTP decoded"), so it is never decoded again.
import { bodyText } from '../http/body-text.js';
import { joinedHeaders, repeatedHeaders } from '../http/raw-headers.js';
import { redactHeaders } from '../http/redact.js';
import type { Exchange, RecordedRequest, RecordedResponse } from '../http/index.js';

/** Thrown for input that is not a HAR at all; the message says what is missing. */
export class NotAHarError extends Error {
  override readonly name = 'NotAHarError';
}

export type HarEntry =
  | { kind: 'answered'; exchange: Exchange; notes: string[]; bodyMissing?: string }
  | { kind: 'no-response'; request: RecordedRequest; error: string; notes: string[] }
  | { kind: 'unreadable'; problem: string; notes: string[] };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The entries array of a HAR document; a NotAHarError when there is none. */
export function harEntriesOf(har: unknown): unknown[] {
  const log = isObject(har) ? har['log'] : undefined;
  if (!isObject(log)) throw new NotAHarError('not a HAR file: no "log" object at the top level');
  const entries = log['entries'];
  if (!Array.isArray(entries)) throw new NotAHarError('not a HAR file: "log" has no "entries" array');
  return entries;
}

/** Name/value pairs as the harness records headers: lower-case names, repeats joined, credentials hidden. */
function headersOf(pairs: unknown): { headers: Record<string, string>; repeated?: Record<string, string[]> } {
  const raw: string[] = [];
  // Stryker disable next-line ArrayDeclaration: a list of anything in place of no list holds no name/value pair either
  for (const pair of Array.isArray(pairs) ? pairs : []) {
    if (!isObject(pair) || typeof pair['name'] !== 'string' || typeof pair['value'] !== 'string') continue;
    if (pair['name'].startsWith(':')) continue; // HTTP/2 pseudo-headers some tools list
    raw.push(pair['name'], pair['value']);
  }
  const repeated = repeatedHeaders(raw);
  return { headers: redactHeaders(joinedHeaders(raw)), ...(repeated ? { repeated } : {}) };
}

function recordedRequest(request: Json): RecordedRequest {
  return { method: String(request['method']).toUpperCase(), url: String(request['url']), headers: headersOf(request['headers']).headers };
}

/** A HAR request as the harness records one, or undefined when it has no method and URL. */
export function recordedRequestOf(request: unknown): RecordedRequest | undefined {
  if (!isObject(request) || typeof request['method'] !== 'string' || typeof request['url'] !== 'string') return undefined;
  return recordedRequest(request);
}

/** The body of a HAR response, and why it cannot be judged when the recording did not keep it whole. */
function bodyOf(content: Json, contentType: string | undefined) {
  const notes: string[] = [];
  const size = typeof content['size'] === 'number' ? content['size'] : -1;
  const text = content['text'];
  if (typeof text !== 'string') {
    if (size === 0) return { body: '', bytes: 0, notes };
    const missing = 'the recording omits the body';
    return { body: '', bytes: 0, notes: [missing], bodyMissing: missing };
  }
  let body = text;
  let bytes = Buffer.byteLength(text, 'utf8');
  let unreadable: string | undefined;
  if (content['encoding'] === 'base64') {
    const raw = Buffer.from(text, 'base64');
    const decoded = bodyText(raw, contentType);
    ({ text: body } = decoded);
    bytes = raw.length;
    unreadable = decoded.notUtf8;
    notes.push('body stored in base64: decoded');
  } else if (typeof content['comment'] === 'string' && content['comment'].startsWith('not decoded: ')) {
    // A run's own exchanges.har says so when the body it received could not be read.
    unreadable = content['comment'].slice('not decoded: '.length);
  }
  if (size > bytes) {
    const missing = `the recording keeps ${bytes} of the body's ${size} bytes`;
    return { body, bytes: size, notes: [...notes, missing], bodyMissing: missing, unreadable };
  }
  return { body, bytes, notes, unreadable };
}

function recordedResponse(response: Json): { response: RecordedResponse; notes: string[]; bodyMissing: string | undefined } {
  const { headers, repeated } = headersOf(response['headers']);
  const content = isObject(response['content']) ? response['content'] : {};
  const { body, bytes, notes, bodyMissing, unreadable } = bodyOf(content, headers['content-type']);
  const bodySize = typeof response['bodySize'] === 'number' ? response['bodySize'] : -1;
  const recorded: RecordedResponse = {
    status: response['status'] as number,
    headers,
    body,
    bodyBytes: bytes,
    ...(repeated ? { repeatedHeaders: repeated } : {}),
    ...(headers['content-encoding'] !== undefined && bodySize >= 0 ? { encodedBytes: bodySize } : {}),
    ...(unreadable !== undefined ? { unreadable } : {}),
    ...(typeof response['httpVersion'] === 'string' && /^HTTP\//.test(response['httpVersion'])
      ? { httpVersion: response['httpVersion'] }
      : {}),
  };
  return { response: recorded, notes, bodyMissing };
}

/** One entry of `log.entries` as an exchange, or why it is not one. */
export function readHarEntry(entry: unknown): HarEntry {
  const request = isObject(entry) ? entry['request'] : undefined;
  if (!isObject(request) || typeof request['method'] !== 'string' || typeof request['url'] !== 'string')
    return { kind: 'unreadable', problem: 'not a HAR entry: no request with a method and a URL', notes: [] };
  const response = (entry as Json)['response'];
  const status = isObject(response) ? response['status'] : undefined;
  const recorded = recordedRequest(request);
  if (!isObject(response) || typeof status !== 'number' || status < 100 || status > 999) {
    const reason = isObject(response) && typeof response['_error'] === 'string' ? response['_error'] : 'no response recorded';
    return { kind: 'no-response', request: recorded, error: reason, notes: [] };
  }
  const { response: answer, notes, bodyMissing } = recordedResponse(response);
  const started = (entry as Json)['startedDateTime'];
  const time = (entry as Json)['time'];
  const exchange: Exchange = {
    request: recorded,
    response: answer,
    startedAt: typeof started === 'string' ? started : new Date(0).toISOString(),
    // Stryker disable next-line EqualityOperator: > gives 0 for a time of 0 too (and <, disabled with it, fails the tests)
    durationMs: typeof time === 'number' && time >= 0 ? time : 0,
  };
  return { kind: 'answered', exchange, notes, ...(bodyMissing !== undefined ? { bodyMissing } : {}) };
}
