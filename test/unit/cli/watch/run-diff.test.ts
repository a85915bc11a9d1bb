// What a later run of a watch session prints: only the rules whose result changed since the run before,
// new failures first with their curl line, the rules not judged one line per cause.
import { describe, expect, it } from 'vitest';

import { changedLines } from '../../../../src/cli/watch/run-diff.js';
import type { ConformanceReport, Hint, RuleResult } from '../../../../src/types/report.js';
import { report } from '../../../support/report/fixture.js';
import { madeUpResult } from '../../../support/report/results.js';

type Status = RuleResult['status'];
const CURL = "curl -sS -i 'http://127.0.0.1:8080/x'";

const result = (rule: string, status: Status, message: string, extra: Partial<RuleResult> = {}): RuleResult =>
  madeUpResult(rule, status, message, { evidence: { curl: CURL }, ...extra });
const reportOf = (results: RuleResult[], more: Partial<ConformanceReport> = {}): ConformanceReport => ({
  ...report,
  results,
  hints: [],
  ...more,
});
const diff = (before: RuleResult[], after: RuleResult[], sameSeed = true) => changedLines(reportOf(before), reportOf(after), { sameSeed });

const passed = (rule = 'a.rule') => result(rule, 'passed', 'held on one answer');

describe('changedLines', () => {
  const cases: [string, RuleResult, RuleResult, string[]][] = [
    ['the same result says nothing', passed(), passed(), []],
    [
      'a new failure, with the curl line that reproduces it',
      passed(),
      result('a.rule', 'failed', 'expected 200, got 404'),
      ['FAILING     a.rule (MUST, was passed) expected 200, got 404', `            reproduce: ${CURL}`],
    ],
    [
      'a new warning (a SHOULD rule): no curl line',
      passed(),
      result('a.rule', 'warning', 'an unknown field', { level: 'SHOULD' }),
      ['WARNING     a.rule (SHOULD, was passed) an unknown field'],
    ],
    [
      'a failure fixed: what holds now',
      result('a.rule', 'failed', 'expected 200, got 404'),
      passed(),
      ['PASSING     a.rule (MUST, was failed) MUST hold a.rule'],
    ],
    [
      'a rule judged again once its gate passes',
      result('a.rule', 'skipped', 'not judged: b failed'),
      passed(),
      ['JUDGED      a.rule (MUST, was skipped) MUST hold a.rule'],
    ],
    [
      'a rule skipped now, with why',
      passed(),
      result('a.rule', 'skipped', 'not judged: b failed'),
      ['SKIPPED     a.rule (MUST, was passed) not judged: b failed'],
    ],
    [
      'a failure that fails otherwise, with the same seed: news',
      result('a.rule', 'failed', 'got 404'),
      result('a.rule', 'failed', 'got 500\nand more'),
      ['CHANGED     a.rule (MUST) got 500', `            reproduce: ${CURL}`],
    ],
    ['the same failure again says nothing', result('a.rule', 'failed', 'got 404'), result('a.rule', 'failed', 'got 404'), []],
    [
      'an expected failure says so',
      passed(),
      result('a.rule', 'failed', 'got 404', { expectedFailure: { reason: 'PAY-1', line: 3 } }),
      ['FAILING     a.rule (MUST, expected, was passed) got 404', `            reproduce: ${CURL}`],
    ],
    [
      'one rule that cannot be judged: its cause',
      passed(),
      result('a.rule', 'error', 'could not judge: timeout'),
      ['ERROR       a.rule (MUST, was passed) could not judge: timeout'],
    ],
  ];
  it.each(cases)('%s', (_name, before, after, lines) => {
    expect(diff([before], [after])).toEqual(lines);
  });

  it('with a new seed, a failure with another message is only other inputs: not news', () => {
    expect(diff([result('a.rule', 'failed', 'id 17 answered 500')], [result('a.rule', 'failed', 'id 93 answered 500')], false)).toEqual([]);
  });

  it('puts new failures first, and says the rules that changed for one cause in one line, their ids beneath', () => {
    const unreachable = 'could not judge: target unreachable: connection refused';
    const before = [passed('a.one'), passed('b.two'), passed('c.three'), result('d.four', 'failed', 'got 404')];
    const after = [
      result('a.one', 'error', unreachable),
      result('b.two', 'error', unreachable),
      passed('d.four'),
      result('c.three', 'failed', 'got 500'),
    ];
    expect(diff(before, after)).toEqual([
      'FAILING     c.three (MUST, was passed) got 500',
      `            reproduce: ${CURL}`,
      `ERROR       2 rules could not be judged: ${unreachable}`,
      '            a.one, b.two',
      'PASSING     d.four (MUST, was failed) MUST hold d.four',
    ]);
    // The target back: what could not be judged passes again, in one line.
    expect(diff(after, before)).toEqual([
      'FAILING     d.four (MUST, was passed) got 404',
      `            reproduce: ${CURL}`,
      'PASSING     c.three (MUST, was failed) MUST hold c.three',
      `PASSING     2 rules, which could not be judged in the run before: ${unreachable}`,
      '            a.one, b.two',
    ]);
  });

  it('says in one line the rules a failing gate leaves not judged, and in one the rules judged again once it passes', () => {
    const gate = 'not judged: categories.status failed';
    const rules = Array.from({ length: 8 }, (_, i) => `r.${i}`);
    const skipped = rules.map((rule) => result(rule, 'skipped', gate));
    expect(
      diff(
        rules.map((rule) => passed(rule)),
        skipped,
      ),
    ).toEqual([`SKIPPED     8 rules: ${gate}`, '            r.0, r.1, r.2, r.3, r.4, r.5 and 2 more']);
    expect(
      diff(
        skipped,
        rules.map((rule) => passed(rule)),
      ),
    ).toEqual([`JUDGED      8 rules pass, skipped in the run before: ${gate}`, '            r.0, r.1, r.2, r.3, r.4, r.5 and 2 more']);
  });

  it('adds the hints the run before did not give', () => {
    const hint: Hint = {
      kind: 'fixture-not-found',
      option: '--coupon-id',
      message: '--coupon-id 1 answered 404: is it a coupon of this target?',
    };
    const lines = changedLines(reportOf([passed()]), reportOf([passed()], { hints: [hint] }), { sameSeed: true });
    expect(lines).toEqual([`HINT        ${hint.message}`]);
    expect(changedLines(reportOf([passed()], { hints: [hint] }), reportOf([passed()], { hints: [hint] }), { sameSeed: true })).toEqual([]);
  });
});
