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

const WOULD = { passed: 'pass', failed: 'fail', warning: 'warn', skipped: 'be skipped', error: 'not be judged' } as const;

function wouldChange(difference: Verification['differences'][number], version: string): string {
  const { again } = difference;
  if (again === undefined) return `under ${version}, ${difference.rule}: ${difference.judgedAgain} (recorded: ${difference.recorded})`;
  const on = again.answersJudged === undefined ? '' : ` on ${again.answersJudged} recorded answer(s)`;
  return `under ${version}, ${difference.rule} would ${WOULD[again.status]}${on}: ${again.message} (recorded: ${difference.recorded})`;
}

/** Why, one line per reason: each problem, each changed file, each result the answers do not give. */
function reasons(verification: Verification): string[] {
  return [
    ...verification.problems,
    ...verification.changedFiles.map((name) => `${name}: ${CHANGED}`),
    ...verification.differences.map((d) => `${d.rule}: recorded ${d.recorded}; the recorded answers give ${d.judgedAgain}`),
  ];
}

export function explained(verification: Verification): string {
  const { dir, report, exchanges, judgedBy } = verification;
  const otherVersion = report !== undefined && report.toolVersion !== judgedBy;
  const follows = `follows from the ${exchanges} recorded exchanges`;
  if (verification.outcome === 'verified')
    return otherVersion
      ? `verified under ${judgedBy}: the verdict (${report.verdict}) of ${dir}, recorded by ${report.toolVersion}, ${follows}\n`
      : `verified: the verdict (${report!.verdict}) of ${dir} ${follows}\n`;
  // Another version's rules: what they make of the recording is a change of the rules, not a forgery.
  if (otherVersion && verification.outcome === 'does not follow' && verification.changedFiles.length === 0) {
    const heading =
      `${dir} was recorded by ${report.toolVersion}; under ${judgedBy} its verdict would change ` +
      '(the rules changed, not the recording)';
    const lines = verification.differences.map((d) => wouldChange(d, judgedBy));
    return [
      heading,
      ...lines.map((line) => `  ${line}`),
      '  (--as-recorded verifies only with the rules of the version that recorded it)',
      '',
    ].join('\n');
  }
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
