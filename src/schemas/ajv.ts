// The one Ajv instance of the process, with the project's custom formats. allErrors: a person
// reading a report wants every problem of a body, not the first one.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { isCouponDateTime, isInquiryTimestamp } from './calendar.js';

// ajv-formats is CommonJS; under NodeNext its default import is the module object's default.
const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

export const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv);
ajv.addFormat('coupon-date-time', { type: 'string', validate: isCouponDateTime });
ajv.addFormat('inquiry-timestamp', { type: 'string', validate: isInquiryTimestamp });
