// Building blocks of the faults: each takes the reference's answer and returns a changed one.
import { respond } from '../reference/responses.js';
import type { Dataset, ReferenceRequest, ReferenceResponse } from '../reference/types.js';
import { idOf } from './scope.js';

export interface FaultContext {
  dataset: Dataset;
  request: ReferenceRequest;
  vendorId: string;
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
  (rewrite: (context: FaultContext) => Partial<FaultContext>): Change =>
  (_answer, context) => {
    const { dataset, request, vendorId } = { ...context, ...rewrite(context) };
    return respond(dataset, request, vendorId);
  };

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
