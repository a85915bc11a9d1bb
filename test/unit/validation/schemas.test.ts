// The harness's Ajv skips the meta-schema check (it costs a third of a command's start-up): every schema is
// checked here instead.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { schemaFiles } from '../../../src/validation/load.js';
import { validators } from '../../../src/validation/validators.js';

describe('schemas/', () => {
  const meta = new Ajv2020({ strict: false, validateFormats: false });

  it.each([...schemaFiles.entries()])('%s.schema.json is a valid JSON Schema 2020-12', (_name, schema) => {
    expect(meta.validateSchema(schema), JSON.stringify(meta.errors)).toBe(true);
  });

  it('and a schema with a mistake is caught here', () => {
    expect(meta.validateSchema({ type: 'strnig' })).toBe(false);
    expect(meta.validateSchema({ properties: { a: { minimum: 'one' } } })).toBe(false);
  });

  // Generated ahead of time in strict mode (scripts/gen-validators.ts); test/unit/validation/validators.test.ts
  // compiles them again at test time, and compares.
  it.each(Object.keys(validators))('validator %s judges', (name) => {
    const validate = validators[name as keyof typeof validators];
    expect(typeof validate).toBe('function');
    expect(validate({})).toBe(false);
  });
});
