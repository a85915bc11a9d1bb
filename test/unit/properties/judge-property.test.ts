// One failing rule no longer ends the judging of the others: every rule of a property's judge is judged
// on the whole sample, whatever fails first and whatever the seed, and each answer is asked once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TransportError, type Exchange, type RecordedRequest } from '../../../src/http/types.js';
import type { Judge } from '../../../src/judges/judge.js';
import { judgeProperty, valuesToAsk, type PropertySpec } from '../../../src/properties/judge-property.js';
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

describe('judgeProperty: what each answer counts for, and the counterexample', () => {
  const idsFrom = (integers: fc.Arbitrary<number>) => integers.map(String);
  /** A judge of one rule over the id, its status per id as `statusOf` says. */
  const oneRule = (statusOf: (id: string) => Observation['status'], evidence?: object): Judge => ({
    ...judge,
    rules: [{ id: 'r' }] as unknown as AnyRule[],
    judge: ({ requestedId }) => ({
      observations: [{ rule: 'r', status: statusOf(requestedId), message: 'seen', ...(evidence ? { evidence } : {}) }],
      facts: {},
    }),
  });

  it('counts the answers that judged a rule, and those that broke it, a warning among them; skips and errors judge nothing', async () => {
    const { act, asked } = target();
    const status = (id: string) => (['warning', 'skipped', 'error', 'passed'] as const)[Number(id) % 4]!;
    const { observations } = await property({
      judge: oneRule(status),
      arbitrary: idsFrom(fc.integer({ min: 0, max: 999 })),
      act,
      runSeed: 4,
      numRuns: 80,
    });
    const statuses = [...new Set(asked)].map(status);
    const judged = statuses.filter((s) => s === 'warning' || s === 'passed').length;
    expect(byRule(observations).get('r')!.answers).toEqual({ judged, failed: statuses.filter((s) => s === 'warning').length });
    expect(statuses.filter((s) => s === 'skipped' || s === 'error').length).toBeGreaterThan(0);
  });

  it("keeps the value and the run's seed with the evidence of a warning", async () => {
    const { act } = target();
    const { observations } = await property({
      judge: oneRule((id) => (id === '13' ? 'warning' : 'passed'), { response: { status: 200 } }),
      examples: ['13'],
      act,
      runSeed: 9,
      numRuns: 1,
    });
    expect(byRule(observations).get('r')!.evidence).toEqual({ response: { status: 200 }, counterexample: '13', seed: 9 });
  });

  it('judges the random values alone when no fixed values are given', async () => {
    const { act, asked } = target();
    await property({ act, runSeed: 1, numRuns: 10 });
    expect(asked.filter((id) => !/^[1-9][0-9]*$/.test(id))).toEqual([]);
  });

  it('shrinks a failure to the smallest value that shows it', async () => {
    // Under mutation testing a property ends at its first counterexample (test/mutation/setup.ts): shrinking is what this tests.
    const global = fc.readConfigureGlobal();
    fc.configureGlobal({ ...global, endOnFailure: false });
    try {
      const { act } = target();
      const { observations } = await property({
        judge: oneRule((id) => (Number(id) >= 500 ? 'failed' : 'passed')),
        arbitrary: idsFrom(fc.integer({ min: 0, max: 999 })),
        act,
        runSeed: 1,
        numRuns: 50,
      });
      expect(byRule(observations).get('r')!.message).toMatch(/^seen; counterexample "500" after [1-9]\d* shrinks \(replay: --seed 1\)$/);
    } finally {
      fc.configureGlobal(global);
    }
  });

  it('a refused answer ends the property: the rules not failed yet could not be judged, for that reason', async () => {
    const { act, asked } = target();
    const refusalOf = () => (asked.length >= 3 ? 'refused: 401 Unauthorized' : undefined);
    const { observations } = await property({ judge: oneRule(() => 'passed'), act, runSeed: 1, numRuns: 30, refusalOf });
    expect(asked).toHaveLength(3);
    expect(byRule(observations).get('r')).toMatchObject({ status: 'error', message: 'refused: 401 Unauthorized' });
  });

  it('a fault of the harness itself (not the transport) is thrown, not judged', async () => {
    const act = async () => {
      throw new Error('a bug in the suite');
    };
    await expect(property({ act, runSeed: 1, numRuns: 5 })).rejects.toThrow('a bug in the suite');
  });

  it('a failure that holds when sent again is intermittent; one that fails again, or cannot be sent again, is the seed’s', async () => {
    // Refused, the answer sent again would hold: the refusal alone keeps the failure the seed's.
    const run = async (again: 'holds' | 'fails another rule' | 'fails' | 'refused' | 'not sent' | 'harness fault') => {
      let sent = 0;
      const act = async (id: string) => {
        sent += 1;
        if (sent > 1 && again === 'not sent') throw new TransportError('refused', 'connection refused', request);
        if (sent > 1 && again === 'harness fault') throw new Error('a bug in the suite');
        return { exchange: {} as Exchange, requestedId: sent > 1 && again !== 'fails' ? `${id}!` : id };
      };
      const flaky: Judge = {
        ...judge,
        rules: [{ id: 'seven' }, { id: 'other' }] as unknown as AnyRule[],
        judge: ({ requestedId }) => ({
          observations: [
            { rule: 'seven', status: requestedId.endsWith('7') ? 'failed' : 'passed', message: 'a 7' },
            { rule: 'other', status: again === 'fails another rule' && requestedId.endsWith('!') ? 'failed' : 'passed', message: 'other' },
          ],
          facts: {},
        }),
      };
      const refusalOf = () => (again === 'refused' && sent > 1 ? 'refused: 429' : undefined);
      const { observations } = await property({ judge: flaky, arbitrary: fc.constant('7'), act, runSeed: 1, numRuns: 1, refusalOf });
      return byRule(observations).get('seven')!.message;
    };
    const intermittent =
      'a 7; counterexample "7", which answered conformingly when sent again: an intermittent failure, which --seed does not replay';
    expect(await run('holds')).toBe(intermittent);
    expect(await run('fails another rule')).toBe(intermittent);
    for (const again of ['fails', 'refused', 'not sent'] as const)
      expect([again, await run(again)]).toEqual([again, 'a 7; counterexample "7" after 0 shrinks (replay: --seed 1)']);
    await expect(run('harness fault')).rejects.toThrow('a bug in the suite');
  });

  it('a sample cut short by the budget marks only the rules that held', async () => {
    const { act } = target({ budget: 12 });
    const { observations } = await property({ examples: ['17'], act, runSeed: 5, numRuns: 60 });
    expect(byRule(observations).get('seven')!.cutShort).toBeUndefined();
    expect(byRule(observations).get('any')!.cutShort).toBe(true);
  });

  // Found by mutation testing: a failure seen on an answer before the target stopped answering was reported as
  // "could not judge" when the shrunk counterexample of another rule's failure did not break it.
  it('keeps every failure seen before the target stopped answering, not only those of the shrunk counterexample', async () => {
    const big: Judge = {
      ...judge,
      rules: [{ id: 'big' }, { id: 'odd' }, { id: 'any' }] as unknown as AnyRule[],
      judge: ({ requestedId }) => ({
        observations: [
          { rule: 'big', status: Number(requestedId) >= 50 ? 'failed' : 'passed', message: 'big' },
          { rule: 'odd', status: Number(requestedId) % 2 === 1 ? 'failed' : 'passed', message: 'odd' },
          { rule: 'any', status: 'passed', message: 'held' },
        ],
        facts: {},
      }),
    };
    // 77 breaks both rules; shrinking it, 39 breaks only `odd`, then the target stops answering.
    for (let downAfter = 2; downAfter <= 6; downAfter += 1) {
      const { act } = target({ downAfter });
      const { observations } = await property({
        judge: big,
        arbitrary: idsFrom(fc.integer({ min: 0, max: 99 })),
        examples: ['77'],
        act,
        runSeed: 1,
        numRuns: 30,
      });
      const found = byRule(observations);
      expect([downAfter, found.get('big')!.status, found.get('odd')!.status, found.get('any')!.status]).toEqual([
        downAfter,
        'failed',
        'failed',
        'error',
      ]);
    }
  });
});

describe('valuesToAsk', () => {
  it.each([1, 2, 3])(
    'foresees on seed %i every value a property asks about, in the order it first asks, failures and their second passes included',
    async (runSeed) => {
      const spec = { name: 'p', arbitrary: fc.integer({ min: 1, max: 30 }).map(String), examples: ['5', '17'], runSeed, numRuns: 40 };
      const foreseen = await valuesToAsk(spec);
      // Ids from 1 to 30: the sample repeats some, which are asked once.
      expect(new Set(foreseen).size).toBe(foreseen.length);
      expect(foreseen.slice(0, 2)).toEqual(['5', '17']);
      const { asked, act } = target();
      // '5' and '17' fail a rule each: shrinking and the counterexamples sent again come between, never instead.
      const { observations } = await judgeProperty({ ...spec, judge, refusalOf: () => undefined, act });
      expect(observations.filter((o) => o.status === 'failed').map((o) => o.rule)).toEqual(['short', 'seven']);
      const firstAsks = asked.filter((id, at) => foreseen.includes(id) && asked.indexOf(id) === at);
      expect(firstAsks).toEqual(foreseen);
      expect(asked.length).toBeGreaterThan(foreseen.length);
    },
  );
});
