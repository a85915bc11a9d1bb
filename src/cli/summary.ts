// The closing lines of a run on the terminal: the verdict, the counts, what failed and where the reports are.
import { answerText, groupByAnswer, groupStatus } from '../report/group-by-answer.js';
import { groupByCause } from '../report/group-by-cause.js';
import { firstListed } from '../report/listed.js';
import { skipReasons, skipReasonsText } from '../report/skip-reasons.js';
import type { ConformanceReport, RuleResult } from '../types/report.js';

const MAX_SKIP_REASONS = 4;
const MAX_SKIPPED_IDS = 6;

const PROBLEM_LABEL = { stale: 'STALE  ', expired: 'EXPIRED', 'unknown rule': 'UNKNOWN' } as const;

/** The entries of --expected-failures that fail the run: as new as a new failure, so they come first. */
function baselineProblemLines(report: ConformanceReport): string[] {
  const file = report.expectedFailures;
  return (file?.problems ?? []).map((problem) => `${PROBLEM_LABEL[problem.problem]} ${file!.file}:${problem.line}: ${problem.message}`);
}

/** Why a failure is expected, and until when when the entry says so. */
const reasonOf = ({ reason, until }: NonNullable<RuleResult['expectedFailure']>) => `${reason}${until ? ` (until ${until})` : ''}`;

/** The failures --expected-failures expects (they do not fail the run), after everything new: one line each. */
function expectedLines(report: ConformanceReport): string[] {
  const { listed, unlisted } = firstListed(report.results.filter((r) => r.expectedFailure !== undefined));
  const lines = listed.map(
    ({ rule, level, status, expectedFailure }) => `EXPECTED ${rule} (${level}, ${status}): ${reasonOf(expectedFailure!)}`,
  );
  if (unlisted > 0) lines.push(`... and ${unlisted} more expected failures in the report`);
  // An entry whose rule passed without the inputs that broke it: neither stale nor failing.
  const file = report.expectedFailures;
  for (const entry of file?.notExercised ?? []) lines.push(`UNEXERCISED ${file!.file}:${entry.line}: ${entry.message}`);
  return lines;
}

const LABEL = { failed: 'FAILED ', warning: 'WARNING' } as const;
const INDENT = '        ';

/** The field a failure is about, when its first violation names one. */
function fieldLine(r: RuleResult, indent: string): string[] {
  const first = r.evidence?.violations?.[0];
  if (r.status !== 'failed' || !first || first.instancePath === '') return [];
  return [`${indent}field ${first.instancePath}: expected ${first.expected ?? '?'}, actual ${first.actual ?? '?'}`];
}

/** One line per rule, or, for rules broken by one answer, that answer with its rules beneath. */
function groupLines(group: readonly RuleResult[]): string[] {
  const first = group[0]!;
  const label = LABEL[groupStatus(group) as keyof typeof LABEL];
  const curl = group.find((r) => r.status === 'failed' && r.evidence?.curl)?.evidence?.curl;
  const reproduce = curl ? [`${INDENT}reproduce: ${curl}`] : [];
  if (group.length === 1) return [`${label} ${first.rule} (${first.level}) ${first.message}`, ...reproduce, ...fieldLine(first, INDENT)];
  return [
    `${label} one answer breaks ${group.length} rules: ${answerText(first)}`,
    ...group.flatMap((r) => [
      `${INDENT}- ${r.rule} (${r.level}${r.status === 'warning' ? ', warning' : ''}) ${r.message}`,
      ...fieldLine(r, `${INDENT}  `),
    ]),
    ...reproduce,
  ];
}

/**
 * The skipped rules by reason in one line ("15 rules need --coupon-id; 3 need --probe-writes"), and
 * when they are few, which they are; deselected rules are counted, not named (the user chose them).
 */
