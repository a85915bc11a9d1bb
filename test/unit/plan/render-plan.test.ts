// `run --plan` prints what a run would send, before anything is sent: one line per method, operation and
// id class with its examples, fixed values and random cases, the total and its time at the rate, then the
// tests not sent grouped by reason, and the properties the cap gave fewer cases than asked for.
import { describe, expect, it } from 'vitest';

import type { Plan, PlannedCase } from '../../../src/plan/plan.js';
import { renderPlan } from '../../../src/plan/render-plan.js';

const rules = { rules: [{ id: 'a.one' }, { id: 'a.two' }] };
const example = (operation: string, idClass: string, method = 'GET') => ({ kind: 'example', operation, idClass, method, judge: rules });
const property = (operation: string, idClass: string, fixedText: string) => ({
  kind: 'property',
  operation,
  idClass,
  method: 'GET',
  fixedText,
  judge: rules,
});
const planned = (c: object, runs: number, more: Partial<Omit<PlannedCase, 'case'>> = {}) =>
  ({ case: c, runs, fixed: 0, ...more }) as unknown as PlannedCase;
const planOf = (cases: PlannedCase[], more: Partial<Plan> = {}): Plan => ({
  cases,
  reachabilityProbe: false,
  total: cases.reduce((sum, p) => sum + p.runs, 0),
  maxRequests: undefined,
  ...more,
});

describe('renderPlan', () => {
  it('a line per method, operation and id class; the tests not sent by reason; the properties cut by the cap', () => {
    const plan = planOf(
      [
        planned(example('OP_A', 'fixture'), 1),
        planned(example('OP_A', 'fixture'), 1),
        planned(property('OP_A', 'unknown', 'three ids'), 10, { fixed: 3 }),
        planned(property('OP_A', 'unknown', 'three ids'), 2, { fixed: 2 }),
        planned(property('OP_A', 'malformed', 'one odd id'), 1, { fixed: 1 }),
        planned(property('OP_A', 'malformed', 'two odd ids'), 2, { fixed: 2 }),
        // In a row with fixed values: an example, and a property that sends none of its own.
        planned(example('OP_A', 'unknown'), 1),
        planned(property('OP_A', 'unknown', 'not shown: no fixed value sent'), 3),
        planned(example('OP_B', 'none'), 1),
        planned(property('OP_B', 'malformed', 'not shown: none sent'), 4, { wanted: 9 }),
        planned(example('OP_A', 'unknown', 'POST'), 0, { skipReason: 'needs --probe-writes' }),
        planned(example('OP_A', 'unknown', 'PUT'), 0, { skipReason: 'needs --probe-writes' }),
        planned(example('OP_B', 'unknown', 'POST'), 0, { skipReason: 'needs --probe-writes' }),
        planned(example('OP_B', 'fixture'), 0, { skipReason: 'needs --x' }),
        planned(example('OP_B', 'fixture'), 0, { skipReason: 'needs --x' }),
        planned(property('OP_A', 'edge form', 'six forms'), 0, { skipReason: 'needs --x', wanted: 6 }),
        planned(example('OP_B', 'unknown', 'POST'), 0, { skipReason: 'needs --x' }),
        planned(property('OP_B', 'unknown', 'ids'), 0, { skipReason: 'no request left' }),
        planned(example('OP_C', 'none'), 0),
        planned(example('OP_C', 'none'), 0),
      ],
      { reachabilityProbe: true, maxRequests: 40 },
    );
    plan.total += 1;
    expect(renderPlan(plan, { target: 'https://api.example', kind: 'remote target', ratePerSecond: 5 }).split('\n')).toEqual([
      'plan: what a run against https://api.example would send (remote target: 5 requests/s, at most 40 requests); nothing has been sent',
      '',
      '  method  operation       id class            requests',
      '  GET     (the base URL)  reachability check         1  GET / once, to see that the target answers at all',
      '  GET     OP_A            fixture                    2  2 examples',
      '  GET     OP_A            unknown                   16  1 example, 5 fixed (three ids), 10 random',
      '  GET     OP_A            malformed                  3  3 fixed (one odd id; two odd ids)',
      '  GET     OP_B            none                       1  1 example',
      '  GET     OP_B            malformed                  4  4 random',
      '  total                                             27  about 5.4 s at 5 requests/s; a value drawn twice is sent once; shrinking a failure may use the 13 left, never more than 40',
      '',
      'not sent (their rules are skipped, never passed):',
      '  3 requests: POST, PUT on each of the 2 paths, once each with an id that names no resource: needs --probe-writes',
      '  9 requests: OP_B fixture; OP_A edge form; OP_B unknown: needs --x',
      '  1 request: OP_B unknown: no request left',
      '  2 requests: OP_C none: not planned',
      '',
      'fewer cases than asked for, within --max-requests 40:',
      '  OP_B malformed: 4 of 9 (a.one, a.two)',
      '',
    ]);
  });

  it('with nothing sent, no rate and no cap: says so, and that shrinking may send a few more', () => {
    const plan = planOf([planned(example('OP', 'none', 'DELETE'), 0, { skipReason: 'needs --probe-writes' })]);
    expect(renderPlan(plan, { target: 'the embedded reference', kind: 'embedded', ratePerSecond: null }).split('\n')).toEqual([
      'plan: what a run against the embedded reference would send (embedded: no rate limit, no request cap); nothing has been sent',
      '',
      '  method  operation  id class  requests',
      '  total                               0  no rate limit: as fast as the target answers; a value drawn twice is sent once; a failing property sends a few more while it shrinks its counterexample',
      '',
      'not sent (their rules are skipped, never passed):',
      '  1 request: DELETE on one path, once each with an id that names no resource: needs --probe-writes',
      '',
      'nothing would be judged: every selected test is skipped, for the reasons above',
      '',
    ]);
  });

  it('gives the time in whole seconds from 10 s on, and never counts a negative room for shrinking', () => {
    const plan = planOf([planned(property('OP', 'unknown', 'ids'), 10, { fixed: 0 })], { maxRequests: 8 });
    const total = renderPlan(plan, { target: 't', kind: 'k', ratePerSecond: 1 })
      .split('\n')
      .find((line) => line.startsWith('  total'));
    expect(total).toMatch(/ 10  about 10 s at 1 requests\/s; .*shrinking a failure may use the 0 left, never more than 8$/);
    const fast = renderPlan(plan, { target: 't', kind: 'k', ratePerSecond: 4 });
    expect(fast).toContain('about 2.5 s at 4 requests/s');
    // Every case sent and none cut: no section for either.
    expect(fast).not.toMatch(/not sent|nothing would be judged|fewer cases/);
  });
});
