// The rule catalogue is a published contract: ids never change meaning, are never reused, and each
// one can actually be judged.
import { describe, expect, it } from 'vitest';
import { categoryJudges } from '../../src/judges/categories.js';
import { couponJudges } from '../../src/judges/coupon.js';
import { inquiryJudges } from '../../src/judges/inquiry.js';
import { catalogue } from '../../src/rules/catalogue/index.js';

/** Every id ever published, in catalogue order. Add new ids at the end of their operation; never rename or remove one. */
const PUBLISHED_IDS = [
  'coupon.no-server-error',
  'coupon.found.status',
  'coupon.found.content-type',
  'coupon.found.content-type-once',
  'coupon.found.json',
  'coupon.no-envelope',
  'coupon.id-echo',
  'coupon.dates.format',
  'coupon.dates.order',
  'coupon.policy.discount-type',
  'coupon.policy.price-maximum-discount',
  'coupon.policy.daily-limit.present',
  'coupon.policy.daily-limit.maximum',
  'coupon.policy.daily-limit.whole',
  'coupon.unknown-fields',
  'coupon.policy.fields',
  'coupon.fields',
  'coupon.not-found.status',
  'coupon.not-found.message',
  'coupon.not-found.masked',
  'coupon.not-found.masked-digits',
  'coupon.malformed.status',
  'coupon.malformed.message',
  'coupon.error-body',
  'coupon.edge-id.safe',
  'coupon.edge-id.status',
  'coupon.read-only',
  'categories.no-server-error',
  'categories.status',
  'categories.content-type',
  'categories.content-type-once',
  'categories.json',
  'categories.root',
  'categories.unknown-fields',
  'categories.envelope',
  'categories.node.child',
  'categories.node.fields',
  'categories.codes-unique',
  'categories.status-values',
  'categories.read-only',
  'inquiry.no-server-error',
  'inquiry.found.status',
  'inquiry.found.content-type',
  'inquiry.found.content-type-once',
  'inquiry.found.json',
  'inquiry.envelope',
  'inquiry.envelope.code',
  'inquiry.id-echo',
  'inquiry.timestamps',
  'inquiry.statuses',
  'inquiry.buyer-email',
  'inquiry.reply.timestamp',
  'inquiry.reply.statuses',
  'inquiry.unknown-fields',
  'inquiry.reply.fields',
  'inquiry.fields',
  'inquiry.malformed.status',
  'inquiry.malformed.message',
  'inquiry.not-found.status',
  'inquiry.not-found.message',
  'inquiry.foreign.status',
  'inquiry.foreign.message',
  'inquiry.error-body',
  'inquiry.edge-id.safe',
  'inquiry.edge-id.status',
  'inquiry.read-only',
];

const judges = [...Object.values(couponJudges), ...Object.values(categoryJudges), ...Object.values(inquiryJudges)];

describe('rule catalogue', () => {
  it('keeps every published id, and publishes every id it has', () => {
    expect(catalogue.map((rule) => rule.id)).toEqual(PUBLISHED_IDS);
  });

  it("freezes each rule's id, level and title: a changed level or wording is a reviewed diff of the snapshot", async () => {
    const frozen = catalogue.map(({ id, level, title }) => ({ id, level, title }));
    await expect(`${JSON.stringify(frozen, null, 2)}\n`).toMatchFileSnapshot('__snapshots__/catalogue.json');
  });

  it('has unique ids', () => {
    expect(new Set(catalogue.map((rule) => rule.id)).size).toBe(catalogue.length);
  });

  it.each(catalogue.map((rule) => [rule.id, rule] as const))('%s: title begins with its level, and it names its source', (_id, rule) => {
    expect(rule.title.startsWith(rule.level === 'MUST' ? 'MUST ' : 'SHOULD ')).toBe(true);
    expect(rule.sources.length).toBeGreaterThan(0);
    expect(
      rule.id.startsWith(
        { GET_COUPON_BY_ID: 'coupon.', LIST_DISPLAY_CATEGORIES: 'categories.', GET_ORIGIN_INQUIRY_BY_ID: 'inquiry.' }[rule.operation],
      ),
    ).toBe(true);
  });

  it.each(catalogue.map((rule) => [rule.id, rule] as const))(
    '%s: can fail (it owns schema errors or has a check) and some judge declares it',
    (_id, rule) => {
      expect(rule.claims !== undefined || rule.check !== undefined).toBe(true);
      expect(judges.filter((judge) => judge.rules.includes(rule)).length).toBeGreaterThan(0);
    },
  );

  it('has at least 40 rules across the three operations', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(40);
    expect(new Set(catalogue.map((rule) => rule.operation)).size).toBe(3);
  });
});
