// How verify tells its findings: one report explained line by line, or many in a table (one job per target).
import { EXIT } from '../report/exit-codes.js';
import type { Verification } from '../verify/verify-run.js';

export const exitOf = (verification: Verification): number =>
  verification.outcome === 'verified'
    ? EXIT.conformant
    : verification.outcome === 'does not follow'
      ? EXIT.nonConformant
      : EXIT.couldNotJudge;

const CHANGED = 'changed since the run wrote it, or another run’s (its SHA-256 is not the one conformance.json records)';

/** Why, one line per reason: each problem, each changed file, each result the answers do not give. */
function reasons(verification: Verification): string[] {
  return [
    ...verification.problems,
    ...verification.changedFiles.map((name) => `${name}: ${CHANGED}`),
    ...verification.differences.map((d) => `${d.rule}: recorded ${d.recorded}; the recorded answers give ${d.judgedAgain}`),
  ];
}

export function explained(verification: Verification): string {
  const { dir, report, exchanges } = verification;
  if (verification.outcome === 'verified')
    return `verified: the verdict (${report!.verdict}) of ${dir} follows from the ${exchanges} recorded exchanges\n`;
  const heading =
    verification.outcome === 'cannot verify'
      ? `cannot verify ${dir}`
      : `not verified: the verdict of ${dir} does not follow from its recording`;
  return `${heading}\n${reasons(verification)
    .map((line) => `  ${line}\n`)
    .join('')}`;
}

function whyInOneLine(verification: Verification): string {
  const [first, ...more] = reasons(verification);
  if (first === undefined) return `follows from ${verification.exchanges} exchanges`;
  return more.length === 0 ? first : `${first} (and ${more.length} more)`;
}

export function table(verifications: readonly Verification[]): string {
  const header = ['report', 'target', 'tool version', 'verdict', 'verified', 'why'];
  const rows = verifications.map((v) => [
    v.dir,
    v.report?.target ?? '',
    v.report?.toolVersion ?? '',
    v.report?.verdict ?? '',
    v.outcome === 'verified' ? 'yes' : v.outcome === 'does not follow' ? 'no' : 'cannot',
    whyInOneLine(v),
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => row[column]!.length)));
  const line = (row: readonly string[]) =>
    `${row.map((cell, column) => (column < row.length - 1 ? cell.padEnd(widths[column]!) : cell)).join('  ')}\n`;
  const counted = (outcome: Verification['outcome']) => verifications.filter((v) => v.outcome === outcome).length;
  const totals =
    `${verifications.length} reports: ${counted('verified')} verified, ${counted('does not follow')} not verified, ` +
    `${counted('cannot verify')} could not be verified\n`;
  return [line(header), ...rows.map(line), totals].join('');
}
