// The Ajv set-up of the harness, with the project's custom formats (validators.ts keeps the one
// instance). allErrors: a person reading a report wants every problem of a body, not the first one.
import { createRequire } from 'node:module';
import type { Ajv2020 as Ajv2020Class } from 'ajv/dist/2020.js';
import type addFormatsPlugin from 'ajv-formats';
import { isCouponDateTime, isInquiryTimestamp } from './calendar.js';

// Ajv and ajv-formats are CommonJS, loaded on first use: a command that validates nothing (--help, a
// run's main process, which only plans and reports) never pays for them.
const require = createRequire(import.meta.url);

export function createAjv(): Ajv2020Class {
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const addFormats = require('ajv-formats') as typeof addFormatsPlugin.default;
  // validateSchema off: checking our own schemas against the 2020-12 meta-schema costs a third of a
  // command's start-up; test/unit/schemas.test.ts does it once, for every file of schemas/.
  // discriminator: a oneOf told apart by a property (the coupon policy's typeOfDiscount) reports the
  // errors of the one branch its value selects, not a complaint about every other branch.
  const instance = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    validateSchema: false,
    discriminator: true,
  });
  addFormats(instance);
  instance.addFormat('coupon-date-time', { type: 'string', validate: isCouponDateTime });
  instance.addFormat('inquiry-timestamp', { type: 'string', validate: isInquiryTimestamp });
  return instance;
}
