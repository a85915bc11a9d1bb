// `tsx scripts/bench/latency-bound.ts [runs]`: the whole verdict against a target across a network (issue 52),
// one request at a time and with 8 in flight. The target is the embedded reference behind a forwarding proxy
// that holds each answer 25 ms, as a staging service in another region would; both in this process, the CLI
// in its own. Each run is a cold process; medians. The floor is what no client can beat: Node's own start
// and the requests' latency shared by those in flight. sameResults: the two runs' conformance.json are equal
// but for durations, the answers' Date and the target's port. Prints JSON.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { startReferenceServer } from '../../src/reference/index.js';
import type { ConformanceReport } from '../../src/types/report.js';
import { comparable, firstDifference } from '../../test/support/kill-matrix/comparable.js';
import { median, runCommand, type CommandRun } from './measure.js';

const DELAY_MS = 25;
const CONCURRENCY = 8;
const RUNS = Number(process.argv[2] ?? 3);
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin/seller-api-conformance.js');

/** A proxy to `target` that holds each answer `delayMs` before it sends it: the latency of a distant network. */
async function delayingProxy(target: string, delayMs: number) {
  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const answer = await request(target + (req.url ?? '/'), {
      method: (req.method ?? 'GET') as 'GET',
      headers: { accept: 'application/json' },
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    setTimeout(() => {
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !['connection', 'keep-alive', 'transfer-encoding'].includes(name)),
      );
      res.writeHead(answer.statusCode, headers).end(body);
    }, delayMs);
  };
  const server = createServer((req, res) => {
    req.resume();
    forward(req, res).catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function expectVerdict(run: CommandRun, what: string): CommandRun {
  if (run.code !== 0) throw new Error(`${what} exited ${run.code}:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  return run;
}

const reference = await startReferenceServer();
const proxy = await delayingProxy(reference.baseUrl, DELAY_MS);
const dir = await mkdtemp(join(tmpdir(), 'sac-latency-'));
try {
  const { couponId, inquiryId, foreignInquiryId } = reference.fixtures;
  const fixtures = ['--coupon-id', couponId, '--inquiry-id', inquiryId, '--foreign-inquiry-id', foreignInquiryId];
  const run = (concurrency: number) =>
    runCommand(process.execPath, [
      bin,
      'run',
      '--base-url',
      proxy.baseUrl,
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
  await proxy.close();
  await reference.close();
  await rm(dir, { recursive: true, force: true });
}
