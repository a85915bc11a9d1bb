// The kill matrix: every fault (and the conforming implementations) judged through the real CLI
// (its main(), in a few long-lived host processes: see test/support/cli/host-pool.ts).
// A fault is detected when the run exits 1 and the rule it targets failed; it is a false alarm when
// any rule unrelated to its defect failed.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConformanceReport } from '../../../src/types/report.js';
import { respond } from '../../../src/reference/index.js';
import { createHostPool } from '../cli/host-pool.js';
import { cleanEnv } from '../cli/run-cli.js';
import { SAMPLE_IDS, respondWithSamples } from './samples.js';
import { hostedOf, startFaultServer, type Hosted } from './fault-server.js';
import { respondAsRealAnswers, respondJavaLike, respondLeadingZerosAsSameId, respondPythonLike } from './platforms.js';
import { FAULTS, strictOf, suiteOf, type Fault } from '../../../src/rules/faults.js';

const projectDir = new URL('../../../', import.meta.url).pathname;
/** A run that takes longer has hung: its host is killed and the row says so. */
const RUN_TIMEOUT_MS = 120_000;
/** Short, so that the silent fault's requests give up quickly. */
const SILENT_TIMEOUT_MS = 1500;
/** The properties stay on the path each fault is judged by, with a budget that keeps the matrix under 3 minutes. */
const NUM_RUNS = '10';

export interface MatrixRow {
  id: string;
  defect: string;
  kind: 'fault' | 'conforming';
  /** The rule expected to fail (faults only). */
  catches?: string;
  exitCode: number;
  detected: boolean;
  /** Failed rules that the defect does not explain. */
  falseAlarms: string[];
  failedRules: string[];
  report?: ConformanceReport;
  stderr: string;
  /** What run --verify said of the report: its verdict judged again from exchanges.har. */
  verification: string;
}

interface Job {
  hosted: Hosted;
  defect: string;
  args: string[];
  judge: (exitCode: number, report: ConformanceReport | undefined) => Pick<MatrixRow, 'detected' | 'falseAlarms'>;
  fault?: Fault;
}

const failedIn = (report: ConformanceReport | undefined) => report?.results.filter((r) => r.status === 'failed').map((r) => r.rule) ?? [];

function faultJob(fault: Fault, fixtures: string[]): Job {
  const silent = fault.hangs !== undefined;
  const args = [
    ...fixtures,
    // The rule's operation and level say how: its suite alone (the silent fault: all, to show the others judged), --strict for a SHOULD.
    ...(silent ? [] : ['--suite', suiteOf(fault)]),
    ...(strictOf(fault) ? ['--strict'] : []),
    ...(silent ? ['--timeout', String(SILENT_TIMEOUT_MS)] : []),
  ];
  return {
    hosted: hostedOf(fault),
    defect: fault.defect,
    args,
    fault,
    judge(exitCode, report) {
      const failed = failedIn(report);
      const explained = new Set([fault.catches, ...(fault.alsoBreaks ?? [])]);
      const falseAlarms = failed.filter((rule) => !explained.has(rule));
      // A rule that could not read what the defect broke must not claim it held.
      const passedUnread = (fault.notPassed ?? []).filter((rule) => report?.results.find((r) => r.rule === rule)?.status === 'passed');
      if (!silent) return { detected: exitCode === 1 && failed.includes(fault.catches) && passedUnread.length === 0, falseAlarms };
      // Never answering is "could not judge" for that operation only: the others are still judged.
      const silentOperation = report?.results.find((r) => r.rule === fault.catches)?.operation;
      const silentRules = report?.results.filter((r) => r.operation === silentOperation) ?? [];
      const othersJudged = report?.results.filter((r) => r.operation !== silentOperation).every((r) => r.status === 'passed') ?? false;
      const allTimedOut =
        silentRules.length > 0 && silentRules.every((r) => r.status === 'error' && /timeout|no response|within/i.test(r.message));
      return { detected: exitCode === 2 && allTimedOut && othersJudged, falseAlarms };
    },
  };
}

