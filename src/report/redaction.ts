// A last redaction pass over everything a run hands to the renderers and the terminal.
//
// The HTTP client redacts what it records, but it can only find a secret spelled as it was sent.
// A server that echoes a credential inside a JSON string with an escape in it ("sekret\u002d123")
// slips past it, and the judges, which parse the body, then quote the decoded value in messages and
// violations. Run over the finished record (with the same secrets the client used), this pass
// catches such values wherever they ended up, keys of objects included.
import { redactText } from '../http/redact.js';

/** A copy of `value` in which every string (and every object key) has its secrets replaced by the marker. */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (secrets.every((secret) => secret === '')) return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return redactText(item, secrets);
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [redactText(key, secrets), walk(inner)]));
    }
    return item;
  };
  return walk(value) as T;
}
