// The faults: the reference with one defect each, each breaking one named rule of the catalogue, proven by
// the kill matrix (test/e2e/mutants.test.ts, docs/proof.md). `serve --fault ID` serves with them, a request's
// `Prefer: fault=ID` gets one; client teams test their error handling against them (docs/clients.md).
// One file per operation, and those whose defect is confined to one class of id. Every MUST rule of the
// catalogue is the target of at least one, most SHOULD rules too (a run fails them with --strict, where a
// warning fails: rule-of.ts derives it from the rule's level).
import { closestFew } from '../config/closest.js';
import { UsageError } from '../config/usage-error.js';
import type { Fault } from './fault.js';
import { CATEGORY_FAULTS } from './categories.js';
import { COUPON_FAULTS } from './coupon.js';
import { ID_CLASS_FAULTS } from './id-classes.js';
import { INQUIRY_FAULTS } from './inquiry.js';

export type { Fault };
export { ruleCaughtBy, scopesOf, strictOf, suiteOf } from './rule-of.js';

/** Never answers the category list: those rules are errors (timeout), the other operations are still judged. */
export const NEVER_ANSWERS: Fault = {
  id: 'categories-never-answers',
  defect: 'the category list never answers',
  catches: 'categories.status',
  answers: [],
  change: (answer) => answer,
  hangs: (request) => request.path.includes('/display-categories'),
};

export const FAULTS: readonly Fault[] = [...COUPON_FAULTS, ...CATEGORY_FAULTS, ...INQUIRY_FAULTS, ...ID_CLASS_FAULTS, NEVER_ANSWERS];

const byId = new Map(FAULTS.map((fault) => [fault.id, fault]));

/** The fault of that id, or what to say of an id that names none: the ids it may have meant. */
export function faultNamed(id: string): { fault: Fault } | { problem: string } {
  const fault = byId.get(id);
  if (fault) return { fault };
  const near = closestFew(id, [...byId.keys()], 3);
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
