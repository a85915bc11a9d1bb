// What an interrupted run reports of the tests it cut short: a rule that held says it held until the
// interrupt, and a rule that only "did not apply" to the answers seen is "not run", never "not applicable".
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../src/plan/plan.js';
import { aggregate } from '../../../src/report/aggregate.js';
import { NOT_APPLICABLE } from '../../../src/rules/messages.js';
import type { Observation } from '../../../src/rules/observation.js';
import { INTERRUPTED, notRunObservations } from '../../../src/runner/interrupt.js';
import { cutShortByInterrupt } from '../../../src/runner/interrupted-run.js';

const planned = (name: string, rules: string[], skipReason?: string) => ({
  case: { name, judge: { rules: rules.map((id) => ({ id })) } },
  runs: skipReason ? 0 : 1,
  ...(skipReason ? { skipReason } : {}),
});
const plan = {
  cases: [
    planned('the fixture', ['inquiry.found.status']),
    planned('unknown ids', ['inquiry.not-found.status', 'inquiry.found.status']),
    planned('the foreign id', ['inquiry.foreign.status', 'inquiry.no-server-error'], 'needs --foreign-inquiry-id'),
    planned('a write method', ['inquiry.read-only', 'inquiry.no-server-error'], 'needs --probe-writes'),
    planned('another id', ['inquiry.no-server-error']),
  ],
} as unknown as Plan;

describe('cutShortByInterrupt', () => {
  it('names the rules of the tests that did not finish, and drops their skips that say they did not apply', () => {
    // The lookup of unknown ids was under way: 12 answers held, no id existed yet.
    const observations: Observation[] = [
      { rule: 'inquiry.not-found.status', status: 'passed', message: 'held', answers: { judged: 12, failed: 0 } },
      { rule: 'inquiry.found.status', status: 'skipped', message: NOT_APPLICABLE.toMissing },
    ];
    const cut = cutShortByInterrupt(plan, observations, new Set());
    expect([...cut.rules].sort()).toEqual(['inquiry.found.status', 'inquiry.no-server-error', 'inquiry.not-found.status']);
    expect(cut.observations.map((o) => o.rule)).toEqual(['inquiry.not-found.status']);

    const all = [...cut.observations, ...notRunObservations(cut.observations, ['GET_ORIGIN_INQUIRY_BY_ID'], INTERRUPTED)];
    const results = aggregate(all, {
      operations: ['GET_ORIGIN_INQUIRY_BY_ID'],
      strict: false,
      requireAll: false,
      partial: false,
      interrupted: cut.rules,
    });
    const resultOf = (rule: string) => results.find((r) => r.rule === rule);
    expect(resultOf('inquiry.not-found.status')).toMatchObject({
      status: 'passed',
      message: 'held on 12 answers before the run was interrupted',
    });
    expect(resultOf('inquiry.found.status')).toMatchObject({ status: 'error', message: 'not run: interrupted' });
    expect(results.filter((r) => /not applicable/.test(r.message))).toEqual([]);
  });

  // Issue 48: inquiry.no-server-error said "needs --probe-writes", the reason of a test that could never judge
  // it, when the tests that would have were never reached.
  it('drops a skip that names what a test not sent needs, for a rule the tests not reached would have judged', () => {
    const observations: Observation[] = [
      { rule: 'inquiry.foreign.status', status: 'skipped', message: 'needs --foreign-inquiry-id' },
      { rule: 'inquiry.no-server-error', status: 'skipped', message: 'needs --foreign-inquiry-id' },
      { rule: 'inquiry.read-only', status: 'skipped', message: 'needs --probe-writes' },
      { rule: 'inquiry.no-server-error', status: 'skipped', message: 'needs --probe-writes' },
    ];
    const cut = cutShortByInterrupt(plan, observations, new Set(['the fixture', 'unknown ids']));
    expect(cut.observations.map((o) => `${o.rule}: ${o.message}`)).toEqual([
      'inquiry.foreign.status: needs --foreign-inquiry-id',
      'inquiry.read-only: needs --probe-writes',
    ]);
    const notRun = notRunObservations(cut.observations, ['GET_ORIGIN_INQUIRY_BY_ID'], INTERRUPTED);
    expect(notRun.find((o) => o.rule === 'inquiry.no-server-error')).toMatchObject({ status: 'error', message: 'not run: interrupted' });
  });

  it('keeps what finished tests found, and the skip of a rule judged elsewhere', () => {
    const observations: Observation[] = [
      { rule: 'inquiry.found.status', status: 'passed', message: 'held' },
      { rule: 'inquiry.found.status', status: 'skipped', message: NOT_APPLICABLE.toMissing },
      { rule: 'inquiry.not-found.status', status: 'passed', message: 'held' },
    ];
    const cut = cutShortByInterrupt(plan, observations, new Set(['the fixture', 'unknown ids', 'another id']));
    expect(cut.rules.size).toBe(0);
    expect(cut.observations).toEqual(observations);
  });
});
