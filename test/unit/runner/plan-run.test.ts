// The plan of a run from its options (src/runner/plan-run.ts): the cases chosen, what a run that cannot
// send a case's requests says of its rules, the suite files the suites' thread runs, and the selections
// refused before anything is sent.
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../src/config/resolve.js';
import { UsageError } from '../../../src/config/usage-error.js';
import type { RunOptions } from '../../../src/config/options.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { neverSentObservations, planRun, ruleSelectionOf, suiteFilesOf, userFixtures } from '../../../src/runner/plan-run.js';

const options = (flags: Partial<Record<keyof RunOptions, unknown>> = {}) => resolveOptions(flags, {});
const mustRulesOf = (operation: string) => catalogue.filter((rule) => rule.level === 'MUST' && rule.operation === operation).length;

/** What planRun threw. */
function refusal(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return error as Error;
  }
  throw new Error('planRun did not refuse');
}

describe('userFixtures', () => {
  it('is the ids the user gave, and only those', () => {
    expect(userFixtures(options({ couponId: '12', foreignInquiryId: '7' }))).toEqual({ couponId: '12', foreignInquiryId: '7' });
    expect(userFixtures(options())).toEqual({});
  });
});

describe('ruleSelectionOf', () => {
  it('leaves out the rules --skip names and those --only does not', () => {
    const { deselected } = ruleSelectionOf(options({ only: ['coupon.*'], skip: ['coupon.dates.*'] }));
    expect(deselected.has('categories.status')).toBe(true);
    expect(deselected.has('coupon.dates.format')).toBe(true);
    expect(deselected.has('coupon.found.status')).toBe(false);
  });
});

describe('planRun', () => {
  it('plans the selected suites, in order, with a reachability probe for any target but the embedded reference', () => {
    const loopback = planRun(options({ suites: ['coupon'] }), 'loopback', {});
    expect(loopback.reachabilityProbe).toBe(true);
    expect(new Set(loopback.cases.map((p) => p.case.suite))).toEqual(new Set(['coupon']));
    expect(planRun(options({ suites: ['categories'] }), 'embedded', {}).reachabilityProbe).toBe(false);
  });

  it("takes the target's politeness: write probes only on the embedded reference, a remote target's cap and numbers of cases", () => {
    const writes = (kind: 'embedded' | 'loopback') =>
      planRun(options({ suites: ['coupon'] }), kind, { couponId: '1' }).cases.filter((p) => p.skipReason === 'needs --probe-writes').length;
    expect(writes('embedded')).toBe(0);
    expect(writes('loopback')).toBe(4);
    expect(planRun(options({ suites: ['coupon'] }), 'remote', {}).maxRequests).toBe(120);
    const loopbackProperty = planRun(options({ suites: ['coupon'] }), 'loopback', {}).cases.find((p) => p.case.kind === 'property')!;
    expect(loopbackProperty.runs).toBe(100);
    const fewer = planRun(options({ suites: ['coupon'], numRuns: 7 }), 'loopback', {}).cases.find((p) => p.case.kind === 'property')!;
    expect(fewer.runs).toBeLessThan(100);
  });

  it('plans only the tests named by -t and those of a shard', () => {
    const named = planRun(options({ suites: ['coupon'], testNamePattern: 'malformed couponId "abc"' }), 'loopback', {});
    expect(named.cases.map((p) => p.case.name)).toEqual(['malformed couponId "abc" answers 400']);
    const all = planRun(options({ suites: ['coupon'] }), 'loopback', {}).cases.length;
    const halves = ['1/2', '2/2'].map((shard) => planRun(options({ suites: ['coupon'], shard }), 'loopback', {}).cases.length);
    expect(halves[0]! + halves[1]!).toBe(all);
    expect(halves[0]).toBeLessThan(all);
  });

  it('refuses a selection of no test, naming it as it was typed', () => {
    const error = refusal(() =>
      planRun(
        options({ suites: ['coupon', 'categories'], testNamePattern: 'nothing like it', only: ['coupon.*'], skip: ['coupon.dates.*'] }),
        'loopback',
        {},
      ),
    );
    expect(error.message).toMatch(
      /^no rule selected: --suite coupon,categories -t "nothing like it" --only coupon\.\* --skip coupon\.dates\.\* selects no test \(\d+ rules in \d+ tests exist; list the rules with the rules command, the tests with run --plan\)$/,
    );
    expect(error.message).toContain(`(${catalogue.length} rules in`);
  });

  it('refuses a --min-judged above the MUST rules selected, and takes one at most that many', () => {
    const must = mustRulesOf('GET_COUPON_BY_ID');
    const error = refusal(() => planRun(options({ suites: ['coupon'], minJudged: String(must + 1) }), 'loopback', {}));
    expect(error.message).toBe(
      `--min-judged ${must + 1}: --suite coupon selects only ${must} MUST rules (give at most ${must}, or a percentage such as 90%)`,
    );
    expect(() => planRun(options({ suites: ['coupon'], minJudged: String(must) }), 'loopback', {})).not.toThrow();
    expect(
      refusal(() => planRun(options({ suites: ['coupon'], shard: '1/2', minJudged: String(must + 1) }), 'loopback', {})).message,
    ).toMatch(/^--min-judged \d+: --suite coupon --shard 1\/2 selects only/);
    expect(() => planRun(options({ suites: ['coupon'], minJudged: '100%' }), 'loopback', {})).not.toThrow();
  });

  it('counts for --min-judged only the MUST rules --only and --skip leave in', () => {
    const must = catalogue.filter((rule) => rule.level === 'MUST' && rule.id.startsWith('coupon.dates.')).length;
    expect(() => planRun(options({ suites: ['coupon'], only: ['coupon.dates.*'], minJudged: String(must) }), 'loopback', {})).not.toThrow();
    expect(() =>
      planRun(options({ suites: ['coupon', 'categories'], only: ['coupon.dates.*'], minJudged: String(must + 1) }), 'loopback', {}),
    ).toThrow(UsageError);
  });
});

