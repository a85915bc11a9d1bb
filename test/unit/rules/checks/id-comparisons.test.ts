// The checks that compare the id requested with the id answered, called directly: exactly (ids beyond
// 2^53 as written), at the bounds of the ids (1 and 2^63-1, decision D17), and for edge forms of an id
// (decision D10). Each violation is asserted whole.
import { describe, expect, it } from 'vitest';
import { edgeIdAnswered, edgeIdSafe, idEchoed } from '../../../../src/rules/checks/id-comparisons.js';
import { exchange, type ExchangeSpec } from '../../../support/judges/exchange.js';
import { recordResponse } from '../../../../src/http/recorded-response.js';

const COUPON_ID = '/couponId';
const INQUIRY_ID = '/data/inquiryId';

describe('idEchoed: the body is about the id requested', () => {
  it('holds for the same number', () => {
    expect(idEchoed({ at: COUPON_ID, value: 11234224 }, { requestedId: '11234224', body: '{"couponId":11234224}' })).toEqual([]);
  });

  it('compares an id beyond 2^53 by the digits the body wrote, not by its double', () => {
    const body = '{"couponId":9007199254740993}';
    // JSON.parse reads the id as 2^53, one less than written.
    const id = { at: COUPON_ID, value: 2 ** 53 };
    expect(idEchoed(id, { requestedId: '9007199254740993', body })).toEqual([]);
    expect(idEchoed(id, { requestedId: '9007199254740992', body })).toEqual([
      {
        instancePath: COUPON_ID,
        keyword: 'id-echo',
        message: 'the body is about another id than the one requested',
        expected: '9007199254740992',
        actual: '9007199254740993',
      },
    ]);
  });

  it('says the body is about another id', () => {
    expect(idEchoed({ at: COUPON_ID, value: 11234225 }, { requestedId: '11234224', body: '{"couponId":11234225}' })).toEqual([
      {
        instancePath: COUPON_ID,
        keyword: 'id-echo',
        message: 'the body is about another id than the one requested',
        expected: '11234224',
        actual: '11234225',
      },
    ]);
  });

  it('takes a fraction for another id, even where the id requested is no number either', () => {
    const fraction = { at: INQUIRY_ID, value: 7.5 };
    const about = (requestedId: string) => idEchoed(fraction, { requestedId, body: '{"data":{"inquiryId":7.5}}' });
    const another = (expected: string) => [
      {
        instancePath: INQUIRY_ID,
        keyword: 'id-echo',
        message: 'the body is about another id than the one requested',
        expected,
        actual: '7.5',
      },
    ];
    expect(about('7')).toEqual(another('7'));
    expect(about('abc')).toEqual(another('abc'));
  });

  it('takes a number of more digits than any request line carries for another id', () => {
    const huge = { at: INQUIRY_ID, value: Infinity };
    expect(idEchoed(huge, { requestedId: '1', body: '{"data":{"inquiryId":1e99999999}}' })).toEqual([
      {
        instancePath: INQUIRY_ID,
        keyword: 'id-echo',
        message: 'the body is about another id than the one requested',
        expected: '1',
        actual: '1e99999999',
      },
    ]);
  });
});

