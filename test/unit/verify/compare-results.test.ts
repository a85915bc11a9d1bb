// A recorded report beside the one judged again from its recording: what of a result must follow from the
// answers is compared, what differs between any two runs (times, the rule's own words) is not.
import { describe, expect, it } from 'vitest';
import type { ConformanceReport, RuleResult } from '../../../src/types/report.js';
import { differencesOf } from '../../../src/verify/compare-results.js';

const result = (rule: string, fields: Partial<RuleResult> = {}): RuleResult => ({
  rule,
  operation: 'GET_COUPON_BY_ID',
  level: 'MUST',
  status: 'passed',
  title: `MUST ${rule}`,
  sources: ['docs/spec.md#coupon'],
  message: 'holds',
  answersJudged: 3,
  ...fields,
});

const report = (results: RuleResult[], summary: Partial<ConformanceReport['summary']> = {}): ConformanceReport =>
  ({ summary: { verdict: 'conformant', requests: 10, ...summary }, results }) as unknown as ConformanceReport;

describe('differencesOf', () => {
  it('finds none when every result and the verdict follow, whatever the times, titles and sources', () => {
    const recorded = report([result('a', { durationMs: 5 } as Partial<RuleResult>), result('b')]);
    const again = report([result('b'), result('a', { title: 'MUST be otherwise worded', sources: ['docs/decisions.md#d1'] })]);
    expect(differencesOf(recorded, again)).toEqual([]);
  });

  it.each<[string, Partial<RuleResult>]>([
    ['status', { status: 'failed' }],
    ['level', { level: 'SHOULD' }],
    ['message', { message: 'does not hold' }],
    ['answers judged', { answersJudged: 4 }],
    ['tests that judged it', { judgedIn: ['coupon > one'] }],
    ['expected failure', { expectedFailure: { reason: 'known', line: 3 } }],
    ['missing fixture', { missingFixture: 'couponId' }],
    [
      'violations of its evidence',
      { evidence: { violations: [{ instancePath: '/a', message: 'must be a string' }] } } as Partial<RuleResult>,
    ],
  ])('names a result whose %s differs, with what each says', (_what, change) => {
    const differences = differencesOf(report([result('a')]), report([result('a', change)]));
    expect(differences).toHaveLength(1);
    expect(differences[0]!.rule).toBe('a');
    expect(differences[0]!.again).toStrictEqual({
      status: change.status ?? 'passed',
      message: change.message ?? 'holds',
      answersJudged: change.answersJudged ?? 3,
    });
  });

  it('says each side in words: status, answers judged, expected failure, message', () => {
    const recorded = report([
      result('a', { status: 'failed', message: 'wrong', answersJudged: 1, expectedFailure: { reason: 'r', line: 1 } }),
    ]);
    const again = report([result('a', { answersJudged: undefined })]);
    expect(differencesOf(recorded, again)).toStrictEqual([
      {
        rule: 'a',
        recorded: 'failed on 1 answer(s) (an expected failure): wrong',
        judgedAgain: 'passed: holds',
        again: { status: 'passed', message: 'holds' },
      },
    ]);
  });

  it('names a result only one side has', () => {
    const differences = differencesOf(report([result('a'), result('gone')]), report([result('a'), result('new', { status: 'warning' })]));
    expect(differences).toEqual([
      { rule: 'gone', recorded: 'passed on 3 answer(s): holds', judgedAgain: 'no such result' },
      {
        rule: 'new',
        recorded: 'no such result',
        judgedAgain: 'warning on 3 answer(s): holds',
        again: { status: 'warning', message: 'holds', answersJudged: 3 },
      },
    ]);
  });

  it('names a verdict that differs, with its reason, and a count of requests that differs', () => {
    const recorded = report([], { verdict: 'conformant', requests: 10 });
    const again = report([], { verdict: 'inconclusive', reason: 'the target did not answer', requests: 11 } as Partial<
      ConformanceReport['summary']
    >);
    expect(differencesOf(recorded, again)).toEqual([
      { rule: 'verdict', recorded: 'conformant', judgedAgain: 'inconclusive: the target did not answer' },
      { rule: 'requests', recorded: '10 sent', judgedAgain: '11 sent' },
    ]);
  });

  it('finds no difference in a verdict given for the same reason', () => {
    const summary = { verdict: 'non-conformant', reason: 'rules failed' } as Partial<ConformanceReport['summary']>;
    expect(differencesOf(report([], summary), report([], summary))).toEqual([]);
  });
});
