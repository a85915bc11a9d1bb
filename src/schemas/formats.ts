// The formats our schemas use, as Ajv gets them: the standard ones from ajv-formats, the custom ones
// backed by the calendar checks. One table for both the validators generated ahead of time
// (src/schemas/standalone/, which look each format up in it by name) and an Ajv compiling at run time
// (ajv.ts), so the two judge a string alike.
import type { Format } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isCouponDateTime, isInquiryTimestamp } from './calendar.js';

export const FORMATS: Readonly<Record<string, Format>> = {
  date: fullFormats.date,
  'date-time': fullFormats['date-time'],
  uri: fullFormats.uri,
  'coupon-date-time': { type: 'string', validate: isCouponDateTime },
  'inquiry-timestamp': { type: 'string', validate: isInquiryTimestamp },
};
