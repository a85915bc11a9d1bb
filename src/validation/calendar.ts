// Real-calendar checks behind the custom formats: a string can have the documented shape and
// still name a time that does not exist (2025-02-30, 24:00:00).

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The days of `month` (1 to 12) in `year`; 0 for a month that is none. */
const daysIn = (year: number, month: number) => [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;

export function isRealDate(year: number, month: number, day: number): boolean {
  return day >= 1 && day <= daysIn(year, month);
}

const isRealTime = (hour: number, minute: number, second: number) => hour <= 23 && minute <= 59 && second <= 59;

const COUPON_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const INQUIRY_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}([+-])(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD HH:MM:SS` naming a real calendar time. */
export function isCouponDateTime(value: string): boolean {
  const m = COUPON_DATE_TIME.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return isRealDate(y, mo, d) && isRealTime(h, mi, s);
}

/** `YYYY-MM-DDThh:mm:ss.ssssss±hh:mm` naming a real calendar time with a real offset (-14:00..+14:00). */
export function isInquiryTimestamp(value: string): boolean {
  const m = INQUIRY_TIMESTAMP.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const offsetHours = Number(m[8]);
  const offsetMinutes = Number(m[9]);
  const offsetOk = offsetMinutes <= 59 && offsetHours * 60 + offsetMinutes <= 14 * 60;
  return isRealDate(y, mo, d) && isRealTime(h, mi, s) && offsetOk;
}
