// Every validator the judges use, generated ahead of time from validator-schemas.ts (npm run gen:validators):
// nothing is compiled at run time, and Ajv itself is not loaded.
import type { ValidateFunction } from 'ajv';
import { schemaNamed } from './load.js';
import categoryListShallow from './standalone/category-list-shallow.js';
import categoryNodeShallow from './standalone/category-node-shallow.js';
import coupon from './standalone/coupon.js';
import errorBody from './standalone/error-body.js';
import inquiryEnvelope from './standalone/inquiry-envelope.js';
import report from './standalone/report.js';
import type { ValidatorName } from './validator-schemas.js';

const propertiesOf = (schema: Record<string, unknown>) => schema['properties'] as Record<string, Record<string, unknown>>;

// Every name of the table, and no other; the generated modules are not type-checked, so each is given
// the type of what it exports: Ajv's validate function.
const generated: Record<ValidatorName, unknown> = { coupon, inquiryEnvelope, categoryListShallow, categoryNodeShallow, errorBody, report };
export const validators = generated as Readonly<Record<ValidatorName, ValidateFunction>>;

/** The documented error message patterns, read from the error body schemas (their single source). */
export const documentedMessages = {
  couponBadRequest: messagePattern('coupon-bad-request'),
  couponNotFound: messagePattern('coupon-not-found'),
  inquiryInvalidFormat: messagePattern('inquiry-invalid-format'),
  inquiryNotFound: messagePattern('inquiry-not-found'),
  inquiryVendorMismatch: messagePattern('inquiry-vendor-mismatch'),
} as const;

function messagePattern(name: string): RegExp {
  const message = propertiesOf(schemaNamed(name))['message'] as { pattern: string };
  return new RegExp(message.pattern, 'u');
}
