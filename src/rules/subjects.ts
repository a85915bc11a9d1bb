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

/**
 * A node of the category tree as a rule of the tree sees it: the node (an object: a node that is not one is
 * the node schema's business, and nothing below it can be read), where it stands, and its JSON Pointer.
 */
export interface TreeNode {
  readonly node: Readonly<Record<string, unknown>>;
  /** The node above it; undefined for the root. */
  readonly parent: TreeNode | undefined;
  /** The parent's child array, this node included at `index`; for the root, the root alone. */
  readonly siblings: readonly unknown[];
  readonly index: number;
  /** Levels of child nesting above it: 0 for the root. */
  readonly depth: number;
  /** The node's JSON Pointer in the body, built when asked: ask only where there is a problem (80 kB at depth 10,000). */
  pointer(): string;
}

/** A rule's look at one node: the violations found there (none, or undefined: it holds there). */
export type NodeCheck = (here: TreeNode) => readonly Violation[] | undefined;

/**
 * The check of a rule of the tree: `start` is called once per walk and gives the check of each node, which
 * may keep what it saw in the walk's earlier nodes (the codes seen so far). Made by eachNode (rule.ts).
 */
export interface TreeCheck {
  readonly start: () => NodeCheck;
}

/** The category tree, walked once however deep (src/rules/checks/category-tree.ts), every rule's check on each node. */
export interface TreeWalk {
  statistics: TreeStatistics;
  /** Schema errors of the nodes, with instancePath relative to the whole body. */
  nodeErrors: ErrorObject[];
  /** What each check found, in document order, at most MAX_TREE_PROBLEMS each. */
  found: ReadonlyMap<TreeCheck, Violation[]>;
  /** The first node that is not an object, or `child` that is not an array: below it the tree cannot be read. */
  unreadable?: Unreadable;
}

/** Each subject by the name a rule gives it. */
export interface Subjects {
  exchange: ExchangeHead;
  request: RequestSubject;
  document: DocumentSubject;
  /** Each node of the tree in turn, the rule's check given by eachNode. */
  tree: TreeNode;
}

export type SubjectName = keyof Subjects;
