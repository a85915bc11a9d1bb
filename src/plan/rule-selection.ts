// Which rules a run judges: --only and --skip, globs over rule ids. A deselected rule is reported as
// skipped ("deselected"), never passed, and a test whose rules are all deselected sends nothing.
import { closest } from '../config/closest.js';
import { UsageError } from '../config/usage-error.js';

/** `*` stands for any run of characters (dots included: `coupon.*`, `*.status`), `?` for one; the rest is literal. */
export function ruleGlob(glob: string): RegExp {
  const body = [...glob].map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${body}$`);
}

/**
 * What a mistyped glob probably meant: the nearest of the rule ids and of the globs they fall under,
 * by their leading parts (`coupon.*`, `coupon.policy.*`) and their last part (`*.status`), so that
 * `coupons.*` finds `coupon.*` though no rule id is near it.
 */
function nearestGlob(glob: string, ruleIds: readonly string[]): string | undefined {
  const globs = new Set<string>();
  for (const id of ruleIds) {
    const parts = id.split('.');
    for (let length = 1; length < parts.length; length += 1) globs.add(`${parts.slice(0, length).join('.')}.*`);
    globs.add(`*.${parts[parts.length - 1]!}`);
  }
  return closest(glob, [...ruleIds, ...globs]);
}

/** "did you mean coupon.*? it names coupon.no-server-error, coupon.found.status, ... (26 rules)" */
function suggestion(glob: string, ruleIds: readonly string[]): string {
  const guess = nearestGlob(glob, ruleIds);
  if (guess === undefined) return '';
  const named = ruleIds.filter((id) => ruleGlob(guess).test(id));
  if (!guess.includes('*')) return ` (did you mean ${guess}?)`;
  const shown = named.slice(0, 3).join(', ');
  return ` (did you mean ${guess}? it names ${shown}${named.length > 3 ? `, ... (${named.length} rules)` : ''})`;
}

/** The rule ids a glob names; a glob that names none is a usage error (a typo would otherwise select or skip nothing). */
function rulesNamedBy(glob: string, ruleIds: readonly string[], where: string): string[] {
  const pattern = ruleGlob(glob);
  const named = ruleIds.filter((id) => pattern.test(id));
  if (named.length === 0)
    throw new UsageError(`${where} ${glob}: names no rule${suggestion(glob, ruleIds)} (list the rules with the rules command)`);
  return named;
}

export interface RuleSelection {
  /** Rules the user left out with --only or --skip. */
  deselected: ReadonlySet<string>;
}

/** Every rule --only names (all when none is given), less every rule --skip names. */
export function selectRules(ruleIds: readonly string[], only: readonly string[], skip: readonly string[]): RuleSelection {
  const kept = new Set(only.length === 0 ? ruleIds : only.flatMap((glob) => rulesNamedBy(glob, ruleIds, '--only')));
  for (const glob of skip) for (const id of rulesNamedBy(glob, ruleIds, '--skip')) kept.delete(id);
  return { deselected: new Set(ruleIds.filter((id) => !kept.has(id))) };
}
