// How a server applies faults (`serve --fault`, `Prefer: fault=`, and the kill matrix, which hosts each fault
// this way): the kind of answer the reference gave is found, and the first fault that changes that kind of
// answer of its rule's operation changes it. A fault changes one kind only, so that everything else a server
// with the fault sends is still conforming.
import { CATEGORIES, COUPON, INQUIRY, type Operation } from '../operations.js';
import type { ReferenceRequest, ReferenceResponse } from '../reference-model.js';
import { numberReadIn } from '../id-readings.js';
import { idOf, type FaultContext } from '../rules/answer-changes.js';
import { kindsOf, operationOf, type Fault, type FaultedKind } from '../rules/faults.js';

/** The kind of answer a request got, and its operation's. */
interface AnswerOf {
  operation: Operation;
  kind: FaultedKind;
}

/** An edge form names a number without being a canonical id (decision D10: sign, zeros, spaces, overflow, other scripts). */
const namesAnInteger = (id: string) => numberReadIn(id) !== null;

/** The message of an answer's JSON body; no other text begins as the ownership 404's does, so any other stands for none. */
function messageOf(answer: ReferenceResponse): string {
  try {
    // Stryker disable next-line StringLiteral: equivalent, as just said
    return String((JSON.parse(answer.body) as { message?: unknown }).message ?? '');
  } catch {
    // Stryker disable next-line StringLiteral: equivalent, as just said
    return '';
  }
}

function byStatus(request: ReferenceRequest, answer: ReferenceResponse, spec: typeof COUPON | typeof INQUIRY): FaultedKind {
  if (request.method !== 'GET') return 'readOnly';
  if (answer.status === 200) return 'found';
  if (answer.status === 400) return namesAnInteger(idOf(request, spec.path)) ? 'edgeId' : 'malformed';
  if (spec === INQUIRY && messageOf(answer).startsWith('Vendor id')) return 'foreign';
  return 'notFound';
}

/** The kind of answer the reference gave to a request of the API; undefined for any other path. */
export function answerOf(request: ReferenceRequest, answer: ReferenceResponse): AnswerOf | undefined {
  if (request.path === CATEGORIES.path) return { operation: CATEGORIES.operation, kind: request.method === 'GET' ? 'found' : 'readOnly' };
  for (const spec of [COUPON, INQUIRY])
    if (request.path.startsWith(spec.path)) return { operation: spec.operation, kind: byStatus(request, answer, spec) };
  return undefined;
}

export interface Faulting {
  /** The answer as the first fault of its kind of answer changes it; undefined when no fault changes it. */
  answer(usual: ReferenceResponse, context: FaultContext): ReferenceResponse | undefined;
  /** Whether a fault leaves this request unanswered. */
  hangs(request: ReferenceRequest): boolean;
}

export function applying(faults: readonly Fault[]): Faulting {
  return {
    answer(usual, context) {
      const got = answerOf(context.request, usual);
      const found = got && faults.find((fault) => operationOf(fault) === got.operation && kindsOf(fault).includes(got.kind));
      return found?.change({ ...usual, headers: { ...usual.headers } }, context);
    },
    hangs: (request) => faults.some((fault) => fault.hangs?.(request) ?? false),
  };
}
