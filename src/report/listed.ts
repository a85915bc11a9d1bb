// How many items the summaries list before they count the rest: the terminal and summary.md list the
// same ones and count the rest the same way, so that their "and N more" never disagree.

/** Groups of rules (or rules) a summary lists; beyond them, it says how many rules it left out. */
export const MAX_LISTED = 20;

/** The first items a summary lists, and how many rules the rest hold (a group counts its rules). */
export function firstListed<T>(items: readonly T[], rulesIn: (item: T) => number = () => 1): { listed: T[]; unlisted: number } {
  return { listed: items.slice(0, MAX_LISTED), unlisted: items.slice(MAX_LISTED).reduce((sum, item) => sum + rulesIn(item), 0) };
}
