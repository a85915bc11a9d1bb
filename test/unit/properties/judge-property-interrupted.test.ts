// An interrupted run (Ctrl-C): the property under way ends at its next request with what it judged so far,
// failures found kept as found (no replay: nothing more may be sent), and the rules no answer reached left
// out (the run reports them "not run"), never "no generated case reached this rule".
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TransportError, type Exchange, type RecordedRequest } from '../../../src/http/types.js';
import type { Judge } from '../../../src/judges/judge.js';
import { judgeProperty } from '../../../src/properties/judge-property.js';
import type { AnyRule } from '../../../src/rules/rule.js';

const request = { method: 'GET', url: 'http://127.0.0.1/x', headers: {} } as unknown as RecordedRequest;

/** `seven` breaks on ids ending in 7; `big` is reached only by ids of 5 digits (skipped before); `any` always holds. */
const judge: Judge = {
  name: 'a made-up judge',
  operation: 'GET_COUPON_BY_ID',
  steps: [],
  rules: [{ id: 'seven' }, { id: 'big' }, { id: 'any' }] as unknown as AnyRule[],
  judge: ({ requestedId }) => ({
    observations: [
      { rule: 'seven', status: requestedId.endsWith('7') ? 'failed' : 'passed', message: requestedId.endsWith('7') ? 'a 7' : 'held' },
      ...(requestedId.length === 5 ? [{ rule: 'big', status: 'passed' as const, message: 'held' }] : []),
      { rule: 'any', status: 'passed', message: 'held' },
    ],
    facts: {},
  }),
};

/** A target whose client refuses to send once `after` requests went: the run was interrupted then. */
function interruptedAfter(after: number) {
  const asked: string[] = [];
  return {
    asked,
    act: async (id: string) => {
      if (asked.length >= after) throw new TransportError('interrupted', 'not sent: the run was interrupted', request, { sent: false });
      asked.push(id);
      return { exchange: {} as Exchange, requestedId: id };
    },
  };
}

const spec = (act: (id: string) => Promise<{ exchange: Exchange; requestedId: string }>, examples: string[]) => ({
  name: 'p',
  judge,
  arbitrary: fc.integer({ min: 10, max: 999 }).map(String),
  examples,
  act,
  runSeed: 1,
  numRuns: 100,
  refusalOf: () => undefined,
});

describe('judgeProperty, interrupted', () => {
  it('keeps the verdicts of the answers judged, counted, and leaves out the rules no answer reached', async () => {
    const { asked, act } = interruptedAfter(6);
    const { observations } = await judgeProperty(spec(act, ['10', '11', '12']));
    expect(asked).toHaveLength(6);
    // `big` was reached by no answer before the interrupt: not said to be unreachable, left for the run to call "not run".
    expect(observations.map((o) => o.rule).sort()).toEqual(['any', 'seven']);
    const any = observations.find((o) => o.rule === 'any')!;
    expect(any).toMatchObject({ status: 'passed', answers: { judged: 6, failed: 0 } });
    // The budget's "fewer than planned" is not the interrupt's: the run words that one.
    expect(any.cutShort).toBeUndefined();
  });

  it('keeps a failure found before the interrupt, without sending its counterexample again', async () => {
    const { asked, act } = interruptedAfter(4);
    const { observations } = await judgeProperty(spec(act, ['10', '17', '11']));
    const seven = observations.find((o) => o.rule === 'seven')!;
    expect(seven.status).toBe('failed');
    expect(seven.message).toMatch(/then the run was interrupted \(replay: --seed 1\)$/);
    expect(asked).toHaveLength(4);
  });

  // Issue 48: the target began refusing the caller mid-run; the refusal of the answer that showed it ends the run.
  it('ends as interrupted when refusalOf says the caller is blocked: the answers before it keep their verdicts', async () => {
    const asked: string[] = [];
    const act = async (id: string) => {
      asked.push(id);
      return { exchange: {} as Exchange, requestedId: id };
    };
    const blockedFromTheFifth = () => {
      if (asked.length < 5) return undefined;
      throw new TransportError('interrupted', 'not sent: the run was interrupted', request, { sent: true });
    };
    const { observations } = await judgeProperty({ ...spec(act, ['10', '11', '12']), refusalOf: blockedFromTheFifth });
    expect(asked).toHaveLength(5);
    expect(observations.map((o) => o.rule).sort()).toEqual(['any', 'seven']);
    expect(observations.find((o) => o.rule === 'any')).toMatchObject({ status: 'passed', answers: { judged: 4, failed: 0 } });
  });
});
