// The line per suite file counts each test by its worst observation. The order is written out here
// (failed, error, warning, passed, skipped), never read from STATUS_RANK: swapping two ranks turns it red.
import { Writable } from 'node:stream';
import type { FinishedModule } from '../../../src/report/finished-tasks.js';
import { describe, expect, it } from 'vitest';
import { ProgressReporter } from '../../../src/report/progress-reporter.js';
import type { Observation, Status } from '../../../src/rules/observation.js';

/** A suite file of one test per list of statuses, as the run hands it to a reporter (only what it reads). */
function suiteFile(tests: Status[][]): FinishedModule {
  const testCase = (statuses: Status[]) => ({
    meta: () => ({
      conformance: {
        operation: 'GET_COUPON_BY_ID',
        observations: statuses.map((status): Observation => ({ rule: 'coupon.status', status, message: status })),
      },
    }),
  });
  return {
    relativeModuleId: 'suites/coupon/examples.test.ts',
    moduleId: '/dist/suites/coupon/examples.test.js',
    children: { allTests: () => tests.map(testCase) },
    diagnostic: () => ({ duration: 1000 }),
  } as unknown as FinishedModule;
}

function lineOf(tests: Status[][]): string {
  let text = '';
  const out = new Writable({ write: (chunk: Buffer, _encoding, done) => ((text += chunk.toString()), done()) });
  new ProgressReporter(out).onTestModuleEnd(suiteFile(tests));
  return text;
}

describe('ProgressReporter', () => {
  it('counts a test with an error and a warning as could not judge, whatever their order', () => {
    for (const statuses of [
      ['warning', 'error'],
      ['error', 'warning'],
    ] as Status[][])
      expect(lineOf([statuses])).toBe('ERR  GET_COUPON_BY_ID          examples     1 test:  0 passed, 1 could not judge  (1.0s)\n');
  });

  it('counts each test by the worst of its observations: failed, error, warning, passed, skipped', () => {
    const line = lineOf([
      ['skipped', 'passed', 'warning', 'error', 'failed'],
      ['skipped', 'passed', 'warning', 'error'],
      ['skipped', 'passed', 'warning'],
      ['skipped', 'passed'],
      ['skipped'],
    ]);
    expect(line).toBe(
      'FAIL GET_COUPON_BY_ID          examples     5 tests: 1 passed, 1 with warnings, 1 failed, 1 could not judge, 1 skipped (skipped)  (1.0s)\n',
    );
  });

  // Issue 48: a test the run stopped before it judged anything was "skipped ()", or not counted at all.
  it('counts a test that judged nothing (the run stopped first) as not run', () => {
    expect(lineOf([['passed'], []])).toBe('ok   GET_COUPON_BY_ID          examples     2 tests: 1 passed, 1 not run  (1.0s)\n');
  });
});
