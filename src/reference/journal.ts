// The mock's journal: what each request was and what it got, for a team to assert that its client retried,
// backed off, honoured Retry-After or signed each attempt afresh (`GET /__mock/requests`, `serve --journal`).
// Credentials never enter it: the signature of an Authorization header and every secret header are hidden.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Operation } from '../operations.js';
import type { Fault } from '../rules/faults.js';
import type { Preferred } from './prefer-queue.js';
import { operationOfPath } from '../operation-of-url.js';
import { ALWAYS_REDACTED_HEADERS } from '../http/redact.js';
import { REDACTED } from '../http/types.js';

/** How many requests the journal keeps: the latest, so that a mock that runs all day keeps a bounded memory. */
export const JOURNAL_LIMIT = 10_000;

export interface JournalEntry {
  /** When the request arrived (ISO 8601, UTC, milliseconds). */
  time: string;
  method: string;
  /** HTTP/1.1, or HTTP/2.0 for a client that asked for it by ALPN. */
  httpVersion: string;
  /** The path as sent (percent-encoding intact), without the query. */
  path: string;
  /** The query as sent, without its `?` ('' when none). */
  query: string;
  /** The operation of the path, when it is one of the three. */
  operation?: Operation;
  /** The request's headers, names in lower case, credentials hidden (`[REDACTED]`). */
  headers: Record<string, string>;
  /** The gateway's check of the HMAC signature: `not checked` when serve has no keys. */
  signature: 'verified' | 'refused' | 'not checked';
  /** The access key that signed it (not a secret), when the Authorization header names one. */
  accessKey?: string;
  /** Its signed-date, as sent: a client that signs each attempt afresh sends a new one. */
  signedDate?: string;
  /** The status answered; 0 when no answer was sent (a reset, a fault that never answers, a client gone first). */
  status: number;
  /** Milliseconds from the request's arrival to the end of its answer (or of the connection). */
  ms: number;
  /** What the answer came from, when not the usual one: the Prefer asked for (and how), or a fault of `serve --fault`. */
  applied?: string;
}

export interface Journal {
  add(entry: JournalEntry): void;
  /** The requests kept, oldest first. */
  entries(): readonly JournalEntry[];
  /** How many requests were dropped, oldest first, to keep the latest JOURNAL_LIMIT. */
  dropped(): number;
  clear(): void;
}

export function createJournal(limit = JOURNAL_LIMIT): Journal {
  let kept: JournalEntry[] = [];
  let dropped = 0;
  return {
    add(entry) {
      kept.push(entry);
      // The oldest past the limit go (none before it is reached).
      const over = Math.max(0, kept.length - limit);
      dropped += over;
      kept.splice(0, over);
    },
    entries: () => kept,
    dropped: () => dropped,
    clear() {
      kept = [];
      dropped = 0;
    },
  };
}

/** The marketplace's Authorization header, its parts as sent: `CEA algorithm=HmacSHA256, access-key=K, signed-date=D, signature=S`. */
const HMAC_HEADER = /^CEA\s+(.*)$/i;

/** What of an Authorization header may be shown: its access key and signed-date, never the signature. */
export function authorizationParts(value: string | undefined): { shown: string; accessKey?: string; signedDate?: string } {
  // Stryker disable next-line StringLiteral: equivalent, the pattern refuses Stryker's text for a missing header as it does ''
  const match = HMAC_HEADER.exec(value?.trim() ?? '');
  if (!match) return { shown: REDACTED };
  const parts = match[1]!.split(',').map((part) => part.trim());
  const field = (name: string) => parts.find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1);
  const accessKey = field('access-key');
  const signedDate = field('signed-date');
  const shown = parts.map((part) => (/^(algorithm|access-key|signed-date)=/.test(part) ? part : `${part.split('=', 1)[0]}=${REDACTED}`));
  return { shown: `CEA ${shown.join(', ')}`, ...(accessKey ? { accessKey } : {}), ...(signedDate ? { signedDate } : {}) };
}

/** The headers of a request as the journal keeps them: one line each, lower-case names, credentials hidden. */
export function journalHeaders(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    // HTTP/2's pseudo-headers (:path, :method...) are in the entry's own fields.
    if (value === undefined || name.startsWith(':')) continue;
    const lower = name.toLowerCase();
    const text = [value].flat().join(', ');
    kept[lower] = lower === 'authorization' ? authorizationParts(text).shown : ALWAYS_REDACTED_HEADERS.has(lower) ? REDACTED : text;
  }
  return kept;
}

/** The path and query of a request-target as sent (`/x?a=1` → `/x`, `a=1`); an absolute-form target is reduced to its path. */
export function pathAndQuery(target: string): { path: string; query: string } {
  // The authority ends at the path's / or the query's ?.
  const relative = target.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?]*/, '');
  const mark = relative.indexOf('?');
  const path = mark < 0 ? relative : relative.slice(0, mark);
  return { path: path === '' ? '/' : path, query: mark < 0 ? '' : relative.slice(mark + 1) };
}

/** A header's lines as one value (undefined when it was not sent). */
export const oneLine = (value: string | string[] | undefined) => (value === undefined ? undefined : [value].flat().join(', '));

/** What the answer came from, for the journal and the terminal: the preference and how it was asked for, and the faults served. */
export function appliedOf(preferred: Preferred | undefined, faults: readonly Fault[]): string | undefined {
  const how =
    preferred?.from === 'queue'
      ? ` (queued, ${preferred.nth} of ${preferred.of})`
      : preferred?.from === 'default'
        ? ' (serve --prefer)'
        : '';
  const parts = [...(preferred ? [`Prefer: ${preferred.prefer}${how}`] : []), ...faults.map((fault) => `fault ${fault.id}`)];
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** What the server saw of a request when it arrived, and what it decided. */
export interface Seen {
  time: string;
  method: string;
  path: string;
  query: string;
  signature: JournalEntry['signature'];
  applied: string | undefined;
  /** performance.now() when it arrived. */
  arrived: number;
}

/** The journal's line of a request, once its answer (or its connection) has ended. */
export function journalEntry(req: IncomingMessage, seen: Seen, res: ServerResponse): JournalEntry {
  const { accessKey, signedDate } = authorizationParts(oneLine(req.headers.authorization));
  const operation = operationOfPath(seen.path);
  return {
    time: seen.time,
    method: seen.method,
    httpVersion: `HTTP/${req.httpVersion}`,
    path: seen.path,
    query: seen.query,
    ...(operation ? { operation } : {}),
    headers: journalHeaders(req.headers),
    signature: seen.signature,
    ...(accessKey ? { accessKey } : {}),
    ...(signedDate ? { signedDate } : {}),
    status: res.headersSent ? res.statusCode : 0,
    ms: Math.round(performance.now() - seen.arrived),
    ...(seen.applied ? { applied: seen.applied } : {}),
  };
}
