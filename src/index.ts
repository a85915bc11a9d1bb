// The package's public entry (`import { judgeCoupon, run } from 'seller-api-conformance'`): the compiled
// judges on a captured body or a recorded HAR, the JSON Schemas, the generated types, a whole run, the reference server
// and the rule catalogue. Everything here is a thin face over the modules the CLI uses, so a library
// caller and the CLI can never disagree on a verdict.
import { Writable } from 'node:stream';
import type { RunOptions } from './config/options.js';
import { resolveOptions } from './config/resolve.js';
import { UsageError } from './config/usage-error.js';
import { answerFor, judgeBody, type OfflineAnswer } from './offline/judge-body.js';
import type { SuiteName } from './operations.js';
import { summaryOf, type Summary } from './report/verdict.js';
import { catalogue } from './rules/catalogue/index.js';
import { NotAHarError } from './traffic/har-entries.js';
import { judgeHarEntries } from './traffic/judge-har.js';
import type { Level } from './rules/rule.js';
import { schemaFiles, type JsonSchema } from './validation/load.js';
import type { ConformanceReport, Operation, RuleResult } from './types/report.js';
import type { Verification, VerifyOptions } from './verify/verify-run.js';

export type * from './types/api.js';
export type * from './types/report.js';
export type { JsonSchema, Level, RunOptions, Summary };
export type { SuiteName } from './config/options.js';
export { UsageError } from './config/usage-error.js';
export { startReferenceServer } from './reference/server.js';
export { MOCK_TIMINGS, type MockTimings } from './reference/timings.js';
// The conforming answers, for a `respond` of one's own that changes some and passes the rest through.
export { respond } from './reference/responses.js';
export type { Dataset, ReferenceRequest, ReferenceResponse, RespondFunction } from './reference-model.js';
export type { Fixtures } from './fixtures.js';
export type { Forms, MockControl, ReferenceServer, ReferenceServerOptions } from './reference/types.js';
export type { JournalEntry } from './reference/journal.js';
export type { QueuedPreference } from './reference/prefer-queue.js';
export { buildOpenApi, type OpenApiDocument } from './openapi/build.js';
export { compareReports, type Comparison, type StatusChange } from './report/compare.js';
export type { Verification, VerifyOptions, VerifyOutcome } from './verify/verify-run.js';
export type { Difference } from './verify/compare-results.js';

// ---------------------------------------------------------------------------------------------
// Judges of a captured body: the same judges and rules as a run, offline (like `validate`). The
// status and content-type rules cannot be seen in a body and come back skipped ("not judged offline").

/** A captured body: its text as received (a string, or bytes read as UTF-8), or a JSON value, which is serialized. */
export type CapturedBody = string | Uint8Array | number | boolean | null | object;

export interface JudgeOptions {
  /** Warnings (failed SHOULD rules) become failures, as with `run --strict`. */
  strict?: boolean;
}

export interface ErrorAnswerOptions extends JudgeOptions {
  /** The id the request asked for, exactly as sent; without it the rules that compare the body with it are skipped. */
  requestedId?: string;
}

export interface LookupOptions extends ErrorAnswerOptions {
  /** The status the body came with: 200 (default) the resource, 404 an unknown id, 400 an id that is not a number. */
  status?: 200 | 400 | 404;
}

export interface InquiryOptions extends LookupOptions {
  /** The request was for another vendor's inquiry (the documented 404 "Vendor id should be same ..."). */
  foreign?: boolean;
}

function bodyText(body: CapturedBody): string {
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  return JSON.stringify(body);
}

function judgeAs(suite: SuiteName, answer: OfflineAnswer, body: CapturedBody, options: ErrorAnswerOptions): RuleResult[] {
  return judgeBody({
    suite,
    answer,
    body: bodyText(body),
    strict: options.strict ?? false,
    ...(options.requestedId !== undefined ? { requestedId: options.requestedId } : {}),
  });
}

/** GET_COUPON_BY_ID: one result per rule of the answer the status names (a RangeError for an undocumented status). */
export const judgeCoupon = (body: CapturedBody, options: LookupOptions = {}): RuleResult[] =>
  judgeAs('coupon', answerFor('coupon', options.status), body, options);

/** LIST_DISPLAY_CATEGORIES: the envelope and every node of the tree, at any depth. */
export const judgeCategories = (body: CapturedBody, options: JudgeOptions = {}): RuleResult[] =>
  judgeAs('categories', 'found', body, options);

/** GET_ORIGIN_INQUIRY_BY_ID: one result per rule of the answer the status (and `foreign`) name. */
export const judgeInquiry = (body: CapturedBody, options: InquiryOptions = {}): RuleResult[] =>
  judgeAs('inquiry', answerFor('inquiry', options.status, options.foreign ?? false), body, options);

/** The documented 4xx answers, one judge each. */
export const judgeCouponNotFound = (body: CapturedBody, options: ErrorAnswerOptions = {}): RuleResult[] =>
  judgeAs('coupon', 'notFound', body, options);
export const judgeCouponMalformed = (body: CapturedBody, options: ErrorAnswerOptions = {}): RuleResult[] =>
  judgeAs('coupon', 'malformed', body, options);
export const judgeInquiryNotFound = (body: CapturedBody, options: ErrorAnswerOptions = {}): RuleResult[] =>
  judgeAs('inquiry', 'notFound', body, options);
export const judgeInquiryMalformed = (body: CapturedBody, options: ErrorAnswerOptions = {}): RuleResult[] =>
  judgeAs('inquiry', 'malformed', body, options);
