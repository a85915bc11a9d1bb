// Why rules were skipped, counted by reason and said in one line: "15 rules need --coupon-id; 3 need
// --probe-writes; 40 deselected". The terminal, summary.md and the "nothing judged" reason say it alike.
import type { RuleResult } from '../types/report.js';
import { DESELECTED, neededFlags } from '../rules/messages.js';

interface SkipReason {
  /** "need --coupon-id", "deselected by --only/--skip", or the rule's own message. */
  reason: string;
  rules: string[];
}

/** One wording per reason: "needs --coupon-id and --inquiry-id" reads as what a count of rules needs. */
function reasonOf(r: RuleResult): string {
  if (r.message === DESELECTED) return 'deselected by --only/--skip';
  const flags = neededFlags(r.message);
  return flags ? `need ${flags}` : r.message;
}

/** The skipped results by reason, the commonest first (then by reason, so the order never depends on the run). */
export function skipReasons(results: readonly RuleResult[]): SkipReason[] {
  const byReason = new Map<string, string[]>();
  for (const r of results.filter((result) => result.status === 'skipped' && result.expectedFailure === undefined)) {
    const reason = reasonOf(r);
    byReason.set(reason, [...(byReason.get(reason) ?? []), r.rule]);
  }
  return [...byReason]
    .map(([reason, rules]) => ({ reason, rules }))
    .sort((a, b) => b.rules.length - a.rules.length || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
}

/** "15 rules need --coupon-id; 3 need --probe-writes; 40 deselected by --only/--skip; 2 for other reasons (see the report)" */
export function skipReasonsText(reasons: readonly SkipReason[], shown = 3): string {
  const parts = reasons.slice(0, shown).map(({ reason, rules }, index) => {
    const count = index === 0 ? `${rules.length} ${rules.length === 1 ? 'rule' : 'rules'}` : String(rules.length);
    // "1 rule needs", "2 rules need": the verb agrees with the count.
    const verb = rules.length === 1 && reason.startsWith('need ') ? `needs ${reason.slice(5)}` : reason;
    return `${count} ${verb.startsWith('need') || verb.startsWith('deselected') ? verb : `skipped: ${verb}`}`;
  });
  const others = reasons.slice(shown).reduce((sum, { rules }) => sum + rules.length, 0);
  if (others > 0) parts.push(`${others} for other reasons (see the report)`);
  return parts.join('; ');
}
