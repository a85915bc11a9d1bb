// A body that names a field twice (D19): a warning wherever it is, and, when the values differ, the body
// judged as a parser that keeps the first value reads it too, a MUST rule failing there failing.
import { describe, expect, it } from 'vitest';
import { couponJudges } from '../../../src/judges/coupon.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import { exchange } from '../../support/judges/exchange.js';
import { officialCoupon } from '../../support/judges/samples.js';
import { observationOf, statusesOf } from '../../support/judges/expect-judgement.js';

const ID = '11234224';
/** The official coupon as text, with `member` written before its own members. */
const couponWith = (member: string) => JSON.stringify(officialCoupon).replace(/^\{/, `{${member},`);
const judgeCoupon = (body: string) => couponJudges.found.judge({ exchange: exchange({ body }), requestedId: ID });
const notPassed = (judgement: ReturnType<typeof judgeCoupon>) =>
  Object.entries(statusesOf(judgement)).filter(([, status]) => status !== 'passed');

describe('a name given twice in one object', () => {
  it('warns under unique-names, naming the field and its values, when the values agree: nothing else changes', () => {
    const judgement = judgeCoupon(couponWith(`"couponId":${ID}`));
    expect(notPassed(judgement)).toEqual([['coupon.unique-names', 'warning']]);
    expect(observationOf(judgement, 'coupon.unique-names').message).toBe(
      `/couponId: expected the name once in its object, got twice, each time ${ID}`,
    );
  });

  it('fails a MUST rule that only a parser keeping the first value sees broken, naming the duplicate and the reading', () => {
    const body = couponWith(`"couponId":"${ID}"`);
    const judgement = judgeCoupon(body);
    expect(notPassed(judgement)).toEqual([
      ['coupon.unique-names', 'warning'],
      ['coupon.fields', 'failed'],
    ]);
    expect(observationOf(judgement, 'coupon.unique-names').message).toBe(
      `/couponId: expected the name once in its object, got twice: "${ID}", then ${ID}; ` +
        `JSON.parse reads the last, a parser that keeps the first reads "${ID}"`,
    );
    const fields = observationOf(judgement, 'coupon.fields');
    expect(fields.message).toMatch(
      new RegExp(
        `^read as a parser that keeps the first value of a duplicate name: /couponId is "${ID}" there, ${ID} to JSON.parse; /couponId: expected`,
      ),
    );
    expect(fields.evidence?.response?.bodyExcerpt, 'the evidence shows the body as sent').toBe(body);
    expect(fields.evidence?.violations?.[0]?.instancePath).toBe('/couponId');
  });

  it('keeps the failure as JSON.parse reads the body when that reading fails too', () => {
    const judgement = judgeCoupon(couponWith('"couponId":"one"').replace(`"couponId":${ID}`, '"couponId":"two"'));
    expect(observationOf(judgement, 'coupon.fields').message).toMatch(/^\/couponId: expected/);
  });

  it('judges an error body both ways: a 404 whose first message is not the documented wording fails the wording rule', () => {
    const good = 'The promotion does not exist (112342**)';
    const body = `{"code":404,"message":"Not Found","message":${JSON.stringify(good)}}`;
    const judgement = couponJudges.notFound.judge({ exchange: exchange({ status: 404, body }), requestedId: ID });
    expect(observationOf(judgement, 'coupon.unique-names').status).toBe('warning');
    const message = observationOf(judgement, 'coupon.not-found.message');
    expect(message.status).toBe('failed');
    expect(message.message).toMatch(/^read as a parser that keeps the first value of a duplicate name: \/message is "Not Found" there, /);
  });

  it('finds a duplicate in the error bodies of inquiry', () => {
    const inquiry = inquiryJudges.malformed.judge({
      exchange: exchange({ status: 400, body: '{"code":400,"code":400,"message":"Invalid format inquiryId : abc"}' }),
      requestedId: 'abc',
    });
    expect(observationOf(inquiry, 'inquiry.unique-names').evidence?.violations?.[0]?.instancePath).toBe('/code');
  });
});
