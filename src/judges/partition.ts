// Gives each schema error to exactly one rule: the first, in the judge's order, that owns it.
import type { ErrorObject } from 'ajv';
import { fieldPath, violationFromAjv } from '../rules/describe.js';
import type { AnyRule, Violation } from '../rules/types.js';

/**
 * Keeps the errors that name a cause: a wrong type explains every other complaint about the same
 * field (a number has no enum value), and an `if` error only repeats its `then` branch's errors.
 */
function rootCauses(errors: readonly ErrorObject[]): ErrorObject[] {
  const mistyped = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword !== 'if' && (e.keyword === 'type' || !mistyped.has(fieldPath(e))));
}

/** Violations per rule; every owner gets an entry (empty when it owns none). The last owner should own everything left. */
export function partition(errors: readonly ErrorObject[], owners: readonly AnyRule[], document: unknown): Map<AnyRule, Violation[]> {
  const byRule = new Map<AnyRule, Violation[]>(owners.map((rule) => [rule, []]));
  for (const error of rootCauses(errors)) {
    const owner = owners.find((rule) => rule.owns?.(error));
    if (!owner) throw new Error(`no rule owns the schema error ${error.keyword} at ${error.instancePath} (${error.schemaPath})`);
    byRule.get(owner)!.push(violationFromAjv(error, document));
  }
  return byRule;
}
