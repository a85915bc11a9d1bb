// "At least one of these fields" is read from the schemas at load: a root `not` of another shape, one whose
// branches do not each name a field, is not taken for it. The schemas are the shipped ones plus such a `not`.
import { describe, expect, it, vi } from 'vitest';

import { violationFromAjv } from '../../../src/rules/describe.js';

vi.mock('../../../src/schemas/load.js', async (importOriginal) => {
  const shipped = await importOriginal<typeof import('../../../src/schemas/load.js')>();
  const partly = { not: { allOf: [{ not: { required: ['first'] } }, { not: { minProperties: 2 } }] } };
  return { ...shipped, schemaFiles: new Map([['a-partly-named-not', partly], ...shipped.schemaFiles]) };
});

describe('a root not in the schemas', () => {
  it('is read as "at least one of these fields" only where every branch names its field', () => {
    const neither = violationFromAjv(
      { keyword: 'not', instancePath: '', schemaPath: '#/not', params: {}, message: 'must NOT be valid' },
      {},
    );
    expect(neither.expected).toBe('maximumPerDaily or maximumPerDay (one of them is required)');
  });
});
