// `tsx scripts/bench/dredd.ts [pairs]`: the whole verdict of a run beside Dredd 14.1 checking three answers,
// side by side on the same `serve`, alternated, medians (issue 40: ratio <= 0.8). Dredd is installed with npm
// into a temporary folder, never a dependency. Its API description is the least it needs to check each of
// the three operations once (status, Content-Type, a JSON object), so its time is mostly its own start-up:
// the floor any such tool pays. Prints JSON: { dreddMs, runMs, ratio, pairs, dreddSamplesMs, runSamplesMs }.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, runCommand, type CommandRun } from './measure.js';

const DREDD = 'dredd@14.1.0';
const PAIRS = Number(process.argv[2] ?? 5);
const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'bin/seller-api-conformance.js');

function expectSuccess(run: CommandRun, what: string): CommandRun {
  if (run.code !== 0) throw new Error(`${what} exited ${run.code}:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  return run;
}

/** `serve` in a process of its own, once it has said where it listens and what to run against it. */
function serve(): Promise<{ baseUrl: string; paths: string[]; runArgs: string[]; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.on('error', reject);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const judge = /^judge it: seller-api-conformance run (.+)$/m.exec(out);
      if (!judge) return;
      const baseUrl = /listening on (\S+)/.exec(out)![1]!;
      const paths = [...out.matchAll(/^ {2}GET (\S+)$/gm)].map((match) => new URL(match[1]!).pathname);
      resolve({ baseUrl, paths, runArgs: judge[1]!.split(' '), stop: () => child.kill('SIGTERM') });
    });
  });
}

/** A Swagger 2.0 description of the three answers: each must be 200, JSON, an object. */
const description = (baseUrl: string, paths: readonly string[]) => {
  const { host } = new URL(baseUrl);
  const ok = { description: 'the answer', schema: { type: 'object' } };
  return {
    swagger: '2.0',
    info: { title: 'Seller Marketplace Read API (three answers)', version: '1' },
    host,
    schemes: ['http'],
    produces: ['application/json;charset=UTF-8'],
    paths: Object.fromEntries(paths.map((path) => [path, { get: { responses: { 200: ok } } }])),
  };
};

const dir = await mkdtemp(join(tmpdir(), 'sac-dredd-'));
const server = await serve();
try {
  expectSuccess(
    await runCommand('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--no-save', '--loglevel=error', DREDD]),
    `npm install ${DREDD}`,
  );
  const api = join(dir, 'api.json');
  await writeFile(api, JSON.stringify(description(server.baseUrl, server.paths)));
  const dredd = () => runCommand(process.execPath, [join(dir, 'node_modules/dredd/bin/dredd'), api, server.baseUrl]);
  const run = () => runCommand(process.execPath, [bin, 'run', ...server.runArgs, '--report-dir', join(dir, 'reports')]);
  const dreddRuns: CommandRun[] = [];
  const ourRuns: CommandRun[] = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    // Alternated, and which goes first alternates too: neither always gets the warmer machine.
    const first = pair % 2 === 0;
    if (first) dreddRuns.push(expectSuccess(await dredd(), 'dredd'));
    ourRuns.push(expectSuccess(await run(), 'the run'));
    if (!first) dreddRuns.push(expectSuccess(await dredd(), 'dredd'));
  }
  const dreddSaid = (dreddRuns[0]!.stdout + dreddRuns[0]!.stderr).replace(/\x1b\[[0-9;]*m/g, '');
  const checked = /complete: (\d+) passing, 0 failing/.exec(dreddSaid)?.[1];
  if (checked !== '3') throw new Error(`dredd checked ${checked ?? 'no'} answers, not 3:\n${dreddSaid}`);
  const dreddMs = Math.round(median(dreddRuns.map((r) => r.ms)));
  const runMs = Math.round(median(ourRuns.map((r) => r.ms)));
  const result = {
    dreddMs,
    runMs,
    ratio: Number((runMs / dreddMs).toFixed(2)),
    pairs: PAIRS,
    dreddSamplesMs: dreddRuns.map((r) => Math.round(r.ms)),
    runSamplesMs: ourRuns.map((r) => Math.round(r.ms)),
    runRequests: Number(/requests: (\d+) sent/.exec(ourRuns[0]!.stdout)?.[1] ?? 0),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  server.stop();
  await rm(dir, { recursive: true, force: true });
}
