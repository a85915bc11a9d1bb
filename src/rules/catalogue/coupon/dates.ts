// The coupon's dates (spec "Coupon", decision D3): startDate and endDate written YYYY-MM-DD HH:MM:SS on a real
// calendar time, and the end not before the start.
import { isCouponDateTime } from '../../../validation/calendar.js';
import { json, type Change } from '../../answer-changes.js';
import { show } from '../../describe.js';
import { fails, notJudged, passes } from '../../example.js';
import { at, type Kind, type Placed } from '../../reads.js';
import { defineRule, on } from '../../rule.js';
import { decision, spec } from '../../sources.js';
import { violation, type Violation } from '../../violation.js';
import { operation } from './shared.js';

const aDate: Kind<string> = {
  what: 'a date (YYYY-MM-DD HH:MM:SS)',
  test: (value): value is string => typeof value === 'string' && isCouponDateTime(value),
};

export function datesOrdered({ startDate, endDate }: { startDate: Placed<string>; endDate: Placed<string> }): Violation[] {
  // The documented format sorts chronologically as text.
  if (endDate.value >= startDate.value) return [];
  return [
    violation('date-order', {
      at: endDate.at,
      message: 'endDate is before startDate',
      expected: `a time not before ${startDate.value}`,
      actual: show(endDate.value),
    }),
  ];
}

const setting = (field: 'startDate' | 'endDate', value: unknown): Change =>
  json((c) => {
    c[field] = value;
  });

/** Dates that are not dates, with where they break: coupon.dates.format fails there, and coupon.dates.order cannot read them. */
const NOT_DATES: readonly [string, Change, string][] = [
  ['a startDate on February 30 (D3)', setting('startDate', '2025-02-30 10:00:00'), '/startDate'],
  ['a startDate written 2025/01/01 10:00:00 (D3)', setting('startDate', '2025/01/01 10:00:00'), '/startDate'],
  ['an endDate at 24:00:00 (D3)', setting('endDate', '2019-06-08 24:00:00'), '/endDate'],
];

export const dates = [
  defineRule({
    id: 'coupon.dates.format',
    operation,
    subject: 'document',
    sources: [spec.coupon, decision.D3],
    title: 'MUST give startDate and endDate as YYYY-MM-DD HH:MM:SS naming a real calendar time',
    reads: { startDate: at('/startDate', 'string'), endDate: at('/endDate', 'string') },
    claims: [on(['/startDate', '/endDate'], 'pattern', 'format')],
    faults: [
      {
        id: 'coupon-date-slashes',
        defect: 'startDate as 2025/01/01 10:00:00',
        answers: 'found',
        change: json((c) => {
          c.startDate = c.startDate.replace(/-/g, '/');
        }),
      },
      {
        id: 'coupon-date-impossible',
        defect: 'endDate on February 30',
        notPassed: ['coupon.dates.order'],
        answers: 'found',
        change: json((c) => {
          c.endDate = '2099-02-30 10:00:00';
        }),
      },
      {
        id: 'coupon-date-iso',
        defect: 'startDate in ISO 8601 with T and zone',
        answers: 'found',
        change: json((c) => {
          c.startDate = `${c.startDate.replace(' ', 'T')}+09:00`;
        }),
      },
      {
        id: 'coupon-start-date-impossible',
        defect: 'startDate 2026-13-45 99:00:00 (no such month, day or hour)',
        notPassed: ['coupon.dates.order'],
        answers: 'found',
        change: json((c) => {
          c.startDate = '2026-13-45 99:00:00';
        }),
      },
    ],
    examples: [
      passes('the reference dates'),
      passes(
        'a leap day, 2024-02-29 (D3)',
        json((c) => {
          c.startDate = '2024-02-29 00:00:00';
          c.endDate = '2024-02-29 23:59:59';
        }),
      ),
      ...NOT_DATES.map(([why, change, where]) => fails(why, change, { at: where })),
      notJudged(
        'startDate missing, which coupon.fields reports',
        json((c) => void delete c.startDate),
        {
          at: '/startDate',
          see: 'coupon.fields',
        },
      ),
      notJudged('endDate a number, which coupon.fields reports', setting('endDate', 20190608), { at: '/endDate', see: 'coupon.fields' }),
    ],
  }),
  defineRule({
    id: 'coupon.dates.order',
    operation,
    subject: 'document',
    sources: [decision.D3],
    title: 'SHOULD NOT give an endDate before the startDate',
    reads: { startDate: at('/startDate', aDate), endDate: at('/endDate', aDate) },
    check: datesOrdered,
    faults: [
      {
        id: 'coupon-dates-reversed',
        defect: 'endDate before startDate',
        answers: 'found',
        change: json((c) => {
          [c.startDate, c.endDate] = [c.endDate, c.startDate];
        }),
      },
    ],
    examples: [
      passes(
        'an endDate equal to the startDate: not before it (D3)',
        json((c) => {
          c.endDate = c.startDate;
        }),
      ),
      fails(
        'an endDate a second before the startDate',
        json((c) => {
          c.startDate = '2025-05-24 19:55:00';
          c.endDate = '2025-05-24 19:54:59';
        }),
        { at: '/endDate' },
      ),
      notJudged(
        'a startDate on a 13th month: not a date, which coupon.dates.format reports',
        json((c) => {
          c.startDate = '2019-13-24 19:55:00';
        }),
        { at: '/startDate', see: 'coupon.dates.format' },
      ),
      ...NOT_DATES.map(([why, change, where]) =>
        notJudged(`${why}: not a date, which coupon.dates.format reports`, change, { at: where, see: 'coupon.dates.format' }),
      ),
    ],
  }),
];
