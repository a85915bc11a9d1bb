// Which observation stands for a rule (`outranks`) and how many answers one stands for (`answersOf`):
// the report's verdict of a rule is built from these two, so each branch is pinned here, both ways round.
import { describe, expect, it } from 'vitest';

import { answersOf, outranks, withTimeShares, type Observation } from '../../../src/rules/observation.js';
import type { Status } from '../../../src/types/report.js';

const seen = (status: Status, extra: Partial<Observation> = {}): Observation => ({ rule: 'coupon.fields', status, message: 'm', ...extra });
const sent = (method: string) => ({ evidence: { request: { method, url: 'http://127.0.0.1/x', headers: {} } } }) as Partial<Observation>;

describe('outranks', () => {
  // docs/reports.md: of several observations of one rule, the worst status stands for it, in this order.
  const worstFirst: Status[] = ['failed', 'error', 'warning', 'passed', 'skipped'];

  it.each(worstFirst.flatMap((worse, i) => worstFirst.slice(i + 1).map((better) => [worse, better])))(
    '%s outranks %s, whichever arrives first',
    (worse, better) => {
      expect(outranks(seen(worse), seen(better))).toBe(true);
      expect(outranks(seen(better), seen(worse))).toBe(false);
    },
  );

  it('between two of the same status, a plain GET outranks another method', () => {
    expect(outranks(seen('failed', sent('GET')), seen('failed', sent('POST')))).toBe(true);
    expect(outranks(seen('failed', sent('POST')), seen('failed', sent('GET')))).toBe(false);
  });

  it('compares methods only when both observations carry a request: otherwise the one already standing stays', () => {
    expect(outranks(seen('failed'), seen('failed', sent('GET')))).toBe(true);
    expect(outranks(seen('failed', sent('POST')), seen('failed'))).toBe(true);
    expect(outranks(seen('failed', sent('GET')), seen('failed', sent('GET')))).toBe(true);
    expect(outranks(seen('failed', sent('POST')), seen('failed', sent('DELETE')))).toBe(true);
  });

  it('between two of the same status that is not a skip, the one standing stays, whatever their messages', () => {
    expect(outranks(seen('failed', { message: 'b' }), seen('failed', { message: 'a' }))).toBe(true);
    expect(outranks(seen('passed', { message: 'b' }), seen('passed', { message: 'a' }))).toBe(true);
  });

  it('between two skips, one for a missing fixture outranks one without', () => {
    const missing = seen('skipped', { missingFixture: 'couponId', message: 'z' });
    const other = seen('skipped', { message: 'a' });
    expect(outranks(missing, other)).toBe(true);
    expect(outranks(other, missing)).toBe(false);
  });

  it('then a skip that says why the rule could not be judged outranks one that says it did not apply', () => {
    const notJudged = seen('skipped', { message: 'not judged: zzz' });
    const notApplied = seen('skipped', { message: 'aaa' });
    expect(outranks(notJudged, notApplied)).toBe(true);
    expect(outranks(notApplied, notJudged)).toBe(false);
  });

  it('then the reason that sorts first, so a skip says the same on every run; the same reason keeps the one standing', () => {
    expect(outranks(seen('skipped', { message: 'a' }), seen('skipped', { message: 'b' }))).toBe(true);
    expect(outranks(seen('skipped', { message: 'b' }), seen('skipped', { message: 'a' }))).toBe(false);
    expect(outranks(seen('skipped', { message: 'a' }), seen('skipped', { message: 'a' }))).toBe(true);
  });
});

describe('answersOf', () => {
  it('is the count the observation carries, when it carries one', () => {
    expect(answersOf(seen('passed', { answers: { judged: 117, failed: 0 } }))).toEqual({ judged: 117, failed: 0 });
    expect(answersOf(seen('skipped', { answers: { judged: 3, failed: 1 } }))).toEqual({ judged: 3, failed: 1 });
  });

  it.each([
    ['skipped', 0, 0],
    ['error', 0, 0],
    ['passed', 1, 0],
    ['warning', 1, 1],
    ['failed', 1, 1],
  ] as const)('else a %s observation stands for %i judged answers, %i of them broken', (status, judged, failed) => {
    expect(answersOf(seen(status))).toEqual({ judged, failed });
  });
});

describe('withTimeShares', () => {
  it('leaves observations that judged nothing as they are', () => {
    const skips = [seen('skipped'), seen('skipped', { message: 'other' })];
    expect(withTimeShares(skips, 50)).toEqual(skips);
    expect(withTimeShares([], 50)).toEqual([]);
  });
});
