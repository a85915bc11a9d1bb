// Faults a test writes for itself (an id-dependent defect, a stack's reading of ids), beside the shipped
// ones of src/faults/: the reference, with each change on its own kinds of answer (the first matching one applies).
import type { Change } from '../../../src/faults/changes.js';
import { scopeOf, type Scope } from '../../../src/faults/scope.js';
import { respond } from '../../../src/reference/index.js';
import type { RespondFunction } from '../../../src/reference/types.js';

export function faults(...rules: [Scope | Scope[], Change][]): RespondFunction {
  return (dataset, request, vendorId) => {
    const answer = respond(dataset, request, vendorId);
    const scope = scopeOf(request, answer);
    const rule = rules.find(([scopes]) => scope !== undefined && [scopes].flat().includes(scope));
    return rule ? rule[1]({ ...answer, headers: { ...answer.headers } }, { dataset, request, vendorId }) : answer;
  };
}
