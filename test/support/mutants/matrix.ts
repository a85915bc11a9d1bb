// The kill matrix: every faulty variant (and the conforming baselines) judged through the real CLI
// (its main(), in a few batch processes: see cli-batch.mjs).
// A variant is detected when the run exits 1 and the rule it targets failed; it is a false alarm when
// any rule unrelated to its defect failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConformanceReport } from '../../../src/types/report.js';
import { respond } from '../../../src/reference/index.js';
import { SAMPLE_IDS, respondWithSamples } from './samples.js';
import { startVariantServer, type Hosted } from './variant-server.js';
import { NEVER_ANSWERS, respondLeadingZerosAsSameId, VARIANTS, type Variant } from './variants.js';

const projectDir = new URL('../../../', import.meta.url).pathname;
/** The CLI's main() in a few long-lived processes, each running its jobs one after the other. */
const batchScript = join(projectDir, 'test', 'support', 'mutants', 'cli-batch.mjs');
/** Short, so that the silent variant's requests give up quickly. */
const SILENT_TIMEOUT_MS = 1500;
/** The properties stay on the path each variant is judged by, with a budget that keeps 83 runs under 3 minutes. */
const NUM_RUNS = '10';

export interface MatrixRow {
  id: string;
  defect: string;
  kind: 'mutant' | 'baseline';
  /** The rule expected to fail (mutants only). */
  catches?: string;
  exitCode: number;
  detected: boolean;
  /** Failed rules that the defect does not explain. */
  falseAlarms: string[];
  failedRules: string[];
  report?: ConformanceReport;
  stderr: string;
}

interface Job {
  hosted: Hosted;
  defect: string;
  args: string[];
  judge: (exitCode: number, report: ConformanceReport | undefined) => Pick<MatrixRow, 'detected' | 'falseAlarms'>;
  variant?: Variant;
}

const failedIn = (report: ConformanceReport | undefined) => report?.results.filter((r) => r.status === 'failed').map((r) => r.rule) ?? [];

function mutantJob(variant: Variant, fixtures: string[]): Job {
  const silent = variant === NEVER_ANSWERS;
  const args = [
    ...fixtures,
    ...(variant.suite ? ['--suite', variant.suite] : []),
    ...(variant.strict ? ['--strict'] : []),
    ...(silent ? ['--timeout', String(SILENT_TIMEOUT_MS)] : []),
  ];
  return {
    hosted: variant,
    defect: variant.defect,
    args,
    variant,
    judge(exitCode, report) {
      const failed = failedIn(report);
      const explained = new Set([variant.catches, ...(variant.alsoBreaks ?? [])]);
      const falseAlarms = failed.filter((rule) => !explained.has(rule));
      // A rule that could not read what the defect broke must not claim it held.
      const passedUnread = (variant.notPassed ?? []).filter((rule) => report?.results.find((r) => r.rule === rule)?.status === 'passed');
      if (!silent) return { detected: exitCode === 1 && failed.includes(variant.catches) && passedUnread.length === 0, falseAlarms };
      // Never answering is "could not judge" for that operation only: the others are still judged.
      const silentOperation = report?.results.find((r) => r.rule === variant.catches)?.operation;
      const silentRules = report?.results.filter((r) => r.operation === silentOperation) ?? [];
      const othersJudged = report?.results.filter((r) => r.operation !== silentOperation).every((r) => r.status === 'passed') ?? false;
      const allTimedOut =
        silentRules.length > 0 && silentRules.every((r) => r.status === 'error' && /timeout|no response|within/i.test(r.message));
      return { detected: exitCode === 2 && allTimedOut && othersJudged, falseAlarms };
    },
  };
}

/** A conforming target: judged with --strict, so that a false warning is caught as well as a false failure. */
function baselineJob(id: string, defect: string, hosted: Hosted, args: string[]): Job {
  return {
    hosted: { ...hosted, id },
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

/** The CLI runs of a batch process (cli-batch.mjs), one job at a time. */
interface Batch {
  run(args: string[]): Promise<{ exitCode: number; stderr: string }>;
  close(): Promise<void>;
}

function startBatch(): Batch {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SAC_')));
  const child = spawn(process.execPath, [batchScript], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((reply: { exitCode: number; stderr: string }) => void)[] = [];
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.on('exit', (code) => {
    for (const resolve of waiting.splice(0)) resolve({ exitCode: -1, stderr: `the batch process ended (exit ${code})` });
  });
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(JSON.parse(line)));
  return {
    run(args) {
      return new Promise((resolve) => {
        waiting.push(resolve);
        child.stdin.write(`${JSON.stringify(['run', ...args])}\n`);
      });
    },
    async close() {
      child.stdin.end();
      await exited;
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

export async function runMatrix(options: { concurrency?: number; onRow?: (row: MatrixRow) => void } = {}): Promise<MatrixRow[]> {
  const probe = await startVariantServer([]);
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
  const jobs: Job[] = [
    baselineJob('reference', 'the reference implementation (no defect)', { id: 'reference', respond }, fixtureArgs),
    baselineJob(
      'samples',
      'the official example bodies (test/fixtures/samples)',
      { id: 'samples', respond: respondWithSamples },
      sampleArgs,
    ),
    baselineJob(
      'leading-zeros-same-id',
      'leading zeros answered 200 with the resource they name (decision 10)',
      { id: 'leading-zeros-same-id', respond: respondLeadingZerosAsSameId },
      fixtureArgs,
    ),
    ...VARIANTS.map((variant) => mutantJob(variant, fixtureArgs)),
  ];
  const server = await startVariantServer(jobs.map((job) => job.hosted));
  const reportsRoot = await mkdtemp(join(tmpdir(), 'sac-mutants-'));
  const batches = Array.from({ length: options.concurrency ?? Math.max(2, availableParallelism()) }, startBatch);
  const free = [...batches];
  try {
    return await mapLimit(jobs, batches.length, async (job) => {
      const reportDir = join(reportsRoot, job.hosted.id);
      const batch = free.pop()!;
      const { exitCode, stderr } = await batch.run([
        '--base-url',
        server.baseUrlOf(job.hosted.id),
        '--report-dir',
        reportDir,
        '--seed',
        '1',
        '--num-runs',
        NUM_RUNS,
        ...job.args,
      ]);
      free.push(batch);
      const report = await readFile(join(reportDir, 'conformance.json'), 'utf8').then(
        (t) => JSON.parse(t) as ConformanceReport,
        () => undefined,
      );
      const row: MatrixRow = {
        id: job.hosted.id,
        defect: job.defect,
        kind: job.variant ? 'mutant' : 'baseline',
        ...(job.variant ? { catches: job.variant.catches } : {}),
        exitCode,
        failedRules: failedIn(report),
        ...job.judge(exitCode, report),
        ...(report ? { report } : {}),
        stderr,
      };
      options.onRow?.(row);
      return row;
    });
  } finally {
    await Promise.all(batches.map((batch) => batch.close()));
    await server.close();
    await rm(reportsRoot, { recursive: true, force: true });
  }
}
