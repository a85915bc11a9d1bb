// The checks of the documented 4xx answers, called directly on hand-built exchanges: where the wording is
// looked for, what a report says was there instead, the masked number of the coupon 404. Each violation is
// asserted whole.
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../../../src/http/types.js';
import {
  DOCUMENTED,
  badRequestNamed,
  errorBodyShape,
  expectWording,
  maskedDigitsAgree,
  maskedNumber,
  messageFieldText,
  messageFieldTexts,
} from '../../../../src/rules/checks/error-messages.js';
import { exchange, type ExchangeSpec } from '../../../support/judges/exchange.js';

const UNREADABLE = 'bytes that are not UTF-8 at offset 3';
/** A body the client could not decode: `body` is then only a rendering for a person to look at. */
function unreadable(spec: ExchangeSpec): Exchange {
  const answer = exchange(spec);
  return { ...answer, response: { ...answer.response, unreadable: UNREADABLE } };
}

const notFound = (body: unknown) => exchange({ status: 404, body });
const badRequest = (body: unknown) => exchange({ status: 400, body });

describe('messageFieldTexts: where a documented wording may appear', () => {
  it('is the message field of a JSON object, as written', () => {
    expect(messageFieldTexts(notFound({ code: 404, message: ' Inquiry not found ' }))).toEqual([' Inquiry not found ']);
  });

  it('is nothing for a JSON body without a string message', () => {
    expect(messageFieldTexts(notFound({ code: 404 }))).toEqual([]);
    expect(messageFieldTexts(notFound({ message: 42 }))).toEqual([]);
    expect(messageFieldTexts(notFound({ detail: 'Inquiry not found' }))).toEqual([]);
    expect(messageFieldTexts(notFound(['Inquiry not found']))).toEqual([]);
  });

  it('is the whole text of a body that is not JSON, without a leading byte order mark or surrounding white space', () => {
    expect(messageFieldTexts(notFound('\uFEFF  Inquiry not found \n'))).toEqual(['Inquiry not found']);
    // A byte order mark before JSON makes it no JSON: the text after the mark is read.
    expect(messageFieldTexts(notFound('\uFEFF{"message":"Inquiry not found"}'))).toEqual(['{"message":"Inquiry not found"}']);
  });

  it('keeps a byte order mark that is not at the start', () => {
    expect(messageFieldTexts(notFound('Inquiry\uFEFF not found'))).toEqual(['Inquiry\uFEFF not found']);
  });

  it('is nothing for a body that cannot be read, whatever its rendering shows', () => {
    expect(messageFieldTexts(unreadable({ status: 404, body: 'Inquiry not found' }))).toEqual([]);
  });
});

describe('messageFieldText: the message for evidence', () => {
  it('is the message field, nothing when there is none, and why when the body cannot be read', () => {
    expect(messageFieldText(notFound({ message: 'Inquiry not found' }))).toBe('Inquiry not found');
    expect(messageFieldText(notFound({ code: 404 }))).toBe('');
    expect(messageFieldText(unreadable({ status: 404, body: 'Inquiry not found' }))).toBe(UNREADABLE);
  });
});

