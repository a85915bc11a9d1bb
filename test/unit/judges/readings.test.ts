// A body that names a field twice (D19): a warning wherever it is, and, when the values differ, the body
// judged as a parser that keeps the first value reads it too, a MUST rule failing there failing.
import { describe, expect, it } from 'vitest';
import { couponJudges } from '../../../src/judges/coupon.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import { firstValueReading, withFirstValueFailures } from '../../../src/judges/readings.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import type { DuplicateName } from '../../../src/rules/duplicate-names.js';
import type { Observation } from '../../../src/rules/observation.js';
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

describe('withFirstValueFailures', () => {
  const mustRule = catalogue.find((rule) => rule.level === 'MUST')!;
  const shouldRule = catalogue.find((rule) => rule.level === 'SHOULD')!;
  const sent = exchange({ body: '{"a":1,"a":2}' });
  const differing = (at: string): DuplicateName => ({ at, values: ['"first"', '"last"'], differ: true });
  const reading = (...ats: string[]) => ({ exchange: sent, differing: ats.map(differing) });
  const passed = (rule: string): Observation => ({ rule, status: 'passed', message: '' });
  const failedAt = (rule: string, ...paths: string[]): Observation => ({
    rule,
    status: 'failed',
    message: 'broken',
    evidence: { violations: paths.map((instancePath) => ({ instancePath, message: 'broken' })) },
  });
  /** The pointer the one failure's message names as the duplicate behind it. */
  const namedFor = (failure: Observation, ...duplicates: string[]) => {
    const [judged] = withFirstValueFailures([mustRule], [passed(mustRule.id)], [failure], reading(...duplicates), sent);
    return /^read as a parser that keeps the first value of a duplicate name: (\S+) is/.exec(judged!.message)?.[1];
  };

  it('names the duplicate behind the failure: at the field it names, above it or inside it', () => {
    expect(namedFor(failedAt(mustRule.id, '/b'), '/a', '/b')).toBe('/b');
    expect(namedFor(failedAt(mustRule.id, '/b/0/c'), '/a', '/b')).toBe('/b');
    expect(namedFor(failedAt(mustRule.id, '/b'), '/a', '/b/0/c')).toBe('/b/0/c');
    expect(namedFor(failedAt(mustRule.id, '/x', '/b'), '/a', '/b'), 'one of its fields is enough').toBe('/b');
  });

  it('else the first that differs: a field that only shares a prefix, or a failure with no field, is not behind it', () => {
    expect(namedFor(failedAt(mustRule.id, '/ab'), '/a', '/b')).toBe('/a');
    expect(namedFor(failedAt(mustRule.id, '/b'), '/a', '/bc')).toBe('/a');
    expect(namedFor({ ...failedAt(mustRule.id), evidence: {} }, '/a', '/b')).toBe('/a');
    expect(namedFor({ rule: mustRule.id, status: 'failed', message: 'broken' }, '/a', '/b')).toBe('/a');
  });

  it('fails only MUST rules: a SHOULD rule broken only in the first-value reading keeps what JSON.parse gave', () => {
    const judged = withFirstValueFailures(
      [mustRule, shouldRule],
      [passed(mustRule.id), passed(shouldRule.id)],
      [failedAt(mustRule.id, '/a'), failedAt(shouldRule.id, '/a')],
      reading('/a'),
      sent,
    );
    expect(judged.map((o) => [o.rule, o.status])).toEqual([
      [mustRule.id, 'failed'],
      [shouldRule.id, 'passed'],
    ]);
    expect(judged[0]!.evidence?.response?.bodyExcerpt, 'the body as sent').toBe('{"a":1,"a":2}');
  });
});

describe('firstValueReading', () => {
  it('is none when the values of every duplicate agree, and names only those that differ when some do', () => {
    expect(firstValueReading(exchange({ body: '{"a":1,"a":1.0}' }))).toBeUndefined();
    const reading = firstValueReading(exchange({ body: '{"a":1,"a":1,"b":1,"b":2}' }))!;
    expect(reading.differing.map((duplicate) => duplicate.at)).toEqual(['/b']);
    expect(reading.exchange.response.body, 'the later value of a name that differs cut out').toBe('{"a":1,"a":1,"b":1}');
  });
});
