// The requests of traffic that are none of the three operations (a client's calls to a category's own
// page, a v4 inquiry path, a health check): not judged, but counted and listed by method and path shape,
// so a team sees what else its client calls. Ids in a path are folded into `{id}`, so one shape stands for
// every call of its kind, and the list stays bounded however much traffic passes.
import { otherVersionOf } from '../operation-of-url.js';

interface OtherRequest {
  method: string;
  /** The path with its ids written `{id}`, without the query. */
  path: string;
  count: number;
  /** Why it is worth naming: another version of one of the operations. */
  note?: string;
}

/** Shapes listed: the calls of further shapes count in the proxy's total only. */
const LISTED_SHAPES = 50;
/** A path segment that is an id rather than a name: digits, a vendor id (A00012345), a UUID. */
const ID_SEGMENT = /^(?:\d+|[A-Za-z]{1,3}\d{4,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function pathShape(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    path = url.split('?', 1)[0] ?? url;
  }
  return path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? '{id}' : segment))
    .join('/');
}

export class OtherRequests {
  readonly #shapes = new Map<string, OtherRequest>();

  add(method: string, url: string): void {
    const path = pathShape(url);
    const key = `${method} ${path}`;
    const known = this.#shapes.get(key);
    if (known) known.count += 1;
    else if (this.#shapes.size < LISTED_SHAPES) {
      const note = otherVersionOf(url);
      this.#shapes.set(key, { method, path, count: 1, ...(note === undefined ? {} : { note }) });
    }
  }

  /** The shapes, the most called first. */
  list(): OtherRequest[] {
    return [...this.#shapes.values()].map((shape) => ({ ...shape })).sort((a, b) => b.count - a.count);
  }
}
