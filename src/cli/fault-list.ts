// The faults `serve --fault` serves, as `serve --list-faults` and `rules --faults` list them: the id, the rule
// each breaks (and its level: a SHOULD rule fails a run only with --strict), the one-line defect.
import { FAULTS, ruleCaughtBy } from '../rules/faults.js';

interface FaultRow {
  id: string;
  /** The rule a run against the fault fails. */
  rule: string;
  level: 'MUST' | 'SHOULD';
  /** Rules the same defect breaks too (a 5xx breaks the status rule and no-server-error). */
  alsoBreaks: string[];
  defect: string;
}

export const faultRows = (): FaultRow[] =>
  FAULTS.map((fault) => ({
    id: fault.id,
    rule: fault.catches,
    level: ruleCaughtBy(fault).level,
    alsoBreaks: [...(fault.alsoBreaks ?? [])],
    defect: fault.defect,
  }));

/** The table for a person: one fault a line, then how to use one. */
export function faultTable(rows: readonly FaultRow[]): string {
  // The rule it is proven by; the others it breaks too are counted here and named by --json.
  const breaks = (row: FaultRow) =>
    `${row.rule}${row.level === 'SHOULD' ? ' (SHOULD)' : ''}${row.alsoBreaks.length > 0 ? ` +${row.alsoBreaks.length}` : ''}`;
  const idWidth = Math.max('id'.length, ...rows.map((row) => row.id.length));
  const breaksWidth = Math.max('breaks'.length, ...rows.map((row) => breaks(row).length));
  const line = (id: string, broken: string, defect: string) => `${id.padEnd(idWidth)}  ${broken.padEnd(breaksWidth)}  ${defect}`.trimEnd();
  return [
    line('id', 'breaks', 'defect'),
    ...rows.map((row) => line(row.id, breaks(row), row.defect)),
    `${rows.length} faults: serve --fault ID serves with one (repeatable), a request's "Prefer: fault=ID" gets one;`,
    'run fails the rule each breaks (a SHOULD rule with --strict; +N: and N other rules, named by rules --faults --json).',
    'See docs/clients.md.',
    '',
  ].join('\n');
}
