// The Ajv set-up of the harness: what it refuses in a schema of ours, and the code options the generator of
// schemas/standalone/ gives it (the validators' judging is tested against it in validators.test.ts).
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/validation/ajv.js';

describe('createAjv', () => {
  it('refuses a schema with a keyword it does not know: a typo in schemas/ cannot pass for a rule', () => {
    expect(() => createAjv().compile({ type: 'object', requried: ['couponId'] })).toThrow(/unknown keyword: "requried"/);
  });

  it("keeps the code options it is given (the generator's), and has none of its own", () => {
    expect(createAjv({ source: true }).opts.code.source).toBe(true);
    expect(createAjv().opts.code.source).toBeFalsy();
  });
});
