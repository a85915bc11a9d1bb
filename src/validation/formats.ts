// The formats our schemas use, as Ajv gets them: the standard ones from ajv-formats, the custom ones
// backed by the calendar checks. One table for both the validators compiled ahead of time
// (schemas/standalone/, which look each format up in it by name) and an Ajv compiling at run time
// (ajv.ts), so the two judge a string alike.
import type { Format } from 'ajv';
import { createRequire } from 'node:module';
import { isCouponDateTime, isInquiryTimestamp } from './calendar.js';

// ajv-formats is CommonJS, loaded with the first validator: a process that validates nothing never pays for it.
const require = createRequire(import.meta.url);
let table: Readonly<Record<string, Format>> | undefined;

export function formats(): Readonly<Record<string, Format>> {
  if (table) return table;
  const { fullFormats } = require('ajv-formats/dist/formats.js') as typeof import('ajv-formats/dist/formats.js');
  table = {
    date: fullFormats.date,
    'date-time': fullFormats['date-time'],
    uri: fullFormats.uri,
    'coupon-date-time': { type: 'string', validate: isCouponDateTime },
    'inquiry-timestamp': { type: 'string', validate: isInquiryTimestamp },
  };
  return table;
}
