// The checks of the documented 4xx answers, called directly on hand-built exchanges: where the wording is
// looked for and what a report says was there instead. Each violation is asserted whole.
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_WORDINGS, messagePatternOf, shownOf } from '../../../../src/documented-wordings.js';
import type { Exchange } from '../../../../src/http/types.js';
import {
  DOCUMENTED,
  errorBodyShape,
  expectWording,
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

/**
 * The inquiry's 404 with only its first wording, recognised as the checks recognise a documented one: what these
 * tests show of the mechanism holds whatever other wordings src/documented-wordings.ts comes to document.
 */
const firstWordingOnly = { ...DOCUMENTED_WORDINGS.inquiryNotFound, wordings: [DOCUMENTED_WORDINGS.inquiryNotFound.wordings[0]] } as const;
const INQUIRY_NOT_FOUND = { pattern: new RegExp(messagePatternOf(firstWordingOnly), 'u'), shown: shownOf(firstWordingOnly) };
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
  const inquiryNotFound = (answer: Exchange) => expectWording(answer, INQUIRY_NOT_FOUND);

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
