// "did you mean ...?": the candidate nearest to a mistyped word, when one is near enough to be meant.

/** Edits (insert, delete, substitute) that turn a into b. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The candidate within a third of the word's length (at least 2 edits), or undefined. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    const edits = distance(lower, candidate.toLowerCase());
    if (!best || edits < best.edits) best = { candidate, edits };
  }
  return best && best.edits <= Math.max(2, Math.floor(word.length / 3)) ? best.candidate : undefined;
}
