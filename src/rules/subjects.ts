// What the checks of the catalogue look at.
import type { Exchange } from '../http/types.js';

/** A parsed 200 body and the id it was asked for. */
export interface DocumentSubject {
  document: unknown;
  requestedId: string;
  /** The body as sent: numbers beyond 2^53 are exact only here. */
  body: string;
}

/** A complete answer to a request for an id (error answers, edge forms). */
export interface RequestSubject {
  exchange: Exchange;
  /** The id as sent in the path, decoded. */
  requestedId: string;
}
