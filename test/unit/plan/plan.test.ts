// The plan of a run: which cases send how many requests, within the cap, and why the others send none.
import { describe, expect, it } from 'vitest';

import { ALL_CASES } from '../../../src/cases/index.js';
import { MALFORMED_FIXED } from '../../../src/cases/example-ids.js';
import { buildPlan, type PlanInput } from '../../../src/plan/plan.js';
import { selectCases } from '../../../src/plan/select.js';
import { UsageError } from '../../../src/config/usage-error.js';
import { flagOf, OPTION_SPECS } from '../../../src/config/options.js';

const fixtures = { couponId: '11234224', inquiryId: '258799946', foreignInquiryId: '258799947' };
const base: PlanInput = {
  cases: ALL_CASES,
  fixtures,
  probeWrites: false,
  numRuns: undefined,
  defaultNumRuns: 100,
  maxRequests: undefined,
  reachabilityProbe: false,
};
const examples = ALL_CASES.filter((c) => c.kind === 'example');
const properties = ALL_CASES.filter((c) => c.kind === 'property');
const writes = examples.filter((c) => c.needs.includes('probeWrites'));
const reads = examples.length - writes.length;
const fixedPerProperty = properties.map((c) => (c.kind === 'property' ? c.fixed(fixtures).length : 0));

