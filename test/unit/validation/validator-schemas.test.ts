// The schemas the validators are generated from (schemas/standalone/): the shallow forms the category tree is
// judged with, node by node, each under an id of its own beside the schema it comes from.
import { describe, expect, it } from 'vitest';
import { schemaNamed } from '../../../src/validation/load.js';
import { VALIDATOR_SCHEMAS } from '../../../src/validation/validator-schemas.js';

const SCHEMAS = 'https://seller-api-conformance.example/schemas/';

describe('VALIDATOR_SCHEMAS', () => {
  it('a category node, shallow: its own properties, and `child` only an array (its nodes are walked one by one)', () => {
    const node = VALIDATOR_SCHEMAS.categoryNodeShallow();
    expect(node['$id']).toBe(`${SCHEMAS}display-category.shallow.json`);
    const properties = node['properties'] as Record<string, unknown>;
    expect(properties['child']).toEqual({ type: 'array' });
    expect(Object.keys(properties).sort()).toEqual(Object.keys(schemaNamed('display-category')['properties'] as object).sort());
  });

  it("the category list, shallow: `data` an object holding the root's code, its tree not followed", () => {
    const list = VALIDATOR_SCHEMAS.categoryListShallow();
    expect(list['$id']).toBe(`${SCHEMAS}display-category-list.shallow.json`);
    expect((list['properties'] as Record<string, unknown>)['data']).toEqual({
      type: 'object',
      properties: { displayItemCategoryCode: { const: 0 } },
    });
  });

  it('the others are the files of schemas/ themselves', () => {
    expect(VALIDATOR_SCHEMAS.coupon()).toBe(schemaNamed('coupon'));
    expect(VALIDATOR_SCHEMAS.errorBody()['$id']).toBe(`${SCHEMAS}error-body.schema.json`);
  });
});
