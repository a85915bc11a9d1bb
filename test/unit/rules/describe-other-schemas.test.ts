// "At least one of these fields" is read from the schemas at load: a root `not` of another shape, one whose
// branches do not each name a field, is not taken for it. The schemas are the shipped ones plus such a `not`.
import { describe, expect, it, vi } from 'vitest';

/** describe.ts loaded afresh over the shipped schemas and one more; the unit files share their worker's modules, so the mock goes with it. */
async function describeWithAPartlyNamedNot() {
  vi.resetModules();
  vi.doMock('../../../src/validation/load.js', async (importOriginal) => {
    const shipped = await importOriginal<typeof import('../../../src/validation/load.js')>();
    const partly = { not: { allOf: [{ not: { required: ['first'] } }, { not: { minProperties: 2 } }] } };
    return { ...shipped, schemaFiles: new Map([['a-partly-named-not', partly], ...shipped.schemaFiles]) };
  });
  try {
    const loaded = await import('../../../src/rules/describe.js');
    const { schemaFiles } = await import('../../../src/validation/load.js');
    expect(schemaFiles.has('a-partly-named-not')).toBe(true);
    return loaded;
  } finally {
    vi.doUnmock('../../../src/validation/load.js');
    vi.resetModules();
  }
}

describe('a root not in the schemas', () => {
  it('is read as "at least one of these fields" only where every branch names its field', async () => {
    const { violationFromAjv } = await describeWithAPartlyNamedNot();
    const neither = violationFromAjv(
      { keyword: 'not', instancePath: '', schemaPath: '#/not', params: {}, message: 'must NOT be valid' },
      {},
    );
    expect(neither.expected).toBe('maximumPerDaily or maximumPerDay (one of them is required)');
  });
});
