// The ids the properties send (decision D10): unknown ids across the whole range of D17, malformed ids
// that no stack reads as a number, and edge forms that every stack reads as the id itself (or no id).
// A generator that drifted would send ids of the wrong class, and the property would judge them with
// the wrong judge; each class is checked on a large deterministic sample.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { edgeFormArbitrary, malformedIdArbitrary, unknownIdArbitrary, type EdgeForm } from '../../../src/cases/id-arbitraries.js';
import { MAX_ID, isWellFormedId } from '../../../src/id-range.js';
import { idFormOf, numberReadIn } from '../../../src/id-readings.js';

const sample = <T>(arbitrary: fc.Arbitrary<T>, numRuns = 3000) => fc.sample(arbitrary, { seed: 7, numRuns });

describe('unknownIdArbitrary', () => {
  const ids = sample(unknownIdArbitrary());

  it('draws well-formed ids only, small and large, past what a double holds up to the largest id', () => {
    expect(ids.filter((id) => !isWellFormedId(id))).toEqual([]);
    const values = ids.map(BigInt);
    expect(values.some((v) => v < 1_000_000n)).toBe(true);
    expect(values.some((v) => v >= 1_000_000n && v < 100_000_000_000n)).toBe(true);
    expect(values.some((v) => v >= 100_000_000_000n && v <= BigInt(Number.MAX_SAFE_INTEGER))).toBe(true);
    expect(values.some((v) => v > BigInt(Number.MAX_SAFE_INTEGER))).toBe(true);
    // The ends of the range (D17) are drawn too.
    expect(ids).toEqual(expect.arrayContaining(['1', MAX_ID.toString()]));
  });

  it('never draws an id known to exist', () => {
    const excluded = sample(unknownIdArbitrary({ exclude: ['1', MAX_ID.toString()] }));
    expect(excluded.filter((id) => id === '1' || id === MAX_ID.toString())).toEqual([]);
  });
});

