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

/** Whether `edits` is few enough for a word of this length to be a mistyping (a third of it, at least 2 edits). */
const nearEnough = (word: string, edits: number) => edits <= Math.max(2, Math.floor(word.length / 3));

/** The candidate within a third of the word's length (at least 2 edits), or undefined. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: { candidate: string; edits: number } | undefined;
  for (const candidate of candidates) {
    const edits = distance(lower, candidate.toLowerCase());
    if (!best || edits < best.edits) best = { candidate, edits };
  }
  return best && nearEnough(word, best.edits) ? best.candidate : undefined;
}

/**
 * Up to `count` candidates a mistyped word may have meant, nearest first: those near enough to `closest`, and those
 * that contain the word (a part of a long name, `coupon-daily` for `coupon-daily-10000`).
 */
export function closestFew(word: string, candidates: readonly string[], count: number): string[] {
  const lower = word.toLowerCase();
  return candidates
    .map((candidate) => ({ candidate, edits: distance(lower, candidate.toLowerCase()) }))
    .filter(({ candidate, edits }) => nearEnough(word, edits) || (lower !== '' && candidate.toLowerCase().includes(lower)))
    .sort((a, b) => a.edits - b.edits)
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
