// Merges every observation of a rule into its one result: the worst status wins, with its evidence.
import { catalogue } from '../rules/catalogue/index.js';
import { STATUS_RANK, type Observation } from '../rules/observation.js';
import type { Operation } from '../rules/rule.js';
import type { RuleResult } from '../types/report.js';

/** The worse status wins; between two skips, the one for a missing fixture (what the user can act on, and what --require-all fails). */
function outranks(a: Observation, b: Observation): boolean {
  if (STATUS_RANK[a.status] !== STATUS_RANK[b.status]) return STATUS_RANK[a.status] > STATUS_RANK[b.status];
  return a.missingFixture !== undefined || b.missingFixture === undefined;
}

export interface AggregateOptions {
  /** Operations that were run: their rules appear in the report even when no test judged them. */
  operations: readonly Operation[];
  /** Warnings (failed SHOULD rules) count as failures. */
  strict: boolean;
  /** Rules skipped for lack of a fixture count as failures. */
  requireAll: boolean;
  /** Only some tests were selected (-t, --shard): rules no selected test judged are left out, not reported as not run. */
  partial: boolean;
  /** Rules left out with --only/--skip: reported as skipped, whatever a test of another rule saw. */
  deselected?: ReadonlySet<string>;
}

/** The skip reason of a rule the user left out: one wording, whatever the run. */
export const DESELECTED = 'deselected';

export function aggregate(observations: readonly Observation[], options: AggregateOptions): RuleResult[] {
  const byRule = new Map<string, Observation[]>();
  for (const observation of observations) byRule.set(observation.rule, [...(byRule.get(observation.rule) ?? []), observation]);

  const deselected = options.deselected ?? new Set<string>();
  return catalogue
    .filter((rule) => byRule.has(rule.id) || ((!options.partial || deselected.has(rule.id)) && options.operations.includes(rule.operation)))
    .map((rule): RuleResult => {
      if (deselected.has(rule.id)) {
        const { id, operation, severity, title, sources } = rule;
        return { rule: id, operation, severity, status: 'skipped', title, sources: [...sources], message: DESELECTED, checks: 0 };
      }
      const seen = byRule.get(rule.id) ?? [];
      const worst = seen.reduce<Observation | undefined>((a, b) => (a && outranks(a, b) ? a : b), undefined);
      let status = worst?.status ?? 'skipped';
      let message = worst?.message ?? 'not run: no selected test judges this rule';
      if (status === 'warning' && options.strict) status = 'failed';
      if (status === 'skipped' && options.requireAll && worst?.missingFixture) {
        status = 'failed';
        message = `${message} (--require-all)`;
      }
      if (status === 'passed') message = `held in ${seen.filter((o) => o.status === 'passed').length} of ${seen.length} checks`;
      return {
        rule: rule.id,
        operation: rule.operation,
        severity: rule.severity,
        status,
        title: rule.title,
        sources: [...rule.sources],
        message,
        checks: seen.filter((o) => o.status !== 'skipped').length,
        ...(worst?.evidence && status !== 'passed' ? { evidence: worst.evidence } : {}),
      };
    });
}
