// A later run of a watch session is told against the last run that judged something: a run against a target
// that was down (every rule "could not be judged") is never the run told against, so the run after it prints the one
// real change, not every old failure again as "was error" (src/cli/watch/previous-run.ts).
import { describe, expect, it } from 'vitest';

import { judgedSomething, nextPrevious } from '../../../../src/cli/watch/previous-run.js';
import { changedLines } from '../../../../src/cli/watch/run-diff.js';
import type { ConformanceReport, RuleResult } from '../../../../src/types/report.js';
import { report } from '../../../support/report/fixture.js';
import { madeUpResult } from '../../../support/report/results.js';

const REFUSED = 'could not judge: target unreachable: connection refused';
const result = madeUpResult;
const run = (...results: RuleResult[]) => ({ report: { ...report, results, hints: [] } as ConformanceReport, seed: 1 });

const judged = run(result('a.one', 'passed'), result('b.two', 'failed'), result('c.three', 'failed'), result('d.four', 'skipped'));
const targetDown = run(...['a.one', 'b.two', 'c.three'].map((rule) => result(rule, 'error', REFUSED)), result('d.four', 'skipped'));
const oneFixed = run(result('a.one', 'passed'), result('b.two', 'passed'), result('c.three', 'failed'), result('d.four', 'skipped'));

describe('judgedSomething', () => {
  it('is true when a rule passed, failed or warned; false when every rule could not be judged or was skipped', () => {
    expect(judgedSomething(judged.report)).toBe(true);
    expect(judgedSomething(run(result('a.one', 'warning')).report)).toBe(true);
    expect(judgedSomething(run(result('a.one', 'passed'), result('b.two', 'skipped')).report)).toBe(true);
    expect(judgedSomething(run(result('a.one', 'failed'), result('b.two', 'error', REFUSED)).report)).toBe(true);
    expect(judgedSomething(targetDown.report)).toBe(false);
  });
});

describe('nextPrevious', () => {
  it('keeps the last run that judged something past a run that judged nothing', () => {
    expect(nextPrevious(undefined, judged)).toBe(judged);
    expect(nextPrevious(judged, targetDown)).toBe(judged);
    expect(nextPrevious(judged, oneFixed)).toBe(oneFixed);
    expect(nextPrevious(undefined, targetDown)).toBeUndefined(); // the next run prints what a first run prints
  });

  it('so the run after a target that was down prints the one real change, not every old failure', () => {
    const previous = nextPrevious(nextPrevious(undefined, judged), targetDown)!;
    expect(changedLines(previous.report, oneFixed.report, { sameSeed: true })).toEqual([
      'PASSING     b.two (MUST, was failed) MUST hold b.two',
    ]);
    // Told against the run that judged nothing, it was all noise:
    expect(changedLines(targetDown.report, oneFixed.report, { sameSeed: true })).toEqual([
      'FAILING     c.three (MUST, was error) failed c.three',
      `PASSING     2 rules, which could not be judged in the run before: ${REFUSED}`,
      '            a.one, b.two',
    ]);
  });
});
