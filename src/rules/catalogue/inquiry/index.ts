// GET_ORIGIN_INQUIRY_BY_ID: every rule of the spec and of the decisions (docs/decisions.md) for the inquiry query,
// one module per family of rules, composed here in the report's order.
import { rulesById } from '../../rule.js';
import { serverErrorRules } from './server-errors.js';
import { foundAnswerRules } from './found-answer.js';
import { jsonBodyRules } from './json-body.js';
import { envelopeRules } from './envelope.js';
import { inquiryValueRules } from './inquiry-values.js';
import { replyValueRules } from './reply-values.js';
import { unknownFieldRules } from './unknown-fields.js';
import { fieldTypeRules } from './field-types.js';
import { malformedRules } from './malformed.js';
import { notFoundRules } from './not-found.js';
import { foreignRules } from './foreign.js';
import { errorBodyRules } from './error-body.js';
import { edgeIdRules } from './edge-ids.js';
import { writeMethodRules } from './write-methods.js';

export const inquiry = rulesById([
  ...serverErrorRules,
  ...foundAnswerRules,
  ...jsonBodyRules,
  ...envelopeRules,
  ...inquiryValueRules,
  ...replyValueRules,
  ...unknownFieldRules,
  ...fieldTypeRules,
  ...malformedRules,
  ...notFoundRules,
  ...foreignRules,
  ...errorBodyRules,
  ...edgeIdRules,
  ...writeMethodRules,
]);
