// Which operation of the API a recorded request is, from its URL alone: the documented path under any
// base path (a gateway's /api, a vendor mock's /mock/v1), with the id of the path segment decoded as
// the harness sends it. A URL that is none of the three is not the API's business.
import { INQUIRY, OPERATION_SPECS, V4_INQUIRY_PATH, type Operation, type OperationSpec } from './operations.js';

export interface RecognisedRequest {
  operation: Operation;
  /** The id of the path, percent-decoded ('' for the category list). */
  requestedId: string;
  /** Origin and base path: everything before the documented path. */
  base: string;
}

/** A malformed escape (%zz) is kept as written: it is what the server received. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Where the documented path of `spec` starts in `path`, and the id after it; undefined when it is not there. */
function match(path: string, spec: OperationSpec): { at: number; requestedId: string } | undefined {
  if (!spec.id) return path.endsWith(spec.path) ? { at: path.length - spec.path.length, requestedId: '' } : undefined;
  const at = path.lastIndexOf(spec.path);
  const segment = at < 0 ? '' : path.slice(at + spec.path.length);
  return segment === '' || segment.includes('/') ? undefined : { at, requestedId: decodeSegment(segment) };
}

/**
 * The path from an operation's documented path on (`/v2/providers/...`), whatever base path came before
 * it, or undefined when it holds none: what a request is relative to any base URL. An empty id counts.
 */
export function fromDocumentedPath(path: string): string | undefined {
  for (const spec of OPERATION_SPECS) {
    const at = path.lastIndexOf(spec.path);
    const rest = at < 0 ? '/' : path.slice(at + spec.path.length);
    if (spec.id ? !rest.includes('/') : rest === '') return path.slice(at);
  }
  return undefined;
}

export function recogniseRequest(url: string): RecognisedRequest | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  // The path as sent: WHATWG URL keeps escapes, so an id with %2F stays one segment.
  const path = parsed.pathname;
  for (const spec of OPERATION_SPECS) {
    const found = match(path, spec);
    if (found) return { operation: spec.operation, requestedId: found.requestedId, base: parsed.origin + path.slice(0, found.at) };
  }
  return undefined;
}

/** The operation of a path as a server receives it (`/v2/...`, any base path before it), or undefined. */
export const operationOfPath = (path: string): Operation | undefined => recogniseRequest(`http://host${path}`)?.operation;

/** Why a URL that is none of the three operations is still worth naming: another version of one of them. */
export function otherVersionOf(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  return V4_INQUIRY_PATH.test(path) ? `the v4 inquiry path: this harness judges v5 (${INQUIRY.path}{${INQUIRY.id.name}})` : undefined;
}
