// Gives each schema error to the one rule that claims it, so that a violation is reported once, under
// the rule it breaks. A schema error that no rule, or more than one, claims is a fault of the catalogue.
import type { ErrorObject } from 'ajv';
import { fieldPath, violationFromAjv } from './describe.js';
import type { AnyRule, Violation } from './rule.js';

function claimsError(rule: AnyRule, error: ErrorObject): boolean {
  const path = fieldPath(error);
  return (rule.claims ?? []).some(
    (claim) => (claim.at === undefined || claim.at.test(path)) && (claim.keywords === undefined || claim.keywords.includes(error.keyword)),
  );
}

/**
 * The errors that name a cause: a wrong type explains every other complaint about the same field (a
 * number has no enum value), an `if` error only repeats its `then` branch's errors, and a
 * `discriminator` error (no branch for the tag's value) only repeats the tag's own enum, type or required
 * error (the tag is required and its enum lists exactly the branches).
 */
function rootCauses(errors: readonly ErrorObject[]): ErrorObject[] {
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
      throw new Error(`${who} the schema error ${error.keyword} at ${fieldPath(error) || '(root)'} (${error.schemaPath})`);
    }
    byRule.get(claimants[0]!)!.push(violationFromAjv(error, document, text));
  }
  return byRule;
}
