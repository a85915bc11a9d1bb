// A rule's proof judged without a socket: the plan's fixed requests (each example case, each property's fixed
// values) answered by the reference, with a fault or an example's change made to the answer as a server
// serving it makes it (src/reference/faulting.ts), recorded as the HTTP client records an answer, and judged by
// the case's own judge. What the kill matrix shows through the CLI, here in milliseconds per fault.
import { ALL_CASES } from '../../../src/cases/index.js';
import type { ConformanceCase } from '../../../src/cases/types.js';
import { joinedHeaders, repeatedHeaders } from '../../../src/http/raw-headers.js';
import type { Exchange } from '../../../src/http/types.js';
import type { Judgement } from '../../../src/judges/judge.js';
import { pathFor, specOf, type Operation } from '../../../src/operations.js';
import type { ReferenceRequest, ReferenceResponse } from '../../../src/reference-model.js';
import { answerOf, applying } from '../../../src/reference/faulting.js';
import { buildDataset, respond } from '../../../src/reference/index.js';
import type { Change, FaultContext } from '../../../src/rules/answer-changes.js';
import type { Fault, FaultedKind } from '../../../src/rules/fault.js';

export const dataset = buildDataset();

/** One request the plan sends whatever the seed, and the judge of its answer. */
export interface PlannedRequest {
  readonly case: ConformanceCase;
  readonly request: ReferenceRequest;
  /** The id it asks for, decoded. */
  readonly requestedId: string;
}

const idsOf = (planned: ConformanceCase): string[] =>
  planned.kind === 'example' ? [planned.id(dataset.fixtures)] : planned.fixed(dataset.fixtures).map((value) => planned.idOf(value));

/** Every request of the operation's cases that the plan sends on every seed. */
export function plannedRequests(operation: Operation): PlannedRequest[] {
  const spec = specOf(operation);
  return ALL_CASES.filter((planned) => planned.operation === operation).flatMap((planned) =>
    idsOf(planned).map((requestedId) => ({
      case: planned,
      request: { method: planned.method, path: pathFor(spec, requestedId), headers: {} },
      requestedId,
    })),
  );
}

/** What a fault's change is handed for a request: the reference's dataset, and its answer to any other request. */
export const contextOf = (request: ReferenceRequest): FaultContext => ({
  dataset,
  request,
  vendorId: dataset.defaultVendorId,
  respond: (other, vendorId) => respond(dataset, other, vendorId),
});

/** The reference's answer to the request. */
export const usualAnswer = (planned: PlannedRequest): ReferenceResponse => respond(dataset, planned.request, dataset.defaultVendorId);

/** The kind of answer the reference gives to the request. */
export const kindOf = (planned: PlannedRequest): FaultedKind | undefined => answerOf(planned.request, usualAnswer(planned))?.kind;

/** The answer a server serving the fault gives; undefined when the fault leaves it as it was or never answers. */
export function servedWith(fault: Fault, planned: PlannedRequest): ReferenceResponse | undefined {
  const faulting = applying([fault]);
  if (faulting.hangs(planned.request)) return undefined;
  return faulting.answer(usualAnswer(planned), contextOf(planned.request));
}

/** The reference's answer to the request, changed. */
export const changed = (change: Change, planned: PlannedRequest): ReferenceResponse => {
  const usual = usualAnswer(planned);
  return change({ ...usual, headers: { ...usual.headers } }, contextOf(planned.request));
};

/** The answer as the HTTP client records it: the body cut where a Content-Length shorter than it ends, lower-case header names, repeats kept apart. */
export function recorded(planned: PlannedRequest, answer: ReferenceResponse): Exchange {
  let body = Buffer.from(answer.body, 'utf8');
  const raw = Object.entries(answer.headers).flatMap(([name, value]) => [value].flat().flatMap((one) => [name, String(one)]));
  const length = joinedHeaders(raw)['content-length'];
  if (length !== undefined && Number(length) < body.length) body = body.subarray(0, Number(length));
  const repeated = repeatedHeaders(raw);
  const text = body.toString('utf8');
  return {
    request: { method: planned.request.method, url: `http://127.0.0.1:8080${planned.request.path}`, headers: {} },
    response: {
      status: answer.status,
      headers: joinedHeaders(raw),
      ...(repeated ? { repeatedHeaders: repeated } : {}),
      body: text,
      bodyBytes: body.length,
    },
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1,
  };
}

/** The answer judged by the case's judge, as a run judges it. */
export const judged = (planned: PlannedRequest, answer: ReferenceResponse): Judgement =>
  planned.case.judge.judge({ exchange: recorded(planned, answer), requestedId: planned.requestedId });
