// The verdict of a run, its reason and its exit code, as README's "Verdicts and exit codes" and
// docs/ci.md say them: the exit codes and reasons are written out here, never read from the code.
import { describe, expect, it } from 'vitest';
import { exitCodeFor, summaryOf } from '../../../src/report/verdict.js';
import type { RuleResult } from '../../../src/types/report.js';
import { madeUpResult } from '../../support/report/results.js';

const passed = (rule: string) => madeUpResult(rule, 'passed');
const failed = (rule: string) => madeUpResult(rule, 'failed');
const skipped = (rule: string, message: string) => madeUpResult(rule, 'skipped', message);
const expected = (result: RuleResult): RuleResult => ({ ...result, expectedFailure: { reason: 'ticket 1', line: 1 } });

/** The counts of a summary, zero unless given: the rest of the object a test asserts whole. */
const counts = (given: Partial<Record<'passed' | 'failed' | 'warnings' | 'skipped' | 'errors', number>>) => ({
  passed: 0,
  failed: 0,
  warnings: 0,
  skipped: 0,
  errors: 0,
  ...given,
});

describe('summaryOf: the verdict and its reason', () => {
  it('is conformant, with no reason, when every rule passed; not interrupted unless told', () => {
    const summary = summaryOf([passed('a'), passed('b')], []);
    expect(summary).toEqual({
      verdict: 'conformant',
      ...counts({ passed: 2 }),
      coverage: { mustJudged: 2, mustSelected: 2 },
      interrupted: false,
    });
    expect(exitCodeFor(summary)).toBe(0);
  });

  it('names the rules that failed, at most five, then "..."', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(summaryOf(six.map(failed), []).reason).toBe('6 rule(s) failed: a, b, c, d, e, ...');
    expect(summaryOf(six.slice(0, 5).map(failed), []).reason).toBe('5 rule(s) failed: a, b, c, d, e');
    const one = summaryOf([failed('a'), passed('b')], []);
    expect(one).toEqual({
      verdict: 'non-conformant',
      reason: '1 rule(s) failed: a',
      ...counts({ passed: 1, failed: 1 }),
      coverage: { mustJudged: 2, mustSelected: 2 },
      interrupted: false,
    });
    expect(exitCodeFor(one)).toBe(1);
  });

  it('is inconclusive for a fault of the harness, naming the first', () => {
    const summary = summaryOf([passed('a')], ['the mock did not start', 'second fault']);
    expect(summary).toMatchObject({ verdict: 'inconclusive', reason: 'harness fault: the mock did not start' });
    expect(exitCodeFor(summary)).toBe(2);
    // A MUST rule that failed still makes it non-conformant.
    expect(summaryOf([failed('a')], ['the mock did not start'])).toMatchObject({
      verdict: 'non-conformant',
      reason: '1 rule(s) failed: a',
    });
  });

  it('is inconclusive when a rule could not be judged, with the cause of the first error, its prefix dropped', () => {
    const results = [
      passed('a'),
      madeUpResult('b', 'error', 'could not judge: connection reset'),
      madeUpResult('c', 'error', 'could not judge: timeout after 10 s'),
    ];
    const summary = summaryOf(results, []);
    expect(summary).toEqual({
      verdict: 'inconclusive',
      reason: '2 rule(s) could not be judged: connection reset',
      ...counts({ passed: 1, errors: 2 }),
      coverage: { mustJudged: 1, mustSelected: 3 },
      interrupted: false,
    });
    expect(exitCodeFor(summary)).toBe(2);
    // Only a leading "could not judge: " is dropped: the same words inside the cause stay.
    const inside = summaryOf([madeUpResult('b', 'error', 'the proxy said could not judge: gone')], []);
    expect(inside.reason).toBe('1 rule(s) could not be judged: the proxy said could not judge: gone');
  });

  it('is inconclusive when nothing was judged, saying why the rules were skipped (deselected ones left out)', () => {
    const summary = summaryOf(
      [skipped('a', 'needs --coupon-id'), skipped('b', 'needs --coupon-id'), skipped('c', 'needs --coupon-id'), skipped('d', 'deselected')],
      [],
    );
    expect(summary).toEqual({
      verdict: 'inconclusive',
      reason: 'nothing judged: 3 rules need --coupon-id',
      ...counts({ skipped: 4 }),
      coverage: { mustJudged: 0, mustSelected: 3 },
      interrupted: false,
    });
    expect(exitCodeFor(summary)).toBe(2);
  });

  it('is inconclusive when nothing was selected', () => {
    expect(summaryOf([skipped('a', 'deselected')], []).reason).toBe('nothing judged: no rule was selected');
    expect(summaryOf([], [])).toMatchObject({ verdict: 'inconclusive', reason: 'nothing judged: no rule was selected' });
  });

  describe('--min-judged', () => {
    // Four MUST rules selected, two judged.
    const results = [passed('a'), passed('b'), skipped('c', 'needs --coupon-id'), skipped('d', 'needs --coupon-id')];

    it('is inconclusive when fewer MUST rules were judged than it asks for', () => {
      const summary = summaryOf(results, [], undefined, { minJudged: { rules: 3 } });
      expect(summary).toEqual({
        verdict: 'inconclusive',
        reason: 'judged 2 of 4 MUST rules; --min-judged 3 asks for 3',
        ...counts({ passed: 2, skipped: 2 }),
        coverage: { mustJudged: 2, mustSelected: 4, minJudged: 3 },
        interrupted: false,
      });
      expect(exitCodeFor(summary)).toBe(2);
      expect(summaryOf(results, [], undefined, { minJudged: { percent: 75 } }).reason).toBe(
        'judged 2 of 4 MUST rules; --min-judged 75% asks for 3',
      );
    });

    it('gives the verdict when exactly as many or more were judged', () => {
      expect(summaryOf(results, [], undefined, { minJudged: { rules: 2 } })).toMatchObject({ verdict: 'conformant' });
      expect(summaryOf(results, [], undefined, { minJudged: { rules: 1 } })).toMatchObject({ verdict: 'conformant' });
      expect(summaryOf(results, [], undefined, { minJudged: { rules: 2 } })).not.toHaveProperty('reason');
    });
  });

  it('is inconclusive when interrupted, though every rule it reached held', () => {
    const summary = summaryOf([passed('a')], [], undefined, { interrupted: true });
    expect(summary).toMatchObject({
      verdict: 'inconclusive',
      reason: 'interrupted before every planned request was sent and judged',
      interrupted: true,
    });
    expect(exitCodeFor(summary)).toBe(2);
  });
});