export const judgeInquiryForeign = (body: CapturedBody, options: ErrorAnswerOptions = {}): RuleResult[] =>
  judgeAs('inquiry', 'foreign', body, options);

/** The verdict and counts of some results, by the rules of a run: conformant unless a rule failed or none was judged. */
export const verdictOf = (results: readonly RuleResult[]): Summary => summaryOf(results, []);

// ---------------------------------------------------------------------------------------------
// Recorded traffic: for teams who have traffic, not a target (docs/traffic.md).

/**
 * Judges every entry of a HAR 1.2 document (browser devtools, a proxy, Postman, a run's exchanges.har)
 * that is a request of the three operations, under any base path, with the judges of a run; returns
 * the report of conformance.json. Other entries are ignored. Rules no entry exercised are skipped
 * ("not in the recording"); a recording with no request of the operations gives "inconclusive".
 * Throws a TypeError for a value that is not a HAR document (no log.entries).
 */
export function judgeHar(har: unknown, options: JudgeOptions = {}): ConformanceReport {
  try {
    return judgeHarEntries(har, { strict: options.strict ?? false }).report;
  } catch (error) {
    if (error instanceof NotAHarError) throw new TypeError(error.message, { cause: error });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Schemas and rules as data.

/**
 * Every JSON Schema of schemas/ by file name without `.schema.json` (`coupon`, `display-category`, `report`, ...).
 * Copies: changing one changes nothing else.
 */
export const schemas: Readonly<Record<string, JsonSchema>> = Object.freeze(
  Object.fromEntries([...schemaFiles].map(([name, schema]) => [name, structuredClone(schema)])),
);

export interface RuleInfo {
  /** Stable: never changes meaning once published. */
  readonly id: string;
  readonly level: Level;
  readonly operation: Operation;
  /**
   * Where the rule comes from: links into the docs shipped with the package (`docs/spec.md#errors`,
   * `docs/decisions.md#d9-error-bodies`).
   */
  readonly sources: readonly string[];
  /** Begins with MUST or SHOULD. */
  readonly title: string;
}

/** The rule catalogue, in the order of the reports. */
export const rules: readonly RuleInfo[] = Object.freeze(
  catalogue.map(({ id, level, operation, sources, title }) =>
    Object.freeze({ id, level, operation, sources: Object.freeze([...sources]), title }),
  ),
);

// ---------------------------------------------------------------------------------------------
// A whole run.

export interface RunApiOptions extends Partial<RunOptions> {
  /** Where the progress lines of the run go; nowhere by default. */
  progress?: Writable;
  /** Also write the report files (conformance.json, junit.xml, ...) to `reportDir`; off by default. */
  writeReports?: boolean;
}

/** Some report files of a finished run could not be written; the run's report is still here. */
export class ReportWriteError extends Error {
  override readonly name = 'ReportWriteError';
  constructor(
    readonly report: ConformanceReport,
    readonly failed: readonly { name: string; reason: string }[],
  ) {
    super(`could not write ${failed.map((f) => `${f.name} (${f.reason})`).join(', ')}`);
  }
}

/** run({ verify: true }): the run's verdict does not follow from its own recording (a fault of the harness). */
export class VerificationError extends Error {
  override readonly name = 'VerificationError';
  constructor(readonly verification: Verification) {
    const why = [...verification.problems, ...verification.differences.map((d) => d.rule)];
    super(`the run's verdict does not follow from its recording: ${why.join('; ')}`);
  }
}

/**
 * The verify command: the run whose reports are in `reportDir`, judged again from its exchanges.har
 * alone and compared with its conformance.json (docs/reports.md, "Verify"). Nothing is sent.
 */
export async function verify(reportDir: string, options: VerifyOptions = {}): Promise<Verification> {
  return (await import('./verify/verify-run.js')).verifyRun(reportDir, options);
}

const nowhere = (): Writable => new Writable({ write: (_chunk, _encoding, done) => done() });

/**
 * Runs the conformance suites against `baseUrl` (the embedded reference when it is not given) and
 * returns the report of conformance.json. Options are the CLI's, with its defaults and its
 * validation (a bad value throws UsageError); environment variables are not read.
 */
export async function run(options: RunApiOptions = {}): Promise<ConformanceReport> {
  const { progress, writeReports, ...flags } = options;
  const resolved = resolveOptions(flags, {});
  if (resolved.watch) throw new UsageError('watch is a mode of the command line (run --watch); to judge again, call run() again');
  if (writeReports) await (await import('./report/report-folder.js')).prepareReportDir(resolved.reportDir);
  // Loaded on demand: the runner and the renderers are heavy, and the judges do not need them.
  const { runConformance } = await import('./runner/run.js');
  const outcome = await runConformance(resolved, progress ?? nowhere());
  // verify: the reports judged again as they are about to be written; they say so when the verdict follows.
  const verified = resolved.verify
    ? await (await import('./verify/verify-record.js')).verifiedRecord(outcome, resolved.reportDir)
    : undefined;
  if (verified && verified.verification.outcome !== 'verified' && !outcome.report.summary.interrupted)
    throw new VerificationError(verified.verification);
  const record = verified?.record ?? outcome;
  const failed = writeReports ? (await (await import('./report/write-reports.js')).writeReports(record, resolved.reportDir)).failed : [];
  if (failed.length > 0) throw new ReportWriteError(record.report, failed);
  return record.report;
}
