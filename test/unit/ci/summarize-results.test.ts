// CI's last lines (.ci/summarize-results.mjs): each failed and each flaky test named beside the counts, a
// run that wrote no report or failed without a failed test counted as a failure, and the plain total line.
import { describe, expect, it } from 'vitest';
import { summarize } from '../../../.ci/summarize-results.mjs';

const ROOT = '/clone';
const test = (fullName: string, status: string, failureMessages: string[] = []) => ({ fullName, status, failureMessages });
const report = (tests: ReturnType<typeof test>[], more: Record<string, unknown> = {}) => ({
  numPassedTests: tests.filter((t) => t.status === 'passed').length,
  numFailedTests: tests.filter((t) => t.status === 'failed').length,
  numPendingTests: tests.filter((t) => t.status === 'pending').length,
  numTodoTests: 0,
  success: !tests.some((t) => t.status === 'failed'),
  testResults: [{ name: `${ROOT}/test/unit/a.test.ts`, status: 'passed', assertionResults: tests }],
  ...more,
});
const lines = (runs: { label: string; report?: unknown }[]) => summarize(runs, ROOT) as string[];

describe("CI's summary of its test runs", () => {
  it('names a failed test with its first error line, and counts it', () => {
    const failing = report([test('adds', 'failed', ['AssertionError: expected 1 to be 2\n    at a.test.ts:3']), test('ok', 'passed')]);
    expect(lines([{ label: 'Node 20', report: failing }])).toEqual([
      'Node 20: FAILED test/unit/a.test.ts > adds: AssertionError: expected 1 to be 2',
      'Node 20: 1 passed, 1 failed, 0 skipped',
      '1 passed, 1 failed',
    ]);
  });

  it('names a test that passed on its retry as FLAKY, without counting it as failed', () => {
    const flaky = report([test('waits', 'passed', ['Error: timed out\n    at b.test.ts:9'])]);
    expect(lines([{ label: 'Node 24', report: flaky }])).toEqual([
      'Node 24: FLAKY (passed on its retry) test/unit/a.test.ts > waits: Error: timed out',
      'Node 24: 1 passed, 0 failed, 0 skipped',
      '1 passed, 0 failed',
    ]);
  });

  it("gives a failed property's seed and counterexample, so that a rare failure can be replayed from the log's end", () => {
    const property = [
      'Error: Property failed after 9 tests',
      '{ seed: -1680815127, path: "8:0", endOnFailure: true }',
      `Counterexample: [${'x'.repeat(400)}]`,
      'Shrunk 1 time(s)',
    ].join('\n');
    const runs = report([test('holds', 'passed', [property]), test('fails', 'failed', [property.replace('-1680815127', '42')])]);
    expect(lines([{ label: 'Node 24', report: runs }]).slice(0, 4)).toEqual([
      'Node 24: FLAKY (passed on its retry) test/unit/a.test.ts > holds: Error: Property failed after 9 tests',
      `    seed -1680815127, counterexample: [${'x'.repeat(299)}`,
      'Node 24: FAILED test/unit/a.test.ts > fails: Error: Property failed after 9 tests',
      `    seed 42, counterexample: [${'x'.repeat(299)}`,
    ]);
  });

  it('counts a file that did not load as one failure, naming the file', () => {
    const broken = report([], { success: false });
    broken.testResults[0] = { ...broken.testResults[0]!, status: 'failed', message: 'SyntaxError: bad\nmore' } as never;
    expect(lines([{ label: 'Node 20', report: broken }])).toEqual([
      'Node 20: FAILED test/unit/a.test.ts: SyntaxError: bad',
      'Node 20: 0 passed, 1 failed, 0 skipped',
      '0 passed, 1 failed',
    ]);
  });

  it('counts a run that wrote no report as one failure, and adds the skipped to the total only when there are some', () => {
    const passing = report([test('ok', 'passed'), test('later', 'pending')]);
    expect(lines([{ label: 'Node 20', report: passing }, { label: 'Node 24' }])).toEqual([
      'Node 20: 1 passed, 0 failed, 1 skipped',
      'Node 24: no test results were written',
      'Node 24: 0 passed, 1 failed, 0 skipped',
      '1 passed, 1 failed, 1 skipped',
    ]);
    expect(lines([{ label: 'Node 20', report: report([test('ok', 'passed')]) }]).at(-1)).toBe('1 passed, 0 failed');
  });
});
