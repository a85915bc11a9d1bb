// Faults a test writes for itself (an id-dependent defect, a stack's reading of ids), beside the shipped ones
// written beside their rules: the reference, with each change on its own kinds of answer (the first matching one
// applies), the kind found as a server applying faults finds it (src/reference/faulting.ts).
import { specOf, type SuiteName } from '../../../src/operations.js';
import type { Change } from '../../../src/rules/answer-changes.js';
import type { FaultedKind } from '../../../src/rules/fault.js';
import { answerOf } from '../../../src/reference/faulting.js';
import { respond } from '../../../src/reference/index.js';
import type { RespondFunction } from '../../../src/reference/types.js';

/** A kind of answer of one operation: `coupon-notFound`, `categories-readOnly`. */
export type Scope = `${SuiteName}-${FaultedKind}`;

export function faults(...rules: [Scope | Scope[], Change][]): RespondFunction {
  return (dataset, request, vendorId) => {
    const answer = respond(dataset, request, vendorId);
    const got = answerOf(request, answer);
    const scope = got && `${specOf(got.operation).suite}-${got.kind}`;
    const rule = rules.find(([scopes]) => scope !== undefined && [scopes].flat().includes(scope as Scope));
    const context = { dataset, request, vendorId, respond: (other: typeof request, vendor: string) => respond(dataset, other, vendor) };
    return rule ? rule[1]({ ...answer, headers: { ...answer.headers } }, context) : answer;
  };
}
