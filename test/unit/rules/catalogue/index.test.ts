// The rule catalogue is a published contract: ids never change meaning, are never reused or removed, and
// each one can actually be judged.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JUDGES } from '../../../../src/judges/index.js';
import { catalogue } from '../../../../src/rules/catalogue/index.js';

/**
 * The catalogue as last reviewed (the snapshot below, read before a run with -u rewrites it): every id it
 * published stays, in its order. A new rule is a reviewed line of the snapshot's diff; a renamed or removed
 * id fails here even under -u.
 */
const frozenFile = fileURLToPath(new URL('__snapshots__/catalogue.json', import.meta.url));
const PUBLISHED_IDS = (JSON.parse(readFileSync(frozenFile, 'utf8')) as { id: string }[]).map((rule) => rule.id);

const judges = Object.values(JUDGES).flatMap((ofOperation) => Object.values(ofOperation));

describe('rule catalogue', () => {
  it('keeps every id it published, in its order: an id is never renamed or removed', () => {
    expect(catalogue.map((rule) => rule.id).filter((id) => PUBLISHED_IDS.includes(id))).toEqual(PUBLISHED_IDS);
  });

  it("freezes each rule's id, level and title: a changed level or wording is a reviewed diff of the snapshot", async () => {
    const frozen = catalogue.map(({ id, level, title }) => ({ id, level, title }));
    await expect(`${JSON.stringify(frozen, null, 2)}\n`).toMatchFileSnapshot('__snapshots__/catalogue.json');
  });

  it('publishes each id once', () => {
    expect(new Set(PUBLISHED_IDS).size).toBe(PUBLISHED_IDS.length);
  });

  it.each(catalogue.map((rule) => [rule.id, rule] as const))('%s: its id names its operation', (_id, rule) => {
    expect(rule.id.split('.')[0]).toBe(
      { GET_COUPON_BY_ID: 'coupon', LIST_DISPLAY_CATEGORIES: 'categories', GET_ORIGIN_INQUIRY_BY_ID: 'inquiry' }[rule.operation],
    );
  });

  it.each(catalogue.map((rule) => [rule.id, rule] as const))(
    '%s: can fail (it owns schema errors or has a check) and some judge declares it',
    (_id, rule) => {
      expect(rule.claims !== undefined || rule.check !== undefined).toBe(true);
      expect(judges.filter((judge) => judge.rules.includes(rule)).length).toBeGreaterThan(0);
    },
  );
});