describe('malformedIdArbitrary', () => {
  const ids = sample(malformedIdArbitrary());

  it('draws ids no stack reads as a number, never a lone dot or two, with no white space', () => {
    expect(ids.filter((id) => numberReadIn(id) !== null || idFormOf(id) !== 'malformed')).toEqual([]);
    expect(ids.filter((id) => id === '.' || id === '..' || /\s/u.test(id))).toEqual([]);
  });

  it('nothing that would break the path segment: no slash, backslash, ? or #, and % only in an escape', () => {
    expect(ids.filter((id) => /[/\\?#]/.test(id) || /%(?![0-9A-F]{2})/.test(id))).toEqual([]);
  });

  it('with letters, punctuation, BMP text, astral characters and literal escapes, among digits at times', () => {
    const some = (pattern: RegExp) => ids.some((id) => pattern.test(id));
    expect(some(/[a-z]/)).toBe(true);
    expect(some(/[A-Z]/)).toBe(true);
    for (const mark of `!"$&'()*,:;<=>@[]^_\`{|}~.`) expect([mark, ids.some((id) => id.includes(mark))]).toEqual([mark, true]);
    expect(some(/[\u00a1-\ud7ff]/u)).toBe(true);
    expect(some(/[\u{1f300}-\u{1faff}]/u)).toBe(true);
    for (const escape of ['%41', '%20', '%ED%95%9C']) expect([escape, ids.some((id) => id.includes(escape))]).toEqual([escape, true]);
    expect(some(/^[0-9]+\D/u)).toBe(true);
    expect(some(/\D[0-9]+$/u)).toBe(true);
  });

  it('keeps to about maxLength characters: half of it in leading digits, half in what follows', () => {
    const short = sample(malformedIdArbitrary({ maxLength: 4 }));
    expect(short.filter((id) => /^[0-9]{3}/.test(id))).toEqual([]);
    expect(short.some((id) => /^[0-9]{2}/.test(id))).toBe(true);
    expect(ids.some((id) => /^[0-9]{6}/.test(id))).toBe(true);
    expect(ids.filter((id) => /^[0-9]{7}/.test(id))).toEqual([]);
  });

  it('with maxLength 0, draws the marker alone: never white space or a digit of any script, BMP text among them', () => {
    // White space and other scripts' digits are rare among BMP characters: a large sample finds them.
    const escapes = ['%41', '%20', '%ED%95%9C'];
    const markers = sample(malformedIdArbitrary({ maxLength: 0 }), 20_000).filter((id) => !escapes.includes(id));
    expect(markers.filter((id) => [...id].length > 1)).toEqual([]);
    expect(markers.filter((id) => /[\s\p{Nd}]/u.test(id) || id === '.')).toEqual([]);
    expect(markers.some((id) => /^[\u00a1-\ud7ff]$/u.test(id))).toBe(true);
  });
});

describe('edgeFormArbitrary', () => {
  const id = '11234224';
  const forms = sample(edgeFormArbitrary({ ids: [id] }));
  const of = (form: EdgeForm['form']) => forms.filter((f) => f.form === form).map((f) => f.id);

  it('draws every form, each an edge form of the id given (never well-formed, never malformed)', () => {
    expect(new Set(forms.map((f) => f.form))).toEqual(
      new Set([
        'negative',
        'leading +',
        'leading zeros',
        'surrounding spaces',
        'beyond 64 bits',
        'digits of another script',
        'hexadecimal',
        'digit groups',
      ]),
    );
    expect(forms.filter((f) => idFormOf(f.id) !== 'edge form')).toEqual([]);
  });

  it('writes the id itself in each form that a common stack reads as that very number', () => {
    const readAsTheId: EdgeForm['form'][] = [
      'leading +',
      'leading zeros',
      'surrounding spaces',
      'digits of another script',
      'hexadecimal',
      'digit groups',
    ];
    expect(forms.filter((f) => readAsTheId.includes(f.form) && numberReadIn(f.id) !== BigInt(id))).toEqual([]);
    expect(new Set(of('negative'))).toEqual(new Set([`-${id}`]));
    expect(new Set(of('leading +'))).toEqual(new Set([`+${id}`]));
  });

  it('pads with one to six zeros, or one to three spaces before or after', () => {
    expect(new Set(of('leading zeros').map((text) => text.length - id.length))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(of('leading zeros').every((text) => /^0+11234224$/.test(text))).toBe(true);
    const spaced = of('surrounding spaces');
    expect(spaced.every((text) => /^ {1,3}11234224$|^11234224 {1,3}$/.test(text))).toBe(true);
    expect(spaced.some((text) => text.startsWith(' '))).toBe(true);
    expect(spaced.some((text) => text.endsWith(' '))).toBe(true);
  });

  it('overflows 64 bits onto the id itself, for a parser that wraps around', () => {
    const values = of('beyond 64 bits').map(BigInt);
    expect(values.filter((v) => v % 2n ** 64n !== BigInt(id) || v < 2n ** 64n)).toEqual([]);
    expect(values.some((v) => v > 2n ** 65n)).toBe(true);
  });

  it('other scripts: never the ASCII digits alone, in one to three scripts', () => {
    const texts = of('digits of another script');
    expect(texts.filter((text) => /^[0-9]/.test(text))).toEqual([]);
    expect(texts.some((text) => /[0-9]/.test(text))).toBe(true);
    const scripts = (text: string) => new Set([...text].map((c) => c.codePointAt(0)! - Number(numberReadIn(c)))).size;
    expect(texts.some((text) => scripts(text) === 3)).toBe(true);
    expect(texts.filter((text) => scripts(text) > 3)).toEqual([]);
  });

  it("Spring's hexadecimal with each prefix and in both cases; Python's digit groups with one underscore inside", () => {
    const hex = of('hexadecimal');
    expect(new Set(hex)).toEqual(new Set(['0xab6bb0', '0XAB6BB0', '#ab6bb0', '0Xab6bb0', '0xAB6BB0', '#AB6BB0']));
    const groups = of('digit groups');
    expect(groups.every((text) => /^[0-9]+_[0-9]+$/.test(text) && text.replace('_', '') === id)).toBe(true);
    expect(new Set(groups).size).toBe(id.length - 1);
    expect(
      new Set(
        sample(edgeFormArbitrary({ ids: ['7'] }), 500)
          .filter((f) => f.form === 'digit groups')
          .map((f) => f.id),
      ),
    ).toEqual(new Set(['0_7']));
  });
});
