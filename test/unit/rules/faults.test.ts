// Every fault a rule carries, judged without a socket (test/support/proof/): served on every request the plan sends
// on every seed, its rule fails on at least one answer, no rule its defect does not explain fails or warns on any,
// and the rules it names as unable to read what it broke are never passed. The kill matrix (test/e2e/kill-matrix.test.ts)
// shows the same through the CLI; this names the answer and the rule at once. Then what a fault's rule says of
// it, and the words for an id that names no fault.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/config/usage-error.js';
import { defineRule, type AnyRule } from '../../../src/rules/rule.js';
import { FAULTS, faultNamed, faultsNamed, ruleCaughtBy, strictOf, suiteOf, type Fault } from '../../../src/rules/faults.js';
import { faultProblems } from '../../support/proof/proofs.js';

describe('each fault, served on every planned request', () => {
  it.each(FAULTS.filter((fault) => fault.hangs === undefined).map((fault) => [fault.id, fault] as const))(
    '%s: caught by its rule, no false alarm',
    (_id, fault) => expect(faultProblems(fault)).toEqual([]),
  );
});

describe("what a fault's rule says of it", () => {
  const rules = [
    defineRule({ id: 'a.must', title: 'MUST hold', operation: 'GET_COUPON_BY_ID', sources: ['docs/spec.md#coupon'], subject: 'document' }),
    defineRule({
      id: 'a.should',
      title: 'SHOULD hold',
      operation: 'LIST_DISPLAY_CATEGORIES',
      sources: ['docs/spec.md#coupon'],
      subject: 'document',
    }),
  ] as AnyRule[];
  const must = { id: 'breaks-must', catches: 'a.must' };
  const should = { id: 'breaks-should', catches: 'a.should' };

  it('its suite is its rule operation’s, and only a SHOULD rule asks for --strict', () => {
    expect([suiteOf(must, rules), strictOf(must, rules)]).toEqual(['coupon', false]);
    expect([suiteOf(should, rules), strictOf(should, rules)]).toEqual(['categories', true]);
  });

  it('a fault whose rule is not there is a mistake of whoever wrote it, named', () => {
    expect(() => ruleCaughtBy({ id: 'stray', catches: 'a.gone' }, rules)).toThrow(
      'fault stray breaks a.gone, which is no rule of the catalogue',
    );
  });
});

describe('faults by id, as serve --fault and Prefer: fault= name them', () => {
  const [first] = FAULTS as [Fault];

  it('finds a fault by its id', () => {
    expect(faultNamed(first.id)).toEqual({ fault: first });
    expect(faultsNamed([first.id])).toEqual([first]);
  });

  it('names the ids a misspelt one may have meant, each a fault, and how many faults there are', () => {
    const named = faultNamed(`${first.id}x`) as { problem: string };
    const [, meant] = /^"[^"]+" is no fault; did you mean (.+)\? \(serve --list-faults lists all (\d+)\)$/.exec(named.problem) ?? [];
    expect(named.problem).toContain(`"${first.id}x" is no fault;`);
    expect(named.problem).toContain(`(serve --list-faults lists all ${FAULTS.length})`);
    const ids = meant!.split(', ');
    expect(ids).toContain(first.id);
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) expect(FAULTS.map((fault) => fault.id)).toContain(id);
    expect(faultNamed('zzzzzzzzzzzzzzzzzzzz')).toEqual({
      problem: `"zzzzzzzzzzzzzzzzzzzz" is no fault (serve --list-faults lists all ${FAULTS.length})`,
    });
  });

  it('an id that names none is a usage error, said by the option that gave it', () => {
    expect(() => faultsNamed(['zzzzzzzzzzzzzzzzzzzz'])).toThrow(UsageError);
    expect(() => faultsNamed(['zzzzzzzzzzzzzzzzzzzz'])).toThrow(/^faults: "zzzzzzzzzzzzzzzzzzzz" is no fault/);
    expect(() => faultsNamed([first.id, 'zzzzzzzzzzzzzzzzzzzz'], '--fault')).toThrow(/^--fault "zzzzzzzzzzzzzzzzzzzz" is no fault/);
  });
});