/** A conforming target: judged with --strict, so that a false warning is caught as well as a false failure. */
function conformingJob(id: string, defect: string, respond: Hosted['respond'], args: string[]): Job {
  return {
    hosted: { id, respond },
    defect,
    args: [...args, '--strict'],
    judge(exitCode, report) {
      const failed = failedIn(report);
      const clean =
        exitCode === 0 &&
        report?.summary.verdict === 'conformant' &&
        report.summary.skipped === 0 &&
        report.summary.errors === 0 &&
        report.summary.warnings === 0;
      return { detected: clean, falseAlarms: failed };
    },
  };
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

export interface MatrixOptions {
  concurrency?: number;
  onRow?: (row: MatrixRow) => void;
  /** The package whose build judges the faults: this one, or another checkout's (scripts/bench/same-results.ts). */
  packageRoot?: string;
  /** The seed of every run (1 unless given). */
  seed?: number;
  /** Given to every run after the matrix's own options (`--concurrency 8`). */
  runArgs?: readonly string[];
  /** Each run verifies its report (`--verify`; the default): false leaves it out where another run proved it. */
  verify?: boolean;
  /** The rows to judge, by id (a fault's, or a conforming implementation's): all when absent. */
  only?: (id: string, fault?: Fault) => boolean;
}

export async function runMatrix(options: MatrixOptions = {}): Promise<MatrixRow[]> {
  const probe = await startFaultServer([]);
  const { fixtures } = probe.dataset;
  await probe.close();
  // Every target here is our own: the read-only rules are judged too.
  const fixtureArgs = [
    '--coupon-id',
    fixtures.couponId,
    '--inquiry-id',
    fixtures.inquiryId,
    '--foreign-inquiry-id',
    fixtures.foreignInquiryId,
    '--probe-writes',
  ];
  const sampleArgs = [
    '--coupon-id',
    SAMPLE_IDS.couponId,
    '--inquiry-id',
    SAMPLE_IDS.inquiryId,
    '--foreign-inquiry-id',
    fixtures.foreignInquiryId,
    '--probe-writes',
  ];
  // The implementations that must pass quietly: the reference, the official examples, and the ways real
  // services read ids and fill fields that the decisions accept.
  const conforming: [id: string, defect: string, respond: Hosted['respond'], args: string[]][] = [
    ['reference', 'the reference implementation (no defect)', respond, fixtureArgs],
    ['samples', 'the official example bodies (test/fixtures/samples)', respondWithSamples, sampleArgs],
    [
      'leading-zeros-same-id',
      'leading zeros answered 200 with the resource they name (decision 10)',
      respondLeadingZerosAsSameId,
      fixtureArgs,
    ],
    ['java-like', "ids read as Spring's @PathVariable Long reads them (decision 10)", respondJavaLike, fixtureArgs],
    [
      'as-real-answers',
      'the nulls and numbers real answers carry: publishedDate, answeredAt, parentAnswerId 0, a seller reply untransferred (decisions 3-5)',
      respondAsRealAnswers,
      fixtureArgs,
    ],
    ['python-like', "ids read as Python's int() reads them (decision 10)", respondPythonLike, fixtureArgs],
  ];
  const jobs: Job[] = [
    ...conforming.map(([id, defect, respondAs, args]) => conformingJob(id, defect, respondAs, args)),
    ...FAULTS.map((fault) => faultJob(fault, fixtureArgs)),
  ].filter((job) => options.only?.(job.hosted.id, job.fault) ?? true);
  const server = await startFaultServer(jobs.map((job) => job.hosted));
  const reportsRoot = await mkdtemp(join(tmpdir(), 'sac-kill-matrix-'));
  // The CLI's main() in a few long-lived processes, each running its jobs one after the other.
  const root = options.packageRoot ?? projectDir;
  const hosts = createHostPool(root, cleanEnv(), join(root, 'test/support/cli/cli-host.mjs'));
  try {
    return await mapLimit(jobs, options.concurrency ?? Math.max(2, availableParallelism()), async (job) => {
      const reportDir = join(reportsRoot, job.hosted.id);
      const run = await hosts.run({
        args: [
          'run',
          '--base-url',
          server.baseUrlOf(job.hosted.id),
          '--report-dir',
          reportDir,
          '--seed',
          String(options.seed ?? 1),
          '--num-runs',
          NUM_RUNS,
          ...(options.verify === false ? [] : ['--verify']),
          ...job.args,
          ...(options.runArgs ?? []),
        ],
        env: cleanEnv(),
        input: '',
        timeoutMs: RUN_TIMEOUT_MS,
      });
      // A run killed (time-out) or crashed has no exit code of its own: -1, never a verdict.
      const exitCode = run.code ?? -1;
      const stderr = run.timedOut ? `timed out after ${RUN_TIMEOUT_MS} ms\n${run.stderr}` : run.stderr;
      const report = await readFile(join(reportDir, 'conformance.json'), 'utf8').then(
        (t) => JSON.parse(t) as ConformanceReport,
        () => undefined,
      );
      const row: MatrixRow = {
        id: job.hosted.id,
        defect: job.defect,
        kind: job.fault ? 'fault' : 'conforming',
        ...(job.fault ? { catches: job.fault.catches } : {}),
        exitCode,
        failedRules: failedIn(report),
        ...job.judge(exitCode, report),
        ...(report ? { report } : {}),
        stderr,
        verification: verificationIn(run.stdout),
      };
      options.onRow?.(row);
      return row;
    });
  } finally {
    hosts.close();
    await server.close();
    await rm(reportsRoot, { recursive: true, force: true });
  }
}

/** run --verify's finding, from its first line (verified, not verified or cannot verify) to the end of the output. */
function verificationIn(stdout: string): string {
  const at = stdout.search(/^(verified|not verified|cannot verify|verify: )/m);
  return at < 0 ? 'run --verify said nothing' : stdout.slice(at).trimEnd();
}
