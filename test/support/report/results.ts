// One rule's result as the tests build them: of a rule of the catalogue (its operation, level, title and
// sources as the catalogue says), or of a made-up rule for tests that only compare results.
import { catalogue } from '../../../src/rules/catalogue/index.js';
import type { RuleResult } from '../../../src/types/report.js';

export function catalogueResult(rule: string, status: RuleResult['status'], extra: Partial<RuleResult> = {}): RuleResult {
  const found = catalogue.find((r) => r.id === rule);
  if (!found) throw new Error(`${rule} is not a rule of the catalogue`);
  const { operation, level, title, sources } = found;
  return { rule, operation, level, status, title, sources: [...sources], message: status, ...extra };
}

export const madeUpResult = (
  rule: string,
  status: RuleResult['status'],
  message = `${status} ${rule}`,
  extra: Partial<RuleResult> = {},
): RuleResult => ({
  rule,
  operation: 'GET_COUPON_BY_ID',
  level: 'MUST',
  status,
  title: `MUST hold ${rule}`,
  sources: ['docs/spec.md#errors'],
  message,
  ...extra,
});
