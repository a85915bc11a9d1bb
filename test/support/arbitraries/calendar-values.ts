// Calendar values in the two documented formats: real ones (leap days, month ends and every offset
// from -14:00 to +14:00 included) and real-looking ones that name no time at all (2025-02-29,
// 24:00:00, five fractional digits, +14:30), as the judges' calendar rules must tell them apart.
import fc from 'fast-check';

/** A wall-clock time, each field as it is written in the document. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface WallClockConstraints {
  /** First year that can be drawn; 1900 by default (a century year that is not a leap year). */
  minYear?: number;
  /** Last year that can be drawn; 2400 by default (a century year that is a leap year). */
  maxYear?: number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const clockArbitrary = fc.record({
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.integer({ min: 0, max: 59 }),
  second: fc.integer({ min: 0, max: 59 }),
});

function wallClockOf(instant: Date): WallClock {
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
    hour: instant.getUTCHours(),
    minute: instant.getUTCMinutes(),
    second: instant.getUTCSeconds(),
  };
}

/** The wall clock `seconds` after `from` (a wall clock is read as if it were UTC: no zone, no DST gap). */
export function wallClockAfter(from: WallClock, seconds: number): WallClock {
  const start = Date.UTC(from.year, from.month - 1, from.day, from.hour, from.minute, from.second);
  return wallClockOf(new Date(start + seconds * 1000));
}

/**
 * A real calendar time between the years of the constraints. Leap days and the last day of a
 * month are drawn far more often than their share of the calendar, since that is where a
 * calendar check goes wrong.
 */
export function wallClockArbitrary(constraints: WallClockConstraints = {}): fc.Arbitrary<WallClock> {
  const { minYear = 1900, maxYear = 2400 } = constraints;
  const year = fc.integer({ min: minYear, max: maxYear });
  const anyTime = fc
    .date({ min: new Date(Date.UTC(minYear, 0, 1)), max: new Date(Date.UTC(maxYear, 11, 31, 23, 59, 59)), noInvalidDate: true })
    .map(wallClockOf);
  const leapYears = Array.from({ length: maxYear - minYear + 1 }, (_, i) => minYear + i).filter(isLeapYear);
  const leapDay = fc.tuple(fc.constantFrom(...leapYears), clockArbitrary).map(([y, clock]) => ({ year: y, month: 2, day: 29, ...clock }));
  const monthEnd = fc
    .tuple(year, fc.integer({ min: 1, max: 12 }), clockArbitrary)
    .map(([y, month, clock]) => ({ year: y, month, day: daysIn(y, month), ...clock }));
  return fc.oneof({ arbitrary: anyTime, weight: 4 }, ...(leapYears.length > 0 ? [{ arbitrary: leapDay, weight: 1 }] : []), {
    arbitrary: monthEnd,
    weight: 1,
  });
}

/** `YYYY-MM-DD`, the date part of both formats. */
export const formatCalendarDate = (at: WallClock) => `${pad(at.year, 4)}-${pad(at.month)}-${pad(at.day)}`;
const formatClock = (at: WallClock) => `${pad(at.hour)}:${pad(at.minute)}:${pad(at.second)}`;

/** `YYYY-MM-DD HH:MM:SS`, the coupon format. */
export const formatCouponDateTime = (at: WallClock) => `${formatCalendarDate(at)} ${formatClock(at)}`;

/** `YYYY-MM-DDThh:mm:ss.ssssss±hh:mm`, the inquiry format. */
export const formatInquiryTimestamp = (at: WallClock, micros: number, offset: string) =>
  `${formatCalendarDate(at)}T${formatClock(at)}.${pad(micros, 6)}${offset}`;

/** A real coupon date-time, `YYYY-MM-DD HH:MM:SS`. */
export function couponDateTimeArbitrary(constraints: WallClockConstraints = {}): fc.Arbitrary<string> {
  return wallClockArbitrary(constraints).map(formatCouponDateTime);
}

export interface CouponPeriod {
  startDate: string;
  endDate: string;
}

export interface CouponPeriodConstraints extends WallClockConstraints {
  /** Longest period in seconds; ten years by default. The shortest is 0: endDate equal to startDate. */
  maxSeconds?: number;
}

