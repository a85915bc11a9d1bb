// Two runs of the same judgement compared: a report with what may differ between them written out of it
// (how long each exchange took, the Date header of the answers quoted, the target's port), and the first place
// two such reports part. Used where one verdict must come out twice: another build's, another --concurrency.
import { isDeepStrictEqual } from 'node:util';
import type { ConformanceReport } from '../../../src/types/report.js';

const HTTP_DATE = /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The summary, facts and results of a report, without what two runs of one judgement may differ in. */
export function comparable(report: ConformanceReport | undefined): unknown {
  if (!report) return undefined;
  const text = JSON.stringify({ summary: report.summary, facts: report.facts, results: report.results }, (key, value: unknown) =>
    key === 'durationMs' ? undefined : key === 'date' && typeof value === 'string' && HTTP_DATE.test(value) ? '<date>' : value,
  );
  return JSON.parse(text.split(report.target.baseUrl).join('<target>'));
}

/** The first place two values part, as a JSON path and both sides (`a` the first run's). */
export function firstDifference(a: unknown, b: unknown, path = '$', names: readonly [string, string] = ['old', 'new']): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return `${path}: ${JSON.stringify(a)} (${names[0]}) vs ${JSON.stringify(b)} (${names[1]})`;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`, names);
    if (found) return found;
  }
  return `${path}: differs`;
}