function skippedLines(report: ConformanceReport): string[] {
  const reasons = skipReasons(report.results);
  if (reasons.length === 0) return [];
  const lines = [`SKIPPED ${skipReasonsText(reasons, MAX_SKIP_REASONS)}`];
  const named = reasons.filter(({ reason }) => !reason.startsWith('deselected')).flatMap(({ rules }) => rules);
  if (named.length > 0 && named.length <= MAX_SKIPPED_IDS) lines.push(`${INDENT}${named.join(', ')}`);
  return lines;
}

/** "CONFORMANT", or for a run stopped early, that first: "INTERRUPTED (non-conformant so far)". */
function verdictText(s: ConformanceReport['summary'], errorCauses: readonly string[]): string {
  const reason = verdictReason(s.reason, errorCauses);
  if (s.interrupted) return `INTERRUPTED (${s.verdict} so far${reason === '' ? '' : `: ${reason}`})`;
  return `${s.verdict.toUpperCase()}${reason === '' ? '' : ` (${reason})`}`;
}

/** The verdict's reason, without the cause the one ERROR line above has just printed (a TLS failure is long enough once). */
function verdictReason(reason: string | undefined, errorCauses: readonly string[]): string {
  const [only] = errorCauses;
  const cause = only?.replace(/^could not judge: /, '');
  if (reason === undefined) return '';
  const repeats = errorCauses.length === 1 && cause !== undefined && cause !== '' && reason.endsWith(`: ${cause}`);
  return repeats ? `${reason.slice(0, -cause.length)}see ERROR above` : reason;
}

export function summaryText(report: ConformanceReport, reportPaths: readonly string[], harnessFaults: readonly string[]): string {
  const s = report.summary;
  const lines = [''];
  const errorGroups = groupByCause(report.results.filter((result) => result.status === 'error'));
  for (const [cause, results] of errorGroups) {
    lines.push(
      results.length === 1 ? `ERROR   ${results[0]!.rule} (${results[0]!.level}) ${cause}` : `ERROR   ${results.length} rules: ${cause}`,
    );
  }
  const notable = groupByAnswer(
    report.results.filter((r) => (r.status === 'failed' || r.status === 'warning') && r.expectedFailure === undefined),
  );
  const { listed, unlisted } = firstListed(notable, (group) => group.length);
  for (const group of listed) lines.push(...groupLines(group));
  if (unlisted > 0) lines.push(`... and ${unlisted} more in the report`);
  lines.push(...baselineProblemLines(report));
  for (const hint of report.hints ?? []) lines.push(`HINT    ${hint.message}`);
  lines.push(...expectedLines(report), ...skippedLines(report));
  for (const fault of harnessFaults) lines.push(`HARNESS FAULT (a bug of seller-api-conformance, not of the target):\n${fault}`);
  for (const fewer of report.budget?.fewerCases ?? []) {
    lines.push(
      `FEWER   ${fewer.cases} of ${fewer.wanted} cases within --max-requests ${report.budget!.maxRequests}: ` +
        `${fewer.rules.join(', ')} (${fewer.test})`,
    );
  }
  const tree = report.facts?.categoryTree;
  if (tree)
    lines.push(
      `category tree: ${tree.nodes} nodes, ${tree.leaves} leaves, depth ${tree.maxDepth}, statuses ${JSON.stringify(tree.statusCounts)}`,
    );
  lines.push(
    `rules: ${report.results.length}  passed ${s.passed}, failed ${s.failed}, warnings ${s.warnings}` +
      `${s.expectedFailures === undefined ? '' : `, expected failures ${s.expectedFailures}`}, skipped ${s.skipped}, errors ${s.errors}`,
    ...(s.requests !== undefined
      ? [
          `requests: ${s.requests} sent` +
            (report.budget ? ` (the cap, --max-requests ${report.budget.maxRequests}, left the rules above fewer cases)` : ''),
        ]
      : []),
    `verdict: ${verdictText(
      s,
      errorGroups.map(([cause]) => cause),
    )}`,
    `reports: ${reportPaths.join(', ')}`,
    '',
  );
  return lines.join('\n');
}
