// Which schema violations a rule of the catalogue claims (its `claims`): each violation a body can raise is
// reported once, under the one rule whose claim matches its field and keyword, with the field, what was
// expected and what was there; a violation no rule claims is a fault of the catalogue, never silence.
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';

import { JUDGES } from '../../../../src/judges/index.js';
import type { Operation } from '../../../../src/operations.js';
import { categories } from '../../../../src/rules/catalogue/index.js';
import { partition } from '../../../../src/rules/claims.js';
import { exchange } from '../../../support/judges/exchange.js';
import { officialCategories, changed, type Doc } from '../../../support/judges/samples.js';

/** The rule's observation of a 200 with `body`: its status, message and violations. */
function judged(operation: Operation, body: Doc, rule: string) {
  const observation = JUDGES[operation].found
    .judge({ exchange: exchange({ body }), requestedId: '' })
    .observations.find((o) => o.rule === rule);
  return { status: observation?.status, message: observation?.message, violations: observation?.evidence?.violations };
}

describe('the claims of the rule catalogue', () => {
  it('categories.node.fields claims a node that is not an object at a two-digit index', () => {
    const body = changed(officialCategories, (doc) => (doc.data.child[12] = 42));
    expect(judged('LIST_DISPLAY_CATEGORIES', body, 'categories.node.fields')).toStrictEqual({
      status: 'failed',
      message: '/data/child/12: expected an object, got the number 42',
      violations: [
        {
          instancePath: '/data/child/12',
          keyword: 'type',
          schemaPath: '#/type',
          message: 'must be object',
          expected: 'an object',
          actual: 'the number 42',
        },
      ],
    });
  });

  it('categories.node.fields claims the nodes of the tree at /data only, not a pointer that merely ends like one', () => {
    // No schema of the list raises this today (the envelope has no other field to hold a tree); the claim
    // must still not reach past the tree, or a field named data elsewhere would be judged a category node.
    const elsewhere: ErrorObject = {
      keyword: 'type',
      instancePath: '/meta/data/child/0',
      schemaPath: '#/properties/meta/type',
      params: { type: 'object' },
      message: 'must be object',
    };
    expect(() => partition([elsewhere], Object.values(categories), { meta: { data: { child: [42] } } })).toThrow(
      'no rule claims the schema violation type at /meta/data/child/0 (#/properties/meta/type)',
    );
  });
});
