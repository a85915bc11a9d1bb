// The recorder of one judgement: it refuses what a judge must never do (a rule it does not declare, a rule
// after the judgement stopped), keeps the first reason the judgement stopped, and names, for a rule whose
// input could not be read, the rule that reports why: the violation at that part, else nearest above it,
// else nearest inside it, else none.
import { describe, expect, it } from 'vitest';
import { JudgementRecorder } from '../../../src/judges/recorder.js';
import type { AnyRule } from '../../../src/rules/rule.js';
import { exchange } from '../../support/judges/exchange.js';
import { madeUpRule, wrongAt } from '../../support/judges/rules.js';

const answered = exchange({ body: {} });
const [first, second, third] = ['t.first', 't.second', 't.third'].map((id) => madeUpRule(id)) as [AnyRule, AnyRule, AnyRule];
const messages = (recorder: JudgementRecorder) => recorder.observations().map((o) => [o.rule, o.status, o.message]);

describe('JudgementRecorder: what a judge must never do', () => {
  it('refuses a rule the judge does not declare', () => {
    const recorder = new JudgementRecorder([first], answered);
    expect(() => recorder.record(second, [])).toThrow(new Error('judge does not declare rule t.second'));
  });

  it('refuses a rule judged after a gate stopped the judgement', () => {
    const recorder = new JudgementRecorder([first, second], answered);
    recorder.record(first, [wrongAt('')]);
    recorder.stopAfterGate(first);
    expect(() => recorder.record(second, [])).toThrow(new Error('rule t.second judged after the judgement stopped'));
  });

  it('refuses a rule judged after the body turned out unreadable', () => {
    const recorder = new JudgementRecorder([first, second], answered);
    recorder.stopUnreadable('data is not an object', first);
    expect(() => recorder.record(second, [])).toThrow(new Error('rule t.second judged after the judgement stopped'));
  });
});

describe('JudgementRecorder: why the rest was not judged', () => {
  it('skips every rule not judged yet naming what of the body is missing and the rule that reports it', () => {
    const recorder = new JudgementRecorder([first, second, third], answered);
    recorder.record(first, []);
    recorder.stopUnreadable('data is not an object', first);
    expect(messages(recorder)).toEqual([
      ['t.first', 'passed', 'held'],
      ['t.second', 'skipped', 'not judged: data is not an object (see t.first)'],
      ['t.third', 'skipped', 'not judged: data is not an object (see t.first)'],
    ]);
  });

  it('skips a rule the judge never came to, with no reason to give, as not judged', () => {
    const recorder = new JudgementRecorder([first, second], answered);
    recorder.record(first, []);
    expect(messages(recorder)).toEqual([
      ['t.first', 'passed', 'held'],
      ['t.second', 'skipped', 'not judged'],
    ]);
  });

  it('keeps the first reason the judgement stopped', () => {
    const unreadableFirst = new JudgementRecorder([first, second], answered);
    unreadableFirst.stopUnreadable('data is not an object', first);
    unreadableFirst.stopUnreadable('the body is not an object', second);
    unreadableFirst.stopAfterGate(second);
    expect(messages(unreadableFirst)[1]).toEqual(['t.second', 'skipped', 'not judged: data is not an object (see t.first)']);

    const gateFirst = new JudgementRecorder([first, second], answered);
    gateFirst.stopAfterGate(first);
    gateFirst.stopUnreadable('data is not an object', first);
    expect(messages(gateFirst)[1]).toEqual(['t.second', 'skipped', 'not judged: t.first failed']);
  });

  it('says a rule whose input could not be read did not hold', () => {
    const recorder = new JudgementRecorder([first], answered);
    expect(recorder.record(first, [], { at: '/title', problem: 'is absent' })).toBe(false);
    expect(messages(recorder)).toEqual([['t.first', 'skipped', 'not judged: /title is absent']]);
  });
});

/**
 * The reason of a rule that could not read `at`, after the rules `found` (id, then the pointers of its
 * violations) were recorded in that order.
 */
function reasonFor(at: string, found: readonly (readonly [string, readonly string[]])[]): string {
  const reporters = found.map(([id]) => madeUpRule(id));
  const reader = madeUpRule('t.reader');
  const recorder = new JudgementRecorder([...reporters, reader], answered);
  found.forEach(([, paths], index) => recorder.record(reporters[index]!, paths.map(wrongAt)));
  recorder.record(reader, [], { at, problem: 'is not a date' });
  return recorder.observations().at(-1)!.message;
}

describe('JudgementRecorder: which rule reports an unreadable part', () => {
  it('is the rule with a violation at the part itself, whether recorded before or after one inside it', () => {
    expect(
      reasonFor('/a', [
        ['t.inside', ['/a/b']],
        ['t.at', ['/a']],
      ]),
    ).toBe('not judged: /a is not a date; see t.at');
    expect(
      reasonFor('/a', [
        ['t.at', ['/a']],
        ['t.inside', ['/a/b']],
      ]),
    ).toBe('not judged: /a is not a date; see t.at');
  });

  it('else the nearest container above it, ahead of anything inside it', () => {
    expect(
      reasonFor('/a/b/c', [
        ['t.far', ['/a']],
        ['t.near', ['/a/b']],
      ]),
    ).toBe('not judged: /a/b/c is not a date; see t.near');
    expect(
      reasonFor('/a/b/c', [
        ['t.near', ['/a/b']],
        ['t.far', ['/a']],
      ]),
    ).toBe('not judged: /a/b/c is not a date; see t.near');
    expect(
      reasonFor('/a/b', [
        ['t.inside', ['/a/b/c']],
        ['t.above', ['/a']],
      ]),
    ).toBe('not judged: /a/b is not a date; see t.above');
  });

  it('else the nearest part inside it', () => {
    expect(
      reasonFor('/a', [
        ['t.deep', ['/a/b/c']],
        ['t.shallow', ['/a/b']],
      ]),
    ).toBe('not judged: /a is not a date; see t.shallow');
    expect(
      reasonFor('/a', [
        ['t.shallow', ['/a/b']],
        ['t.deep', ['/a/b/c']],
      ]),
    ).toBe('not judged: /a is not a date; see t.shallow');
  });

  it('is the first recorded of two at the same distance, and counts each rule by its nearest violation', () => {
    expect(
      reasonFor('/a', [
        ['t.one', ['/a']],
        ['t.two', ['/a']],
      ]),
    ).toBe('not judged: /a is not a date; see t.one');
    expect(
      reasonFor('/a/b', [
        ['t.one', ['/x', '/a']],
        ['t.two', ['/a/b/c', '/a/b']],
      ]),
    ).toBe('not judged: /a/b is not a date; see t.two');
  });

  it('is no rule for a violation of the whole body, of a sibling that shares a prefix, or elsewhere', () => {
    expect(
      reasonFor('/a', [
        ['t.body', ['']],
        ['t.sibling', ['/ab']],
        ['t.elsewhere', ['/x/a']],
      ]),
    ).toBe('not judged: /a is not a date');
  });
});
