// The dataset's calendar: wall-clock times kept as UTC instants, written in the two documented styles.
import { describe, expect, it } from 'vitest';
import {
  DATA_EPOCH,
  DAY,
  HOUR,
  MINUTE,
  SECOND,
  formatClock,
  formatCouponTime,
  formatDate,
  formatInquiryTime,
  groupThousands,
  pad,
  uniqueInt,
} from '../../../../src/reference/dataset/calendar.js';
import { createRandom } from '../../../../src/reference/random.js';

describe('the units of time', () => {
  it('are milliseconds, from 2024-01-01 UTC', () => {
    expect([SECOND, MINUTE, HOUR, DAY]).toEqual([1_000, 60_000, 3_600_000, 86_400_000]);
    expect(new Date(DATA_EPOCH).toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
});

describe('pad', () => {
  it('pads to two digits unless told otherwise, and never cuts', () => {
    expect([pad(0), pad(7), pad(12), pad(123)]).toEqual(['00', '07', '12', '123']);
    expect(pad(42, 8)).toBe('00000042');
  });
});

describe('the written times', () => {
  // 2025-03-04 05:06:07 wall-clock: every field a single digit, so each one must be padded.
  const wallClock = Date.UTC(2025, 2, 4, 5, 6, 7);

  it('write the date and the clock with every field padded', () => {
    expect(formatDate(wallClock)).toBe('2025-03-04');
    expect(formatClock(wallClock)).toBe('05:06:07');
  });

  it('write a coupon time as `YYYY-MM-DD HH:MM:SS`', () => {
    expect(formatCouponTime(wallClock)).toBe('2025-03-04 05:06:07');
    expect(formatCouponTime(Date.UTC(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59:59');
  });

  it('write an inquiry time with six-digit microseconds and its offset', () => {
    expect(formatInquiryTime(wallClock, 42, '+09:00')).toBe('2025-03-04T05:06:07.000042+09:00');
    expect(formatInquiryTime(wallClock, 999_999, '-08:00')).toBe('2025-03-04T05:06:07.999999-08:00');
  });
});

describe('groupThousands', () => {
  it('puts a comma between groups of three digits, as Korean prices are written', () => {
    for (const written of ['0', '999', '1,000', '12,345', '1,234,567']) {
      expect(groupThousands(Number(written.replaceAll(',', '')))).toBe(written);
    }
  });
});

describe('uniqueInt', () => {
  it('draws within the bounds a number not used before, and marks it used', () => {
    const random = createRandom(1);
    const used = new Set([1, 2, 4]);
    const drawn = [uniqueInt(random, used, 1, 5), uniqueInt(random, used, 1, 5)];
    expect(new Set(drawn)).toEqual(new Set([3, 5]));
    expect(used).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});
