// The lines a watch session adds to a run's: when each later run started and why, its verdict and counts in
// one line, and what the session waits for. Plain lines, appended: nothing is redrawn, so nothing flickers
// and the scrollback keeps every run.
import type { ConformanceReport } from '../../types/report.js';

/** The local time of day, HH:MM:SS. */
export const clock = (at: Date = new Date()) => at.toTimeString().slice(0, 8);

const listText = (items: readonly string[], last = 'and') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/** "── 14:02:11 run 3, seed 1234: src/coupon.ts changed" */
export const runHeader = (run: number, at: Date, seed: number, reasons: readonly string[]) =>
  `── ${clock(at)} run ${run}, seed ${seed}: ${reasons.join('; ')}`;

/** "14:02:12 run 3: NON-CONFORMANT (1 rule(s) failed: ...) · passed 12, failed 1, ... · 0.3 s" */
export function verdictLine(run: number, report: ConformanceReport, durationMs: number): string {
  const s = report.summary;
  const reason = s.reason === undefined ? '' : ` (${s.reason.split('\n')[0]})`;
  const verdict = s.interrupted ? `INTERRUPTED, ${s.verdict} so far${reason}` : `${s.verdict.toUpperCase()}${reason}`;
  const expected = s.expectedFailures === undefined ? '' : `, expected failures ${s.expectedFailures}`;
  const counts = `passed ${s.passed}, failed ${s.failed}, warnings ${s.warnings}${expected}, skipped ${s.skipped}, errors ${s.errors}`;
  return `${clock()} run ${run}: ${verdict} · ${counts} · ${(durationMs / 1000).toFixed(1)} s`;
}

export interface Watching {
  folders: readonly string[];
  /** Its restarts are watched (not the embedded reference). */
  target: boolean;
  intervalS?: number;
}

/** What the session waits for; `down`: the target does not answer, and why. */
export function waitingLine(watching: Watching, down?: string): string {
  const what =
    down !== undefined
      ? [`the target to answer again (${down})`]
      : [
          ...(watching.folders.length > 0 ? [`a change in ${listText(watching.folders)}`] : []),
          ...(watching.target ? ['the target to restart'] : []),
          ...(watching.intervalS !== undefined ? [`${watching.intervalS} s to pass`] : []),
        ];
  return `waiting${what.length > 0 ? ` for ${listText(what, 'or')}` : ''} · Enter: run now · q: quit`;
}
