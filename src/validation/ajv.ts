// The Ajv set-up of the harness, with the formats of formats.ts. allErrors: a person reading a report wants
// every problem of a body, not the first one. The judges' validators are not compiled with it at run time:
// scripts/gen-validators.ts compiles them ahead of time into schemas/standalone/ with these same
// options. What still compiles at run time is a schema of the user's input (--expected-failures).
import { createRequire } from 'node:module';
import type { Ajv2020 as Ajv2020Class, Options } from 'ajv/dist/2020.js';
import { formats } from './formats.js';

// Ajv is CommonJS, loaded on first use: a command that compiles nothing never pays for it.
const require = createRequire(import.meta.url);

/** `code`: Ajv's code generation options (scripts/gen-validators.ts keeps the source, and names the formats). */
export function createAjv(code?: Options['code']): Ajv2020Class {
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  // validateSchema off: checking our own schemas against the 2020-12 meta-schema costs a third of a
  // command's start-up; test/unit/validation/schemas.test.ts does it once, for every file of schemas/.
  // discriminator: a oneOf told apart by a property (the coupon policy's typeOfDiscount) reports the
  // errors of the one branch its value selects, not a complaint about every other branch.
  const instance = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    // Stryker disable next-line BooleanLiteral: equivalent, our schemas pass the meta-schema (schemas.test.ts), so on it only costs time
    validateSchema: false,
    discriminator: true,
    ...(code ? { code } : {}),
  });
  for (const [name, format] of Object.entries(formats())) instance.addFormat(name, format);
  return instance;
}
