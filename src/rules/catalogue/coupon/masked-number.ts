// Checks of the number in the coupon 404's message (decision D9): partly masked, its visible digits those of the
// couponId requested. The number is what follows any documented wording (src/documented-wordings.ts) in parentheses.
import { show } from '../../describe.js';
import { DOCUMENTED, messageFieldTexts } from '../../checks/error-messages.js';
import type { RequestSubject } from '../../subjects.js';
import { violation, type Violation } from '../../violation.js';
import type { Exchange } from '../../../http/types.js';

/** The text inside the parentheses that follow the documented 404 wording, or null. */
function maskedPart(exchange: Exchange): string | null {
  for (const text of messageFieldTexts(exchange)) {
    const match = DOCUMENTED.couponNotFound.pattern.exec(text);
    // Stryker disable next-line Regex: the match ends with its only ")" (no wording has one), so the $ changes nothing
    if (match) return /\(([^)]*)\)$/.exec(match[0])?.[1] ?? null;
  }
  return null;
}

export function maskedNumber({ exchange }: RequestSubject): Violation[] {
  const masked = maskedPart(exchange);
  if (masked !== null && /^[0-9*]+$/.test(masked) && /[0-9]/.test(masked) && masked.includes('*')) return [];
  return [
    violation('masked', {
      at: '/message',
      message: 'the number in the 404 message is not partly masked',
      expected: 'digits and at least one * in the parentheses (e.g. 11234***)',
      actual: masked === null ? 'no parentheses after the message' : show(masked),
    }),
  ];
}

/** Visible digits, read left to right, are the requested id's digits at the same places. */
export function maskedDigitsAgree({ exchange, requestedId }: RequestSubject): Violation[] {
  const masked = maskedPart(exchange) ?? '';
  const agrees = [...masked].every((char, index) => char === '*' || char === requestedId[index]);
  if (agrees) return [];
  return [
    violation('masked', {
      at: '/message',
      message: 'the visible digits do not agree with the requested couponId',
      expected: `a masked form of ${requestedId}`,
      actual: show(masked),
    }),
  ];
}
