// Which redirects the client follows. undici's redirect interceptor cannot be told to stay on one
// origin (it only drops Authorization, Cookie and Proxy-Authorization when it leaves, and would
// carry every other configured header, e.g. an API key, to wherever Location points), so the
// client follows redirects itself, one hop at a time, and only within the origin under test.
// A redirect elsewhere is the target's complete answer and is judged as it is.

/** Hops followed for one request; the answer after the last one is judged as it is, 3xx or not. */
export const MAX_REDIRECTS = 5;

const FOLLOWED_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

export interface Hop {
  method: string;
  /** The request-target (path and query) exactly as sent. */
  path: string;
}

/**
 * The next hop when `status` + `location` redirect within `origin` (e.g. http://127.0.0.1:8080);
 * undefined when the answer is final: not a followed status, no usable Location, or another
 * origin (scheme, host or port).
 */
export function sameOriginRedirect(current: Hop, status: number, location: string | undefined, origin: string): Hop | undefined {
  if (!FOLLOWED_STATUSES.has(status) || location === undefined) return undefined;
  let url: URL;
  try {
    // Concatenated, not resolved: a path starting with "//" must not be read as another host.
    url = new URL(location, new URL(origin + current.path));
  } catch {
    return undefined; // an unusable Location leaves the 3xx to be judged as it is
  }
  if (url.origin !== origin) return undefined;
  return { method: methodAfter(status, current.method), path: url.pathname + url.search };
}

// RFC 9110 15.4: a 303 is fetched with GET (HEAD stays HEAD); user agents also turn a POST into a
// GET after 301 and 302, as undici and browsers do. Other methods are kept: 307 and 308 require it.
function methodAfter(status: number, method: string): string {
  const upper = method.toUpperCase();
  if (status === 303 && upper !== 'HEAD') return 'GET';
  if ((status === 301 || status === 302) && upper === 'POST') return 'GET';
  return method;
}
