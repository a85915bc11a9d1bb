// `verify`: a run's verdict judged again from its recorded exchanges alone, offline, and compared with the
// verdict it recorded. The re-judging is the run itself (src/runner/run.ts) with a client that answers
// from the recording: the same plan from the same seed and options, the same judges, refusals, properties
// (shrinking included: its requests are recorded too) and report. Nothing is sent.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { DEFAULTS, SUITES, type RunOptions, type SuiteName } from '../config/options.js';
import { unreadableReason } from '../config/unreadable.js';
import { UsageError } from '../config/usage-error.js';
import { toolName, toolVersion } from '../package-info.js';
import { renderJson } from '../report/render-json.js';
import { asCurrentVersion } from '../report/report-versions.js';
import { sha256 } from '../runner/reproduction.js';
import { runConformance, type Replay } from '../runner/run.js';
import { NotAHarError } from '../traffic/har-entries.js';
import type { ConformanceReport } from '../types/report.js';
import { validators } from '../validation/validators.js';
import { differencesOf, type Difference } from './compare-results.js';
import { recordingOf } from './recording.js';

export type VerifyOutcome = 'verified' | 'does not follow' | 'cannot verify';

export interface Verification {
  dir: string;
  outcome: VerifyOutcome;
  /** The version whose rules judged the recording again: this one. */
  judgedBy: string;
  /** What the report says of itself (absent when it cannot be read). */
  report?: { target: string; toolVersion: string; verdict: string };
  /** The answers the verdict was judged again from: the entries of exchanges.har. */
  exchanges?: number;
  /** Report files that are not as the run wrote them: changed since, or another run's. */
  changedFiles: string[];
  /** Results (and the verdict) that the recorded answers do not give. */
  differences: Difference[];
  /** Why it cannot be verified (exit 2); empty otherwise. */
  problems: string[];
}

const CONFORMANCE_JSON = 'conformance.json';
const EXCHANGES_HAR = 'exchanges.har';

/** Thrown inside the steps below: why the report cannot be verified at all. */
class CannotVerify extends Error {}

export interface VerifyOptions {
  /** Judge only with the rules of the version that recorded the run: another version cannot verify (exit 2). */
  asRecorded?: boolean;
}

/** A report file's text by name; undefined when there is no such file. */
type ReadReportFile = (name: string) => Promise<string | undefined>;

