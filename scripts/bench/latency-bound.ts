// `tsx scripts/bench/latency-bound.ts [runs]`: the whole verdict against a target across a network (issue 52),
// one request at a time and with 8 in flight. The target is the embedded reference holding each answer 25 ms,
// as a staging service in another region would; it runs in this process, the CLI in its own. Each run is a
// cold process; medians. The floor is what no client can beat: Node's own start and the requests' latency
// shared by those in flight. sameResults: the two runs' conformance.json are equal but for durations, the
// answers' Date and the target's port. Prints JSON.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReferenceServer } from '../../src/reference/index.js';
import type { ConformanceReport } from '../../src/types/report.js';
import { comparable, firstDifference } from '../../test/support/kill-matrix/comparable.js';
import { median, runCommand, type CommandRun } from './measure.js';

const DELAY_MS = 25;
const CONCURRENCY = 8;
const RUNS = Number(process.argv[2] ?? 3);
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin/seller-api-conformance.js');

function expectVerdict(run: CommandRun, what: string): CommandRun {
  if (run.code !== 0) throw new Error(`${what} exited ${run.code}:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  return run;
}

// Every answer held DELAY_MS before it is written, as `serve --prefer delay=25` holds it: the latency of a
// distant network, at the cost of a timer (a forwarding proxy in this process would take the run's CPU).
const reference = await startReferenceServer({ prefer: `delay=${DELAY_MS}` });
const dir = await mkdtemp(join(tmpdir(), 'sac-latency-'));
try {
  const { couponId, inquiryId, foreignInquiryId } = reference.fixtures;
  const fixtures = ['--coupon-id', couponId, '--inquiry-id', inquiryId, '--foreign-inquiry-id', foreignInquiryId];
  const run = (concurrency: number) =>
    runCommand(process.execPath, [
      bin,
      'run',
      '--base-url',
      reference.baseUrl,
      ...fixtures,
      '--seed',
      '1',
      '--concurrency',
      String(concurrency),
      '--report-dir',
      join(dir, String(concurrency)),
    ]).then((r) => expectVerdict(r, `the run with --concurrency ${concurrency}`));
  const report = async (concurrency: number) =>
    JSON.parse(await readFile(join(dir, String(concurrency), 'conformance.json'), 'utf8')) as ConformanceReport;
  const nodeRuns: number[] = [];
  for (let i = 0; i < 3; i += 1) nodeRuns.push((await runCommand(process.execPath, ['-e', '0'])).ms);
  const nodeMs = median(nodeRuns);
  const sequential: number[] = [];
  const concurrent: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    sequential.push((await run(1)).ms);
    concurrent.push((await run(CONCURRENCY)).ms);
  }
  const [one, eight] = [await report(1), await report(CONCURRENCY)];
  const requests = one.summary.requests ?? 0;
  const floorMs = nodeMs + (requests * DELAY_MS) / CONCURRENCY;
  const difference = firstDifference(comparable(one), comparable(eight), '$', ['--concurrency 1', String(CONCURRENCY)]);
  process.stdout.write(
    `${JSON.stringify({
      delayMs: DELAY_MS,
      requests,
      concurrency: CONCURRENCY,
      sequentialMs: Math.round(median(sequential)),
      concurrentMs: Math.round(median(concurrent)),
      floorMs: Math.round(floorMs),
      sameResults: difference === undefined,
      ...(difference ? { difference } : {}),
      nodeMs: Math.round(nodeMs),
      concurrentRequests: eight.summary.requests ?? 0,
      sequentialSamplesMs: sequential.map(Math.round),
      concurrentSamplesMs: concurrent.map(Math.round),
    })}\n`,
  );
} finally {
  await reference.close();
  await rm(dir, { recursive: true, force: true });
}
