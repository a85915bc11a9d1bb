// The short texts of a violation (docs/rules.md, "Messages"): a value in the words of JSON, a body no field
// can be read from, a place in a body, and expected/actual of each kind of ajv error, pinned whole.
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';

import {
  fieldPath,
  oneOf,
  show,
  showBodyWithoutFields,
  showChoices,
  showOfAnotherType,
  showPlace,
  showPointer,
  showTyped,
  showDuplicate,
  showWritten,
  violationFromAjv,
} from '../../../src/rules/describe.js';
import { schemaNamed } from '../../../src/validation/load.js';

const ajvError = (keyword: string, params: Record<string, unknown>, extra: Partial<ErrorObject> = {}): ErrorObject => ({
  keyword,
  params,
  instancePath: '/a',
  schemaPath: `#/properties/a/${keyword}`,
  message: `ajv says ${keyword}`,
  ...extra,
});

describe('values in words', () => {
  it('shows a value as JSON, cut to 120 characters, and a missing one as missing', () => {
    expect(show(undefined)).toBe('nothing (missing)');
    expect(show({ a: [1, '2'] })).toBe('{"a":[1,"2"]}');
    expect(show('x'.repeat(130))).toBe(`"${'x'.repeat(119)}…`);
    expect(show('x'.repeat(118))).toBe(`"${'x'.repeat(118)}"`);
  });

  it('names the JSON type of a value whose type is wrong', () => {
    expect(showTyped(undefined)).toBe('nothing: the field is missing');
    expect(showTyped(null)).toBe('null');
    expect(showTyped(true)).toBe('true');
    expect(showTyped('7')).toBe('the string "7"');
    expect(showTyped(7)).toBe('the number 7');
    expect(showTyped(9007199254740992, '9007199254740993')).toBe('the number 9007199254740993');
    expect(showTyped([1, '2'])).toBe('the array [1,"2"]');
    expect(showTyped({ a: 1 })).toBe('the object {"a":1}');
  });

  it('names a value where another type is due', () => {
    expect(showOfAnotherType('11234224', 'a number')).toBe('"11234224", a string, not a number');
    expect(showOfAnotherType([], 'a string')).toBe('[], an array, not a string');
    expect(showOfAnotherType({}, 'a string')).toBe('{}, an object, not a string');
    expect(showOfAnotherType(1, 'a string')).toBe('1, a number, not a string');
    expect(showOfAnotherType(true, 'a string')).toBe('true, not a string');
    expect(showOfAnotherType(null, 'a string')).toBe('null, not a string');
  });

  it('shows a value as the body wrote it: an object or array on one line, anything else as written, cut to 120', () => {
    expect(showWritten('{ "a": [ 1.0 ] }')).toBe('{"a":[1]}');
    expect(showWritten('[ 1, 2 ]')).toBe('[1,2]');
    expect(showWritten('1.0')).toBe('1.0');
    expect(showWritten(' {"a":1}')).toBe(' {"a":1}');
    expect(showWritten('1'.repeat(120))).toBe('1'.repeat(120));
    expect(showWritten('1'.repeat(121))).toBe(`${'1'.repeat(120)}…`);
  });

  it('shows the values one object gives a name, and which each parser reads', () => {
    expect(showDuplicate({ values: ['1.0', '1.0'], differ: false })).toBe('twice, each time 1.0');
    expect(showDuplicate({ values: ['1', '2', '3'], differ: true })).toBe(
      '3 times: 1, then 2, then 3; JSON.parse reads the last, a parser that keeps the first reads 1',
    );
  });

  it('says what a body is when no field can be read from it', () => {
    expect(showBodyWithoutFields('\u0000', { ok: false, unreadable: true })).toBe('a body that cannot be read: why is not known');
    expect(showBodyWithoutFields('', { ok: false })).toBe('an empty body');
    expect(showBodyWithoutFields('<html>', { ok: false })).toBe('a body that is not JSON');
    expect(showBodyWithoutFields('null', { ok: true, value: null })).toBe('a body that is JSON null, not an object');
    expect(showBodyWithoutFields('"a"', { ok: true, value: 'a' })).toBe('a body that is a JSON string, not an object');
    expect(showBodyWithoutFields('[]', { ok: true, value: [] })).toBe('a body that is a JSON array, not an object');
  });

  it('lists words and choices', () => {
    expect(oneOf([])).toBe('');
    expect(oneOf(['a'])).toBe('a');
    expect(oneOf(['a', 'b'])).toBe('a or b');
    expect(oneOf(['a', 'b', 'c'])).toBe('a, b or c');
    expect(showChoices(['RATE', 'PRICE'])).toBe('"RATE" or "PRICE"');
    expect(showChoices(['ACTIVE', 'READY', 'DISABLED'])).toBe('one of "ACTIVE", "READY" or "DISABLED"');
    expect(showChoices([1])).toBe('1');
  });
});

