// Coupon checks that JSON Schema cannot express.
import { isCouponDateTime } from '../../schemas/calendar.js';
import { errorMessageTexts } from '../response-checks.js';
import { show, valueAt } from '../describe.js';
import type { DocumentSubject, RequestSubject } from '../subjects.js';
import type { Violation } from '../types.js';
import { documentedMessages } from '../../schemas/validators.js';
import { integerAt, integerNamedBy } from './ids.js';

import { isObject } from '../json-values.js';
const LIMIT_SPELLINGS = ['maximumPerDaily', 'maximumPerDay'] as const;

/** A body with code/message/data and no couponId is the coupon inside an envelope (Decision 7). */
export function notWrappedInEnvelope({ document }: DocumentSubject): Violation[] {
  if (!isObject(document) || 'couponId' in document || !('data' in document)) return [];
  return [{ instancePath: '', keyword: 'envelope', message: 'the coupon is wrapped in an envelope', expected: 'the bare coupon object (couponId, title, ...)', actual: `an object with fields ${show(Object.keys(document))}` }];
}

/**
 * The id in the body equals the id requested (Decision 8). An id of the wrong type is the fields rule's
 * business: a string always, and a fraction where the schema types the id as an integer (couponId, but
 * not inquiryId, which the spec types as a number: there a fraction is simply another id).
 */
export function idEchoed({ document, requestedId, body }: DocumentSubject, pointer: string, typed: 'integer' | 'number'): Violation[] {
  const value = valueAt(document, pointer);
  if (typeof value !== 'number' || (typed === 'integer' && !Number.isInteger(value))) return [];
  const got = integerAt(document, pointer, body);
  if (got !== null && got === integerNamedBy(requestedId)) return [];
  return [{ instancePath: pointer, keyword: 'id-echo', message: 'the body is about another id than the one requested', expected: requestedId, actual: got?.toString() ?? show(value) }];
}

export function datesOrdered({ document }: DocumentSubject): Violation[] {
  if (!isObject(document)) return [];
  const { startDate, endDate } = document;
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || !isCouponDateTime(startDate) || !isCouponDateTime(endDate)) return [];
  // The documented format sorts chronologically as text.
  if (endDate >= startDate) return [];
  return [{ instancePath: '/endDate', keyword: 'date-order', message: 'endDate is before startDate', expected: `a time not before ${startDate}`, actual: show(endDate) }];
}

function* policies(document: unknown): Generator<[string, Record<string, unknown>]> {
  const list = isObject(document) ? document['couponPolicies'] : undefined;
  if (!Array.isArray(list)) return;
  for (const [index, policy] of list.entries()) if (isObject(policy)) yield [`/couponPolicies/${index}`, policy];
}

export function dailyLimitsAgree({ document }: DocumentSubject): Violation[] {
  const violations: Violation[] = [];
  for (const [path, policy] of policies(document)) {
    const [daily, day] = LIMIT_SPELLINGS.map((name) => policy[name]);
    // A spelling of the wrong type is the fields rule's business, not a disagreement.
    if (typeof daily === 'number' && typeof day === 'number' && daily !== day) {
      violations.push({ instancePath: path, keyword: 'daily-limit', message: 'both spellings of the daily limit are present and differ', expected: 'maximumPerDaily equal to maximumPerDay', actual: `maximumPerDaily ${show(daily)}, maximumPerDay ${show(day)}` });
    }
  }
  return violations;
}

export function dailyLimitsWhole({ document }: DocumentSubject): Violation[] {
  const violations: Violation[] = [];
  for (const [path, policy] of policies(document)) {
    for (const name of LIMIT_SPELLINGS) {
      const value = policy[name];
      if (typeof value === 'number' && !(Number.isInteger(value) && value >= 0)) {
        violations.push({ instancePath: `${path}/${name}`, keyword: 'daily-limit', message: 'the daily limit is not a whole number of at least 0', expected: 'a whole number >= 0', actual: show(value) });
      }
    }
  }
  return violations;
}

/** The text inside the parentheses that follow the documented 404 message, or null. */
export function maskedPart(exchange: RequestSubject['exchange']): string | null {
  for (const text of errorMessageTexts(exchange)) {
    const match = documentedMessages.couponNotFound.exec(text);
    if (match) return /\(([^)]*)\)$/.exec(match[0])?.[1] ?? null;
  }
  return null;
}

export function maskedNumber({ exchange }: RequestSubject): Violation[] {
  const masked = maskedPart(exchange);
  if (masked !== null && /^[0-9*]+$/.test(masked) && /[0-9]/.test(masked) && masked.includes('*')) return [];
  return [{ instancePath: '/message', keyword: 'masked', message: 'the number in the 404 message is not partly masked', expected: 'digits and at least one * in the parentheses (e.g. 11234***)', actual: masked === null ? 'no parentheses after the message' : show(masked) }];
}

/** Visible digits, read left to right, are the requested id's digits at the same places. */
export function maskedDigitsAgree({ exchange, requestedId }: RequestSubject): Violation[] {
  const masked = maskedPart(exchange) ?? '';
  const agrees = [...masked].every((char, index) => char === '*' || char === requestedId[index]);
  if (agrees) return [];
  return [{ instancePath: '/message', keyword: 'masked', message: 'the visible digits do not agree with the requested couponId', expected: `a masked form of ${requestedId}`, actual: show(masked) }];
}
