// What changed from one run of a watch session to the next, one line per rule (the unjudged ones one line
// per cause): new failures first, each with the curl line that reproduces it, then what could not be
// judged, what fails differently, what is skipped now, what passes now. Rules whose result is the same say
// nothing: the developer reads only what their last change did.
import { groupByCause } from '../../report/group-by-cause.js';
import type { ConformanceReport, RuleResult } from '../../types/report.js';

const INDENT = ' '.repeat(12);
const BROKEN = new Set<RuleResult['status']>(['failed', 'warning']);

const oneLine = (text: string) => text.split('\n')[0]!.trim();
const level = (r: RuleResult) => `${r.severity.toUpperCase()}${r.expected ? ', expected' : ''}`;
const line = (label: string, r: RuleResult, was: RuleResult | undefined, text = r.message) =>
  `${label.padEnd(INDENT.length - 1)} ${r.rule} (${level(r)}${was ? `, was ${was.status}` : ''}) ${oneLine(text)}`;

/** A failure's reason, then how to see it again. */
function failureLines(label: string, r: RuleResult, was: RuleResult | undefined): string[] {
  const curl = r.status === 'failed' ? r.evidence?.curl : undefined;
  return [line(label, r, was), ...(curl ? [`${INDENT}reproduce: ${curl}`] : [])];
}

export interface DiffOptions {
  /** Both runs had the same seed: a failure with another message is news (with a new seed it is only new inputs). */
  sameSeed: boolean;
}

/** The lines that tell `after` from `before`; empty when no rule changed. */
export function changedLines(before: ConformanceReport, after: ConformanceReport, options: DiffOptions): string[] {
  const earlier = new Map(before.results.map((r) => [r.rule, r]));
  const failing: string[] = [];
  const errors: RuleResult[] = [];
  const changed: string[] = [];
  const skipped: string[] = [];
  const passing: string[] = [];
  for (const r of after.results) {
    const was = earlier.get(r.rule);
    if (was?.status === r.status) {
      if (BROKEN.has(r.status) && options.sameSeed && was.message !== r.message) changed.push(...failureLines('CHANGED', r, undefined));
      continue;
    }
    if (BROKEN.has(r.status)) failing.push(...failureLines(r.status === 'failed' ? 'FAILING' : 'WARNING', r, was));
    else if (r.status === 'error') errors.push(r);
    else if (r.status === 'skipped') skipped.push(line('SKIPPED', r, was));
    else passing.push(line(was?.status === 'skipped' ? 'JUDGED' : 'PASSING', r, was, r.title));
  }
  const errorLines = groupByCause(errors).map(([cause, results]) =>
    results.length === 1
      ? line('ERROR', results[0]!, earlier.get(results[0]!.rule))
      : `${'ERROR'.padEnd(INDENT.length - 1)} ${results.length} rules could not be judged: ${oneLine(cause)}`,
  );
  const hintsBefore = new Set((before.hints ?? []).map((hint) => hint.message));
  const hints = (after.hints ?? []).filter((hint) => !hintsBefore.has(hint.message)).map((hint) => `HINT${INDENT.slice(4)}${hint.message}`);
  return [...failing, ...errorLines, ...changed, ...skipped, ...passing, ...hints];
}