describe('places', () => {
  it('names the top of the body, and shows a short pointer whole', () => {
    expect(showPlace('')).toBe('the top of the body');
    expect(showPlace('/a/0')).toBe('/a/0');
    const atLimit = `/${'x'.repeat(159)}`;
    expect(showPointer(atLimit)).toBe(atLimit);
  });

  it('shows both ends of a long pointer, with its depth when it nests children', () => {
    const flat = `/${'x'.repeat(160)}`;
    expect(showPointer(flat)).toBe(`/${'x'.repeat(39)}…${'x'.repeat(100)}`);
    const deep = `/items${'/child/0'.repeat(25)}`;
    expect(showPointer(deep)).toBe(`/items${'/child/0'.repeat(4)}/c…ld/0${'/child/0'.repeat(12)} (depth 25)`);
  });

  it('points at the property a required or additional-property error names, escaped', () => {
    expect(fieldPath(ajvError('required', { missingProperty: 'a/b~c' }, { instancePath: '/x' }))).toBe('/x/a~1b~0c');
    expect(fieldPath(ajvError('additionalProperties', { additionalProperty: 'extra' }, { instancePath: '' }))).toBe('/extra');
    expect(fieldPath(ajvError('type', { type: 'string' }, { instancePath: '/x/0' }))).toBe('/x/0');
  });
});

