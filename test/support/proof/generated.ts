// A rule's faults judged on generated documents instead of the reference's: each document an arbitrary draws
// holds every rule (test/support/arbitraries/holding-the-rules.ts), is served as the found answer to a request
// for its own id, and the fault changes it as a server serving the fault would (src/reference/faulting.ts).
// What test/support/proof/offline.ts shows on the reference's few documents, here on documents no one wrote.
import type fc from 'fast-check';
import { CATEGORIES, pathFor, specOf, type Operation } from '../../../src/operations.js';
import type { DisplayCategoryList } from '../../../src/types/api.js';
import type { ReferenceResponse } from '../../../src/reference-model.js';
import { applying } from '../../../src/reference/faulting.js';
import { valueAt } from '../../../src/rules/describe.js';
import { kindsOf, type Fault } from '../../../src/rules/faults.js';
import type { Judgement } from '../../../src/judges/judge.js';
import { categoryListShapedAs } from '../arbitraries/category-documents.js';
import { couponArbitrary } from '../arbitraries/coupon-documents.js';
import { inquiryEnvelopeArbitrary } from '../arbitraries/inquiry-documents.js';
import { contextOf, judged, kindOf, plannedRequests, usualAnswer, type PlannedRequest } from './offline.js';

/**
 * The valid documents each operation's found answer is drawn from, with at least the parts a fault written for
 * the reference's document changes: a policy, a reply, the reference's tree (its nodes' values drawn afresh).
 */
export const DOCUMENTS: Readonly<Record<Operation, () => fc.Arbitrary<unknown>>> = {
  GET_COUPON_BY_ID: () => couponArbitrary({ minPolicies: 1 }),
  GET_ORIGIN_INQUIRY_BY_ID: () => inquiryEnvelopeArbitrary({ minReplies: 1 }),
  LIST_DISPLAY_CATEGORIES: () => categoryListShapedAs(firstBranchesOfTheReferenceTree()),
};

/**
 * The reference's category list with its first two top-level categories alone (557 nodes of 4,230): every place
 * a fault changes (two top-level categories, the eighth node five levels down), judged in milliseconds.
 */
function firstBranchesOfTheReferenceTree(): DisplayCategoryList {
  const list = JSON.parse(usualAnswer(foundRequest(CATEGORIES.operation)).body) as DisplayCategoryList;
  return { ...list, data: { ...list.data, child: list.data.child.slice(0, 2) } };
}

/** A planned request of the operation that the reference answers with its document. */
function foundRequest(operation: Operation): PlannedRequest {
  const found = plannedRequests(operation).find((planned) => kindOf(planned) === 'found');
  if (!found) throw new Error(`the plan asks ${operation} for no found answer`);
  return found;
}

/** The same request asking for the document's own id, and the reference's found answer with the document as its body. */
function served(operation: Operation, document: unknown): { planned: PlannedRequest; usual: ReferenceResponse } {
  const template = foundRequest(operation);
  const answer = usualAnswer(template);
  const spec = specOf(operation);
  const requestedId = spec.id === undefined ? '' : String(valueAt(document, spec.id.pointer));
  return {
    planned: { ...template, request: { ...template.request, path: pathFor(spec, requestedId) }, requestedId },
    usual: { ...answer, headers: { ...answer.headers }, body: JSON.stringify(document) },
  };
}

/** Whether the fault changes found answers: those are the ones a generated document can stand in for. */
export const changesFoundAnswers = (fault: Fault): boolean => kindsOf(fault).includes('found') && fault.hangs === undefined;

/** The document served with the fault and judged; undefined when the fault leaves it as it was. */
export function judgedWithFault(fault: Fault, operation: Operation, document: unknown): Judgement | undefined {
  const { planned, usual } = served(operation, document);
  const answer = applying([fault]).answer(usual, contextOf(planned.request));
  if (answer === undefined || (answer.status === usual.status && answer.body === usual.body && sameHeaders(answer, usual)))
    return undefined;
  return judged(planned, answer);
}

const sameHeaders = (a: ReferenceResponse, b: ReferenceResponse) => JSON.stringify(a.headers) === JSON.stringify(b.headers);