describe('expectWording', () => {
  const missing = (actual: string) => [
    {
      instancePath: '/message',
      keyword: 'message',
      message: 'documented error message missing',
      expected: 'the message "Inquiry not found"',
      actual,
    },
  ];
  const inquiryNotFound = (answer: Exchange) => expectWording(answer, DOCUMENTED.inquiryNotFound);

  it('holds for the documented wording, give or take white space around it', () => {
    expect(inquiryNotFound(notFound({ code: 404, message: 'Inquiry not found' }))).toEqual([]);
    expect(inquiryNotFound(notFound({ message: '  Inquiry not found\n' }))).toEqual([]);
    expect(inquiryNotFound(notFound('Inquiry not found'))).toEqual([]);
  });

  it('shows every accepted wording of the coupon 404', () => {
    expect(expectWording(notFound({ message: 'No such coupon' }), DOCUMENTED.couponNotFound)).toEqual([
      {
        instancePath: '/message',
        keyword: 'message',
        message: 'documented error message missing',
        expected: 'the message "The promotion does not exist (<masked number>)" or "존재 하지 않는 프로모션 (<masked number>)"',
        actual: '"No such coupon"',
      },
    ]);
  });

  it('says which message was there instead', () => {
    expect(inquiryNotFound(notFound({ message: 'Not Found' }))).toEqual(missing('"Not Found"'));
  });

  it('says the body is empty, or not JSON and what it says', () => {
    expect(inquiryNotFound(notFound(''))).toEqual(missing('an empty body'));
    expect(inquiryNotFound(notFound('<h1>Not Found</h1>'))).toEqual(missing('a body that is not JSON: "<h1>Not Found</h1>"'));
  });

  it('says the body is JSON but no object', () => {
    expect(inquiryNotFound(notFound(['Inquiry not found']))).toEqual(
      missing('a body that is a JSON array, not an object with a field message: ["Inquiry not found"]'),
    );
  });

  it('says the message is not a string, or missing', () => {
    expect(inquiryNotFound(notFound({ message: 42 }))).toEqual(missing('a message that is not a string: 42'));
    expect(inquiryNotFound(notFound({ code: 404 }))).toEqual(missing('no field message at the top level'));
  });

  it('points at the first place in document order where the text is instead', () => {
    expect(inquiryNotFound(notFound({ message: null, detail: 'Inquiry not found' }))).toEqual(
      missing('a message that is not a string: null (the text is at /detail, where clients do not read it)'),
    );
    expect(inquiryNotFound(notFound({ detail: 'Inquiry not found', error: { message: 'Inquiry not found' } }))).toEqual(
      missing('no field message at the top level (the text is at /detail, where clients do not read it)'),
    );
  });

  it('looks at the first 10,000 values of a body for the text elsewhere, and no further', () => {
    // The body is visit 0, its array visit 1, the array's item i visit i + 2.
    const itemAt = (index: number) => ({ detail: [...Array<number>(index).fill(0), 'Inquiry not found'] });
    expect(inquiryNotFound(notFound(itemAt(9_997)))).toEqual(
      missing('no field message at the top level (the text is at /detail/9997, where clients do not read it)'),
    );
    expect(inquiryNotFound(notFound(itemAt(9_998)))).toEqual(missing('no field message at the top level'));
  });

  it('says why a body that cannot be read has no wording, even when its rendering shows one', () => {
    expect(inquiryNotFound(unreadable({ status: 404, body: 'Inquiry not found' }))).toEqual(
      missing(`a body that cannot be read: ${UNREADABLE}`),
    );
    expect(
      expectWording(unreadable({ status: 400, body: '{"message":"Invalid format inquiryId : 12a"}' }), DOCUMENTED.inquiryInvalidFormat),
    ).toEqual([
      {
        instancePath: '/message',
        keyword: 'message',
        message: 'documented error message missing',
        expected: 'the message "Invalid format inquiryId : "',
        actual: `a body that cannot be read: ${UNREADABLE}`,
      },
    ]);
  });

  it('names an invisible character that makes a message print like the documented one', () => {
    expect(inquiryNotFound(notFound({ message: 'Inquiry not\u200B found' }))).toEqual(
      missing('"Inquiry not\u200B found", which prints like the documented message but has U+200B ZERO WIDTH SPACE at offset 11'),
    );
  });
});

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

describe('badRequestNamed: the coupon 400 body names the error', () => {
  it('holds for the wording or the code anywhere in the body', () => {
    expect(badRequestNamed(badRequest({ code: 'HTTP_400', message: 'Bad Request' }))).toEqual([]);
    expect(badRequestNamed(badRequest({ error: 'Bad Request' }))).toEqual([]);
    expect(badRequestNamed(badRequest({ code: 'HTTP_400' }))).toEqual([]);
    expect(badRequestNamed(badRequest('400 Bad Request'))).toEqual([]);
  });

  it('shows the body that names neither', () => {
    expect(badRequestNamed(badRequest('invalid couponId'))).toEqual([
      {
        instancePath: '',
        keyword: 'message',
        message: 'the 400 body does not name the error',
        expected: 'Bad Request or HTTP_400 in the body',
        actual: '"invalid couponId"',
      },
    ]);
  });
});

describe('errorBodyShape: a JSON object with a string message', () => {
  it('holds for such an object', () => {
    expect(errorBodyShape(badRequest({ code: 400, message: 'Bad Request' }))).toEqual([]);
  });

  it('says a body is not JSON', () => {
    expect(errorBodyShape(badRequest('\uFEFF{"message":"Bad Request"}'))).toEqual([
      {
        instancePath: '',
        keyword: 'json',
        message: 'error body is not JSON',
        expected: 'a JSON object with a string message',
        actual: '"\uFEFF{\\"message\\":\\"Bad Request\\"}"',
      },
    ]);
  });

  it('says what the schema finds wrong with JSON of another shape', () => {
    expect(errorBodyShape(badRequest({ code: 400, message: 42 }))).toEqual([
      {
        instancePath: '/message',
        schemaPath: '#/properties/message/type',
        keyword: 'type',
        message: 'must be string',
        expected: 'a string',
        actual: 'the number 42',
      },
    ]);
  });
});
