// Every wording of messages.ts, pinned whole: these are the lines a person reads in a report
// (docs/rules.md, "Messages"), so each branch is checked with the exact text it yields.
import { describe, expect, it } from 'vitest';

import {
  afterGate,
  bodyMissing,
  bodyUnreadable,
  budgetSpent,
  challengeAdvice,
  counterexample,
  couldNotJudge,
  headline,
  heldBeforeInterrupt,
  heldOn,
  heldOnFewer,
  intermittent,
  isNotJudged,
  neededFlags,
  needs,
  notIn,
  nothingIn,
  notRun,
  onSomeAnswers,
  partUnreadable,
  refusalReason,
  blockedMidRun,
  setAsideEntries,
  requiredAll,
  targetUnreachable,
  unreachableReason,
  underFirstValue,
  withChallenge,
} from '../../../src/rules/messages.js';
import type { Violation } from '../../../src/rules/violation.js';

const violation = (extra: Partial<Violation>): Violation =>
  ({ instancePath: '/id', keyword: 'type', schemaPath: '#/properties/id/type', message: 'must be integer', ...extra }) as Violation;

describe('held', () => {
  it('says on how many answers, one in words', () => {
    expect(heldOn(1)).toBe('held on one answer');
    expect(heldOn(0)).toBe('held on 0 answers');
    expect(heldOn(3)).toBe('held on 3 answers');
    expect(heldOnFewer(2)).toBe('held on 2 answers, fewer than planned: the request budget ran out before the rest were sent');
    expect(heldBeforeInterrupt(1)).toBe('held on one answer before the run was interrupted');
  });
});

describe('headline', () => {
  it('is empty without a violation', () => {
    expect(headline([])).toBe('');
  });

  it('writes where, expected and actual of the first violation', () => {
    expect(headline([violation({ expected: 'a whole number', actual: 'the string "7"' })])).toBe(
      '/id: expected a whole number, got the string "7"',
    );
  });

  it('leaves out the place at the top of the body, and says how many more', () => {
    const v = violation({ instancePath: '', expected: 'an object', actual: 'null' });
    expect(headline([v, v])).toBe('expected an object, got null (+1 more)');
    expect(headline([v, v, v])).toBe('expected an object, got null (+2 more)');
  });

  it('falls back to the message without an expected value, and to ? without an actual one', () => {
    expect(headline([violation({})])).toBe('/id: must be integer');
    expect(headline([violation({ expected: 'x' })])).toBe('/id: expected x, got ?');
  });

  it('shortens a very long place to both of its ends', () => {
    const pointer = `/items${'/child/0'.repeat(25)}`; // 206 characters, 25 levels deep
    const head = `/items${'/child/0'.repeat(4)}/c`; // its first 40 characters
    const tail = `ld/0${'/child/0'.repeat(12)}`; // its last 100
    expect(headline([violation({ instancePath: pointer, expected: 'x', actual: 'y' })])).toBe(
      `${head}…${tail} (depth 25): expected x, got y`,
    );
  });
});

describe('onSomeAnswers', () => {
  it('speaks only when the rule held on some of several answers', () => {
    expect(onSomeAnswers({ judged: 117, failed: 3 })).toBe('; on 3 of 117 answers');
    expect(onSomeAnswers({ judged: 2, failed: 1 })).toBe('; on 1 of 2 answers');
    expect(onSomeAnswers({ judged: 2, failed: 2 })).toBe('');
    expect(onSomeAnswers({ judged: 1, failed: 0 })).toBe('');
  });
});

describe('counterexamples', () => {
  it('says how to replay, and what cut the run short', () => {
    expect(counterexample('"a"', 4, undefined, 42)).toBe('counterexample "a" after 4 shrinks (replay: --seed 42)');
    expect(counterexample('"a"', 4, 'budget', 42)).toBe(
      'counterexample "a" after 4 shrinks, then the request budget was spent (replay: --seed 42)',
    );
    expect(counterexample('"a"', 0, 'interrupted', -7)).toBe(
      'counterexample "a" after 0 shrinks, then the run was interrupted (replay: --seed -7)',
    );
    expect(intermittent('7')).toBe(
      'counterexample 7, which answered conformingly when sent again: an intermittent failure, which --seed does not replay',
    );
    expect(requiredAll('needs --coupon-id')).toBe('needs --coupon-id (--require-all)');
  });
});