/** startDate and an endDate that is not before it. */
export function couponPeriodArbitrary(constraints: CouponPeriodConstraints = {}): fc.Arbitrary<CouponPeriod> {
  const { maxSeconds = 10 * 366 * 24 * 3600, ...years } = constraints;
  return fc
    .tuple(wallClockArbitrary(years), fc.oneof(fc.constant(0), fc.integer({ min: 0, max: maxSeconds })))
    .map(([start, seconds]) => ({ startDate: formatCouponDateTime(start), endDate: formatCouponDateTime(wallClockAfter(start, seconds)) }));
}

/** A numeric UTC offset `±hh:mm` from -14:00 to +14:00, the extremes and the usual ones drawn often. */
export function utcOffsetArbitrary(): fc.Arbitrary<string> {
  const minutes = fc.oneof(fc.constantFrom(-840, 840, 0, -480, 540, 345, 330), fc.integer({ min: -840, max: 840 }));
  return minutes.map((total) => `${total < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(total) / 60))}:${pad(Math.abs(total) % 60)}`);
}

/** A real inquiry timestamp, `YYYY-MM-DDThh:mm:ss.ssssss±hh:mm`. */
export function inquiryTimestampArbitrary(constraints: WallClockConstraints = {}): fc.Arbitrary<string> {
  return fc
    .tuple(wallClockArbitrary(constraints), fc.integer({ min: 0, max: 999_999 }), utcOffsetArbitrary())
    .map(([at, micros, offset]) => formatInquiryTimestamp(at, micros, offset));
}

// --- Real-looking values that name no time --------------------------------------------------------

const nonLeapYearArbitrary = fc.oneof(
  fc.constantFrom(1900, 2100, 2023, 2025),
  fc.integer({ min: 1900, max: 2400 }).filter((y) => !isLeapYear(y)),
);

/** A date in the documented shape that is not on the calendar: 2025-02-29, 2024-02-30, 2025-04-31, month 13, day 00. */
export function impossibleCalendarDateArbitrary(): fc.Arbitrary<string> {
  const year = fc.integer({ min: 1900, max: 2400 });
  return fc.oneof(
    nonLeapYearArbitrary.map((y) => `${y}-02-29`),
    fc.tuple(year, fc.constantFrom(30, 31)).map(([y, day]) => `${y}-02-${day}`),
    fc.tuple(year, fc.constantFrom(4, 6, 9, 11)).map(([y, month]) => `${y}-${pad(month)}-31`),
    fc.tuple(year, fc.constantFrom(0, 13, 19, 99)).map(([y, month]) => `${y}-${pad(month)}-15`),
    fc.tuple(year, fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, 32, 99)).map(([y, month, day]) => `${y}-${pad(month)}-${pad(day)}`),
  );
}

