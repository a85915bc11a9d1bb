// One result per rule from many observations: the same words whatever order they arrive in.
import { describe, expect, it } from 'vitest';
import { lookupJudge } from '../../../src/judges/lookup.js';
import { couponJudges } from '../../../src/judges/coupon.js';
import { aggregate, type AggregateOptions } from '../../../src/report/aggregate.js';
import type { Observation } from '../../../src/rules/observation.js';
import { exchange } from '../../support/judges/exchange.js';

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