/** The report files of a folder, as a run wrote them. */
function readFromFolder(dir: string): ReadReportFile {
  return async (name) => {
    try {
      return await readFile(join(dir, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new CannotVerify(`cannot read ${name}: ${unreadableReason(error)}`);
    }
  };
}

/** The run whose reports are in `dir`, verified; `read` gives its files (the folder's, or a run's before they are written). */
export async function verifyRun(
  dir: string,
  options: VerifyOptions = {},
  read: ReadReportFile = readFromFolder(dir),
): Promise<Verification> {
  const verification: Verification = {
    dir,
    outcome: 'cannot verify',
    judgedBy: toolVersion,
    changedFiles: [],
    differences: [],
    problems: [],
  };
  try {
    const report = await readRecordedReport(read);
    verification.report = { target: report.target.baseUrl, toolVersion: report.tool.version, verdict: report.summary.verdict };
    if (options.asRecorded && report.tool.version !== toolVersion)
      throw new CannotVerify(
        `--as-recorded: the run was recorded by ${toolName} ${report.tool.version}, whose rules this version (${toolVersion}) ` +
          `does not have: verify it with that version (npx ${toolName}@${report.tool.version} verify ${dir})`,
      );
    const reproduction = reproductionOf(report);
    const { texts, missing } = await readReportFiles(read, Object.keys(reproduction.digests));
    verification.problems.push(...missing.map((name) => `${name} is missing: the run wrote it (conformance.json has its digest)`));
    verification.changedFiles = [...texts].filter(([name, text]) => sha256(text) !== reproduction.digests[name]).map(([name]) => name);
    const har = texts.get(EXCHANGES_HAR);
    if (har === undefined) throw new CannotVerify(`${EXCHANGES_HAR} is missing: there are no answers to judge again`);
    const { recording, entries, problems } = readRecording(har);
    verification.exchanges = entries;
    if (problems.length > 0) throw new CannotVerify(`${EXCHANGES_HAR}: ${problems.join('; ')}`);
    const replay: Replay = {
      recording,
      kind: reproduction.kind,
      baseUrl: report.target.baseUrl,
      fixtures: reproduction.fixtures,
      startedAt: new Date(report.startedAt),
      ...(reproduction.expectedFailures ? { expectedFailures: reproduction.expectedFailures } : {}),
    };
    const outcome = await runConformance(optionsOf(report), discard(), undefined, undefined, undefined, replay);
    // A test that sends what the recording does not hold fails as a fault of the harness would, naming it.
    const notInRecording = outcome.harnessFaults.map(firstLine).filter((fault) => fault.includes('NotInRecording: '));
    if (notInRecording.length > 0) {
      const what = notInRecording.map((fault) => fault.slice(fault.indexOf('NotInRecording: ') + 'NotInRecording: '.length));
      throw new CannotVerify(`${EXCHANGES_HAR} lost what the run sent, or is of another plan: ${what.join('; ')}`);
    }
    if (outcome.harnessFaults.length > 0) throw new CannotVerify(`judging again broke: ${firstLine(outcome.harnessFaults[0]!)}`);
    verification.differences = differencesOf(report, JSON.parse(renderJson(outcome.report)) as ConformanceReport);
  } catch (error) {
    if (!(error instanceof CannotVerify || error instanceof UsageError)) throw error;
    verification.problems.push(error.message);
  }
  verification.outcome =
    verification.problems.length > 0
      ? 'cannot verify'
      : verification.changedFiles.length > 0 || verification.differences.length > 0
        ? 'does not follow'
        : 'verified';
  return verification;
}

async function readRecordedReport(read: ReadReportFile): Promise<ConformanceReport> {
  const text = await read(CONFORMANCE_JSON);
  if (text === undefined) throw new CannotVerify(`cannot read ${CONFORMANCE_JSON}: no such file`);
  let document: unknown;
  try {
    document = asCurrentVersion(JSON.parse(text));
  } catch (error) {
    throw new CannotVerify(`cannot read ${CONFORMANCE_JSON}: ${unreadableReason(error)}`);
  }
  const tool = (document as { tool?: { name?: unknown } } | null)?.tool?.name;
  if (tool !== toolName)
    throw new CannotVerify(`${CONFORMANCE_JSON} is not a report of ${toolName} (its tool: ${JSON.stringify(tool ?? null)})`);
  if (!validators.report(document)) {
    const [first] = validators.report.errors ?? [];
    throw new CannotVerify(
      `${CONFORMANCE_JSON} is not a conformance report: ${`${first?.instancePath || '/'} ${first?.message ?? ''}`.trimEnd()}`,
    );
  }
  return document as ConformanceReport;
}

function reproductionOf(report: ConformanceReport): NonNullable<ConformanceReport['reproduction']> {
  // Every run of this version records what judging it again needs: a report of it without is one of traffic.
  if (report.reproduction === undefined)
    throw new CannotVerify(
      report.tool.version === toolVersion
        ? 'a report of traffic (proxy, validate --har): no plan of requests to judge again; verify checks the reports of run'
        : `written by ${report.tool.version} without what judging it again needs (its options, the digests of its files): ` +
            'run it again with this version',
    );
  if (report.summary.interrupted)
    throw new CannotVerify('the run was interrupted: its tests were cut short where it stopped, which no recording replays');
  return report.reproduction;
}

async function readReportFiles(read: ReadReportFile, names: readonly string[]) {
  const texts = new Map<string, string>();
  const missing: string[] = [];
  for (const name of names) {
    const text = await read(name);
    if (text === undefined) missing.push(name);
    else texts.set(name, text);
  }
  return { texts, missing };
}

function readRecording(text: string) {
  try {
    return recordingOf(JSON.parse(text));
  } catch (error) {
    if (error instanceof NotAHarError || error instanceof SyntaxError) throw new CannotVerify(`${EXCHANGES_HAR}: ${error.message}`);
    throw error;
  }
}

/** The run's options again: the defaults, then what the report recorded; the target's kind and ids come with the replay. */
function optionsOf(report: ConformanceReport): RunOptions {
  const { options, kind } = report.reproduction!;
  const unknown = options.suites.filter((suite) => !(SUITES as readonly string[]).includes(suite));
  if (unknown.length > 0) throw new CannotVerify(`the run judged suites this version does not have: ${unknown.join(', ')}`);
  return {
    ...structuredClone(DEFAULTS),
    headers: [],
    ...options,
    suites: options.suites as SuiteName[],
    seed: report.seed,
    ...(kind === 'embedded' ? {} : { baseUrl: report.target.baseUrl }),
    remote: kind === 'remote',
  } as RunOptions;
}

const firstLine = (text: string) => text.split('\n', 1)[0]!;
const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