/** A time of day in the documented shape that is not on the clock: 24:00:00, 12:60:00, 23:59:60 (a leap second). */
export function impossibleClockArbitrary(): fc.Arbitrary<string> {
  const hour = fc.integer({ min: 0, max: 23 });
  const sixty = fc.integer({ min: 0, max: 59 });
  return fc.oneof(
    fc.tuple(fc.integer({ min: 24, max: 99 }), sixty, sixty).map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`),
    fc.tuple(hour, fc.integer({ min: 60, max: 99 }), sixty).map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`),
    fc.tuple(hour, sixty, fc.integer({ min: 60, max: 99 })).map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`),
    fc.constant('23:59:60'),
  );
}

/** A string that looks like `YYYY-MM-DD HH:MM:SS` but is not a real coupon date-time, or not in that format. */
export function impossibleCouponDateTimeArbitrary(): fc.Arbitrary<string> {
  const real = wallClockArbitrary({ minYear: 1990, maxYear: 2100 });
  return fc.oneof(
    fc.tuple(impossibleCalendarDateArbitrary(), real).map(([date, at]) => `${date} ${formatClock(at)}`),
    fc.tuple(real, impossibleClockArbitrary()).map(([at, clock]) => `${formatCalendarDate(at)} ${clock}`),
    fc.tuple(real, fc.constantFrom<ShapeDefect>(...COUPON_SHAPE_DEFECTS)).map(([at, defect]) => defect(at)),
  );
}

type ShapeDefect = (at: WallClock) => string;

const COUPON_SHAPE_DEFECTS: readonly ShapeDefect[] = [
  (at) => `${formatCalendarDate(at)}T${formatClock(at)}`,
  (at) => `${formatCalendarDate(at).replace(/-/g, '/')} ${formatClock(at)}`,
  (at) => `${formatCalendarDate(at)} ${formatClock(at).slice(0, 5)}`,
  (at) => `${formatCalendarDate(at)} ${formatClock(at)}.000`,
  (at) => `${formatCalendarDate(at)} ${formatClock(at)}+09:00`,
  (at) => `${formatCalendarDate(at)} ${formatClock(at)} `,
  (at) => ` ${formatCalendarDate(at)} ${formatClock(at)}`,
  (at) => `${formatCalendarDate(at)} ${formatClock(at)}\n`,
  (at) => `${formatCalendarDate(at).slice(2)} ${formatClock(at)}`,
  (at) => `${at.year}-${Math.min(at.month, 9)}-${pad(at.day)} ${formatClock(at)}`,
  (at) => formatCalendarDate(at),
  (at) => `${formatCalendarDate(at)}  ${formatClock(at)}`,
  // Full-width digits look the same to a person and are no digits to the format.
  (at) => formatCouponDateTime(at).replace(/[0-9]/g, (digit) => String.fromCharCode(0xff10 + Number(digit))),
  () => '',
];

/** An offset in the shape `±hh:mm` beyond ±14:00 or with 60 minutes or more, or one in another shape. */
export function impossibleUtcOffsetArbitrary(): fc.Arbitrary<string> {
  const sign = fc.constantFrom('+', '-');
  return fc.oneof(
    fc.tuple(sign, fc.integer({ min: 1, max: 59 })).map(([s, m]) => `${s}14:${pad(m)}`),
    fc.tuple(sign, fc.integer({ min: 15, max: 99 }), fc.integer({ min: 0, max: 59 })).map(([s, h, m]) => `${s}${pad(h)}:${pad(m)}`),
    fc.tuple(sign, fc.integer({ min: 0, max: 13 }), fc.integer({ min: 60, max: 99 })).map(([s, h, m]) => `${s}${pad(h)}:${pad(m)}`),
    fc.constantFrom('Z', 'z', '+0900', '+09', '', ' +09:00', '+9:00', 'UTC', '−08:00'),
  );
}

/** A string that looks like `YYYY-MM-DDThh:mm:ss.ssssss±hh:mm` but is not a real inquiry timestamp, or not in that format. */
export function impossibleInquiryTimestampArbitrary(): fc.Arbitrary<string> {
  const real = wallClockArbitrary({ minYear: 1990, maxYear: 2100 });
  const micros = fc.integer({ min: 0, max: 999_999 }).map((value) => pad(value, 6));
  const offset = utcOffsetArbitrary();
  return fc.oneof(
    fc.tuple(impossibleCalendarDateArbitrary(), real, micros, offset).map(([date, at, us, o]) => `${date}T${formatClock(at)}.${us}${o}`),
    fc.tuple(real, impossibleClockArbitrary(), micros, offset).map(([at, clock, us, o]) => `${formatCalendarDate(at)}T${clock}.${us}${o}`),
    fc.tuple(real, micros, impossibleUtcOffsetArbitrary()).map(([at, us, o]) => `${formatCalendarDate(at)}T${formatClock(at)}.${us}${o}`),
    // Fractional digits other than six: none at all, 1 to 5, 7 to 9.
    fc
      .tuple(real, fc.constantFrom(0, 1, 3, 5, 7, 9), offset)
      .map(([at, digits, o]) => `${formatCalendarDate(at)}T${formatClock(at)}${digits === 0 ? '' : `.${'1'.repeat(digits)}`}${o}`),
    fc
      .tuple(real, micros, offset, fc.constantFrom(' ', 't', '_'))
      .map(([at, us, o, separator]) => `${formatCalendarDate(at)}${separator}${formatClock(at)}.${us}${o}`),
    real.map(formatCouponDateTime),
    real.map((at) => new Date(Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute, at.second)).toISOString()),
  );
}
