// The number in the coupon 404's message (D9), checked directly on hand-built exchanges: partly masked, in any
// documented wording, its visible digits those of the couponId requested. Each violation is asserted whole.
import { describe, expect, it } from 'vitest';
import { maskedDigitsAgree, maskedNumber } from '../../../../../src/rules/catalogue/coupon/masked-number.js';
import { exchange } from '../../../../support/judges/exchange.js';

const notFound = (body: unknown) => exchange({ status: 404, body });

describe('maskedNumber: the 404 number is partly masked', () => {
  const masked = (message: string) => maskedNumber({ exchange: notFound({ code: 404, message }), requestedId: '11234224' });
  const notMasked = (actual: string) => [
    {
      instancePath: '/message',
      keyword: 'masked',
      message: 'the number in the 404 message is not partly masked',
      expected: 'digits and at least one * in the parentheses (e.g. 11234***)',
      actual,
    },
  ];

  it('holds for digits and at least one *, in either wording', () => {
    expect(masked('The promotion does not exist (11234***)')).toEqual([]);
    expect(masked('The promotion does not exist(1***4224)')).toEqual([]);
    expect(masked('존재 하지 않는 프로모션 (112342**)')).toEqual([]);
  });

  it('says there are no parentheses after the wording', () => {
    expect(masked('The promotion does not exist')).toEqual(notMasked('no parentheses after the message'));
    expect(masked('The promotion does not exist 11234***')).toEqual(notMasked('no parentheses after the message'));
  });

  it('shows what the parentheses hold when it is not digits and *', () => {
    expect(masked('The promotion does not exist (x1234***)')).toEqual(notMasked('"x1234***"'));
    expect(masked('The promotion does not exist (11234***x)')).toEqual(notMasked('"11234***x"'));
    expect(masked('The promotion does not exist (1123 4***)')).toEqual(notMasked('"1123 4***"'));
    expect(masked('The promotion does not exist ()')).toEqual(notMasked('""'));
  });

  it('asks for at least one digit and at least one *', () => {
    expect(masked('The promotion does not exist (11234224)')).toEqual(notMasked('"11234224"'));
    expect(masked('The promotion does not exist (********)')).toEqual(notMasked('"********"'));
  });
});

describe('maskedDigitsAgree: the visible digits are those of the couponId requested', () => {
  const agree = (message: string, requestedId: string) => maskedDigitsAgree({ exchange: notFound({ message }), requestedId });

  it('holds when every visible digit is the requested one at its place', () => {
    expect(agree('The promotion does not exist (11234***)', '11234224')).toEqual([]);
    expect(agree('The promotion does not exist (*1*3*2*4)', '11234224')).toEqual([]);
    expect(agree('The promotion does not exist (11***)', '11234224')).toEqual([]);
  });

  it('has nothing to compare without parentheses (maskedNumber says so)', () => {
    expect(agree('The promotion does not exist', '11234224')).toEqual([]);
    expect(agree('Not Found', '11234224')).toEqual([]);
  });

  it('says the masked form is of another number', () => {
    const wrong = (actual: string) => [
      {
        instancePath: '/message',
        keyword: 'masked',
        message: 'the visible digits do not agree with the requested couponId',
        expected: 'a masked form of 11234224',
        actual,
      },
    ];
    expect(agree('The promotion does not exist (11235***)', '11234224')).toEqual(wrong('"11235***"'));
    // One character more than the id: a digit where the id has none.
    expect(agree('The promotion does not exist (11234***5)', '11234224')).toEqual(wrong('"11234***5"'));
  });
});