describe('not judged', () => {
  it('words every reason with the one prefix isNotJudged recognises', () => {
    const reasons = [
      [afterGate('coupon.status'), 'not judged: coupon.status failed'],
      [bodyUnreadable('the body is not JSON', 'coupon.json'), 'not judged: the body is not JSON (see coupon.json)'],
      [bodyMissing('the recording left the body out'), 'not judged: the recording left the body out'],
      [budgetSpent(10), 'not judged: no request left within --max-requests 10'],
      [
        partUnreadable({ at: '/startDate', problem: 'is not a date' }, 'coupon.dates.format'),
        'not judged: /startDate is not a date; see coupon.dates.format',
      ],
      [partUnreadable({ at: '', problem: 'is not an object' }), 'not judged: the body is not an object'],
      [partUnreadable({ at: '/a', problem: 'is null' }, ''), 'not judged: /a is null'],
    ] as const;
    for (const [message, text] of reasons) {
      expect(message).toBe(text);
      expect(isNotJudged(message)).toBe(true);
    }
    expect(isNotJudged('not judged offline: needs the id that was requested (--id)')).toBe(false);
    expect(isNotJudged('x not judged: y')).toBe(false);
  });
});

describe('needs', () => {
  it('names the flags, and reads them back from the message', () => {
    expect(needs(['--coupon-id'])).toBe('needs --coupon-id');
    expect(needs(['--coupon-id', '--inquiry-id'])).toBe('needs --coupon-id and --inquiry-id');
    expect(neededFlags('needs --coupon-id and --inquiry-id')).toBe('--coupon-id and --inquiry-id');
    expect(neededFlags('needs --probe-writes')).toBe('--probe-writes');
    expect(neededFlags('it needs --coupon-id')).toBeUndefined();
    expect(neededFlags('needs --coupon-id!')).toBeUndefined();
    expect(neededFlags('needs --coupon-id and')).toBeUndefined();
  });
});

describe('not run, not in', () => {
  it('says why', () => {
    expect(notRun('the run was interrupted')).toBe('not run: the run was interrupted');
    expect(notIn('the recording')).toBe('not in the recording: no exchange exercised this rule');
    expect(setAsideEntries('not in x', 'getCoupon', 1, 0)).toBe(
      'not in x (1 entry of getCoupon refused by the target or its gateway, not judged)',
    );
    expect(setAsideEntries('not in x', 'getCoupon', 2, 0)).toBe(
      'not in x (2 entries of getCoupon refused by the target or its gateway, not judged)',
    );
    expect(setAsideEntries('not in x', 'getCoupon', 0, 1)).toBe(
      'not in x (1 entry of getCoupon asked for by the client (Prefer), not judged)',
    );
    expect(setAsideEntries('not in x', 'getCoupon', 1, 2)).toBe(
      'not in x (1 entry of getCoupon refused by the target or its gateway, 2 entries of getCoupon asked for by the client (Prefer), not judged)',
    );
  });
});

describe('could not judge', () => {
  it('says why, and gives back the reason the target was unreachable', () => {
    expect(couldNotJudge('a 502')).toBe('could not judge: a 502');
    const message = targetUnreachable('connection refused');
    expect(message).toBe('could not judge: target unreachable: connection refused');
    expect(unreachableReason(message)).toBe('connection refused');
    expect(unreachableReason('could not judge: a 502')).toBeUndefined();
    expect(nothingIn('the recording')).toBe('could not judge: the recording holds no request of the three operations');
  });

  it('words a refusal and its challenge', () => {
    expect(refusalReason('refused', 403, 'Forbidden', 'check the keys')).toBe(
      'refused (403) by the target or its gateway: Forbidden; check the keys',
    );
    expect(blockedMidRun(30, 'refused (403)')).toBe('blocked after 30 requests answered: refused (403); nothing more was sent');
    expect(withChallenge('Unauthorized', 'Bearer realm="x"')).toBe('Unauthorized, with the challenge WWW-Authenticate: Bearer realm="x"');
    expect(challengeAdvice('Basic')).toBe(
      "it asks for Basic authentication: send it with --header 'Authorization: Basic ...', or check --base-url " +
        "(this API's gateway signs requests, with --access-key and --secret-key)",
    );
  });
});

describe('a duplicate name read as a parser that keeps the first value', () => {
  it('names the duplicate, the first value and the last, which JSON.parse reads', () => {
    expect(underFirstValue({ at: '/data/code', values: ['1', '2', '3'] }, 'expected 200, got 1')).toBe(
      'read as a parser that keeps the first value of a duplicate name: /data/code is 1 there, 3 to JSON.parse; expected 200, got 1',
    );
  });
});
