// Calendar and formatting helpers of the dataset. A wall-clock time is kept as a UTC instant whose UTC
// fields are the local fields, so formatting never depends on the machine's time zone.

import type { Random } from '../random.js';

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const DATA_EPOCH = Date.UTC(2024, 0, 1);

export function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function formatDate(wallClock: number): string {
  const at = new Date(wallClock);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

export function formatClock(wallClock: number): string {
  const at = new Date(wallClock);
  return `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

/** `YYYY-MM-DD HH:MM:SS`, the coupon style. */
export function formatCouponTime(wallClock: number): string {
  return `${formatDate(wallClock)} ${formatClock(wallClock)}`;
}

/** `YYYY-MM-DDThh:mm:ss.ssssss±hh:mm`, the inquiry style. */
export function formatInquiryTime(wallClock: number, micros: number, utcOffset: string): string {
  return `${formatDate(wallClock)}T${formatClock(wallClock)}.${pad(micros, 6)}${utcOffset}`;
}

export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function uniqueInt(random: Random, used: Set<number>, min: number, max: number): number {
  let value = random.int(min, max);
  while (used.has(value)) value = random.int(min, max);
  used.add(value);
  return value;
}
