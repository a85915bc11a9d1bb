// Building blocks of the faults and of the examples of a rule: each takes the reference's answer and returns a
// changed one. They know the reference only by what the context hands them (its dataset, its conforming
// answer to another request), so a rule's module can say what breaks it without importing the reference.
import type { Dataset, ReferenceRequest, ReferenceResponse } from '../reference-model.js';

export interface FaultContext {
  dataset: Dataset;
  request: ReferenceRequest;
  vendorId: string;
  /** The reference's conforming answer to a request (another path, method or vendor). */
  respond(request: ReferenceRequest, vendorId: string): ReferenceResponse;
}

export type Change = (answer: ReferenceResponse, context: FaultContext) => ReferenceResponse;

/** A body as faults poke at it: arbitrary JSON, deliberately untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fault breaks bodies in ways no type describes
export type Json = any;

/** Changes the parsed JSON body (the mutator may return a replacement). */
export const json =
  (mutate: (body: Json, context: FaultContext) => unknown): Change =>
  (answer, context) => {
    const body = JSON.parse(answer.body);
    const replaced = mutate(body, context);
    return { ...answer, body: JSON.stringify(replaced === undefined ? body : replaced) };
  };

/**
 * Gives the body's top-level object a member named `name` before its others: the body then names it twice
 * (D19). With no `value`, the same value it already has; with one, a value only a parser that keeps the
 * first reads, JSON.parse reading the body's own.
 */
export const nameTwice =
  (name: string, value?: (body: Json) => unknown): Change =>
  (answer) => {
    const body = JSON.parse(answer.body);
    const first = JSON.stringify(value ? value(body) : body[name]);
    // Stryker disable next-line Regex: equivalent, the bodies given are the reference's objects, whose first `{` is their first character
    return { ...answer, body: answer.body.replace(/^\{/, `{${JSON.stringify(name)}:${first},`) };
  };

export const status =
  (code: number): Change =>
  (answer) => ({ ...answer, status: code });

export const header =
  (name: string, value: string): Change =>
  (answer) => ({ ...answer, headers: { ...answer.headers, [name]: value } });

export const text =
  (body: string): Change =>
  (answer) => ({ ...answer, body });

export const jsonAnswer =
  (code: number, body: unknown): Change =>
  (answer) => ({ ...answer, status: code, body: JSON.stringify(body) });

/** The reference's answer to another request (a different path or vendor). */
export const answerAs =
  (rewrite: (context: FaultContext) => Partial<Pick<FaultContext, 'request' | 'vendorId'>>): Change =>
  (_answer, context) => {
    const { request, vendorId } = { ...context, ...rewrite(context) };
    return context.respond(request, vendorId);
  };

/** Ids of exactly `length` ASCII digits: the ids a fault of one id class answers wrongly. */
export const digits = (length: number) => (id: string) => /^\d+$/.test(id) && id.length === length;

/** A change made only for the ids `when` picks (the id segment after `prefix`, decoded); the others keep their answer. */
export const onlyFor =
  (prefix: string, when: (id: string) => boolean, change: Change): Change =>
  (answer, context) =>
    when(idOf(context.request, prefix)) ? change(answer, context) : answer;

/** Walks a category tree (iteratively) and returns the nodes at a depth. */
export function nodesAtDepth(root: Json, depth: number): Json[] {
  let level = [root];
  for (let d = 0; d < depth; d += 1) level = level.flatMap((node) => node.child ?? []);
  return level;
}

/** The id segment of a request's path after `prefix`, decoded (or raw when it cannot be decoded). */
export function idOf(request: ReferenceRequest, prefix: string): string {
  const raw = request.path.slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A parser that keeps the low 64 bits: an id beyond them answers as the id they wrap around to. */
export const wrapsAround64Bits =
  (prefix: string): Change =>
  (answer, context) => {
    const id = idOf(context.request, prefix).trim();
    if (!/^\d{20,}$/.test(id)) return answer;
    return answerAs(() => ({ request: { ...context.request, path: prefix + (BigInt(id) % 2n ** 64n).toString() } }))(answer, context);
  };

/** Two Content-Type lines of one value: node's http writes an array of values as one line each. */
export const contentTypeTwice: Change = (answer) => {
  const value = answer.headers['Content-Type'] ?? 'application/json';
  return { ...answer, headers: { ...answer.headers, 'Content-Type': [value, value] as unknown as string } };
};

/** Sets the field at a JSON Pointer of the body (its parent must exist): `setAt('/data/inquiryAt', '2025-13-01')`. */
export const setAt = (pointer: string, value: unknown): Change =>
  json((body) => {
    const segments = pointer
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = segments.pop()!;
    const parent = segments.reduce((node: Json, segment) => node[segment], body);
    parent[last] = value;
  });
