// The custom formats behind coupon dates and inquiry timestamps: the documented shape AND a real
// calendar time (Decisions 3 and 4).
import { describe, expect, it } from 'vitest';
import { isCouponDateTime, isInquiryTimestamp, isRealDate } from '../../../src/validation/calendar.js';

const couponDateTimes: [string, { given: string; want: boolean }][] = [
  ['the official example', { given: '2019-05-24 19:55:00', want: true }],
  ['a leap day of a leap year (2024)', { given: '2024-02-29 12:00:00', want: true }],
  ['a leap day of a common year (2023)', { given: '2023-02-29 12:00:00', want: false }],
  ['a leap day of a century year (1900)', { given: '1900-02-29 12:00:00', want: false }],
  ['a leap day of a 400th year (2000)', { given: '2000-02-29 12:00:00', want: true }],
  ['February 30', { given: '2025-02-30 10:00:00', want: false }],
  ['April 31', { given: '2025-04-31 10:00:00', want: false }],
  ['December 31', { given: '2025-12-31 10:00:00', want: true }],
  ['month 00', { given: '2025-00-10 10:00:00', want: false }],
  ['month 13', { given: '2025-13-01 10:00:00', want: false }],
  ['day 00', { given: '2025-01-00 10:00:00', want: false }],
  ['the last second of a day', { given: '2025-01-01 23:59:59', want: true }],
  ['the first second of a day', { given: '2025-01-01 00:00:00', want: true }],
  ['24:00:00', { given: '2025-01-01 24:00:00', want: false }],
  ['minute 60', { given: '2025-01-01 10:60:00', want: false }],
  ['second 60 (no leap seconds)', { given: '2025-01-01 10:00:60', want: false }],
  ['slashes', { given: '2025/01/01 10:00:00', want: false }],
  ['a T separator', { given: '2025-01-01T10:00:00', want: false }],
  ['no seconds', { given: '2025-01-01 10:00', want: false }],
  ['a zone', { given: '2025-01-01 10:00:00+09:00', want: false }],
  ['fractional seconds', { given: '2025-01-01 10:00:00.000', want: false }],
  ['one-digit month', { given: '2025-1-01 10:00:00', want: false }],
  ['surrounding space', { given: ' 2025-01-01 10:00:00', want: false }],
  ['a trailing newline', { given: '2025-01-01 10:00:00\n', want: false }],
  ['non-ASCII digits', { given: '２０２５-01-01 10:00:00', want: false }],
  ['the empty string', { given: '', want: false }],
];

describe('isCouponDateTime: YYYY-MM-DD HH:MM:SS naming a real time', () => {
  it.each(couponDateTimes)('%s', (_name, { given, want }) => {
    expect(isCouponDateTime(given)).toBe(want);
  });
});

const inquiryTimestamps: [string, { given: string; want: boolean }][] = [
  ['the official example', { given: '2025-01-15T14:17:13.973885-08:00', want: true }],
  ['a leap day of a leap year (2024)', { given: '2024-02-29T00:00:00.000000+09:00', want: true }],
  ['a leap day of a common year (2023)', { given: '2023-02-29T00:00:00.000000+09:00', want: false }],
  ['a leap day of a century year (1900)', { given: '1900-02-29T00:00:00.000000+09:00', want: false }],
  ['a leap day of a 400th year (2000)', { given: '2000-02-29T00:00:00.000000+09:00', want: true }],
  ['month 13', { given: '2025-13-01T14:17:13.973885-08:00', want: false }],
  ['the last second of a day', { given: '2025-01-15T23:59:59.999999+09:00', want: true }],
  ['24:00:00', { given: '2025-01-15T24:00:00.000000+09:00', want: false }],
  ['offset -14:00 (the lowest real one)', { given: '2025-01-15T14:17:13.973885-14:00', want: true }],
  ['offset +14:00 (the highest real one)', { given: '2025-01-15T14:17:13.973885+14:00', want: true }],
  ['offset +14:30', { given: '2025-01-15T14:17:13.973885+14:30', want: false }],
  ['offset -14:01', { given: '2025-01-15T14:17:13.973885-14:01', want: false }],
  ['offset +25:00', { given: '2025-01-15T14:17:13.973885+25:00', want: false }],
  ['offset +05:60', { given: '2025-01-15T14:17:13.973885+05:60', want: false }],
  ['offset +05:45 (Nepal)', { given: '2025-01-15T14:17:13.973885+05:45', want: true }],
  ['offset +05:59, the last minute of an hour', { given: '2025-01-15T14:17:13.973885+05:59', want: true }],
  ['surrounding space', { given: ' 2025-01-15T14:17:13.973885-08:00', want: false }],
  ['a trailing letter', { given: '2025-01-15T14:17:13.973885-08:00x', want: false }],
  ['month 00', { given: '2025-00-15T14:17:13.973885-08:00', want: false }],
  ['day 00', { given: '2025-01-00T14:17:13.973885-08:00', want: false }],
  ['offset -00:00', { given: '2025-01-15T14:17:13.973885-00:00', want: true }],
  ['offset Z', { given: '2025-01-15T14:17:13.973885Z', want: false }],
  ['offset without colon', { given: '2025-01-15T14:17:13.973885+0900', want: false }],
  ['no offset', { given: '2025-01-15T14:17:13.973885', want: false }],
  ['5 fractional digits', { given: '2025-01-15T14:17:13.97388-08:00', want: false }],
  ['7 fractional digits', { given: '2025-01-15T14:17:13.9738851-08:00', want: false }],
  ['3 fractional digits', { given: '2025-01-15T14:17:13.973-08:00', want: false }],
  ['no fractional digits', { given: '2025-01-15T14:17:13-08:00', want: false }],
  ['a space instead of T', { given: '2025-01-15 14:17:13.973885-08:00', want: false }],
  ['a lower-case t', { given: '2025-01-15t14:17:13.973885-08:00', want: false }],
  ['a date only', { given: '2025-01-15', want: false }],
  ['the empty string', { given: '', want: false }],
];

describe('isInquiryTimestamp: YYYY-MM-DDThh:mm:ss.ssssss±hh:mm naming a real time and offset', () => {
  it.each(inquiryTimestamps)('%s', (_name, { given, want }) => {
    expect(isInquiryTimestamp(given)).toBe(want);
  });
});

describe('isRealDate: the Gregorian calendar', () => {
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [1900, 2, 29, false],
    [2000, 2, 29, true],
    [2025, 1, 31, true],
    [2025, 6, 31, false],
    [2025, 9, 30, true],
    [2025, 11, 31, false],
    [2025, 0, 1, false],
    [2025, 13, 1, false],
    [2025, 1, 0, false],
  ])('%i-%i-%i is %s', (year, month, day, want) => {
    expect(isRealDate(year, month, day)).toBe(want);
  });
});
