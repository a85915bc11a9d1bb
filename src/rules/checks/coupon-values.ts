// Checks of coupon values that a schema cannot express: the order of its dates (decision D3) and the
// two spellings of the policies' daily limit (D1).
import { isCouponDateTime } from '../../schemas/calendar.js';
import { show } from '../describe.js';
import { isObject } from '../json-values.js';
import type { Violation } from '../rule.js';
import type { DocumentSubject } from '../subjects.js';

const LIMIT_SPELLINGS = ['maximumPerDaily', 'maximumPerDay'] as const;

export function datesOrdered({ document }: DocumentSubject): Violation[] {
  if (!isObject(document)) return [];
  const { startDate, endDate } = document;
  if (typeof startDate !== 'string' || typeof endDate !== 'string' || !isCouponDateTime(startDate) || !isCouponDateTime(endDate)) return [];
  // The documented format sorts chronologically as text.
  if (endDate >= startDate) return [];
  return [
    {
      instancePath: '/endDate',
      keyword: 'date-order',
      message: 'endDate is before startDate',
      expected: `a time not before ${startDate}`,
      actual: show(endDate),
    },
  ];
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
      violations.push({
        instancePath: path,
        keyword: 'daily-limit',
        message: 'both spellings of the daily limit are present and differ',
        expected: 'maximumPerDaily equal to maximumPerDay',
        actual: `maximumPerDaily ${show(daily)}, maximumPerDay ${show(day)}`,
      });
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
        violations.push({
          instancePath: `${path}/${name}`,
          keyword: 'daily-limit',
          message: 'the daily limit is not a whole number of at least 0',
          expected: 'a whole number >= 0',
          actual: show(value),
        });
      }
    }
  }
  return violations;
}