describe('buildPlan', () => {
  it.each([
    ['loopback default: 100 cases per property, no write probes', base, reads + 100 * properties.length],
    ['the embedded reference: write probes too', { ...base, probeWrites: true }, examples.length + 100 * properties.length],
    // Each class of id on every seed: --num-runs below the fixed values sends those, never fewer.
    ['--num-runs 3: the fixed values all the same', { ...base, numRuns: 3 }, reads + fixedPerProperty.reduce((a, b) => a + b, 0)],
  ])('%s', (_name, input, total) => {
    const plan = buildPlan(input);
    expect(plan.total).toBe(total);
    expect(plan.cases.filter((p) => p.wanted !== undefined)).toEqual([]);
  });

  it('remote default: the reads, the fixed values, then the rest of 120 shared evenly among the properties', () => {
    const plan = buildPlan({ ...base, defaultNumRuns: 'fill', maxRequests: 120, reachabilityProbe: true });
    const runsOf = (kind: string) => plan.cases.filter((p) => p.case.kind === kind);
    expect(plan.total).toBe(1 + plan.cases.reduce((sum, p) => sum + p.runs, 0));
    expect(runsOf('example').map((p) => p.runs)).toEqual(examples.map((c) => (c.needs.includes('probeWrites') ? 0 : 1)));
    expect(runsOf('property').map((p) => p.fixed)).toEqual(fixedPerProperty);
    const shares = runsOf('property').map((p) => p.runs - p.fixed);
    expect(Math.max(...shares) - Math.min(...shares), `shares ${shares.join(', ')}`).toBeLessThanOrEqual(1);
    // Within the cap, and no request left that could have gone to every property once more.
    expect(plan.total).toBeLessThanOrEqual(120);
    expect(120 - plan.total).toBeLessThan(properties.length);
    expect(plan.cases.filter((p) => p.wanted !== undefined)).toEqual([]);
  });

  it('never allots more than the cap, and names what got fewer cases than asked for', () => {
    const plan = buildPlan({ ...base, numRuns: 25, maxRequests: 60, reachabilityProbe: true });
    expect(plan.total).toBeLessThanOrEqual(60);
    const fewer = plan.cases.filter((p) => p.wanted !== undefined);
    expect(fewer.map((p) => p.case.kind)).toEqual(properties.map(() => 'property'));
    for (const p of fewer) expect(p.runs).toBeLessThan(25);
  });

  it('a cap below the examples skips the rest with the reason, examples first', () => {
    const plan = buildPlan({ ...base, maxRequests: 5 });
    expect(plan.total).toBe(5);
    const skipped = plan.cases.filter((p) => p.skipReason?.includes('--max-requests 5'));
    expect(skipped.length).toBe(reads - 5 + properties.length);
    expect(plan.cases.filter((p) => p.runs > 0).every((p) => p.case.kind === 'example')).toBe(true);
  });

  it('a fixture missing, or write probes not asked for: the case sends nothing and says what would judge it', () => {
    const plan = buildPlan({ ...base, fixtures: { couponId: '1' } });
    const reasons = new Map(plan.cases.filter((p) => p.skipReason).map((p) => [p.case.name, [p.skipReason, p.missingFixture]]));
    expect(reasons.get('an inquiry of the calling vendor answers 200 with a conforming inquiry')).toEqual([
      'needs --inquiry-id',
      'inquiryId',
    ]);
    expect(reasons.get('DELETE on an unknown coupon does not succeed')).toEqual(['needs --probe-writes', undefined]);
  });

  it('fixed values come first: one unknown id of each length 1 to 19, ending in each digit, the edges of D17; the non-ASCII malformed ids', () => {
    const unknown = properties.find((c) => c.idClass === 'unknown' && c.suite === 'coupon')!;
    const malformed = properties.find((c) => c.idClass === 'malformed' && c.suite === 'coupon')!;
    if (unknown.kind !== 'property' || malformed.kind !== 'property') throw new Error('unexpected case kinds');
    const ids = unknown.fixed(fixtures) as string[];
    expect(ids.map((id) => id.length)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(new Set(ids.map((id) => id.at(-1)))).toEqual(new Set('0123456789'));
    expect(ids).toEqual(expect.arrayContaining(['1', '2147483648', '9007199254740993', '9223372036854775807']));
    expect(malformed.fixed(fixtures)).toEqual([...MALFORMED_FIXED]);
    // A known id is never sent as unknown: the nearest unknown id of the same length is.
    const inquiryUnknown = properties.find((c) => c.idClass === 'unknown' && c.suite === 'inquiry')!;
    if (inquiryUnknown.kind !== 'property') throw new Error('unexpected case kind');
    const moved = inquiryUnknown.fixed({ inquiryId: '1', foreignInquiryId: '9223372036854775807' }) as string[];
    expect(moved.filter((id) => id === '1' || id === '9223372036854775807')).toEqual([]);
    expect(moved[0]).toMatch(/^[2-9]$/);
    expect(moved[18]).toHaveLength(19);
  });
});

describe('selectCases', () => {
  it('by suite, by -t (operation and test name), and by shard (round robin, none lost)', () => {
    expect(selectCases(ALL_CASES, { suites: ['categories'] }).every((c) => c.suite === 'categories')).toBe(true);
    expect(selectCases(ALL_CASES, { suites: ['coupon', 'inquiry'], testNamePattern: '^GET_COUPON_BY_ID property:' })).toHaveLength(3);
    const all = selectCases(ALL_CASES, { suites: ['coupon', 'categories', 'inquiry'] });
    const shards = [1, 2, 3].map((i) => selectCases(ALL_CASES, { suites: ['coupon', 'categories', 'inquiry'], shard: `${i}/3` }));
    expect(
      shards
        .flat()
        .map((c) => c.name)
        .sort(),
    ).toEqual(all.map((c) => c.name).sort());
  });

  it('a pattern that does not compile, or more shards than tests, is a usage error naming the option', () => {
    expect(() => selectCases(ALL_CASES, { suites: ['coupon'], testNamePattern: '(' })).toThrow(UsageError);
    expect(() => selectCases(ALL_CASES, { suites: ['coupon'], testNamePattern: '(' })).toThrow(
      new UsageError('--test-name-pattern: "(" is not a valid regular expression (/(/: Unterminated group)'),
    );
    expect(() => selectCases(ALL_CASES, { suites: ['categories'], shard: '1/9' })).toThrow(/at most 5 shards/);
  });
});

describe('the cases', () => {
  it('have unique names (the name is what -t matches and what the plan and the suites key on)', () => {
    const names = ALL_CASES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('send write methods only as probes that need --probe-writes, and never with a fixture id', () => {
    for (const c of ALL_CASES.filter((c) => c.method !== 'GET')) {
      expect(c.needs, c.name).toContain('probeWrites');
      expect(c.kind === 'example' ? Object.values(fixtures).includes(c.id(fixtures)) : true, c.name).toBe(false);
    }
  });

  it('need only what an option gives, and a skip names that option (from the option specs, never a list of its own)', () => {
    const needs = [...new Set(ALL_CASES.flatMap((c) => c.needs))].sort();
    expect(needs.map((need) => [need, flagOf(need)])).toEqual([
      ['couponId', '--coupon-id'],
      ['foreignInquiryId', '--foreign-inquiry-id'],
      ['inquiryId', '--inquiry-id'],
      ['probeWrites', '--probe-writes'],
    ]);
    const fixtureOptions = OPTION_SPECS.filter((spec) => spec.kind === 'id').map((spec) => spec.key);
    expect(fixtureOptions.sort()).toEqual(Object.keys(fixtures).sort());
  });
});

describe('buildPlan, on made-up cases', () => {
  const judge = { rules: [{ id: 'r' }] };
  const example = (needs: string[] = []) => ({ kind: 'example', name: `e${needs.join()}`, needs, judge });
  /** A property with `fixed` fixed values. */
  const property = (fixed: number, needs: string[] = []) => ({
    kind: 'property',
    name: `p${fixed}`,
    needs,
    judge,
    fixed: () => Array.from({ length: fixed }, (_, i) => i),
  });
  const plan = (cases: object[], more: Partial<PlanInput> = {}) =>
    buildPlan({ ...base, cases: cases as unknown as PlanInput['cases'], ...more });
  const runs = (p: ReturnType<typeof plan>) => p.cases.map((c) => [c.runs, c.fixed, c.wanted, c.skipReason]);

  it('shares what the cap leaves evenly, none above its want, and keeps back a remainder smaller than one each', () => {
    // Each wants 3, one of them fixed: well within the cap, each gets what it asks.
    const p = plan([property(1), property(1), property(1)], { numRuns: 3, maxRequests: 3 + 21 });
    expect(runs(p)).toEqual([
      [3, 1, undefined, undefined],
      [3, 1, undefined, undefined],
      [3, 1, undefined, undefined],
    ]);
    // Filling: 20 left after the fixed values, 6 more each, the 2 left over kept back for shrinking.
    const filled = plan([property(1), property(1), property(1)], { defaultNumRuns: 'fill', maxRequests: 3 + 20 });
    expect(runs(filled).map(([n]) => n)).toEqual([7, 7, 7]);
    expect(filled.total).toBe(21);
    // 5 left after 8 + 1 fixed values: the first wants only 2 more, the second takes the rest.
    const water = plan([property(8), property(1)], { numRuns: 10, maxRequests: 14 });
    expect(runs(water)).toEqual([
      [10, 8, undefined, undefined],
      [4, 1, 10, undefined],
    ]);
    const capped = plan([property(0), property(0), property(0)], { numRuns: 10, maxRequests: 20 });
    expect(runs(capped)).toEqual([
      [6, 0, 10, undefined],
      [6, 0, 10, undefined],
      [6, 0, 10, undefined],
    ]);
  });

  it('shares among those that still want some: one that wants none takes no part of the split', () => {
    // 2 left after the fixed values; the first wants no more: one each to the other two, none kept back.
    const p = plan([property(3), property(0), property(0)], { numRuns: 3, maxRequests: 5 });
    expect(runs(p)).toEqual([
      [3, 3, undefined, undefined],
      [1, 0, 3, undefined],
      [1, 0, 3, undefined],
    ]);
  });

  it('in each round gives one no more than it still wants, counting what earlier rounds gave it', () => {
    // 14 left after 19 + 15 fixed values, wants 1, 5 and 20 more: 4 each, then the second only 1 more of 2, the rest to the third.
    const p = plan([property(19), property(15), property(0)], { numRuns: 20, maxRequests: 48 });
    expect(runs(p)).toEqual([
      [20, 19, undefined, undefined],
      [20, 15, undefined, undefined],
      [8, 0, 20, undefined],
    ]);
    expect(p.total).toBe(48);
  });

  it('gives one more to none when the remainder is less than one each: never more than the cap', () => {
    const p = plan([property(0), property(0), property(0)], { numRuns: 10, maxRequests: 2 });
    expect(runs(p)).toEqual([
      [0, 0, 10, 'not judged: no request left within --max-requests 2'],
      [0, 0, 10, 'not judged: no request left within --max-requests 2'],
      [0, 0, 10, 'not judged: no request left within --max-requests 2'],
    ]);
    expect(p.total).toBe(0);
  });

  it('cuts the fixed values when the cap is below them, and owes only them when filling', () => {
    const p = plan([property(5), property(5)], { defaultNumRuns: 'fill', maxRequests: 7 });
    expect(runs(p)).toEqual([
      [5, 5, undefined, undefined],
      [2, 2, 5, undefined],
    ]);
    const none = plan([property(5), property(5)], { defaultNumRuns: 'fill', maxRequests: 5 });
    expect(runs(none)[1]).toEqual([0, 0, 5, 'not judged: no request left within --max-requests 5']);
  });

  it('the reachability probe is one request of the cap and of the total', () => {
    const p = plan([example(), example()], { maxRequests: 2, reachabilityProbe: true });
    expect(runs(p)).toEqual([
      [1, 0, undefined, undefined],
      [0, 0, 1, 'not judged: no request left within --max-requests 2'],
    ]);
    expect(p.total).toBe(2);
    expect(plan([example()], { reachabilityProbe: false }).total).toBe(1);
  });

  it('a case with needs unmet sends nothing, naming every option it needs and the fixture missing', () => {
    const p = plan([example(['probeWrites', 'inquiryId', 'couponId'])], { fixtures: { couponId: '1' }, probeWrites: true });
    expect(p.cases[0]).toMatchObject({ runs: 0, skipReason: 'needs --inquiry-id', missingFixture: 'inquiryId' });
    const both = plan([example(['probeWrites', 'inquiryId'])], { fixtures: {}, probeWrites: false });
    expect(both.cases[0]).toMatchObject({ skipReason: 'needs --probe-writes and --inquiry-id', missingFixture: 'inquiryId' });
    const writes = plan([example(['probeWrites'])], { probeWrites: false });
    expect(writes.cases[0]!.missingFixture).toBeUndefined();
    expect(plan([example(['probeWrites'])], { probeWrites: true }).cases[0]!.runs).toBe(1);
  });
});

describe('selectCases, on made-up cases', () => {
  const rule = (id: string) => ({ id });
  const made = (name: string, rules: string[], aims?: string[]) =>
    ({
      name,
      suite: 'coupon',
      operation: 'GET_COUPON_BY_ID',
      judge: { rules: rules.map(rule), ...(aims ? { aims: aims.map(rule) } : {}) },
    }) as unknown as (typeof ALL_CASES)[number];

  it('runs a test while one rule it aims at is selected, and none whose aims are all left out', () => {
    const cases = [made('a', ['x', 'y']), made('b', ['x', 'y'], ['y']), made('c', ['z'])];
    const names = (deselected: string[]) => selectCases(cases, { suites: ['coupon'], deselected: new Set(deselected) }).map((c) => c.name);
    expect(names([])).toEqual(['a', 'b', 'c']);
    expect(names(['y'])).toEqual(['a', 'c']);
    expect(names(['x'])).toEqual(['a', 'b', 'c']);
    expect(names(['x', 'y'])).toEqual(['c']);
  });

  it('shard I/N takes every N-th test from the I-th, and names the most shards when N is too many', () => {
    const cases = ['a', 'b', 'c', 'd', 'e'].map((name) => made(name, ['x']));
    const shard = (s: string) => selectCases(cases, { suites: ['coupon'], shard: s }).map((c) => c.name);
    expect([shard('1/2'), shard('2/2')]).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
    expect(shard('5/5')).toEqual(['e']);
    expect(() => shard('1/6')).toThrow(new UsageError('--shard 1/6: only 5 tests are selected, so at most 5 shards (--shard I/5)'));
    expect(selectCases(cases, { suites: ['coupon'], testNamePattern: '^GET_COUPON_BY_ID [bd]$' }).map((c) => c.name)).toEqual(['b', 'd']);
  });
});
