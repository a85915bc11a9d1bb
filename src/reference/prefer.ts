// The one reader of the `Prefer` request header (RFC 7240), with which a client under test asks the mock
// for an answer on demand, as Prism's `Prefer: code=404` works (docs/clients.md, "Answers on demand").
// Each preference name has its reader in PREFERENCES: `fault=ID` (one of the faults written beside the rules) is one of them.

import { faultNamed, type Fault } from '../rules/faults.js';
import { MOCK_TIMINGS } from './timings.js';

/** The documented statuses a client can ask for with `code=N`. */
export const PREFERRED_CODES = [400, 401, 403, 404, 429, 500, 502, 503, 504] as const;
type PreferredCode = (typeof PREFERRED_CODES)[number];

/** The named answers of `answer=NAME`, each with what it gives (listed in `serve --help` and docs/clients.md). */
export const NAMED_ANSWERS = {
  'foreign-vendor': "the inquiry's 404 for another vendor's inquiry",
  'expired-signature': 'the gateway\'s 401 "Specified signature is expired."',
  'access-denied': 'the edge\'s 403 HTML page "Access Denied" (not JSON)',
  'retry-after': 'a 429 "Too Many Requests" with Retry-After: 1',
  'cag-warnings': "the usual answer with the gateway's X-CAG-Warnings header",
  slow:
    `the gateway's 504 at its ${MOCK_TIMINGS.gatewayTimeoutMs / 1_000} s timeout, ` +
    `the usual answer being ${MOCK_TIMINGS.slowAnswerMs / 1_000} s late (X-EXTENDED-TIMEOUT waits)`,
  reset: 'no answer: the connection is reset',
  gzip: 'the usual answer gzip-encoded, with an honest Content-Encoding (asked for or not)',
  empty: 'no answer: the connection is closed before any byte (an empty reply)',
  cut: 'the headers and half the body, then the connection closed (Content-Length promises it all)',
  dribble: `the body 16 bytes at a time, ${MOCK_TIMINGS.dribbleEveryMs} ms apart, for its first 640 bytes; then the rest`,
} as const;
type NamedAnswer = keyof typeof NAMED_ANSWERS;

/** The longest `retry-after=SECONDS`: a day. */
export const MAX_RETRY_AFTER_S = 86_400;
/** The longest `delay=MS` a client may ask for. */
export const MAX_DELAY_MS = 60_000;

/** How an answer goes on the wire when a client asks for a network's fault. */
export type WireFault = 'gzip' | 'empty' | 'cut' | 'dribble';

/** What replaces the usual answer: a documented status, or a named answer that has its own status. */
export type ReplacingAnswer = { code: PreferredCode } | { named: 'foreign-vendor' | 'expired-signature' | 'access-denied' | 'retry-after' };

export interface Preferences {
  /** Another answer than the usual one; undefined keeps the usual one. */
  answer?: ReplacingAnswer;
  /** Add the gateway's X-CAG-Warnings header. */
  warn?: boolean;
  /** Answer this many milliseconds late. */
  delayMs?: number;
  /** Reset the connection instead of answering. */
  reset?: boolean;
  /** How the answer goes on the wire, when not as usual (wire-faults.ts). */
  wire?: WireFault;
  /** `answer=slow`: the backend answers late (the server's slowAnswerMs), behind the gateway, which answers 504 past its timeout. */
  slow?: boolean;
  /** The Retry-After header (seconds) of a 429 or 503 answer. */
  retryAfterS?: number;
  /** The fault the usual answer goes through, as with `serve --fault`. */
  fault?: Fault;
}

type PreferReading = { preferences: Preferences } | { problem: string };

/** RFC 7240's own preferences, which a client library may send on its own: not the mock's business. */
const STANDARD_PREFERENCES = new Set(['return', 'respond-async', 'wait', 'handling']);

/** The reader of one preference: a problem, or what it adds to the preferences. */
type PreferenceReader = (value: string | undefined, preferences: Preferences) => string | undefined;