describe('edgeIdSafe: an edge form of an id gets no 5xx, nor a 200 for another resource', () => {
  const answered = (requestedId: string, spec: ExchangeSpec, pointer = COUPON_ID) =>
    edgeIdSafe({ exchange: exchange(spec), requestedId }, pointer);
  const unsafe = (requestedId: string, expected: string, actual: string, pointer = COUPON_ID) => [
    {
      instancePath: pointer,
      keyword: 'edge-id',
      message: `200 for the edge form ${JSON.stringify(requestedId)} of an id`,
      expected,
      actual,
    },
  ];

  it('holds for 400 and 404, whatever the body', () => {
    expect(answered('+11234224', { status: 400, body: 'Bad Request' })).toEqual([]);
    expect(answered('+11234224', { status: 404, body: { couponId: 1 } })).toEqual([]);
  });

  it('says a 5xx is a server error', () => {
    expect(answered('+11234224', { status: 500, body: { couponId: 11234224 } })).toEqual([
      { instancePath: '', keyword: 'status', message: 'server error', expected: 'a status below 500', actual: '500' },
    ]);
  });

  it('holds for a 200 about the number the edge form names', () => {
    expect(answered('+11234224', { body: { couponId: 11234224 } })).toEqual([]);
    expect(answered('+11234224', { body: '{"couponId":1.1234224e7}' })).toEqual([]);
    // The id of another vendor's inquiry is still that number: ownership is another rule's business.
    expect(answered(' 42', { body: { code: 200, data: { inquiryId: 42 } } }, INQUIRY_ID)).toEqual([]);
  });

  it('holds at both bounds of the ids: 1 and 9223372036854775807 (2^63-1)', () => {
    expect(answered('01', { body: { couponId: 1 } })).toEqual([]);
    expect(answered('09223372036854775807', { body: '{"couponId":9223372036854775807}' })).toEqual([]);
    expect(answered('+9223372036854775807', { body: '{"code":200,"data":{"inquiryId":9223372036854775807}}' }, INQUIRY_ID)).toEqual([]);
  });

  it('says a 200 for a number outside the ids is about no resource at all', () => {
    expect(answered('00', { body: { couponId: 0 } })).toEqual(unsafe('00', '400 or 404 (0 names no id)', '200 with id 0'));
    expect(answered('-5', { body: { couponId: -5 } })).toEqual(unsafe('-5', '400 or 404 (-5 names no id)', '200 with id -5'));
    expect(answered(' 9223372036854775808', { body: '{"couponId":9223372036854775808}' })).toEqual(
      unsafe(' 9223372036854775808', '400 or 404 (9223372036854775808 names no id)', '200 with id 9223372036854775808'),
    );
  });

  it('says a 200 for a path no stack reads as a number names no id', () => {
    expect(answered('abc', { body: { couponId: 1 } })).toEqual(unsafe('abc', '400 or 404 (the path names no id)', '200 with id 1'));
  });

  it('says which id a 200 about another resource has, as the body wrote it', () => {
    const anotherResource = (actual: string) => unsafe('+11234224', '400 or 404, or the resource whose id is 11234224', actual);
    expect(answered('+11234224', { body: { couponId: 11234225 } })).toEqual(anotherResource('200 with id 11234225'));
    expect(answered('+11234224', { body: '{"couponId":1.1234225e7}' })).toEqual(anotherResource('200 with id 1.1234225e7'));
    expect(answered('+11234224', { body: { couponId: '11234224' } })).toEqual(
      anotherResource('200 with id "11234224", a string, not a number'),
    );
  });

  it('says why a 200 has no id to compare', () => {
    const noId = (actual: string) => unsafe('+11234224', '400 or 404, or the resource whose id is 11234224', actual);
    expect(answered('+11234224', { body: { id: 11234224 } })).toEqual(noId('200 with no /couponId in the body'));
    expect(answered('+11234224', { body: '' })).toEqual(noId('200 with an empty body'));
    expect(answered('+11234224', { body: 'ok' })).toEqual(noId('200 with a body that is not JSON'));
    expect(answered('+11234224', { body: [11234224] })).toEqual(noId('200 with a body that is a JSON array, not an object'));
  });

  it('says a 200 whose gzip did not decode could not be read, naming the coding and the error, never "an empty body" (issue 48)', async () => {
    const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip' };
    const response = await recordResponse(200, headers, Buffer.from('{"couponId":11234224}'), 1_000_000, []);
    if (response === 'too-large') throw new Error('a 21-byte body is not too large');
    const notGzip = { ...exchange({ body: '' }), response };
    expect(edgeIdSafe({ exchange: notGzip, requestedId: '+11234224' }, COUPON_ID)).toEqual(
      unsafe(
        '+11234224',
        '400 or 404, or the resource whose id is 11234224',
        '200 with a body that cannot be read: decoding the body as gzip, as its Content-Encoding says, failed: incorrect header check',
      ),
    );
  });
});

describe('edgeIdAnswered: an edge form gets 400, 404 or the resource of its number', () => {
  const answered = (status: number) => edgeIdAnswered({ exchange: exchange({ status, body: '' }), requestedId: '+11234224' });

  it('holds for 400, 404 and 200', () => {
    expect(answered(400)).toEqual([]);
    expect(answered(404)).toEqual([]);
    expect(answered(200)).toEqual([]);
  });

  it('says which other status came', () => {
    for (const status of [403, 500]) {
      expect(answered(status)).toEqual([
        {
          instancePath: '',
          keyword: 'status',
          message: 'edge form of an id answered with another status',
          expected: '400 or 404 (or 200 with the resource of the number it names)',
          actual: `${status}`,
        },
      ]);
    }
  });
});
