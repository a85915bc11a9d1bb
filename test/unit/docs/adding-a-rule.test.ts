// docs/architecture.md, "Worked example: adding a rule", followed step by step with the rule it shows,
// defined exactly as shown (the first test holds the two texts equal): the rule is in the catalogue, in
// the `rules` listing and in the generated rule table with its source, it judges, and the kill matrix
// calls it unproven until a faulty implementation targets it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ruleRows, ruleTable as rulesListing } from '../../../src/cli/commands/rules.js';
import { show } from '../../../src/rules/describe.js';
import { at } from '../../../src/rules/reads.js';
import { violation } from '../../../src/rules/violation.js';
import { categories, catalogue, catalogueOf, coupon, inquiry } from '../../../src/rules/catalogue/index.js';
import { defineRule } from '../../../src/rules/rule.js';
import { spec } from '../../../src/rules/sources.js';
import { ruleTable as generatedRuleTable } from '../../../scripts/docs-blocks.js';
import { anchorsOf } from '../../support/docs/anchors.js';
import { unprovenRules } from '../../support/mutants/unproven.js';
import { VARIANTS } from '../../support/mutants/variants.js';
import { officialCoupon } from '../../support/samples.js';

const operation = 'GET_COUPON_BY_ID' as const;
const added = {
  // example:start
  ratePercent: defineRule({
    id: 'coupon.policy.rate-percent',
    operation,
    subject: 'document',
    sources: [spec.couponPolicy],
    title: 'SHOULD give the discount of a RATE policy as a percentage from 1 to 100',
    reads: { policies: at('/couponPolicies/*', 'object') },
    check: ({ policies }) =>
      policies.flatMap(({ at: policy, value: { typeOfDiscount, discount } }) =>
        typeOfDiscount !== 'RATE' || typeof discount !== 'number' || (discount >= 1 && discount <= 100)
          ? []
          : [
              violation(discount > 100 ? 'maximum' : 'minimum', {
                at: `${policy}/discount`,
                message: 'a RATE discount is not a percentage',
                expected: 'a percentage from 1 to 100',
                actual: show(discount),
              }),
            ],
      ),
  }),
  // example:end
};
const rule = added.ratePercent;
const withTheRule = catalogueOf({ ...coupon, ...added }, categories, inquiry);

const file = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const dedent = (text: string) => {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const indent = Math.min(...lines.map((line) => /^ */.exec(line)![0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
};

describe('adding a rule, as docs/architecture.md shows it', () => {
  it('defines the rule of the worked example exactly as the doc does', () => {
    const doc = readFileSync(file('docs/architecture.md'), 'utf8');
    const example = doc.slice(doc.indexOf('## Worked example: adding a rule'));
    const shown = /```ts\n([\s\S]*?)```/.exec(example)?.[1];
    const own = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const defined = own.slice(own.indexOf('// example:start') + '// example:start'.length, own.indexOf('  // example:end'));
    expect(shown).toBeDefined();
    expect(dedent(defined)).toBe(dedent(shown!));
  });

  it('is in the catalogue once it is in its operation object, after the rules already there', () => {
    expect(withTheRule.map((r) => r.id)).toEqual([
      ...Object.values(coupon).map((r) => r.id),
      rule.id,
      ...catalogue.slice(Object.values(coupon).length).map((r) => r.id),
    ]);
    expect(rule.level).toBe('SHOULD');
  });

  it('is listed by `rules`, with its level and its source', () => {
    expect(ruleRows(withTheRule)).toContainEqual({
      id: rule.id,
      level: 'SHOULD',
      operation,
      title: rule.title,
      sources: ['docs/spec.md#couponpolicy'],
    });
    expect(rulesListing(ruleRows(withTheRule))).toMatch(
      /^coupon\.policy\.rate-percent +SHOULD +GET_COUPON_BY_ID +spec: CouponPolicy +SHOULD give the discount of a RATE policy as a percentage from 1 to 100$/m,
    );
  });

  it('is a row of the generated rule table (docs/rules.md), linked to a heading that exists', () => {
    const table = generatedRuleTable(withTheRule);
    expect(table).toContain(`### GET_COUPON_BY_ID (${Object.values(coupon).length + 1} rules)`);
    expect(table).toContain(
      '| `coupon.policy.rate-percent` | SHOULD | SHOULD give the discount of a RATE policy as a percentage from 1 to 100 | [spec: CouponPolicy](spec.md#couponpolicy "CouponPolicy") |',
    );
    expect(anchorsOf(file('docs/spec.md')).has('couponpolicy')).toBe(true);
  });

  it('judges: a RATE discount of 150 violates it, the official sample holds it', () => {
    const policies = (document: any) =>
      document.couponPolicies.map((value: unknown, index: number) => ({ at: `/couponPolicies/${index}`, value }));
    const subject = (document: any) => ({
      document,
      requestedId: '11234224',
      body: JSON.stringify(document),
      policies: policies(document),
    });
    const over = structuredClone(officialCoupon);
    over.couponPolicies[1].discount = 150;
    expect(rule.check!(subject(over))).toEqual([
      {
        instancePath: '/couponPolicies/1/discount',
        keyword: 'maximum',
        message: 'a RATE discount is not a percentage',
        expected: 'a percentage from 1 to 100',
        actual: '150',
      },
    ]);
    expect(rule.check!(subject(officialCoupon))).toEqual([]);
  });

  it('is unproven for the kill matrix until a faulty implementation targets it', () => {
    expect(unprovenRules(catalogue, VARIANTS)).toEqual([]);
    expect(unprovenRules(withTheRule, VARIANTS)).toEqual([rule.id]);
    expect(unprovenRules(withTheRule, [...VARIANTS, { catches: rule.id }])).toEqual([]);
  });
});