const PREFERENCES: Record<string, { accepts: string; read: PreferenceReader }> = {
  code: {
    accepts: `code=${PREFERRED_CODES.join('|')}`,
    read: (value, preferences) => {
      const code = PREFERRED_CODES.find((known) => String(known) === value);
      return code === undefined ? `code=${value ?? ''} is not one of ${PREFERRED_CODES.join(', ')}` : replace(preferences, { code });
    },
  },
  answer: {
    accepts: `answer=${Object.keys(NAMED_ANSWERS).join('|')}`,
    read: (value, preferences) => {
      if (value === undefined || !Object.hasOwn(NAMED_ANSWERS, value))
        return `answer=${value ?? ''} is not one of ${Object.keys(NAMED_ANSWERS).join(', ')}`;
      const named = value as NamedAnswer;
      if (named === 'cag-warnings') preferences.warn = true;
      else if (named === 'slow') preferences.slow = true;
      else if (named === 'reset') preferences.reset = true;
      else if (named === 'gzip' || named === 'empty' || named === 'cut' || named === 'dribble') {
        if (preferences.wire) return `answer=${preferences.wire} and answer=${named} at once: ask for one way of sending per request`;
        preferences.wire = named;
      } else return replace(preferences, { named });
      return undefined;
    },
  },
  delay: {
    accepts: `delay=MS (0 to ${MAX_DELAY_MS})`,
    read: (value, preferences) => {
      // Stryker disable next-line ConditionalExpression: equivalent, the pattern refuses undefined too (it reads "undefined")
      const ms = value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
      if (!(ms <= MAX_DELAY_MS)) return `delay=${value ?? ''} is not a whole number of milliseconds from 0 to ${MAX_DELAY_MS}`;
      preferences.delayMs = Math.max(preferences.delayMs ?? 0, ms);
      return undefined;
    },
  },
  'retry-after': {
    accepts: `retry-after=SECONDS (0 to ${MAX_RETRY_AFTER_S}, on a 429 or 503)`,
    read: (value, preferences) => {
      const seconds = value !== undefined && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
      if (!(seconds <= MAX_RETRY_AFTER_S))
        return `retry-after=${value ?? ''} is not a whole number of seconds from 0 to ${MAX_RETRY_AFTER_S}`;
      preferences.retryAfterS = seconds;
      return undefined;
    },
  },
  fault: {
    accepts: 'fault=ID (serve --list-faults)',
    read: (value, preferences) => {
      const named = faultNamed(value ?? '');
      if ('problem' in named) return `fault=${named.problem}`;
      if (preferences.fault) return 'two faults asked for at once: ask for one fault per request';
      preferences.fault = named.fault;
      return undefined;
    },
  },
};

/** Every preference the mock takes, as a problem names them. */
export const ACCEPTED_PREFERENCES = Object.values(PREFERENCES).map((preference) => preference.accepts);

function replace(preferences: Preferences, answer: ReplacingAnswer): string | undefined {
  if (preferences.answer) return 'two answers asked for at once: ask for one code or one named answer per request';
  preferences.answer = answer;
  return undefined;
}

/** Reads the `Prefer` header (repeated lines are one list); an unknown or malformed preference is a problem naming what is accepted. */
export function readPrefer(header: string | readonly string[] | undefined): PreferReading {
  const preferences: Preferences = {};
  const text = typeof header === 'string' ? header : (header ?? []).join(',');
  for (const item of text.split(',')) {
    // A preference's own parameters (`; x=y`) change nothing here.
    const preference = item.split(';', 1)[0]!.trim();
    if (preference === '') continue;
    const equals = preference.indexOf('=');
    const name = preferenceName(preference);
    // Stryker disable next-line EqualityOperator: equivalent, an item that starts with = has no name: unknown, whatever its value
    const value = equals < 0 ? undefined : unquote(preference.slice(equals + 1).trim());
    if (STANDARD_PREFERENCES.has(name)) continue;
    const reader = Object.hasOwn(PREFERENCES, name) ? PREFERENCES[name] : undefined;
    const problem = reader ? reader.read(value, preferences) : `unknown preference "${name}"`;
    if (problem !== undefined) return { problem };
  }
  // A fault changes the usual answer: with another answer instead of it, there is nothing to change.
  if (preferences.fault && preferences.answer)
    return { problem: 'a fault and another answer asked for at once: a fault changes the usual answer' };
  return { preferences };
}

/**
 * The preferences of a `Prefer` header that ask the mock for an answer (those it reads: code, answer, delay,
 * fault), as sent and comma-separated; undefined when none does. Traffic judging reads it: such an answer is
 * the client's choice. Any other preference (RFC 7240's own, a vendor's `odata.maxpagesize`) asks a real
 * implementation for nothing that changes its answer's meaning, and leaves the answer judged.
 */
export function mockPreferencesOf(header: string | undefined): string | undefined {
  // Stryker disable next-line StringLiteral: equivalent, no text but a preference's own name is one
  const asked = (header ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => Object.hasOwn(PREFERENCES, preferenceName(item)));
  return asked.length > 0 ? asked.join(', ') : undefined;
}

/** The name of one preference of the header (`Code=404; x=y` → code). */
const preferenceName = (item: string) => item.split(/[=;]/, 1)[0]!.trim().toLowerCase();

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}