describe('summaryOf with a file of expected failures', () => {
  it('counts the expected ones apart from a new failure', () => {
    const summary = summaryOf([failed('a'), expected(failed('b')), expected(failed('c'))], [], 0);
    expect(summary).toEqual({
      verdict: 'non-conformant',
      reason: '1 rule(s) failed: a (and 2 expected)',
      ...counts({ failed: 1 }),
      expectedFailures: 2,
      baselineProblems: 0,
      coverage: { mustJudged: 3, mustSelected: 3 },
      interrupted: false,
    });
    expect(exitCodeFor(summary)).toBe(1);
  });

  it('is non-conformant, exit 0, for expected failures only', () => {
    const summary = summaryOf([passed('a'), expected(failed('b'))], [], 0);
    expect(summary).toMatchObject({ verdict: 'non-conformant', reason: '1 expected failure(s), no new one: b', failed: 0 });
    expect(exitCodeFor(summary)).toBe(0);
  });

  it('is conformant, with no reason, when the only expected ones are warnings', () => {
    const summary = summaryOf([passed('a'), expected(madeUpResult('b', 'warning'))], [], 0);
    expect(summary).toEqual({
      verdict: 'conformant',
      ...counts({ passed: 1 }),
      expectedFailures: 1,
      baselineProblems: 0,
      coverage: { mustJudged: 2, mustSelected: 2 },
      interrupted: false,
    });
    expect(exitCodeFor(summary)).toBe(0);
  });

  it('says how many entries of the file to mend, one or more, and fails the run for them', () => {
    const one = summaryOf([passed('a')], [], 1);
    expect(one).toMatchObject({ verdict: 'conformant', reason: '1 entry of --expected-failures to mend' });
    expect(exitCodeFor(one)).toBe(1);
    const two = summaryOf([passed('a')], [], 2);
    expect(two).toMatchObject({ verdict: 'conformant', reason: '2 entries of --expected-failures to mend' });
    expect(summaryOf([passed('a'), expected(failed('b'))], [], 2).reason).toBe(
      '1 expected failure(s), no new one: b; 2 entries of --expected-failures to mend',
    );
  });
});

describe('exitCodeFor', () => {
  it('is 2 for a conformant run whose reports were not all written, 1 still when a rule failed', () => {
    expect(exitCodeFor(summaryOf([passed('a')], []), false)).toBe(2);
    expect(exitCodeFor(summaryOf([failed('a')], []), false)).toBe(1);
  });
});
