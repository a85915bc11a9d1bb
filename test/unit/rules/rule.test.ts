// A rule read in one place: its level from its title, the traits computed from its subject and needs, the
// id map of an operation, and the claims `on` builds (which field pointers and keywords they match).
import { describe, expect, it } from 'vitest';

import { defineRule, keywordsAnywhere, needs, on, readsDocument, readsNoBody, rulesById, type AnyRule } from '../../../src/rules/rule.js';
import type { SubjectName } from '../../../src/rules/subjects.js';

const rule = (
  id: string,
  extra: { title?: `MUST ${string}` | `SHOULD ${string}`; subject?: SubjectName; needs?: ('requestedId' | 'headers')[] } = {},
) =>
  defineRule({
    id,
    title: extra.title ?? 'MUST hold',
    operation: 'GET_COUPON_BY_ID',
    sources: ['docs/spec.md#coupon'],
    subject: extra.subject ?? 'document',
    ...(extra.needs ? { needs: extra.needs } : {}),
  }) as AnyRule;

describe('defineRule', () => {
  it('reads the level from the first word of the title, and freezes the rule', () => {
    const must = rule('a', { title: 'MUST hold' });
    expect(must).toEqual({
      id: 'a',
      title: 'MUST hold',
      operation: 'GET_COUPON_BY_ID',
      sources: ['docs/spec.md#coupon'],
      subject: 'document',
      level: 'MUST',
    });
    expect(Object.isFrozen(must)).toBe(true);
    expect(rule('b', { title: 'SHOULD hold' }).level).toBe('SHOULD');
    expect(rule('c', { title: 'SHOULD say MUST ' }).level).toBe('SHOULD');
    expect(rule('d', { title: 'MUSTn\u2019t' as `MUST ${string}` }).level).toBe('SHOULD');
  });
});

describe('traits', () => {
  it('reads the body for the document and the tree, only the head for the exchange', () => {
    const by = (subject: SubjectName) => [readsNoBody(rule('r', { subject })), readsDocument(rule('r', { subject }))];
    expect(by('exchange')).toEqual([true, false]);
    expect(by('request')).toEqual([false, false]);
    expect(by('document')).toEqual([false, true]);
    expect(by('tree')).toEqual([false, true]);
  });

  it('needs what its needs list', () => {
    expect(needs(rule('r', { needs: ['requestedId'] }), 'requestedId')).toBe(true);
    expect(needs(rule('r', { needs: ['requestedId'] }), 'headers')).toBe(false);
    expect(needs(rule('r'), 'headers')).toBe(false);
  });
});

describe('rulesById', () => {
  it('maps each id to its rule, in order, frozen', () => {
    const a = rule('a');
    const b = rule('b');
    const byId = rulesById([b, a]);
    expect(Object.entries(byId)).toEqual([
      ['b', b],
      ['a', a],
    ]);
    expect(Object.isFrozen(byId)).toBe(true);
  });

  it('refuses two rules of one id', () => {
    expect(() => rulesById([rule('a'), rule('b'), rule('a')])).toThrow(new Error('two rules share an id among a, b, a'));
  });
});

describe('claims', () => {
  const matches = (claim: ReturnType<typeof on>, pointers: string[]) => pointers.filter((p) => claim.at!.test(p));

  it('matches a pointer whole, * as any one segment', () => {
    const claim = on('/items/*/name', 'type');
    expect(claim.keywords).toEqual(['type']);
    expect(
      matches(claim, [
        '/items/0/name',
        '/items/ab/name',
        '/items/name',
        '/items/0/1/name',
        '/items/0/names',
        'x/items/0/name',
        '/items//name',
      ]),
    ).toEqual(['/items/0/name', '/items/ab/name']);
  });

  it('takes special characters of a pointer literally', () => {
    const claim = on('/a.b+(c)[d]{e}|f^g$h?i\\j');
    expect(claim).not.toHaveProperty('keywords');
    expect(matches(claim, ['/a.b+(c)[d]{e}|f^g$h?i\\j', '/aXb+(c)[d]{e}|f^g$h?i\\j', '/a.bb(c)[d]{e}|f^g$h?i\\j'])).toEqual([
      '/a.b+(c)[d]{e}|f^g$h?i\\j',
    ]);
  });

  it('matches any of several pointers, and the empty pointer only at the root', () => {
    expect(matches(on(['', '/a'], 'required', 'enum'), ['', '/a', '/b', '/a/b'])).toEqual(['', '/a']);
    expect(on(['', '/a'], 'required', 'enum').keywords).toEqual(['required', 'enum']);
  });

  it('takes a RegExp as it is, and keywords anywhere', () => {
    const tree = /^\/data(\/\d+\/child)*\/\d+$/;
    expect(on(tree).at).toBe(tree);
    expect(keywordsAnywhere('enum', 'const')).toEqual({ keywords: ['enum', 'const'] });
  });
});
