// Hop-by-hop headers (RFC 9110 7.6.1) belong to one connection, not to the message: a proxy drops them
// and lets each of its own connections carry its own. Everything else passes through as it came, in its
// order and spelling, repeats included.

const ALWAYS_HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
]);

/** The raw headers (name, value, name, value, ... as node gives them) without the hop-by-hop ones. */
export function endToEndHeaders(raw: readonly string[]): string[] {
  const named = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() !== 'connection') continue;
    for (const name of raw[i + 1]!.split(',')) named.add(name.trim().toLowerCase());
  }
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    // HTTP/2's pseudo-headers (:method, :path, ...) are its framing, not headers of the message.
    if (ALWAYS_HOP_BY_HOP.has(name) || named.has(name) || name.startsWith('proxy-') || name.startsWith(':')) continue;
    kept.push(raw[i]!, raw[i + 1]!);
  }
  return kept;
}
