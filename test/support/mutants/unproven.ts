// "Every rule can fail": the rules of a catalogue that no faulty implementation targets. The kill matrix
// (test/e2e/mutants.test.ts), the generated proof table (docs/proof.md) and the worked example of
// docs/architecture.md all ask this one question, without running the matrix.
import type { AnyRule } from '../../../src/rules/rule.js';
import type { Fault as Fault } from '../../../src/rules/faults.js';

export function unprovenRules(rules: readonly AnyRule[], variants: readonly Pick<Fault, 'catches'>[]): string[] {
  const targeted = new Set(variants.map((variant) => variant.catches));
  return rules.filter((rule) => !targeted.has(rule.id)).map((rule) => rule.id);
}
