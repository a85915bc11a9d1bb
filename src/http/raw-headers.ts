// Headers as node and HAR files list them (name, value, name, value, ...) turned into what the harness
// records: one value per lower-case name, repeats joined, and the repeats kept apart for the rules
// that need a header to come once (a Content-Type).
import { ALWAYS_REDACTED_HEADERS } from './redact.js';

/** Raw headers as the harness records them: lower-case names, repeats joined with ", ". */
export function joinedHeaders(raw: readonly string[]): Record<string, string> {
  const joined: Record<string, string> = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    joined[name] = joined[name] === undefined ? raw[i + 1]! : `${joined[name]}, ${raw[i + 1]!}`;
  }
  return joined;
}

/** The headers that came more than once, each value apart; credentials are not listed (they are redacted whole). */
export function repeatedHeaders(raw: readonly string[]): Record<string, string[]> | undefined {
  const values = new Map<string, string[]>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (!ALWAYS_REDACTED_HEADERS.has(name)) values.set(name, [...(values.get(name) ?? []), raw[i + 1]!]);
  }
  const repeated = [...values].filter(([, list]) => list.length > 1);
  return repeated.length > 0 ? Object.fromEntries(repeated) : undefined;
}
