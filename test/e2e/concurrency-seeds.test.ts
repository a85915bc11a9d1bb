// Requests in flight together change nothing but the time (issue 52): every implementation of the kill matrix,
// judged one request at a time and with 8 in flight, gets the same report, on seeds 1, 2 and 3. On seed 1 (the
// kill matrix's own, test/e2e/kill-matrix.test.ts) every implementation is judged and each report with 8 in
// flight verifies; on seeds 2 and 3 the faults of the categories suite are left out: it has no property, so no
// seed changes what it sends. `npm run test:all` runs this file (many runs: test/support/project/slow-files.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { FAULTS, suiteOf } from '../../src/rules/faults.js';
import { comparable, firstDifference } from '../support/kill-matrix/comparable.js';
import { runMatrix, type MatrixRow } from '../support/kill-matrix/matrix.js';

const SEEDS = [1, 2, 3];
/** The fault that never answers: a matter of time, so only its rules' statuses are compared. */
const NEVER_ANSWERS = FAULTS.find((fault) => fault.hangs !== undefined)!;

const runs = new Map<number, { one: MatrixRow[]; eight: Map<string, MatrixRow> }>();
/** A conforming implementation (every suite), or a fault of a suite with properties. */
const seeded = (_id: string, fault?: (typeof FAULTS)[number]) => fault === undefined || suiteOf(fault) !== 'categories';
/** Each rule's status: the verdict, rule by rule. */
const statusesOf = (report: MatrixRow['report']) => report?.results.map((result) => `${result.rule}: ${result.status}`);

describe('--concurrency 8 against --concurrency 1, on seeds 1, 2 and 3', () => {
  beforeAll(async () => {
    for (const seed of SEEDS) {
      // The kill matrix verifies seed 1's reports one request at a time; here those with 8 in flight.
      const only = seed === 1 ? undefined : seeded;
      const one = await runMatrix({ seed, verify: false, ...(only ? { only } : {}) });
      const eight = await runMatrix({ seed, verify: seed === 1, ...(only ? { only } : {}), runArgs: ['--concurrency', '8'] });
      runs.set(seed, { one, eight: new Map(eight.map((row) => [row.id, row])) });
    }
  }, 900_000);

  it.each(SEEDS)('seed %i: every implementation gets the same report and exit code', (seed) => {
    const { one, eight } = runs.get(seed)!;
    const differences = one.flatMap((row) => {
      const twin = eight.get(row.id);
      // Never answering is a matter of time: what was in flight when the first request timed out was sent too, and
      // timed out on its own. Its rules come out the same all the same.
      const difference =
        row.id === NEVER_ANSWERS.id
          ? firstDifference(statusesOf(row.report), statusesOf(twin?.report), '$', ['--concurrency 1', '8'])
          : firstDifference(comparable(row.report), comparable(twin?.report), '$', ['--concurrency 1', '8']);
      return [
        ...(difference ? [`${row.id}: ${difference}`] : []),
        ...(twin?.exitCode === row.exitCode ? [] : [`${row.id}: exit ${row.exitCode} vs ${twin?.exitCode}`]),
      ];
    });
    expect(differences).toEqual([]);
    const judged = seed === 1 ? FAULTS : FAULTS.filter((fault) => seeded(fault.id, fault));
    expect(one).toHaveLength(judged.length + 6);
    expect(one.length).toBeGreaterThan(90);
    expect(eight.size).toBe(one.length);
    // Reports that differ in nothing could be reports of nothing: each fault is caught in both.
    expect([...one, ...eight.values()].filter((row) => !row.detected).map((row) => row.id)).toEqual([]);
  });

  it('seed 1: every report with 8 in flight verifies, and the target that never answers got at least as many requests', () => {
    const { one, eight } = runs.get(1)!;
    const unverified = [...eight.values()].filter((row) => !row.verification.startsWith('verified: '));
    expect(unverified.map((row) => `${row.id}: ${row.verification}`)).toEqual([]);
    // The one whose answers depend on time: more of its requests went before the first was given up.
    const never = one.find((row) => row.id === NEVER_ANSWERS.id)!;
    expect(eight.get(NEVER_ANSWERS.id)!.report!.summary.requests).toBeGreaterThanOrEqual(never.report!.summary.requests!);
  });
});
