// Answers the mock is told to give, for clients that cannot send a Prefer header: a queue of preferences,
// each for the next `times` requests it matches (any request, one operation, or one path), after which the
// usual answer comes again; and a default for every request. A request's own Prefer header comes first, then
// the queue, then the default (docs/clients.md, "Answers told in advance").
import { OPERATIONS } from '../operations.js';
import { operationOfPath } from '../operation-of-url.js';
import { readPrefer } from './prefer.js';

/** The most requests one queued preference may be for: a typo of a few digits is a problem, not a day of 429s. */
export const MAX_TIMES = 100_000;

/** What `POST /__mock/prefer` takes. */
export interface QueuedPreference {
  /** A Prefer value, as a request would send it: `code=429`, `answer=reset, delay=200`. */
  prefer: string;
  /** For how many of the matching requests (default 1). */
  times?: number;
  /** The requests it matches: one operation (GET_COUPON_BY_ID), or one path as sent (`/v2/...`); every request when absent. */
  operation?: string;
}

interface Entry {
  prefer: string;
  left: number;
  times: number;
  matches: (path: string) => boolean;
  operation?: string;
}

/** The preference a request gets, and where it came from, for the journal: `Prefer: code=429 (queued, 1 of 2)`. */
export interface Preferred {
  prefer: string;
  from: 'header' | 'queue' | 'default';
  /** For a queued one: which of its requests this is, and of how many. */
  nth?: number;
  of?: number;
}

function matcher(operation: string | undefined): ((path: string) => boolean) | string {
  if (operation === undefined) return () => true;
  if (operation.startsWith('/')) return (path) => path === operation;
  const known = OPERATIONS.find((name) => name === operation);
  if (!known)
    return `"operation": ${JSON.stringify(operation)} is neither an operation (${OPERATIONS.join(', ')}) nor a path starting with /`;
  return (path) => operationOfPath(path) === known;
}

/** A queued preference as checked: its Prefer value read, its operation known. */
export type CheckedPreference = Required<Pick<QueuedPreference, 'prefer' | 'times'>> & Pick<QueuedPreference, 'operation'>;

/** Reads what `POST /__mock/prefer` was sent: a queued preference, or the problem that names what is wrong. */
export function readQueuedPreference(body: unknown): { queued: CheckedPreference } | { problem: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { problem: 'the body is a JSON object: {"prefer": "code=429", "times": 2, "operation": "GET_COUPON_BY_ID"}' };
  const { prefer, times = 1, operation, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return { problem: `unknown member ${JSON.stringify(unknown[0])}: the members are prefer, times and operation` };
  if (typeof prefer !== 'string' || prefer.trim() === '')
    return { problem: '"prefer" is a Prefer value as a request sends it, e.g. "code=429"' };
  const reading = readPrefer(prefer);
  if ('problem' in reading) return { problem: `"prefer": ${reading.problem}` };
  if (!Number.isSafeInteger(times) || (times as number) < 1 || (times as number) > MAX_TIMES)
    return { problem: `"times" is a whole number from 1 to ${MAX_TIMES}` };
  if (operation !== undefined && typeof operation !== 'string') return { problem: '"operation" is a string' };
  const matches = matcher(operation);
  if (typeof matches === 'string') return { problem: matches };
  return { queued: { prefer, times: times as number, ...(operation === undefined ? {} : { operation }) } };
}

/** Whether a Prefer header asks the mock for anything: a preference it reads, or one it does not know (answered with its 400). */
function asksTheMock(header: string): boolean {
  const reading = readPrefer(header);
  return 'problem' in reading || Object.keys(reading.preferences).length > 0;
}

export interface PreferQueue {
  /** Adds a preference checked by readQueuedPreference. */
  add(queued: CheckedPreference): void;
  clear(): void;
  /** What is queued, in order, with how many requests each is still for. */
  pending(): { prefer: string; times: number; left: number; operation?: string }[];
  /**
   * The preference a request gets: its own Prefer header when it asks the mock for anything (RFC 7240's own
   * preferences, which client libraries send, do not), else the first queued one it matches (which counts the request), else the default.
   */
  take(path: string, header: string | undefined): Preferred | undefined;
}

export function createPreferQueue(defaultPrefer?: string): PreferQueue {
  let entries: Entry[] = [];
  return {
    add(queued) {
      const matches = matcher(queued.operation) as (path: string) => boolean;
      entries.push({
        prefer: queued.prefer,
        left: queued.times,
        times: queued.times,
        matches,
        ...(queued.operation ? { operation: queued.operation } : {}),
      });
    },
    clear() {
      entries = [];
    },
    pending: () => entries.map(({ prefer, times, left, operation }) => ({ prefer, times, left, ...(operation ? { operation } : {}) })),
    take(path, header) {
      if (header !== undefined && asksTheMock(header)) return { prefer: header, from: 'header' };
      const entry = entries.find((candidate) => candidate.matches(path));
      if (entry) {
        entry.left -= 1;
        if (entry.left === 0) entries = entries.filter((other) => other !== entry);
        return { prefer: entry.prefer, from: 'queue', nth: entry.times - entry.left, of: entry.times };
      }
      return defaultPrefer === undefined ? undefined : { prefer: defaultPrefer, from: 'default' };
    },
  };
}
