// `tsx scripts/bench/old-and-new.ts [--old <git ref>] [--pairs N]`: the default run of another commit's build
// and of this checkout's, alternated in one sitting (which goes first alternates too), on this Node and on
// Node 24 where it is installed (npm run node24:install): medians of the wall time and the peak memory of
// each, `node -e 0` measured between them, and the load average. Prints JSON.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { NODE_24 } from '../../test/support/node/node-24.js';
import { checkout, root } from './checkout.js';
import { median, runCommand, type CommandRun } from './measure.js';

const { values } = parseArgs({ options: { old: { type: 'string', default: 'main' }, pairs: { type: 'string', default: '7' } } });
const PAIRS = Number(values.pairs);

function expectSuccess(run: CommandRun, what: string): CommandRun {
  if (run.code !== 0) throw new Error(`${what} exited ${run.code}:\n${run.stdout.slice(-2000)}\n${run.stderr.slice(-2000)}`);
  return run;
}

const summary = (runs: readonly CommandRun[]) => ({
  ms: Math.round(median(runs.map((r) => r.ms))),
  peakRssMb: Math.round(median(runs.map((r) => r.peakRssMb))),
  maxPeakRssMb: Math.round(Math.max(...runs.map((r) => r.peakRssMb))),
  samplesMs: runs.map((r) => Math.round(r.ms)),
});

const old = await checkout(values.old);
const reports = await mkdtemp(join(tmpdir(), 'sac-old-and-new-'));
try {
  const nodes = [process.execPath, ...(existsSync(NODE_24) && !process.version.startsWith('v24.') ? [NODE_24] : [])];
  const result: Record<string, unknown> = { old: values.old, pairs: PAIRS, loadAverageBefore: loadavg().map((l) => Number(l.toFixed(2))) };
  for (const node of nodes) {
    const defaultRun = (packageRoot: string) =>
      runCommand(node, [join(packageRoot, 'bin/seller-api-conformance.js'), 'run', '--seed', '1', '--report-dir', reports]);
    const before: CommandRun[] = [];
    const after: CommandRun[] = [];
    const bare: CommandRun[] = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const oldFirst = pair % 2 === 0;
      if (oldFirst) before.push(expectSuccess(await defaultRun(old.dir), 'the old run'));
      after.push(expectSuccess(await defaultRun(root), 'the new run'));
      if (!oldFirst) before.push(expectSuccess(await defaultRun(old.dir), 'the old run'));
      bare.push(expectSuccess(await runCommand(node, ['-e', '0']), 'node -e 0'));
    }
    const version = (await runCommand(node, ['--version'])).stdout.trim();
    result[version] = { old: summary(before), new: summary(after), nodeMs: Math.round(median(bare.map((r) => r.ms))) };
  }
  result['loadAverageAfter'] = loadavg().map((l) => Number(l.toFixed(2)));
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await old.remove();
  await rm(reports, { recursive: true, force: true });
}
