// GET_COUPON_BY_ID: every rule of the spec and of the decisions (docs/decisions.md) for the coupon query, one
// module per family of rules. The order here is the catalogue's, which is the report's.
import { rulesById } from '../../rule.js';
import { dates } from './dates.js';
import { edgeIds } from './edge-ids.js';
import { errorBody } from './error-body.js';
import { fields } from './fields.js';
import { foundAnswer } from './found-answer.js';
import { jsonText } from './json-text.js';
import { malformed } from './malformed.js';
import { notFound } from './not-found.js';
import { policyRules } from './policies.js';
import { readOnly } from './read-only.js';
import { serverErrors } from './server-errors.js';
import { theCoupon } from './the-coupon.js';

export const coupon = rulesById([
  ...serverErrors,
  ...foundAnswer,
  ...jsonText,
  ...theCoupon,
  ...dates,
  ...policyRules,
  ...fields,
  ...notFound,
  ...malformed,
  ...errorBody,
  ...edgeIds,
  ...readOnly,
]);
