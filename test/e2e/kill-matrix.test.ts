// Every rule can fail, and none fires on a conforming implementation: each fault is judged
// through the real CLI and must be caught by the rule it targets, with no unrelated rule failing. The same
// implementations with 8 requests in flight: test/e2e/concurrency-seeds.test.ts (`npm run test:all`).
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { runMatrix, type MatrixRow } from '../support/kill-matrix/matrix.js';
import { renderMessages } from '../support/kill-matrix/messages.js';
import { unprovenRules } from '../support/kill-matrix/unproven.js';
import { FAULTS } from '../../src/rules/faults.js';

/** The fault that never answers: judged apart, as what a run cannot judge. */
const NEVER_ANSWERS = FAULTS.find((fault) => fault.hangs !== undefined)!;

let rows: Map<string, MatrixRow>;
const row = (id: string) => {
  const found = rows.get(id);
  if (!found) throw new Error(`no matrix row for ${id}`);
  return found;
};

describe('kill matrix', () => {
  beforeAll(async () => {
    rows = new Map((await runMatrix()).map((r) => [r.id, r]));
  }, 600_000);

  it.each(['reference', 'samples', 'leading-zeros-same-id', 'java-like', 'python-like', 'as-real-answers'])(
    '%s: exit 0 with --strict, conformant, nothing failed, warned, skipped or in error',
    (id) => {
      const r = row(id);
      expect(r.failedRules).toEqual([]);
      expect(r.exitCode).toBe(0);
      expect(r.report?.summary).toMatchObject({ verdict: 'conformant', failed: 0, warnings: 0, skipped: 0, errors: 0 });
    },
  );

  it.each(FAULTS.filter((f) => f.hangs === undefined).map((f) => [f.id, f] as const))(
    '%s: exit 1, caught by its rule, no false alarm',
    (id, fault) => {
      const r = row(id);
      expect(r.exitCode).toBe(1);
      expect(r.failedRules).toContain(fault.catches);
      expect(r.falseAlarms).toEqual([]);
      const caught = r.report?.results.find((result) => result.rule === fault.catches);
      expect(caught?.evidence?.curl).toMatch(/^curl /);
      // The rules that read what the defect broke are never "passed": skipped, with the reason and the rule to see.
      for (const rule of fault.notPassed ?? []) {
        const result = r.report?.results.find((candidate) => candidate.rule === rule);
        expect(result?.status, rule).toBe('skipped');
        expect(result?.message, rule).toMatch(/^not judged: .+; see [a-z.-]+$/);
      }
    },
  );

  it('a target that never answers one operation: exit 2, that operation could not be judged (timeout), the others judged', () => {
    const r = row(NEVER_ANSWERS.id);
    expect(r.exitCode).toBe(2);
    expect(r.report?.summary.verdict).toBe('inconclusive');
    const byOperation = (operation: string) => r.report!.results.filter((result) => result.operation === operation);
    expect(
      byOperation('LIST_DISPLAY_CATEGORIES').every((result) => result.status === 'error' && /timeout|within/i.test(result.message)),
    ).toBe(true);
    expect(
      [...byOperation('GET_COUPON_BY_ID'), ...byOperation('GET_ORIGIN_INQUIRY_BY_ID')].every((result) => result.status === 'passed'),
    ).toBe(true);
  });

  it('every report, of each fault and each conforming implementation, verifies: its verdict follows from its exchanges.har', () => {
    const unverified = [...rows.values()].filter((r) => !r.verification.startsWith('verified: '));
    expect(unverified.map((r) => `${r.id}: ${r.verification}`)).toEqual([]);
    expect(rows.size).toBe(FAULTS.length + 6);
  });

  // A change of wording is a reviewed diff of this file: `npx vitest run test/e2e/kill-matrix.test.ts -u` rewrites it.
  it('words the messages of every fault as the golden file holds them', async () => {
    await expect(renderMessages([...rows.values()])).toMatchFileSnapshot('__golden__/kill-matrix-messages.txt');
  });

  it('targets every rule of the catalogue with at least one fault (none unproven)', () => {
    expect(unprovenRules(catalogue, FAULTS)).toEqual([]);
    expect(FAULTS.length).toBeGreaterThanOrEqual(40);
  });
});
