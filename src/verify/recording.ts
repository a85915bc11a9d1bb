// A run's exchanges.har read back as what each test was answered (a Recording): every entry names the
// test that sent it and its place there (`_sentBy`), and `_notSent` the requests the client held back.
// What cannot be given back as it was judged is said, never guessed: an entry without its test, an
// answer kept only in part (over 1 MiB), two entries in one place.
import { harEntriesOf, readHarEntry, recordedRequestOf } from '../traffic/har-entries.js';
import type { RecordedRedirect, RecordedSend, Recording, SentBy, TransportErrorCode } from '../http/index.js';

export interface ReadRecording {
  recording: Recording;
  /** Entries of the HAR, answered or not (the requests the run put on the wire). */
  entries: number;
  /** Why the recording cannot give every test back what it was answered; empty when it can. */
  problems: string[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

function sentByOf(value: unknown): SentBy | undefined {
  if (!isObject(value)) return undefined;
  const { test, index, attempts } = value;
  if (typeof test !== 'string' || !Number.isInteger(index) || !Number.isInteger(attempts)) return undefined;
  return { test, index: index as number, attempts: attempts as number };
}

/** @throws NotAHarError when the document is no HAR at all */
export function recordingOf(har: unknown): ReadRecording {
  const entries = harEntriesOf(har);
  const problems: string[] = [];
  const places = new Map<string, Map<number, RecordedSend>>();
  // The places of entries already named as a problem: not named again as missing.
  const named = new Set<string>();
  const problemAt = (sentBy: SentBy, problem: string) => {
    named.add(JSON.stringify([sentBy.test, sentBy.index]));
    problems.push(problem);
  };
  const put = (sentBy: SentBy, send: RecordedSend, where: string) => {
    const ofTest = places.get(sentBy.test) ?? new Map<number, RecordedSend>();
    places.set(sentBy.test, ofTest);
    if (ofTest.has(sentBy.index)) problems.push(`${where}: a second request ${sentBy.index + 1} of test "${sentBy.test}"`);
    ofTest.set(sentBy.index, send);
  };
  entries.forEach((entry, index) => {
    const where = `exchanges.har entry ${index}`;
    const sentBy = sentByOf(isObject(entry) ? entry['_sentBy'] : undefined);
    if (!sentBy) return problems.push(`${where}: no _sentBy (the test that sent it): not a run's recording, or edited`);
    const read = readHarEntry(entry);
    if (read.kind === 'unreadable') return problemAt(sentBy, `${where}: ${read.problem}`);
    if (read.kind === 'no-response') {
      const response = (entry as Json)['response'];
      const code = (isObject(response) ? response['_errorCode'] : undefined) as TransportErrorCode | undefined;
      if (code === undefined) return problemAt(sentBy, `${where}: an unanswered request without its _errorCode`);
      return put(sentBy, { error: { code, message: read.error, request: read.request, sent: true }, attempts: sentBy.attempts }, where);
    }
    if ((entry as Json)['_bodyTruncated'] === true)
      return problemAt(sentBy, `${where}: the answer is kept only in part (its first 1 MiB), so what judged it cannot be judged again`);
    const redirects = (entry as Json)['_redirects'];
    const exchange = { ...read.exchange, ...(Array.isArray(redirects) ? { redirects: redirects as RecordedRedirect[] } : {}) };
    // A run's own HAR says whether a content coding was undone (content.compression), not only that one was named.
    const response = (entry as Json)['response'] as Json;
    const { encodedBytes: _named, ...decoded } = exchange.response;
    const content = isObject(response['content']) ? response['content'] : {};
    const bodySize = response['bodySize'];
    exchange.response =
      content['compression'] !== undefined && typeof bodySize === 'number' ? { ...decoded, encodedBytes: bodySize } : decoded;
    return put(sentBy, { exchange, attempts: sentBy.attempts }, where);
  });
  const log = isObject(har) && isObject(har['log']) ? har['log'] : {};
  const notSent: unknown[] = Array.isArray(log['_notSent']) ? log['_notSent'] : [];
  notSent.forEach((item, index) => {
    const where = `exchanges.har _notSent ${index}`;
    const sentBy = sentByOf(isObject(item) ? item['sentBy'] : undefined);
    const request = isObject(item) ? recordedRequestOf(item['request']) : undefined;
    if (!isObject(item) || !sentBy || !request || typeof item['error'] !== 'string' || typeof item['code'] !== 'string')
      return problems.push(`${where}: not a request the client held back (sentBy, request, error and code)`);
    const error = { code: item['code'] as TransportErrorCode, message: item['error'], request, sent: false };
    return put(sentBy, { error, attempts: sentBy.attempts }, where);
  });
  const recording: Recording = {};
  for (const [test, ofTest] of places) {
    const count = Math.max(...ofTest.keys()) + 1;
    const missing = Array.from({ length: count }, (_, index) => index).filter(
      (index) => !ofTest.has(index) && !named.has(JSON.stringify([test, index])),
    );
    if (missing.length > 0)
      problems.push(`test "${test}": its request ${missing.map((index) => index + 1).join(', ')} of ${count} is not in the recording`);
    recording[test] = [...ofTest].sort(([a], [b]) => a - b).map(([, send]) => send);
  }
  return { recording, entries: entries.length, problems };
}
