// One failing rule no longer ends the judging of the others: every rule of a property's judge is judged
// on the whole sample, whatever fails first and whatever the seed, and each answer is asked once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TransportError, type Exchange, type RecordedRequest } from '../../../src/http/types.js';
import type { Judge } from '../../../src/judges/judge.js';
import { judgeProperty, type PropertySpec } from '../../../src/properties/judge-property.js';
import { aggregate } from '../../../src/report/aggregate.js';
import type { AnyRule } from '../../../src/rules/rule.js';
import type { Observation } from '../../../src/rules/observation.js';

/** A judge of three made-up rules over an id: `short` breaks on ids of one digit, `seven` on ids ending in 7, `any` never. */
const judge: Judge = {
  name: 'a made-up judge',
  operation: 'GET_COUPON_BY_ID',
  steps: [],
  rules: [{ id: 'short' }, { id: 'seven' }, { id: 'any' }] as unknown as AnyRule[],
  judge: ({ requestedId }) => ({
    observations: [
      { rule: 'short', status: requestedId.length === 1 ? 'failed' : 'passed', message: requestedId.length === 1 ? 'one digit' : 'held' },
      { rule: 'seven', status: requestedId.endsWith('7') ? 'failed' : 'passed', message: requestedId.endsWith('7') ? 'a 7' : 'held' },
      { rule: 'any', status: 'passed', message: 'held' },
    ],
    facts: {},
  }),
};

const request: RecordedRequest = { method: 'GET', url: 'http://127.0.0.1/x', headers: {} } as unknown as RecordedRequest;

function target(options: { budget?: number; downAfter?: number } = {}) {
  const asked: string[] = [];
  return {
    asked,
    act: async (id: string) => {
      if (options.budget !== undefined && asked.length >= options.budget)
        throw new TransportError('budget', 'no request left', request, { sent: false });
      if (options.downAfter !== undefined && asked.length >= options.downAfter)
        throw new TransportError('refused', 'connection refused', request);
      asked.push(id);
      return { exchange: {} as Exchange, requestedId: id };
    },
  };
}

const ids = fc.integer({ min: 1, max: 99_999 }).map(String);
const byRule = (observations: readonly Observation[]) => new Map(observations.map((o) => [o.rule, o]));

/** The property over `ids` with the made-up judge; each test says what differs. */
const property = (spec: Partial<PropertySpec<string>> & Pick<PropertySpec<string>, 'act' | 'runSeed' | 'numRuns'>) =>
  judgeProperty({ name: 'p', judge, arbitrary: ids, refusalOf: () => undefined, ...spec });

describe('judgeProperty', () => {
  it('skips a rule of the judge that no generated case reached, saying so', async () => {
    const unreached = { id: 'unreached' } as unknown as AnyRule;
    const { observations } = await judgeProperty({
      name: 'p',
      judge: { ...judge, rules: [...judge.rules, unreached] },
      arbitrary: ids,
      refusalOf: () => undefined,
      act: target().act,
      runSeed: 1,
      numRuns: 5,
    });
    expect(byRule(observations).get('unreached')).toEqual({
      rule: 'unreached',
      status: 'skipped',
      message: 'no generated case reached this rule',
    });
  });

  it('judges every rule on the whole sample whatever fails first: both faults found on 20 seeds out of 20', async () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const { act } = target();
      const { observations } = await property({
        examples: ['5', '17'],
        act,
        runSeed: seed,
        numRuns: 60,
      });
      const found = byRule(observations);
      expect([found.get('short')!.status, found.get('seven')!.status, found.get('any')!.status], `seed ${seed}`).toEqual([
        'failed',
        'failed',
        'passed',
      ]);
      expect(found.get('short')!.message).toMatch(/^one digit; counterexample "\d" after \d+ shrinks \(replay: --seed \d+\)$/);
      expect(found.get('seven')!.message).toMatch(/^a 7; counterexample "\d*7" after \d+ shrinks/);
    }
  });

  it('asks each value once however many passes it takes, and asks every value a run without a failure asks', async () => {
    const run = async (of: Judge) => {
      const { act, asked } = target();
      const judgement = await property({
        judge: of,
        examples: ['5', '17'],
        act,
        runSeed: 3,
        numRuns: 60,
      });
      return { asked, judgement };
    };
    const failing = await run(judge);
    const clean = await run({ ...judge, judge: (input) => ({ ...judge.judge({ ...input, requestedId: '22' }) }) });
    const distinct = new Set(failing.asked);
    expect(failing.asked.length).toBe(distinct.size + 2); // each of the two failures is sent again, nothing else twice
    expect([...new Set(clean.asked)].filter((id) => !distinct.has(id))).toEqual([]); // the whole sample, past both failures
    // The rule that never broke was judged on every answer: the whole sample and the shrinking's.
    const any = byRule(failing.judgement.observations).get('any')!;
    expect(any.answers).toEqual({ judged: distinct.size, failed: 0 });
  });

  it('says on how many answers a rule held in the report, each case of the property counted', async () => {
    const { act, asked } = target();
    const { observations } = await property({
      act,
      runSeed: 1,
      numRuns: 40,
    });
    const result = aggregate(
      observations.filter((o) => o.rule === 'any').map((o) => ({ ...o, rule: 'coupon.found.json' })),
      { operations: ['GET_COUPON_BY_ID'], strict: false, requireAll: false, partial: true },
    ).find((r) => r.rule === 'coupon.found.json')!;
    expect(result.message).toBe(`held on ${new Set(asked).size} answers`);
    expect(result.answersJudged).toBe(new Set(asked).size);
  });

  it('a rule that held when the request budget ran out says it held on fewer answers than planned', async () => {
    const { act } = target({ budget: 12 });
    const { observations } = await property({
      examples: ['17'],
      act,
      runSeed: 5,
      numRuns: 60,
    });
    const found = byRule(observations);
    expect(found.get('seven')!.status).toBe('failed');
    expect(found.get('any')!.cutShort).toBe(true);
    const [result] = aggregate([{ ...found.get('any')!, rule: 'coupon.found.json' }], {
      operations: ['GET_COUPON_BY_ID'],
      strict: false,
      requireAll: false,
      partial: true,
    });
    expect(result!.message).toMatch(/^held on \d+ answers, fewer than planned: the request budget ran out/);
  });

  it('keeps a failure found before the target stopped answering; the rules not yet failed could not be judged', async () => {
    const { act } = target({ downAfter: 3 });
    const { observations } = await property({
      examples: ['7'],
      act,
      runSeed: 1,
      numRuns: 60,
    });
    const found = byRule(observations);
    expect(found.get('seven')!.status).toBe('failed');
    expect(found.get('short')!.status).toBe('failed'); // "7" is one digit too
    expect(found.get('any')!.status).toBe('error');
    expect(found.get('any')!.message).toContain('connection refused');
  });

  it('never fails or shrinks on a rule the run left out (--skip): each value is asked once, the rest judged as usual', async () => {
    const { act, asked } = target();
    const { observations } = await property({
      examples: ['7'],
      act,
      runSeed: 2,
      numRuns: 30,
      ignored: new Set(['short', 'seven']),
    });
    expect(asked.length).toBe(new Set(asked).size); // no shrinking, no counterexample sent again
    expect(byRule(observations).get('any')!.status).toBe('passed');
  });
});
