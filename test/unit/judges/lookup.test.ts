// A lookup of an id believed unknown: a 200 is judged as a found coupon, anything else as the documented
// 404; every rule of the other side is "not applicable", in one wording per side whatever the status.
import { describe, expect, it } from 'vitest';
import { couponJudges } from '../../../src/judges/coupon.js';
import { NOT_APPLICABLE } from '../../../src/rules/messages.js';
import type { RequestSubject } from '../../../src/rules/subjects.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { statusesOf } from '../../support/judges/expect-judgement.js';
import { officialCoupon } from '../../support/judges/samples.js';

const { lookup, found, notFound } = couponJudges;
const ids = (rules: readonly { id: string }[]) => rules.map((rule) => rule.id);
const onlyFound = ids(found.rules).filter((id) => !ids(notFound.rules).includes(id));
const onlyNotFound = ids(notFound.rules).filter((id) => !ids(found.rules).includes(id));
const answer = (spec: ExchangeSpec & { requestedId: string }): RequestSubject => ({
  exchange: exchange(spec),
  requestedId: spec.requestedId,
});
const messagesOf = (input: RequestSubject, rules: readonly string[]) =>
  lookup
    .judge(input)
    .observations.filter((o) => rules.includes(o.rule))
    .map((o) => o.message);

describe('lookupJudge: its rules', () => {
  it("declares both sides' rules once each, found's first, none a gate of its own, and aims at the 404's", () => {
    expect(onlyFound).not.toEqual([]);
    expect(onlyNotFound).not.toEqual([]);
    expect(ids(lookup.rules)).toEqual([...ids(found.rules), ...onlyNotFound]);
    expect(lookup.steps.map((step) => [step.rule.id, step.gate])).toEqual(ids(lookup.rules).map((id) => [id, false]));
    expect(ids(lookup.aims!)).toEqual(ids(notFound.rules));
  });
});

describe('lookupJudge: which side judges the answer', () => {
  it('judges a 200 as a found coupon, the rules of the 404 not applicable', () => {
    const input = answer({ body: officialCoupon, requestedId: '11234224' });
    const statuses = statusesOf(lookup.judge(input));
    expect(Object.keys(statuses)).toEqual(ids(lookup.rules));
    for (const id of ids(found.rules)) expect(statuses[id], id).toBe('passed');
    expect(messagesOf(input, onlyNotFound)).toEqual(onlyNotFound.map(() => NOT_APPLICABLE.toFound));
  });

  it('judges a documented 404 as the unknown coupon, the rules of a found coupon not applicable', () => {
    const input = answer({
      status: 404,
      body: { code: 404, message: 'The promotion does not exist (228047***)' },
      requestedId: '228047123',
    });
    const statuses = statusesOf(lookup.judge(input));
    for (const id of ids(notFound.rules)) expect(statuses[id], id).toBe('passed');
    expect(messagesOf(input, onlyFound)).toEqual(onlyFound.map(() => NOT_APPLICABLE.toMissing));
  });

  it('judges any other status as the 404 it should have been', () => {
    const input = answer({ status: 201, body: officialCoupon, requestedId: '11234224' });
    const judgement = lookup.judge(input);
    expect(judgement.observations.find((o) => o.rule === 'coupon.not-found.status')?.status).toBe('failed');
    expect(messagesOf(input, onlyFound)).toEqual(onlyFound.map(() => NOT_APPLICABLE.toMissing));
  });
});
