// `tsx scripts/bench/same-results.ts [--old <git ref>] [--seeds 1,2,3]`: shows that this checkout's build judges
// as another's does (issue 40: the suites run by @vitest/runner against the old path through vitest/node).
// Both builds judge the embedded reference on each seed and every implementation of the kill matrix; every
// result of conformance.json (status, message, evidence, answers...) and the summary must be identical, but
// for durationMs, the run's start, the embedded reference's port and the Date header of the answers quoted. Exits 1 on a difference, and prints it.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { ConformanceReport } from '../../src/types/report.js';
import { runMatrix, type MatrixRow } from '../../test/support/kill-matrix/matrix.js';
import { comparable, firstDifference } from '../../test/support/kill-matrix/comparable.js';
import { checkout, root } from './checkout.js';

const run = promisify(execFile);
const { values } = parseArgs({ options: { old: { type: 'string', default: 'main' }, seeds: { type: 'string', default: '1,2,3' } } });

async function judgeReference(packageRoot: string, seed: string): Promise<ConformanceReport> {
  const dir = await mkdtemp(join(tmpdir(), 'sac-same-'));
  try {
    const bin = join(packageRoot, 'bin/seller-api-conformance.js');
    await run(process.execPath, [bin, 'run', '--seed', seed, '--report-dir', dir], { cwd: packageRoot }).catch(() => undefined);
    return JSON.parse(await readFile(join(dir, 'conformance.json'), 'utf8')) as ConformanceReport;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const { dir: old, remove } = await checkout(values.old);
const differences: string[] = [];
const compare = (what: string, a: unknown, b: unknown) => {
  const difference = firstDifference(a, b);
  process.stdout.write(`${difference ? 'DIFFERENT' : 'same     '} ${what}\n`);
  if (difference) differences.push(`${what}: ${difference}`);
};
try {
  for (const seed of values.seeds.split(',')) {
    const [before, after] = [await judgeReference(old, seed), await judgeReference(root, seed)];
    compare(`reference, seed ${seed}: ${after.results.length} results`, comparable(before), comparable(after));
  }
  const byId = (rows: MatrixRow[]) => new Map(rows.map((row) => [row.id, row]));
  const before = byId(await runMatrix({ packageRoot: old }));
  const after = byId(await runMatrix({ packageRoot: root }));
  for (const [id, row] of after) {
    const was = before.get(id);
    compare(
      `kill matrix, ${id}: exit ${row.exitCode}, ${row.report?.results.length ?? 0} results`,
      { exit: was?.exitCode, report: comparable(was?.report) },
      { exit: row.exitCode, report: comparable(row.report) },
    );
  }
  if (before.size !== after.size) differences.push(`kill matrix: ${before.size} rows (old) vs ${after.size} (new)`);
} finally {
  await remove();
}
process.stdout.write(`\n${differences.length === 0 ? 'identical' : differences.join('\n')}\n`);
process.exitCode = differences.length === 0 ? 0 : 1;
