// The schemas of schemas/, read once: by the name of their file.
import { describe, expect, it } from 'vitest';
import { schemaFiles, schemaNamed } from '../../../src/validation/load.js';

describe('schemaNamed', () => {
  it('gives the schema of a file by its name without `.schema.json`', () => {
    expect(schemaNamed('coupon')['$id']).toBe('https://seller-api-conformance.example/schemas/coupon.schema.json');
    expect(schemaFiles.get('coupon')).toBe(schemaNamed('coupon'));
  });

  it('names the file it did not find, and where it looked', () => {
    expect(() => schemaNamed('no-such')).toThrow(/^no schema no-such\.schema\.json in .*schemas$/);
  });
});
