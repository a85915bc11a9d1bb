// Every example a rule carries (src/rules/example.ts), judged as a run judges it: the reference's answer of the
// example's kind to the first planned request that gets one, changed as the example says, judged by that request's
// judge. The rule holds, fails (a SHOULD rule warns) or is skipped as not judged, naming the rule to see, exactly
// as the example says; where it gives `at`, the first violation (or the unreadable part) is there. First, the
// builders a rule's module writes its examples with.
import { describe, expect, it } from 'vitest';
import { status } from '../../../src/rules/answer-changes.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { fails, failsAt, notJudged, passes } from '../../../src/rules/example.js';
import { exampleProblem } from '../../support/proof/proofs.js';

describe('the builders of examples', () => {
  const change = status(500);

  it('say where only when told, and start from the found answer unless told', () => {
    expect(passes('as served')).toStrictEqual({ outcome: 'passes', why: 'as served', answers: 'found' });
    expect(fails('a 500', change, { at: '', answers: 'notFound' })).toEqual({
      outcome: 'fails',
      why: 'a 500',
      answers: 'notFound',
      change,
      at: '',
    });
    expect(notJudged('unread', change, { at: '/data', see: 'x.y' })).toEqual({
      outcome: 'notJudged',
      why: 'unread',
      answers: 'found',
      change,
      at: '/data',
      see: 'x.y',
    });
  });

  it('failsAt sets the value at the pointer and fails there, of the kind of answer told', () => {
    const example = failsAt('a number', '/data/id', 1, { answers: 'notFound' });
    expect(example).toMatchObject({ outcome: 'fails', why: 'a number', answers: 'notFound', at: '/data/id' });
    const answer = { status: 200, headers: {}, body: '{"data":{"id":"a"}}' };
    expect(JSON.parse(example.change!(answer, undefined as never).body)).toEqual({ data: { id: 1 } });
  });
});

const rows = catalogue.flatMap((rule) => (rule.examples ?? []).map((example) => [rule.id, example.why, rule, example] as const));

describe('each rule on its examples', () => {
  it.each(rows)('%s: %s', (_id, _why, rule, example) => expect(exampleProblem(rule, example)).toBeUndefined());
});
