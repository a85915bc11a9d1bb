// What a base URL may be, said once for --base-url (and its variable and config key), proxy --target
// and the HTTP client itself: http or https, an origin and an optional base path; no credentials (they
// belong in a header, and a URL is echoed in reports), no query, no fragment.

/**
 * A host and port typed without the scheme (`localhost:8080`, `127.0.0.1:8080/api`), with the scheme it most
 * likely lacks: URL reads `localhost:` as a scheme of its own, and `127.0.0.1:8080` as no URL at all.
 */
function withoutScheme(text: string): string | undefined {
  if (text.includes('://')) return undefined;
  const guess = `http://${text}`;
  return URL.canParse(guess) && new URL(guess).port !== '' ? guess : undefined;
}

/** The base URL's origin and path (without a trailing slash), or what is wrong with it, worded for the user. */
export function parseBaseUrl(text: string): { origin: string; basePath: string } | { problem: string } {
  const guess = withoutScheme(text);
  if (guess !== undefined) return { problem: `not a URL: ${JSON.stringify(text)} has no scheme (try ${guess})` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: `not a URL: ${JSON.stringify(text)} (expected e.g. http://localhost:8080)` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { problem: `expected an http or https URL, got ${url.protocol}` };
  if (url.username || url.password) return { problem: 'put credentials in --header, not in the URL' };
  if (url.search || url.hash) return { problem: 'the base URL cannot carry a query or fragment' };
  return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
}
