// A response as the harness records it, from the status, the headers and the bytes that travelled:
// the content coding undone within the cap, the text read as UTF-8, credentials redacted. The HTTP
// client and the validation proxy both record answers this way, so a proxied answer is judged on
// exactly what a run would have judged.
import { bodyText } from './body-text.js';
import { codingsOf, decodeBody } from './content-coding.js';
import { redactHeaders, redactText } from './redact.js';
import type { RecordedResponse } from './types.js';

/** A RecordedResponse, or 'too-large' when the decoded body would pass `maxBodyBytes`. */
export async function recordResponse(
  status: number,
  headers: Record<string, string>,
  raw: Buffer,
  maxBodyBytes: number,
  secrets: readonly string[],
): Promise<RecordedResponse | 'too-large'> {
  const codings = codingsOf(headers['content-encoding']);
  const decoded = codings.length === 0 ? { kind: 'decoded' as const, body: raw } : await decodeBody(raw, codings, maxBodyBytes);
  if (decoded.kind === 'too-large') return 'too-large';
  const text = decoded.kind === 'decoded' ? bodyText(decoded.body, headers['content-type']) : undefined;
  const recorded: RecordedResponse = {
    status,
    headers: redactHeaders(headers, { secrets }),
    // A server that echoes a credential must not carry it into a report.
    body: text ? redactText(text.text, secrets) : '',
    bodyBytes: decoded.kind === 'decoded' ? decoded.body.length : 0,
  };
  if (codings.length > 0) recorded.encodedBytes = raw.length;
  const unreadable = decoded.kind === 'unreadable' ? decoded.reason : text?.notUtf8;
  if (unreadable !== undefined) recorded.unreadable = unreadable;
  return recorded;
}
