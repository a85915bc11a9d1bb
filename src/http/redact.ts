// Redaction of recordings: whatever reaches an Exchange, a TransportError or a report must not
// carry credentials. Used by the HTTP client now and by reporters later.

import { REDACTED } from './types.js';

/** Headers whose values are credentials by nature, in either direction. */
export const ALWAYS_REDACTED_HEADERS: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie']);

export interface RedactionRules {
  /** Header names (any case) whose whole value is hidden, on top of ALWAYS_REDACTED_HEADERS. */
  secretHeaderNames?: Iterable<string>;
  /** Strings hidden wherever they occur in a value. */
  secrets?: readonly string[];
}

/**
 * Replaces every occurrence of every secret by REDACTED. A secret is also looked for in its
 * percent-encoded form, the way it would appear in a URL.
 */
export function redactText(text: string, secrets: readonly string[]): string {
  let redacted = text;
  for (const secret of spellingsLongestFirst(secrets)) {
    redacted = redacted.replaceAll(secret, REDACTED);
  }
  return redacted;
}

/** A copy of `headers` with secret values hidden; names are kept as given. */
export function redactHeaders(headers: Readonly<Record<string, string>>, rules: RedactionRules = {}): Record<string, string> {
  const secretNames = new Set(ALWAYS_REDACTED_HEADERS);
  for (const name of rules.secretHeaderNames ?? []) secretNames.add(name.toLowerCase());
  const secrets = rules.secrets ?? [];

  const redacted: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    redacted[name] = secretNames.has(name.toLowerCase()) ? REDACTED : redactText(value, secrets);
  }
  return redacted;
}

// Longest first, so that a secret containing another one is hidden whole rather than leaving
// its remainder visible around the shorter one's marker.
function spellingsLongestFirst(secrets: readonly string[]): string[] {
  const spellings = new Set<string>();
  for (const secret of secrets) {
    if (secret === '') continue; // replacing '' would insert the marker between every character
    spellings.add(secret);
    spellings.add(encodeURIComponent(secret));
  }
  return [...spellings].sort((a, b) => b.length - a.length);
}
