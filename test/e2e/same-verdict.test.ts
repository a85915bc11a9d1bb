// Same implementation, same verdict (issue 36): a newcomer's implementation with faults confined to a few
// classes of id gets one verdict on every seed, its expected-failures gate never flips, and each
// class-confined fault is caught whatever the seed. Through the real CLI.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON, INQUIRY } from '../../src/operations.js';
import type { ConformanceReport } from '../../src/types/report.js';
import { FAULTS, suiteOf } from '../../src/rules/faults.js';
import { idOf, jsonAnswer, onlyFor } from '../../src/rules/answer-changes.js';
import { faults } from '../support/kill-matrix/faults.js';
import { hostedOf, startFaultServer, type FaultServer } from '../support/kill-matrix/fault-server.js';

/** The faults confined to one class of id. */
const ID_CLASS_FAULTS = FAULTS.filter((fault) => fault.idClass !== undefined);
import { ensureBuilt, makeTempDir, runCli } from '../support/cli/run-cli.js';
import { judgeHosted } from '../support/kill-matrix/judge-hosted.js';

/** The implementation of issue 36, written from the spec alone: five faults, each in one class of id. */
const NEWCOMER = faults(
  [
    'coupon-notFound',
    (answer, context) => {
      const id = idOf(context.request, COUPON.path);
      if (id.length === 19) return jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' })(answer, context);
      if (id.length === 1) return jsonAnswer(404, { code: 404, message: `The promotion does not exist (${id})` })(answer, context);
      return answer;
    },
  ],
  [
    'inquiry-notFound',
    (answer, context) => {
      const id = idOf(context.request, INQUIRY.path);
      if (id.length === 19) return jsonAnswer(400, { code: 400, message: `Invalid format inquiryId : ${id}` })(answer, context);
      if (id.length >= 12) return jsonAnswer(404, { code: 404, message: 'Inquiry not found.' })(answer, context);
      return answer;
    },
  ],
  ['coupon-edgeId', onlyFor(COUPON.path, (id) => /^0+\d/.test(id), jsonAnswer(500, { code: 500, message: 'Internal Server Error' }))],
);

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

let server: FaultServer;

/** The run of `fault` on `seed`, 20 cases per property. */
const judge = (fault: string, seed: number, more: string[] = []) =>
  judgeHosted(server, fault, ['--seed', String(seed), '--num-runs', '20', ...more]);

/** Every rule with its status: the verdict, rule by rule. */
const verdictOf = (report: ConformanceReport) => report.results.map((r) => `${r.rule}: ${r.status}`);

describe('same implementation, same verdict', () => {
  beforeAll(async () => {
    await ensureBuilt();
    server = await startFaultServer([{ id: 'newcomer', respond: NEWCOMER }, ...ID_CLASS_FAULTS.map((fault) => hostedOf(fault))]);
  }, 60_000);
  afterAll(async () => server?.close());

  it('a newcomer with faults in five classes of id: one verdict on 20 seeds, and the expected-failures gate never flips', async () => {
    const { dir, cleanup } = await makeTempDir();
    try {
      const first = await judge('newcomer', SEEDS[0]!);
      expect(first.code).toBe(1);
      const failed = first.report.results.filter((r) => r.status === 'failed').map((r) => r.rule);
      expect(failed).toEqual(
        expect.arrayContaining([
          'coupon.not-found.status',
          'coupon.not-found.masked',
          'coupon.edge-id.safe',
          'inquiry.not-found.status',
          'inquiry.not-found.message',
        ]),
      );
      // The gate as a team sets it up: a baseline of the first run, then every other seed against it.
      await writeFile(join(dir, 'first.json'), JSON.stringify(first.report));
      const written = await runCli(['baseline', join(dir, 'first.json'), '--out', join(dir, 'expected.yaml')]);
      expect(written.code, written.stderr).toBe(0);
      for (const seed of SEEDS.slice(1)) {
        const run = await judge('newcomer', seed, ['--expected-failures', join(dir, 'expected.yaml')]);
        expect(verdictOf(run.report), `seed ${seed}`).toEqual(verdictOf(first.report));
        expect(run.report.expectedFailures?.problems, `seed ${seed}`).toEqual([]);
        expect(run.code, `seed ${seed}: ${run.stdout}`).toBe(0);
      }
    } finally {
      await cleanup();
    }
  }, 300_000);

  it.each(ID_CLASS_FAULTS.map((fault) => [fault.id, fault] as const))(
    '%s is caught on every seed, by the rule it targets and nothing unrelated',
    async (_id, fault) => {
      for (const seed of [2, 3, 4]) {
        const { code, report } = await judge(fault.id, seed, ['--suite', suiteOf(fault)]);
        const failed = report.results.filter((r) => r.status === 'failed').map((r) => r.rule);
        expect(code, `seed ${seed}`).toBe(1);
        expect(failed, `seed ${seed}`).toContain(fault.catches);
        expect(
          failed.filter((rule) => rule !== fault.catches && !(fault.alsoBreaks ?? []).includes(rule)),
          `seed ${seed}`,
        ).toEqual([]);
      }
    },
    120_000,
  );
});
