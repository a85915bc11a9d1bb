// Inquiry checks that JSON Schema cannot express.
import { show, valueAt } from '../describe.js';
import { errorMessageText, errorMessageTexts } from '../response-checks.js';
import type { DocumentSubject, RequestSubject } from '../subjects.js';
import type { Violation } from '../types.js';

/** SHOULD: code 200 in the envelope of a successful answer (Decision 7). */
export function envelopeCodeIs200({ document }: DocumentSubject): Violation[] {
  const code = valueAt(document, '/code');
  if (typeof code !== 'number' || code === 200) return [];
  return [{ instancePath: '/code', keyword: 'const', message: 'the envelope code of a successful answer is not 200', expected: '200', actual: show(code) }];
}

/** MUST: "Invalid format inquiryId : " followed by the value exactly as sent (decoded). */
export function invalidFormatEchoed({ exchange, requestedId }: RequestSubject): Violation[] {
  const expected = `Invalid format inquiryId : ${requestedId}`;
  // What follows the colon must be the value sent, to the end of the message.
  if (errorMessageTexts(exchange).some((text) => text.trimEnd().endsWith(expected))) return [];
  return [{ instancePath: '/message', keyword: 'message', message: 'the 400 message does not echo the inquiryId sent', expected: show(expected), actual: show(errorMessageText(exchange)) }];
}
