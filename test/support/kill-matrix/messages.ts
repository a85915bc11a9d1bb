// The messages of the kill matrix as one text: for every fault, the rules its defect breaks (failed,
// warned or could not be judged), each with the report's one line, the request that shows it and the first
// violations' pointer, expected and actual. Kept as a golden file, so that a change of wording is a reviewed diff.
import type { RuleResult } from '../../../src/types/report.js';
import type { MatrixRow } from './matrix.js';

const NOT_HELD: ReadonlySet<RuleResult['status']> = new Set(['failed', 'warning', 'error']);

/** The seed, shrink count and port change from run to run: what a message says of them is masked. */
const stable = (text: string) =>
  text
    .replace(/after \d+ shrinks/g, 'after N shrinks')
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT')
    .replace(/\d+(\.\d+)? ?ms\b/g, 'N ms');

/** A few violations show the wording; hundreds of the same kind would only bury a change of it. */
const VIOLATIONS_SHOWN = 3;

function ruleLines(result: RuleResult): string[] {
  const errors = result.evidence?.violations ?? [];
  const more = errors.length > VIOLATIONS_SHOWN ? [`    ... and ${errors.length - VIOLATIONS_SHOWN} more in the evidence`] : [];
  const violations = errors
    .slice(0, VIOLATIONS_SHOWN)
    .map((v) => `    ${v.instancePath || '(whole answer)'}: expected ${v.expected ?? '-'} | got ${v.actual ?? '-'} | ${v.message}`);
  const { request, counterexample } = result.evidence ?? {};
  const shownBy = request
    ? [
        `    shown by ${request.method} ${new URL(request.url).pathname}${counterexample === undefined ? '' : ` (counterexample ${JSON.stringify(counterexample)})`}`,
      ]
    : [];
  return [`  ${result.rule} ${result.status}: ${result.message}`, ...shownBy, ...violations, ...more].map(stable);
}

export function renderMessages(rows: readonly MatrixRow[]): string {
  const blocks = rows
    .filter((row) => row.kind === 'fault')
    .map((row) => {
      const broken = (row.report?.results ?? []).filter((result) => NOT_HELD.has(result.status));
      return [`${row.id}: ${row.defect}`, ...broken.flatMap(ruleLines)].join('\n');
    });
  return `${blocks.join('\n\n')}\n`;
}
