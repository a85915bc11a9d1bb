// One result per rule from many observations: the same words whatever order they arrive in.
import { describe, expect, it } from 'vitest';
import { lookupJudge } from '../../../src/judges/lookup.js';
import { couponJudges } from '../../../src/judges/coupon.js';
import { aggregate, type AggregateOptions } from '../../../src/report/aggregate.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import type { Observation } from '../../../src/rules/observation.js';
import { exchange } from '../../support/judges/exchange.js';
import { catalogueResult } from '../../support/report/results.js';

const options: AggregateOptions = { operations: [], strict: false, requireAll: false, partial: true };
const resultOf = (observations: Observation[], rule = 'categories.no-server-error') =>
  aggregate(observations, options).find((result) => result.rule === rule)!;
const request = (method: string) => ({ method, url: 'http://127.0.0.1:8080/x', headers: {} });

describe('aggregate', () => {
  // The worst observation of a rule is its result (docs/rules.md), worst first as below: written out here,
  // never read from STATUS_RANK, so that swapping two of its ranks turns this red.
  const WORST_FIRST = ['failed', 'error', 'warning', 'passed', 'skipped'] as const;
  const pairs = WORST_FIRST.flatMap((worse, i) => WORST_FIRST.slice(i + 1).map((better) => [worse, better] as const));

  it.each(pairs)('gives %s over %s, in either order', (worse, better) => {
    const seen = (status: Observation['status']): Observation => ({ rule: 'categories.no-server-error', status, message: status });
    expect(resultOf([seen(worse), seen(better)]).status).toBe(worse);
    expect(resultOf([seen(better), seen(worse)]).status).toBe(worse);
  });

  it('names the tests whose answers judged a rule, once each, in the order they came; not one that only skipped it or could not', () => {
    const seen = (test: string, status: Observation['status']): Observation => ({
      rule: 'categories.no-server-error',
      status,
      message: status,
      test,
    });
    const result = resultOf([
      seen('b', 'passed'),
      seen('a', 'skipped'),
      seen('c', 'error'),
      seen('a', 'failed'),
      seen('b', 'passed'),
      seen('d', 'warning'),
    ]);
    expect(result.judgedIn).toEqual(['b', 'a', 'd']);
    expect(resultOf([seen('a', 'skipped')]).judgedIn).toBeUndefined();
    // Traffic's observations have no test: its results name none.
    expect(resultOf([{ rule: 'categories.no-server-error', status: 'passed', message: 'held' }]).judgedIn).toBeUndefined();
  });

  it('gives error when one observation of a rule is an error and another a warning', () => {
    const error: Observation = { rule: 'categories.no-server-error', status: 'error', message: 'could not judge: connection reset' };
    const warning: Observation = { rule: 'categories.no-server-error', status: 'warning', message: 'slow' };
    expect(resultOf([warning, error])).toMatchObject({ status: 'error', message: 'could not judge: connection reset' });
  });

  it('says of a rule that held only that it held, and on how many answers (answers it did not apply to are not news)', () => {
    const passed: Observation = { rule: 'categories.no-server-error', status: 'passed', message: 'held' };
    const skipped: Observation = { rule: 'categories.no-server-error', status: 'skipped', message: 'not judged: x failed' };
    expect(resultOf([passed]).message).toBe('held on one answer');
    expect(resultOf([passed, passed, skipped])).toMatchObject({ status: 'passed', message: 'held on 2 answers', answersJudged: 2 });
  });

  it('shows a failure by the plain GET that showed it, whichever request came first', () => {
    const failed = (method: string): Observation => ({
      rule: 'categories.no-server-error',
      status: 'failed',
      message: `expected a status below 500, got 503 (${method})`,
      evidence: { request: request(method) },
    });
    expect(resultOf([failed('POST'), failed('GET'), failed('PUT')]).evidence?.request?.method).toBe('GET');
    expect(resultOf([failed('GET'), failed('POST')]).evidence?.request?.method).toBe('GET');
  });

  it('gives a skipped rule one reason, whatever order its skips arrive in', () => {
    const skip = (message: string): Observation => ({ rule: 'categories.status', status: 'skipped', message });
    const reasons = [
      skip('not judged: categories.no-server-error failed'),
      skip('needs --probe-writes'),
      skip('no generated case reached this rule'),
    ];
    const forward = resultOf(reasons, 'categories.status').message;
    expect(resultOf([...reasons].reverse(), 'categories.status').message).toBe(forward);
    expect(resultOf([reasons[1]!, reasons[0]!, reasons[2]!], 'categories.status').message).toBe(forward);
    // Why the rule could not be judged outranks that it did not apply: it names the defect to look at.
    expect(forward).toBe('not judged: categories.no-server-error failed');
  });

  it('skips the rules a lookup does not apply to with one wording, whatever the status', () => {
    const lookup = lookupJudge({
      name: 'lookup',
      operation: 'GET_COUPON_BY_ID',
      found: couponJudges.found,
      notFound: couponJudges.notFound,
    });
    const skipOf = (status: number) =>
      lookup
        .judge({ exchange: exchange({ status, body: { code: status, message: 'x' } }), requestedId: '9' })
        .observations.find((o) => o.rule === 'coupon.found.status')!.message;
    expect(skipOf(400)).toBe(skipOf(404));
    expect(skipOf(404)).not.toMatch(/404/);
  });
});

