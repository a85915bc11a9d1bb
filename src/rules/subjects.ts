// What the rules of the catalogue judge: each rule names one of these as its `subject`, and a judge hands
// it that and nothing more.
import type { ErrorObject } from 'ajv';
import type { Exchange } from '../http/index.js';
import type { TreeStatistics, Violation } from '../types/report.js';

/**
 * The request and the status line and headers of its answer, never the body: a rule of this subject can
 * be judged on an answer whose body a recording left out.
 */
export interface ExchangeHead {
  readonly request: Exchange['request'];
  readonly response: Pick<Exchange['response'], 'status' | 'headers' | 'repeatedHeaders'>;
  readonly redirects?: Exchange['redirects'];
}

/** A complete answer, body included, and the id its request asked for (4xx answers, edge forms, the JSON gate). */
export interface RequestSubject {
  exchange: Exchange;
  /** The id as sent in the path, decoded ('' for the category list). */
  requestedId: string;
}

/** A parsed 200 body and the id it was asked for. */
export interface DocumentSubject {
  document: unknown;
  requestedId: string;
  /** The body as sent: numbers beyond 2^53 are exact only here. */
  body: string;
}

/** Where a part of a body could not be read, and what was wrong with it there. */
export interface Unreadable {
  /** JSON Pointer of the part that could not be read. */
  readonly at: string;
  /** e.g. "is absent", "is not a string". */
  readonly problem: string;
}

/** The category tree, walked once however deep (src/rules/checks/category-tree.ts). */
export interface TreeWalk {
  statistics: TreeStatistics;
  /** Schema errors of the nodes, with instancePath relative to the whole body. */
  nodeErrors: ErrorObject[];
  duplicateCodes: Violation[];
  unusualStatuses: Violation[];
  /** The first node that is not an object, or `child` that is not an array: below it the tree cannot be read. */
  unreadable?: Unreadable;
}

/** Each subject by the name a rule gives it. */
export interface Subjects {
  exchange: ExchangeHead;
  request: RequestSubject;
  document: DocumentSubject;
  tree: TreeWalk;
}

export type SubjectName = keyof Subjects;
