// Headers add up across sources: the config file's, SAC_HEADER's and --header's are all sent, and a
// header named again by a stronger source (flags > environment > file) replaces the weaker one's, so
// `--header "X-Trace: 1"` adds to the Authorization that SAC_HEADER holds instead of dropping it.

/** Where a header sent with every request came from; its value is a secret and is not kept here. */
export interface HeaderSource {
  readonly name: string;
  /** "--header", "SAC_HEADER" or "config file sac.json". */
  readonly source: string;
}

interface HeaderLayer {
  readonly source: string;
  /** "Name: value" lines, already checked. */
  readonly headers: readonly string[] | undefined;
}

const nameOf = (line: string) => line.slice(0, line.indexOf(':')).trim();

/** The layers merged, weakest first: the lines to send, and where each name came from. */
export function mergeHeaders(layers: readonly HeaderLayer[]): { headers: string[]; sources: HeaderSource[] } {
  let merged: { line: string; source: string }[] = [];
  for (const { source, headers = [] } of layers) {
    const named = new Set(headers.map((line) => nameOf(line).toLowerCase()));
    merged = [...merged.filter(({ line }) => !named.has(nameOf(line).toLowerCase())), ...headers.map((line) => ({ line, source }))];
  }
  const sources = new Map<string, HeaderSource>();
  for (const { line, source } of merged) sources.set(nameOf(line).toLowerCase(), { name: nameOf(line), source });
  return { headers: merged.map(({ line }) => line), sources: [...sources.values()] };
}

/**
 * "headers: Authorization (SAC_HEADER), X-Trace (--header); values not shown": the terminal's line,
 * never a value; undefined when no header is sent. Options built without resolveOptions have no sources.
 */
export function headersLine(options: { headers: readonly string[]; headerSources?: readonly HeaderSource[] }): string | undefined {
  const sources = options.headerSources ?? mergeHeaders([{ source: '', headers: options.headers }]).sources;
  if (sources.length === 0) return undefined;
  return `headers: ${sources.map(({ name, source }) => (source ? `${name} (${source})` : name)).join(', ')}; values not shown`;
}