describe("aggregate: what each option does to a rule's result", () => {
  const seen = (rule: string, status: Observation['status'], extra: Partial<Observation> = {}): Observation => ({
    rule,
    status,
    message: `${status} here`,
    ...extra,
  });
  const evidence = { request: request('GET') };

  it('says on how many answers a rule failed or warned, when on some only', () => {
    const failing = [seen('coupon.fields', 'failed'), seen('coupon.fields', 'passed'), seen('coupon.fields', 'failed')];
    const warning = [seen('coupon.found.content-type-once', 'warning'), seen('coupon.found.content-type-once', 'passed')];
    expect(aggregate([...failing, ...warning], options)).toStrictEqual([
      catalogueResult('coupon.found.content-type-once', 'warning', { message: 'warning here; on 1 of 2 answers', answersJudged: 2 }),
      catalogueResult('coupon.fields', 'failed', { message: 'failed here; on 2 of 3 answers', answersJudged: 3 }),
    ]);
  });

  it('says a rule held on fewer answers than planned when any of its samples was cut short', () => {
    const held = (cutShort: boolean) => seen('coupon.fields', 'passed', { answers: { judged: 2, failed: 0 }, cutShort });
    const fewer = 'held on 4 answers, fewer than planned: the request budget ran out before the rest were sent';
    expect(resultOf([held(false), held(true)], 'coupon.fields').message).toBe(fewer);
    expect(resultOf([held(true), held(false)], 'coupon.fields').message).toBe(fewer);
    expect(resultOf([held(false), held(false)], 'coupon.fields').message).toBe('held on 4 answers');
  });

  it('shows the evidence of a rule that did not pass, and none of one that passed', () => {
    const results = aggregate(
      [seen('coupon.fields', 'failed', { evidence }), seen('coupon.id-echo', 'passed', { evidence }), seen('coupon.no-envelope', 'failed')],
      options,
    );
    expect(results).toStrictEqual([
      catalogueResult('coupon.no-envelope', 'failed', { message: 'failed here', answersJudged: 1 }),
      catalogueResult('coupon.id-echo', 'passed', { message: 'held on one answer', answersJudged: 1 }),
      catalogueResult('coupon.fields', 'failed', { message: 'failed here', answersJudged: 1, evidence }),
    ]);
  });

  it('--strict: a warning is a failure; a failure and a pass stay what they are', () => {
    const observations = [
      seen('coupon.found.content-type-once', 'warning'),
      seen('coupon.fields', 'failed'),
      seen('coupon.id-echo', 'passed'),
    ];
    const statuses = (strict: boolean) => aggregate(observations, { ...options, strict }).map((r) => [r.rule, r.status]);
    expect(statuses(true)).toEqual([
      ['coupon.found.content-type-once', 'failed'],
      ['coupon.id-echo', 'passed'],
      ['coupon.fields', 'failed'],
    ]);
    expect(statuses(false)).toEqual([
      ['coupon.found.content-type-once', 'warning'],
      ['coupon.id-echo', 'passed'],
      ['coupon.fields', 'failed'],
    ]);
  });

  it('--require-all: a skip for a missing fixture is a failure that says so; another skip stays a skip', () => {
    const observations = [
      seen('coupon.fields', 'skipped', { message: 'needs --coupon-id', missingFixture: 'couponId' }),
      seen('coupon.id-echo', 'skipped', { message: 'needs --probe-writes' }),
    ];
    expect(aggregate(observations, { ...options, requireAll: true })).toStrictEqual([
      catalogueResult('coupon.id-echo', 'skipped', { message: 'needs --probe-writes', answersJudged: 0 }),
      catalogueResult('coupon.fields', 'failed', { message: 'needs --coupon-id (--require-all)', answersJudged: 0 }),
    ]);
    expect(aggregate(observations, options)).toStrictEqual([
      catalogueResult('coupon.id-echo', 'skipped', { message: 'needs --probe-writes', answersJudged: 0 }),
      catalogueResult('coupon.fields', 'skipped', { message: 'needs --coupon-id', answersJudged: 0, missingFixture: 'couponId' }),
    ]);
  });

  describe('which rules are reported', () => {
    const categories = catalogue.filter((rule) => rule.operation === 'LIST_DISPLAY_CATEGORIES').map((rule) => rule.id);
    const observed = [seen('coupon.fields', 'passed')];

    it('a whole run: every rule of an operation it ran, those no test judged as not run; of others only those judged', () => {
      const results = aggregate(observed, { ...options, partial: false, operations: ['LIST_DISPLAY_CATEGORIES'] });
      expect(results.map((r) => r.rule)).toEqual(['coupon.fields', ...categories]);
      expect(results.find((r) => r.rule === 'categories.status')).toStrictEqual(
        catalogueResult('categories.status', 'skipped', { message: 'not run: no selected test judges this rule', answersJudged: 0 }),
      );
      const notRun = aggregate([], { ...options, partial: false, operations: ['LIST_DISPLAY_CATEGORIES'], notRunMessage: 'not in x.har' });
      expect(new Set(notRun.map((r) => r.message))).toEqual(new Set(['not in x.har']));
    });

    it('some tests only (-t, --shard): the rules judged, and those deselected of an operation it ran', () => {
      const deselected = new Set(['categories.status', 'coupon.id-echo']);
      const results = aggregate(observed, { ...options, partial: true, operations: ['LIST_DISPLAY_CATEGORIES'], deselected });
      expect(results).toStrictEqual([
        catalogueResult('coupon.fields', 'passed', { message: 'held on one answer', answersJudged: 1 }),
        catalogueResult('categories.status', 'skipped', { message: 'deselected', answersJudged: 0 }),
      ]);
    });

    it('a deselected rule is skipped, whatever a test of another rule saw of it', () => {
      const results = aggregate([seen('coupon.fields', 'failed', { evidence })], { ...options, deselected: new Set(['coupon.fields']) });
      expect(results).toStrictEqual([catalogueResult('coupon.fields', 'skipped', { message: 'deselected', answersJudged: 0 })]);
    });
  });
});
