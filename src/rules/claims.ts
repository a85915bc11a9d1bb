// Gives each schema violation to the one rule that claims it, so that a violation is reported once, under
// the rule it breaks. A schema violation that no rule, or more than one, claims is a fault of the catalogue.
import type { ErrorObject } from 'ajv';
import { fieldPath, violationFromAjv } from './describe.js';
import type { AnyRule, Violation } from './rule.js';

function claimsError(rule: AnyRule, error: ErrorObject): boolean {
  const path = fieldPath(error);
  return (rule.claims ?? []).some(
    (claim) => (claim.at === undefined || claim.at.test(path)) && (claim.keywords === undefined || claim.keywords.includes(error.keyword)),
  );
}

/** How deep a pointer goes, counted in its parts ('' has one): depths are only compared with each other. */
const depthOf = (pointer: string) => pointer.split('/').length;

/**
 * Of an `anyOf` that no branch satisfied, the branch that got furthest into the value (its deepest
 * error), as ajv error formatters such as better-ajv-errors choose it: a list with one string in it is
 * an array with a wrong item, not a value that is not a number. When every branch failed on the value's
 * type alone, one type error lists the types of all of them ("a number or an array").
 */
function furthestBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  let kept = [...errors];
  for (const union of errors.filter((e) => e.keyword === 'anyOf')) {
    const prefix = `${union.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const e of kept.filter((candidate) => candidate.schemaPath.startsWith(prefix))) {
      const branch = e.schemaPath.slice(prefix.length).split('/')[0]!;
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    const all = [...branches.values()];
    const onlyTypes = all.every((b) => b.length === 1 && b[0]!.keyword === 'type' && b[0]!.instancePath === union.instancePath);
    const reach = (branch: ErrorObject[]) => Math.max(...branch.map((e) => depthOf(e.instancePath)));
    const best = onlyTypes
      ? [{ ...all[0]![0]!, schemaPath: union.schemaPath, params: { type: all.map((b) => String(b[0]!.params['type'])) } }]
      : all.reduce<ErrorObject[]>((furthest, branch) => (reach(branch) > reach(furthest) ? branch : furthest), all[0] ?? []);
    const dropped = new Set([union, ...all.flat()]);
    const at = kept.indexOf(union);
    kept = [...kept.slice(0, at).filter((e) => !dropped.has(e)), ...best, ...kept.slice(at + 1).filter((e) => !dropped.has(e))];
  }
  return kept;
}

/**
 * The errors that name a cause: of an unsatisfied anyOf, the branch that got furthest; a wrong type
 * explains every other complaint about the same field (a number has no enum value), an `if` error only
 * repeats its `then` branch's errors, and a
 * `discriminator` error (no branch for the tag's value) only repeats the tag's own enum, type or required
 * error (the tag is required and its enum lists exactly the branches).
 */
function rootCauses(all: readonly ErrorObject[]): ErrorObject[] {
  const errors = furthestBranches(all);
  const mistyped = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  // The date patterns exclude what an expression can (month 13, offset -05:61): the calendar format only repeats them.
  const misshapen = new Set(errors.filter((e) => e.keyword === 'pattern').map((e) => e.instancePath));
  return errors.filter(
    (e) =>
      e.keyword !== 'if' &&
      e.keyword !== 'discriminator' &&
      !(e.keyword === 'format' && misshapen.has(e.instancePath)) &&
      (e.keyword === 'type' || !mistyped.has(fieldPath(e))),
  );
}

/** Violations per rule; every rule gets an entry (empty when it claims none of the errors). */
export function partition(
  errors: readonly ErrorObject[],
  rules: readonly AnyRule[],
  document: unknown,
  text?: string,
): Map<AnyRule, Violation[]> {
  const byRule = new Map<AnyRule, Violation[]>(rules.map((rule) => [rule, []]));
  for (const error of rootCauses(errors)) {
    const claimants = rules.filter((rule) => claimsError(rule, error));
    if (claimants.length !== 1) {
      const who = claimants.length === 0 ? 'no rule claims' : `${claimants.map((rule) => rule.id).join(' and ')} all claim`;
      throw new Error(`${who} the schema violation ${error.keyword} at ${fieldPath(error) || '(root)'} (${error.schemaPath})`);
    }
    byRule.get(claimants[0]!)!.push(violationFromAjv(error, document, text));
  }
  return byRule;
}
