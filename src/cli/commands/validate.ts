// `validate`: judge one captured response body offline with the rules of a run, for implementers who
// have a body in hand (a log, a fixture, a mock's answer) and no server to point a run at; with --har,
// recorded traffic (validate-har.ts).
import { UsageError } from '../../config/usage-error.js';
import { OPERATION_SPECS, SUITES, type AnswerKind, type SuiteName } from '../../operations.js';
import { answerFor, answerWord, judgeBody, statusOf, type OfflineAnswer } from '../../offline/judge-body.js';
import { exitCodeFor, summaryOf } from '../../report/verdict.js';
import type { RuleResult } from '../../types/report.js';
import type { CliCommand, CliIo } from '../command.js';
import { booleanFlag, stringFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';
import { readInput, sourceName } from '../read-input.js';
import { validateHar } from './validate-har.js';

/** Every status a documented answer has, lowest first: `200|400|404`. */
const STATUSES = [...new Set(OPERATION_SPECS.flatMap((spec) => Object.values(spec.documented)))].sort((a, b) => a - b).join('|');
const USAGE = `validate <${SUITES.join('|')}> <file|-> [--status ${STATUSES}] [--foreign] [--id ID] [--strict] [--json]`;
const HAR_USAGE = 'validate --har <file|-> [--report-dir DIR] [--strict] [--json]';

/** What a body of each operation can be judged as, by status (src/operations.ts). */
function answersTable(): string {
  const width = Math.max(...SUITES.map((suite) => suite.length)) + 2;
  return OPERATION_SPECS.flatMap(({ suite, resource, id, documented }) => {
    const { found, notFound, malformed, foreign } = documented as Partial<Record<AnswerKind, number>>;
    const answers = [
      `${found} the ${resource}${(notFound ?? malformed) ? ' (default)' : ''}`,
      ...(id && notFound ? [`${notFound} unknown ${id.name}`] : []),
      ...(id && malformed ? [`${malformed} ${id.name} not a number`] : []),
    ];
    const line = `  ${suite.padEnd(width)}${answers.join(' · ')}`;
    return foreign ? [line, `  ${''.padEnd(width)}--foreign: ${foreign} for another vendor's ${resource}`] : [line];
  }).join('\n');
}

const HELP = `Usage: seller-api-conformance ${USAGE}
       seller-api-conformance ${HAR_USAGE}

Judges a captured response body (a file, or standard input with -) with the same judges and rules as
a run, offline. The body is judged as the answer the status says it is:
${answersTable()}

Options:
  --status N   the HTTP status the body came with (default 200)
  --foreign    inquiry only: the request was for another vendor's inquiry (implies --status 404)
  --id ID      the id the request asked for (the value sent); without it, the rules that compare the
               body with it (id echo, masked digits, the echoed malformed inquiryId) are skipped
  --strict     failed SHOULD rules (warnings) fail the validation
  --json       print the results as JSON (the "results" of conformance.json)

Not judged offline (reported as skipped): the status and content-type rules, which a body alone
cannot show.

Exit codes: 0 conforming · 1 not conforming (a body that is not JSON fails the json rule) ·
2 bad arguments or a file that cannot be read.

Recorded traffic (--har): every entry of a HAR 1.2 file (browser devtools, a proxy, Postman, a run's
exchanges.har) that is a request of the three operations, under any base path, is judged with the
judges of a run and the request's own id. The request and the answer pick the judge: a write method
the read-only rule; a malformed id or an edge form of one (decision D10) their rules; a well-formed
id answered 200 the resource (with the id echo), 404 the documented unknown-id answer (for an
inquiry, the other-vendor answer when it says so), any other status the unknown-id answer's rules.
The status and content-type rules are judged on what was sent. Other entries are counted and
listed, not judged. A body the recording omitted or kept only in part is not judged (the status and
header rules still are); a base64 body is decoded. Rules no entry exercised are skipped ("not in the
recording"); a recording with no request of the three operations is "could not judge" (exit 2).

  --har FILE       the HAR file, or - for standard input
  --report-dir DIR write the six report files of a run there (conformance.json, junit.xml,
                   badge.json, report.html, summary.md, exchanges.har)
  --strict         failed SHOULD rules (warnings) fail the validation
  --json           print conformance.json on standard output (the summary goes to standard error)

Exit codes as run: 0 conformant · 1 a MUST rule failed · 2 could not judge (nothing to judge, a
gateway's 401/403, bad arguments, a file that is not a HAR).
`;

const OPTIONS = {
  har: { type: 'string' },
  'report-dir': { type: 'string' },
  status: { type: 'string' },
  foreign: { type: 'boolean' },
  id: { type: 'string' },
  strict: { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

/** The suite validate names the operation by (its first word). */
function suiteOf(word: string | undefined): SuiteName {
  if ((SUITES as readonly string[]).includes(word ?? '')) return word as SuiteName;
  throw new UsageError(`validate: expected an operation (${SUITES.join(', ')}), got ${JSON.stringify(word ?? '')} (usage: ${USAGE})`);
}

/** The status and --foreign name the answer; the offline judge knows which exist. */
function answerOf(suite: SuiteName, status: string | undefined, foreign: boolean): OfflineAnswer {
  if (status !== undefined && !/^\d{3}$/.test(status))
    throw new UsageError(`validate: --status expects an HTTP status such as 404, got ${JSON.stringify(status)}`);
  try {
    return answerFor(suite, status === undefined ? undefined : Number(status), foreign);
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`validate: ${error.message}`);
    throw error;
  }
}

const LABEL: Record<RuleResult['status'], string> = {
  passed: 'PASSED ',
  failed: 'FAILED ',
  warning: 'WARNING',
  skipped: 'SKIPPED',
  error: 'ERROR  ',
};

/** The lines of a run's summary for each rule, with every field-level violation. */
function resultLines(results: readonly RuleResult[]): string[] {
  const lines: string[] = [];
  for (const result of results) {
    lines.push(`${LABEL[result.status]} ${result.rule} (${result.level}) ${result.message}`);
    if (result.status !== 'failed' && result.status !== 'warning') continue;
    for (const violation of result.evidence?.violations ?? []) {
      if (violation.instancePath !== '')
        lines.push(`        field ${violation.instancePath}: expected ${violation.expected ?? '?'}, actual ${violation.actual ?? '?'}`);
    }
  }
  return lines;
}

/** The flags of a body's validation mean nothing for a HAR, whose entries carry their own status and id. */
function validateHarFlags(source: string, values: Record<string, unknown>, positionals: readonly string[], io: CliIo): Promise<number> {
  if (source === '') throw new UsageError(`validate: --har needs a file, or - for standard input (usage: ${HAR_USAGE})`);
  const stray = (['status', 'foreign', 'id'] as const).find((flag) => values[flag] !== undefined);
  if (stray) throw new UsageError(`validate --har: --${stray} is for one body; the entries of a HAR carry their own (usage: ${HAR_USAGE})`);
  if (positionals.length > 0) throw new UsageError(`validate --har: unexpected argument "${positionals[0]}" (usage: ${HAR_USAGE})`);
  const reportDir = stringFlag(values['report-dir']);
  return validateHar(
    { source, ...(reportDir !== undefined ? { reportDir } : {}), strict: booleanFlag(values.strict), json: booleanFlag(values.json) },
    io,
  );
}

export const validateCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io) {
    const { values, positionals } = parseOrExplain(args, OPTIONS, true);
    const har = stringFlag(values.har);
    if (har !== undefined) return validateHarFlags(har, values, positionals, io);
    if (values['report-dir'] !== undefined) throw new UsageError(`validate: --report-dir goes with --har (usage: ${HAR_USAGE})`);
    if (positionals.length !== 2)
      throw new UsageError(`validate: expected an operation and a file (or - for standard input) (usage: ${USAGE})`);
    const suite = suiteOf(positionals[0]);
    const answer = answerOf(suite, stringFlag(values.status), booleanFlag(values.foreign));
    const id = stringFlag(values.id);
    if (id === '') throw new UsageError('validate: --id needs a value');
    const source = positionals[1]!;
    const body = await readInput('validate', source, io.stdin);
    const results = judgeBody({
      suite,
      answer,
      body,
      ...(id !== undefined ? { requestedId: id } : {}),
      strict: booleanFlag(values.strict),
    });
    const summary = summaryOf(results, []);
    if (booleanFlag(values.json)) {
      io.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
    } else {
      const about = id !== undefined ? `, requested id ${JSON.stringify(id)}` : '';
      io.stdout.write(
        [
          `validate: ${sourceName(source)} as the ${suite} ${answerWord(answer)} answer (status ${statusOf(suite, answer)}${about})`,
          ...resultLines(results),
          `rules: ${results.length}  passed ${summary.passed}, failed ${summary.failed}, ` +
            `warnings ${summary.warnings}, skipped ${summary.skipped}`,
          `verdict: ${summary.verdict.toUpperCase()}${summary.reason ? ` (${summary.reason})` : ''}`,
          '',
        ].join('\n'),
      );
    }
    return exitCodeFor(summary);
  },
};
