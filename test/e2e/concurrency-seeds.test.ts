// Requests in flight together change nothing but the time (issue 52), on other seeds than the kill matrix's:
// every implementation of the kill matrix, judged on seeds 2 and 3 one request at a time and with 8 in flight,
// gets the same report. Seed 1, with each report verified, is the kill matrix's own (test/e2e/kill-matrix.test.ts).
// The faults of the categories suite are judged there only: it has no property, so no seed changes what it sends.
import { beforeAll, describe, expect, it } from 'vitest';
import { FAULTS, suiteOf } from '../../src/rules/faults.js';
import { comparable, firstDifference } from '../support/kill-matrix/comparable.js';
import { runMatrix, type MatrixRow } from '../support/kill-matrix/matrix.js';

const SEEDS = [2, 3];

const runs = new Map<number, { one: MatrixRow[]; eight: Map<string, MatrixRow> }>();
/** A conforming implementation (every suite), or a fault of a suite with properties. */
const seeded = (_id: string, fault?: (typeof FAULTS)[number]) => fault === undefined || suiteOf(fault) !== 'categories';

describe('--concurrency 8 against --concurrency 1, on seeds 2 and 3', () => {
  beforeAll(async () => {
    for (const seed of SEEDS) {
      const one = await runMatrix({ seed, verify: false, only: seeded });
      const eight = await runMatrix({ seed, verify: false, only: seeded, runArgs: ['--concurrency', '8'] });
      runs.set(seed, { one, eight: new Map(eight.map((row) => [row.id, row])) });
    }
  }, 900_000);

  it.each(SEEDS)('seed %i: every implementation gets the same report and exit code', (seed) => {
    const { one, eight } = runs.get(seed)!;
    const differences = one.flatMap((row) => {
      const twin = eight.get(row.id);
      const difference = firstDifference(comparable(row.report), comparable(twin?.report), '$', ['--concurrency 1', '8']);
      return [
        ...(difference ? [`${row.id}: ${difference}`] : []),
        ...(twin?.exitCode === row.exitCode ? [] : [`${row.id}: exit ${row.exitCode} vs ${twin?.exitCode}`]),
      ];
    });
    expect(differences).toEqual([]);
    expect(one).toHaveLength(FAULTS.filter((fault) => seeded(fault.id, fault)).length + 6);
    expect(one.length).toBeGreaterThan(90);
    expect(eight.size).toBe(one.length);
    // Reports that differ in nothing could be reports of nothing: each fault is caught in both.
    expect([...one, ...eight.values()].filter((row) => !row.detected).map((row) => row.id)).toEqual([]);
  });
});
