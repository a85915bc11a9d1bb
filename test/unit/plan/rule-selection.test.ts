// --only and --skip: globs over rule ids. A deselected rule is reported as skipped, never passed, and a glob
// that names no rule is a usage error that says what was probably meant.
import { describe, expect, it } from 'vitest';

import { UsageError } from '../../../src/config/usage-error.js';
import { ruleGlob, selectRules } from '../../../src/plan/rule-selection.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';

const ids = catalogue.map((rule) => rule.id);
const kept = (only: string[], skip: string[]) => {
  const { deselected } = selectRules(ids, only, skip);
  return ids.filter((id) => !deselected.has(id));
};

describe('rule globs', () => {
  it('* spans dots, ? is one character, everything else is literal, the whole id matched', () => {
    expect(ruleGlob('coupon.*').test('coupon.found.status')).toBe(true);
    expect(ruleGlob('*.status').test('inquiry.not-found.status')).toBe(true);
    expect(ruleGlob('coupon.found.statu?').test('coupon.found.status')).toBe(true);
    expect(ruleGlob('coupon.found').test('coupon.found.status')).toBe(false);
    expect(ruleGlob('found.status').test('coupon.found.status')).toBe(false);
    expect(ruleGlob('coupon.found').test('couponXfound')).toBe(false);
    // The characters a regular expression gives a meaning: each stands for itself.
    for (const literal of ['a+b', 'a(b)', 'a[b]', 'a{1}', 'a|b', 'a^b$', 'a\\b'])
      expect([literal, ruleGlob(literal).test(literal)]).toEqual([literal, true]);
    expect(ruleGlob('a+b').test('aab')).toBe(false);
    expect(ruleGlob('a|b').test('a')).toBe(false);
  });
});

describe('selectRules', () => {
  it('keeps every rule with neither --only nor --skip', () => {
    expect(selectRules(ids, [], []).deselected).toEqual(new Set());
  });

  it('--only keeps what its globs name, then --skip leaves out what its globs name', () => {
    expect(kept(['inquiry.*'], ['inquiry.foreign.*'])).toEqual(
      ids.filter((id) => id.startsWith('inquiry.') && !id.startsWith('inquiry.foreign.')),
    );
    expect(kept(['coupon.id-echo', 'inquiry.id-echo'], [])).toEqual(['coupon.id-echo', 'inquiry.id-echo']);
    expect(kept([], ['coupon.*', 'categories.*'])).toEqual(ids.filter((id) => id.startsWith('inquiry.')));
    expect(selectRules(ids, ['inquiry.*'], []).deselected.has('coupon.id-echo')).toBe(true);
  });

  it('a glob that names no rule is a usage error, naming the option and the nearest id', () => {
    expect(() => selectRules(ids, [], ['coupon.id-ecko'])).toThrow(UsageError);
    expect(() => selectRules(ids, [], ['coupon.id-ecko'])).toThrow(
      new UsageError('--skip coupon.id-ecko: names no rule (did you mean coupon.id-echo?) (list the rules with the rules command)'),
    );
    expect(() => selectRules(ids, ['zzzzzzzzzzzz'], [])).toThrow(
      new UsageError('--only zzzzzzzzzzzz: names no rule (list the rules with the rules command)'),
    );
  });

  const couponRules = catalogue.filter((rule) => rule.operation === 'GET_COUPON_BY_ID').length;
  it.each([
    [
      'coupons.*',
      `(did you mean coupon.*? it names coupon.no-server-error, coupon.found.status, coupon.found.content-type, ... (${couponRules} rules))`,
    ],
    ['coupon.polcy.*', '(did you mean coupon.policy.*? it names coupon.policy.discount-type, coupon.policy.price-maximum-discount, '],
    ['inqiury.reply.*', '(did you mean inquiry.reply.*? it names inquiry.reply.timestamp, inquiry.reply.statuses, inquiry.reply.fields)'],
    ['*.statuz', '(did you mean *.status? it names coupon.found.status, coupon.not-found.status, coupon.malformed.status, ...'],
    ['coupon.found.stat', '(did you mean coupon.found.status?)'],
    // A glob one letter off an id: the id, not the id with `.*` (a glob of an id's leading parts is never the whole id).
    ['coupon.found.statu.*', '(did you mean coupon.found.status?)'],
  ])('a glob that names no rule names the nearest ids: %s', (glob, hint) => {
    expect(() => selectRules(ids, [glob], [])).toThrow(`--only ${glob}: names no rule ${hint}`);
  });
});
