// How a server applies faults (`serve --fault`, `Prefer: fault=`, and the kill matrix, which hosts each
// fault this way): the first fault whose kinds of answer include the one the reference gave changes it.
import type { ReferenceRequest, ReferenceResponse } from '../reference/types.js';
import type { FaultContext } from './changes.js';
import type { Fault } from './fault.js';
import { scopesOf } from './rule-of.js';
import { scopeOf } from './scope.js';

export interface Faulting {
  /** The answer as the first fault of its kind of answer changes it; undefined when no fault changes it. */
  answer(usual: ReferenceResponse, context: FaultContext): ReferenceResponse | undefined;
  /** Whether a fault leaves this request unanswered. */
  hangs(request: ReferenceRequest): boolean;
}

export function applying(faults: readonly Fault[]): Faulting {
  const changes = faults.map((fault) => ({ scopes: scopesOf(fault), fault }));
  return {
    answer(usual, context) {
      const scope = scopeOf(context.request, usual);
      const found = scope === undefined ? undefined : changes.find(({ scopes }) => scopes.includes(scope));
      return found?.fault.change({ ...usual, headers: { ...usual.headers } }, context);
    },
    hangs: (request) => faults.some((fault) => fault.hangs?.(request) ?? false),
  };
}
