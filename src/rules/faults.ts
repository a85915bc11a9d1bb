// The faults, each written beside the rule that must catch it (a rule's `faults`): the reference with one
// defect, proven by the kill matrix (test/e2e/kill-matrix.test.ts, docs/proof.md). `serve --fault ID` serves with
// them, a request's `Prefer: fault=ID` gets one; client teams test their error handling against them
// (docs/clients.md). What a fault's rule says of it is read here: its operation names the suite (--suite) and
// the operation whose answers the defect changes, its level whether a run needs --strict to fail (a SHOULD rule
// only warns).
import { closestFew } from '../config/closest.js';
import { UsageError } from '../config/usage-error.js';
import { specOf, type Operation, type SuiteName } from '../operations.js';
import { catalogue } from './catalogue/index.js';
import type { Fault, FaultedKind } from './fault.js';
import type { AnyRule } from './rule.js';

export type { Fault, FaultedKind };

/** The faults written beside the rules, in the catalogue's order, each with the rule it is beside. */
const faultsOf = (rules: readonly AnyRule[]): Fault[] =>
  rules.flatMap((rule) => (rule.faults ?? []).map((fault): Fault => ({ ...fault, catches: rule.id })));

export const FAULTS: readonly Fault[] = faultsOf(catalogue);

type Caught = Pick<Fault, 'id' | 'catches'>;

/** The rule the fault breaks, of `rules` (the catalogue unless a test gives its own). */
export function ruleCaughtBy(fault: Caught, rules: readonly AnyRule[] = catalogue): AnyRule {
  const rule = rules.find((candidate) => candidate.id === fault.catches);
  if (!rule) throw new Error(`fault ${fault.id} breaks ${fault.catches}, which is no rule of the catalogue`);
  return rule;
}

/** The operation whose answers the fault changes: its rule's. */
export const operationOf = (fault: Caught, rules?: readonly AnyRule[]): Operation => ruleCaughtBy(fault, rules).operation;

/** The suite that runs the caught rule's operation. */
export const suiteOf = (fault: Caught, rules?: readonly AnyRule[]): SuiteName => specOf(operationOf(fault, rules)).suite;

/** Whether the caught rule is a SHOULD: its warning fails only with --strict. */
export const strictOf = (fault: Caught, rules?: readonly AnyRule[]): boolean => ruleCaughtBy(fault, rules).level === 'SHOULD';

/** The kinds of answer the fault changes. */
export const kindsOf = (fault: Pick<Fault, 'answers'>): readonly FaultedKind[] => [fault.answers].flat();

/** The fault of that id, or what to say of an id that names none: the ids it may have meant. */
export function faultNamed(id: string): { fault: Fault } | { problem: string } {
  const fault = FAULTS.find((candidate) => candidate.id === id);
  if (fault) return { fault };
  const near = closestFew(
    id,
    FAULTS.map((candidate) => candidate.id),
    3,
  );
  const meant = near.length === 0 ? '' : `; did you mean ${near.join(', ')}?`;
  return { problem: `"${id}" is no fault${meant} (serve --list-faults lists all ${FAULTS.length})` };
}

/** The faults of these ids; an id that names none is a usage error (`by`: the option or call that gave it). */
export function faultsNamed(ids: readonly string[], by = 'faults:'): Fault[] {
  return ids.map((id) => {
    const named = faultNamed(id);
    if ('problem' in named) throw new UsageError(`${by} ${named.problem}`);
    return named.fault;
  });
}
