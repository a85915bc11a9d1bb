// JSON Pointers (RFC 6901): escaping a key, and reading the value a pointer names.
import { describe, expect, it } from 'vitest';

import { escapePointer, valueAt } from '../../../src/rules/pointers.js';
import { violation } from '../../../src/rules/violation.js';

describe('escapePointer', () => {
  it('escapes every ~ and / of a key, ~ first', () => {
    expect(escapePointer('a/b~c/d~~')).toBe('a~1b~0c~1d~0~0');
    expect(escapePointer('~1')).toBe('~01');
  });
});

describe('valueAt', () => {
  const document = { a: { 'b/c': [10, { 'd~e': 'x' }] }, '': 'empty key', n: null };

  it('reads the value a pointer names, unescaping its segments', () => {
    expect(valueAt(document, '')).toBe(document);
    expect(valueAt(document, '/a/b~1c/0')).toBe(10);
    expect(valueAt(document, '/a/b~1c/1/d~0e')).toBe('x');
    expect(valueAt(document, '/')).toBe('empty key');
    expect(valueAt({ '~1': 'tilde one' }, '/~01')).toBe('tilde one');
  });

  it('reads nothing where there is nothing, or below a value that is not an object or array', () => {
    expect(valueAt(document, '/missing')).toBeUndefined();
    expect(valueAt(document, '/n/x')).toBeUndefined();
    expect(valueAt(document, '/a/b~1c/1/d~0e/length')).toBeUndefined();
    expect(valueAt('text', '/length')).toBeUndefined();
  });
});

describe('violation', () => {
  it('is at the whole answer unless placed, with expected and actual only when given', () => {
    expect(violation('status', { message: 'm' })).toStrictEqual({ instancePath: '', keyword: 'status', message: 'm' });
    expect(violation('enum', { at: '/a', message: 'm', expected: 'x', actual: 'y' })).toStrictEqual({
      instancePath: '/a',
      keyword: 'enum',
      message: 'm',
      expected: 'x',
      actual: 'y',
    });
  });
});
