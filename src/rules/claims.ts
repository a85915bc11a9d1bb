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
 * number has no enum value), and an `if` error only repeats its `then` branch's errors.
 */
function rootCauses(errors: readonly ErrorObject[]): ErrorObject[] {
  const mistyped = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword !== 'if' && (e.keyword === 'type' || !mistyped.has(fieldPath(e))));
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
