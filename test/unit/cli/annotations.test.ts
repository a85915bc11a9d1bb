// GitHub's ::error annotations of a run: one per new failure naming the rule, one per entry of
// --expected-failures to mend (on its file and line), escaped so that no server text starts a command.
import { describe, expect, it } from 'vitest';

import { annotationLines } from '../../../src/cli/annotations.js';
import type { ConformanceReport, RuleResult } from '../../../src/types/report.js';
import { report } from '../../support/report/fixture.js';

const failed = (rule: string, message = 'expected 200, got 404', extra: Partial<RuleResult> = {}): RuleResult => ({
  ...report.results[1]!,
  rule,
  message,
  ...extra,
});
const withResults = (results: RuleResult[], more: Partial<ConformanceReport> = {}): ConformanceReport => ({
  ...report,
  results,
  expectedFailures: undefined,
  ...more,
});

describe('annotationLines', () => {
  it('annotates each new failure with its rule and level; an expected failure, a warning or a pass is not annotated', () => {
    const lines = annotationLines(
      withResults([
        failed('coupon.found.status'),
        failed('coupon.id-echo', 'x', { expectedFailure: { reason: 'PAY-1', line: 1 } }),
        { ...report.results[2]! },
        { ...report.results[0]! },
      ]),
    );
    expect(lines).toEqual(['::error title=coupon.found.status (MUST)::expected 200, got 404']);
  });

  it('escapes what the server wrote onto one line: a newline cannot start a workflow command', () => {
    const [line] = annotationLines(withResults([failed('coupon.fields', 'got "a\n::add-mask::x\r100%"')]));
    expect(line).toBe('::error title=coupon.fields (MUST)::got "a%0A::add-mask::x%0D100%25"');
    expect(line!.split('\n')).toHaveLength(1);
  });

  it('annotates an entry of --expected-failures to mend on its file and line', () => {
    const problems = [
      { rule: 'coupon.id-echo', line: 3, problem: 'stale' as const, message: 'coupon.id-echo passes now: remove the entry' },
    ];
    const lines = annotationLines(withResults([], { expectedFailures: { file: 'ci/expected, failures.yaml', entries: 1, problems } }));
    expect(lines).toEqual([
      '::error title=--expected-failures%3A stale,file=ci/expected%2C failures.yaml,line=3::coupon.id-echo passes now: remove the entry',
    ]);
  });

  it('says why a run that failed nothing could not judge', () => {
    const summary = { ...report.summary, verdict: 'inconclusive' as const, failed: 0, reason: 'nothing judged: 3 rules need --coupon-id' };
    expect(annotationLines(withResults([], { summary }))).toEqual([
      '::error title=seller-api-conformance%3A could not judge::nothing judged: 3 rules need --coupon-id',
    ]);
  });

  it('stays within the 10 annotations GitHub shows for a step: 9 rules and how many more', () => {
    const lines = annotationLines(withResults(Array.from({ length: 14 }, (_, i) => failed(`rule.${i}`))));
    expect(lines).toHaveLength(10);
    expect(lines[8]).toBe('::error title=rule.8 (MUST)::expected 200, got 404');
    expect(lines[9]).toBe('::error title=5 more::5 more new failures: see summary.md or report.html');
  });
});