describe('violationFromAjv', () => {
  const seen = (error: ErrorObject, document: unknown, text?: string) => {
    const { expected, actual } = violationFromAjv(error, document, text);
    return { expected, actual };
  };

  it('keeps ajv error in its shape, at the field it is about', () => {
    const error = ajvError('required', { missingProperty: 'id' }, { instancePath: '', schemaPath: '#/required' });
    expect(violationFromAjv(error, {})).toEqual({
      instancePath: '/id',
      keyword: 'required',
      schemaPath: '#/required',
      message: 'ajv says required',
      expected: 'a value for id (the field is required)',
      actual: 'nothing: the field is missing',
    });
    expect(violationFromAjv({ ...error, message: undefined }, {}).message).toBe('required');
  });

  it('words a wrong type, null last, and the number as written', () => {
    expect(seen(ajvError('type', { type: 'integer' }), { a: '7' })).toEqual({ expected: 'a whole number', actual: 'the string "7"' });
    expect(seen(ajvError('type', { type: 'string,null' }), { a: 1 })).toEqual({ expected: 'a string or null', actual: 'the number 1' });
    expect(seen(ajvError('type', { type: ['null', 'object', 'array'] }), { a: true })).toEqual({
      expected: 'an object, an array or null',
      actual: 'true',
    });
    expect(seen(ajvError('type', { type: 'boolean' }), { a: 'x' }).expected).toBe('true or false');
    expect(seen(ajvError('type', { type: 'number' }), { a: 'x' }).expected).toBe('a number');
    expect(seen(ajvError('type', { type: 'mystery' }), { a: 'x' }).expected).toBe('mystery');
    const text = '{"a":1.0e0}';
    expect(seen(ajvError('type', { type: 'string' }), { a: 1 }, text)).toEqual({ expected: 'a string', actual: 'the number 1.0e0' });
  });

  it('says when a field may be null, for the fields of decisions D3 to D5', () => {
    const whenNull = (field: string) =>
      seen(ajvError('type', { type: 'string' }, { schemaPath: `#/then/properties/${field}/type` }), { a: null }).expected;
    expect(whenNull('publishedDate')).toBe('a string (null only while couponStatus is STANDBY, not yet issued)');
    expect(whenNull('answeredAt')).toBe('a string (null only while csPartnerCounselingStatus is requestAnswer, with no answer yet)');
    expect(whenNull('partnerTransferStatus')).toBe(
      "a string (null only on the seller's own reply, answerType vendor, not on a csAgent reply)",
    );
    expect(whenNull('other')).toBe('a string');
    expect(seen(ajvError('type', { type: 'string' }, { schemaPath: '#/then/properties/answeredAt/type/x' }), { a: 1 }).expected).toBe(
      'a string',
    );
    expect(seen(ajvError('type', { type: 'string' }, { schemaPath: 'x#/then/properties/answeredAt/type' }), { a: 1 }).expected).toBe(
      'a string',
    );
  });

  it('names an undocumented field', () => {
    const error = ajvError('additionalProperties', { additionalProperty: 'extra' }, { instancePath: '' });
    expect(violationFromAjv(error, { extra: [1] })).toMatchObject({
      instancePath: '/extra',
      expected: 'no extra (the spec does not document it)',
      actual: '[1]',
    });
  });

  it('words enum and const, and names an invisible difference from an allowed value', () => {
    expect(seen(ajvError('enum', { allowedValues: ['RATE', 'PRICE'] }), { a: 'FIXED' })).toEqual({
      expected: '"RATE" or "PRICE"',
      actual: '"FIXED"',
    });
    expect(seen(ajvError('enum', { allowedValues: ['RATE', 'PRICE'] }), { a: 'PRI\u200bCE' })).toEqual({
      expected: '"RATE" or "PRICE"',
      actual: '"PRI\u200bCE", which prints like "PRICE" but has U+200B ZERO WIDTH SPACE at offset 3',
    });
    expect(seen(ajvError('enum', { allowedValues: [1, 'PRICE'] }), { a: 'PRICE\u00a0' })).toEqual({
      expected: '1 or "PRICE"',
      actual: '"PRICE\u00a0"',
    });
    expect(seen(ajvError('const', { allowedValue: 'answered' }), { a: 'ans\u200bwered' })).toEqual({
      expected: '"answered"',
      actual: '"ans\u200bwered", which prints like "answered" but has U+200B ZERO WIDTH SPACE at offset 3',
    });
    expect(seen(ajvError('const', { allowedValue: 404 }), JSON.parse('{"a":9007199254740993}'), '{"a":9007199254740993}')).toEqual({
      expected: '404',
      actual: '9007199254740993',
    });
    expect(seen(ajvError('pattern', { pattern: '^a$' }), { a: 'a\u200b' }).actual).toBe('"a\u200b"');
    expect(seen(ajvError('const', { allowedValue: 'answered' }), { a: 7 }).actual).toBe('7');
  });

  it('shows a date pattern as the format the spec writes, any other pattern as itself', () => {
    const pattern = (name: string) => (schemaNamed('common')['$defs'] as Record<string, { pattern: string }>)[name]!.pattern;
    expect(seen(ajvError('pattern', { pattern: pattern('couponDateTime') }), { a: '2024-1-1' })).toEqual({
      expected: 'a date and time written YYYY-MM-DD HH:MM:SS',
      actual: '"2024-1-1"',
    });
    expect(seen(ajvError('pattern', { pattern: pattern('inquiryTimestamp') }), { a: 'x' }).expected).toBe(
      'a timestamp written YYYY-MM-DDThh:mm:ss.ssssss±hh:mm (six fractional digits, offset from -14:00 to +14:00)',
    );
    expect(seen(ajvError('pattern', { pattern: '^[0-9]+$' }), { a: 'x' }).expected).toBe('a string matching /^[0-9]+$/');
  });

  it('words a format, on a day that exists when the spec writes it', () => {
    expect(seen(ajvError('format', { format: 'coupon-date-time' }), { a: '2024-02-30 00:00:00' }).expected).toBe(
      'a date and time written YYYY-MM-DD HH:MM:SS, on a day that exists',
    );
    expect(seen(ajvError('format', { format: 'email' }), { a: 'x' }).expected).toBe('a string in the format email');
  });

  it('words limits and lengths', () => {
    expect(seen(ajvError('minimum', { comparison: '>=', limit: 1 }), { a: 0 })).toEqual({ expected: 'a number >= 1', actual: '0' });
    expect(seen(ajvError('maximum', { comparison: '<', limit: 10 }), { a: 10 }).expected).toBe('a number < 10');
    expect(seen(ajvError('minItems', { limit: 1 }), { a: [] })).toEqual({ expected: 'an array of at least 1 item', actual: '[]' });
    expect(seen(ajvError('minItems', { limit: 2 }), { a: [] }).expected).toBe('an array of at least 2 items');
  });

  it('words "at least one of these fields" at the root, and other errors by their message', () => {
    const neither = ajvError('not', {}, { instancePath: '', schemaPath: '#/not' });
    expect(seen(neither, {})).toEqual({ expected: 'maximumPerDaily or maximumPerDay (one of them is required)', actual: 'neither' });
    expect(seen(ajvError('not', {}), { a: 1 })).toEqual({ expected: 'ajv says not', actual: '1' });
    expect(seen(ajvError('not', {}, { message: undefined }), { a: 1 }).expected).toBe('not');
    expect(seen(ajvError('uniqueItems', {}), { a: [1, 1] })).toEqual({ expected: 'ajv says uniqueItems', actual: '[1,1]' });
    expect(seen(ajvError('uniqueItems', {}, { message: undefined }), { a: [] }).expected).toBe('uniqueItems');
  });
});
