// What changed from one run of a watch session to the next: new failures first, one line each with the
// curl line that reproduces it, then what could not be judged, what fails differently, what is skipped now
// and what passes now. Rules that changed for one cause (a gate failing, the target gone or back) are one
// line with their ids beneath. Rules whose result is the same say nothing: the developer reads only what
// their last change did.
import { groupByCause } from '../../report/group-by-cause.js';
import type { ConformanceReport, RuleResult } from '../../types/report.js';

const INDENT = ' '.repeat(12);
const BROKEN = new Set<RuleResult['status']>(['failed', 'warning']);
const MAX_IDS = 6;

const oneLine = (text: string) => text.split('\n')[0]!.trim();
const level = (r: RuleResult) => `${r.level}${r.expectedFailure ? ', expected' : ''}`;
const labelled = (label: string, text: string) => `${label.padEnd(INDENT.length - 1)} ${text}`;
const line = (label: string, r: RuleResult, was: RuleResult | undefined, text = r.message) =>
  labelled(label, `${r.rule} (${level(r)}${was ? `, was ${was.status}` : ''}) ${oneLine(text)}`);

/** A failure's reason, then how to see it again. */
function failureLines(label: string, r: RuleResult, was: RuleResult | undefined): string[] {
  const curl = r.status === 'failed' ? r.evidence?.curl : undefined;
  return [line(label, r, was), ...(curl ? [`${INDENT}reproduce: ${curl}`] : [])];
}

/** A rule whose result changed, and the cause it is told under. */
type Change = { r: RuleResult; was: RuleResult | undefined; cause: string };

/** One line per cause: the rule's own when it is alone, else how many, the cause, and their ids beneath. */
function byCause(
  label: string,
  changes: readonly Change[],
  many: (count: number, cause: string) => string,
  single: (r: RuleResult, was: RuleResult | undefined) => string,
): string[] {
  return groupByCause(changes.map(({ r, cause }) => ({ ...r, message: cause }))).flatMap(([cause, group]) => {
    if (group.length === 1) {
      const { r, was } = changes.find((change) => change.r.rule === group[0]!.rule)!;
      return [single(r, was)];
    }
    const ids = group.slice(0, MAX_IDS).map((r) => r.rule);
    const more = group.length > MAX_IDS ? ` and ${group.length - MAX_IDS} more` : '';
    return [labelled(label, many(group.length, oneLine(cause))), `${INDENT}${ids.join(', ')}${more}`];
  });
}

interface DiffOptions {
  /** Both runs had the same seed: a failure with another message is news (with a new seed it is only new inputs). */
  sameSeed: boolean;
}

/** The lines that tell `after` from `before`; empty when no rule changed. */
export function changedLines(before: ConformanceReport, after: ConformanceReport, options: DiffOptions): string[] {
  const earlier = new Map(before.results.map((r) => [r.rule, r]));
  const failing: string[] = [];
  const changed: string[] = [];
  const errors: Change[] = [];
  const skipped: Change[] = [];
  const fixed: Change[] = [];
  const errorBefore: Change[] = [];
  const skippedBefore: Change[] = [];
  for (const r of after.results) {
    const was = earlier.get(r.rule);
    if (was?.status === r.status) {
      if (BROKEN.has(r.status) && options.sameSeed && was.message !== r.message) changed.push(...failureLines('CHANGED', r, undefined));
    } else if (BROKEN.has(r.status)) failing.push(...failureLines(r.status === 'failed' ? 'FAILING' : 'WARNING', r, was));
    else if (r.status === 'error') errors.push({ r, was, cause: r.message });
    else if (r.status === 'skipped') skipped.push({ r, was, cause: r.message });
    else if (was?.status === 'error') errorBefore.push({ r, was, cause: was.message });
    else if (was?.status === 'skipped') skippedBefore.push({ r, was, cause: was.message });
    else fixed.push({ r, was, cause: '' });
  }
  const hintsBefore = new Set((before.hints ?? []).map((hint) => hint.message));
  return [
    ...failing,
    ...byCause(
      'ERROR',
      errors,
      (n, cause) => `${n} rules could not be judged: ${cause}`,
      (r, was) => line('ERROR', r, was),
    ),
    ...changed,
    ...byCause(
      'SKIPPED',
      skipped,
      (n, cause) => `${n} rules: ${cause}`,
      (r, was) => line('SKIPPED', r, was),
    ),
    ...fixed.map(({ r, was }) => line('PASSING', r, was, r.title)),
    ...byCause(
      'PASSING',
      errorBefore,
      (n, cause) => `${n} rules, which could not be judged in the run before: ${cause}`,
      (r, was) => line('PASSING', r, was, r.title),
    ),
    ...byCause(
      'JUDGED',
      skippedBefore,
      (n, cause) => `${n} rules pass, skipped in the run before: ${cause}`,
      (r, was) => line('JUDGED', r, was, r.title),
    ),
    ...(after.hints ?? []).filter((hint) => !hintsBefore.has(hint.message)).map((hint) => labelled('HINT', hint.message)),
  ];
}