describe('neverSentObservations', () => {
  it("skips, with the test's reason, the rules of tests that send nothing and that no test sending requests judges", () => {
    const plan = planRun(options({ suites: ['coupon'] }), 'loopback', {});
    const observations = neverSentObservations(plan);
    // coupon.read-only needs --probe-writes in each of its four tests; the found coupon's rules need --coupon-id,
    // but for those a property aims at on its own.
    expect(observations.filter((o) => o.rule === 'coupon.read-only')).toEqual(
      Array.from({ length: 4 }, () => ({ rule: 'coupon.read-only', status: 'skipped', message: 'needs --probe-writes' })),
    );
    expect(observations.find((o) => o.rule === 'coupon.dates.format')).toEqual({
      rule: 'coupon.dates.format',
      status: 'skipped',
      message: 'needs --coupon-id',
      missingFixture: 'couponId',
    });
    const aimed = new Set(
      plan.cases.filter((p) => p.runs > 0).flatMap((p) => (p.case.judge.aims ?? p.case.judge.rules).map((rule) => rule.id)),
    );
    const found = plan.cases.find((p) => p.missingFixture === 'couponId')!;
    expect(new Set(observations.filter((o) => o.missingFixture).map((o) => o.rule))).toEqual(
      new Set(found.case.judge.rules.map((rule) => rule.id).filter((id) => !aimed.has(id))),
    );
    // Some of the found coupon's rules are judged by a property that sends requests, though not among its aims.
    const judgedElsewhere = plan.cases.filter((p) => p.runs > 0).flatMap((p) => p.case.judge.rules.map((rule) => rule.id));
    expect(found.case.judge.rules.some((rule) => judgedElsewhere.includes(rule.id) && !aimed.has(rule.id))).toBe(true);
  });

  it('is nothing when every test sends its requests', () => {
    expect(neverSentObservations(planRun(options({ suites: ['coupon'] }), 'embedded', { couponId: '1' }))).toEqual([]);
  });
});

describe('suiteFilesOf', () => {
  it('is each bundled suite file with a planned test, once, examples before properties as planned', () => {
    expect(suiteFilesOf(planRun(options({ suites: ['coupon', 'categories'] }), 'loopback', {}))).toEqual([
      'dist/bundle/suites/coupon/coupon.examples.test.js',
      'dist/bundle/suites/coupon/coupon.properties.test.js',
      'dist/bundle/suites/categories/categories.examples.test.js',
    ]);
    expect(suiteFilesOf(planRun(options({ suites: ['coupon'], testNamePattern: 'property' }), 'loopback', {}))).toEqual([
      'dist/bundle/suites/coupon/coupon.properties.test.js',
    ]);
  });
});
