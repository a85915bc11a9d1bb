// The inquiry envelope's code of a success is 200 (D7), checked directly. Each violation whole.
import { describe, expect, it } from 'vitest';
import { codeIs200 } from '../../../../../src/rules/catalogue/inquiry/envelope.js';

describe('codeIs200', () => {
  it('holds for 200', () => expect(codeIs200({ code: { at: '/code', value: 200 } })).toEqual([]));

  it.each([0, 201, 404])('fails %i', (value) => {
    expect(codeIs200({ code: { at: '/code', value } })).toEqual([
      {
        instancePath: '/code',
        keyword: 'const',
        message: 'the envelope code of a successful answer is not 200',
        expected: '200',
        actual: `${value}`,
      },
    ]);
  });
});
