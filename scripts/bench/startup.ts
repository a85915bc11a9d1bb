// startupMs: how long a cold CLI process takes from its spawn until its first request reaches the target,
// measured by the target (a local reference server that notes when each request arrives).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildDataset, createReferenceHandler } from '../../src/reference/index.js';
import { median } from './measure.js';

export interface StartupSample {
  /** Spawn to the first request (the reachability probe, sent by the suites' thread before the suites start). */
  firstRequestMs: number;
  /** Spawn to the first request of the suites (sent from the suites' thread once the probe is answered and the suites are loaded). */
  firstSuiteRequestMs: number;
  /** Spawn to the end of the process (the reports written). */
  exitMs: number;
}

export interface Startup {
  startupMs: number;
  firstSuiteRequestMs: number;
  exitMs: number;
  /** `node -e 0`: Node's own start and exit, the floor of any CLI process. */
  nodeMs: number;
  samplesMs: number[];
}

function timeProcess(
  command: string,
  args: readonly string[],
): Promise<{ code: number | null; spawnedAt: number; exitMs: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const spawnedAt = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, spawnedAt, exitMs: performance.now() - spawnedAt, stderr }));
  });
}

/** Median of `runs` cold runs of `run --suite categories` against a local target, each a new process. */
export async function measureStartup(bin: string, reportDir: string, runs: number): Promise<Startup> {
  const dataset = buildDataset();
  const reference = createReferenceHandler(dataset);
  const arrivals: number[] = [];
  const server = createServer((req, res) => {
    arrivals.push(performance.now());
    reference(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const samples: StartupSample[] = [];
    const nodeRuns: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      nodeRuns.push((await timeProcess(process.execPath, ['-e', '0'])).exitMs);
      const args = [bin, 'run', '--base-url', baseUrl, '--suite', 'categories', '--seed', '1', '--report-dir', reportDir];
      arrivals.length = 0;
      const run = await timeProcess(process.execPath, args);
      if (run.code !== 0 || arrivals.length < 2)
        throw new Error(`the startup run exited ${run.code} after ${arrivals.length} requests:\n${run.stderr}`);
      samples.push({ firstRequestMs: arrivals[0]! - run.spawnedAt, firstSuiteRequestMs: arrivals[1]! - run.spawnedAt, exitMs: run.exitMs });
    }
    const med = (pick: (s: StartupSample) => number) => Math.round(median(samples.map(pick)));
    return {
      startupMs: med((s) => s.firstRequestMs),
      firstSuiteRequestMs: med((s) => s.firstSuiteRequestMs),
      exitMs: med((s) => s.exitMs),
      nodeMs: Math.round(median(nodeRuns)),
      samplesMs: samples.map((s) => Math.round(s.firstRequestMs)),
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
