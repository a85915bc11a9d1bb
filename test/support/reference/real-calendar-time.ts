// An oracle of the dataset's tests, apart from the judges' own calendar (src/validation/calendar.ts).

/** `YYYY-MM-DD` and `hh:mm:ss` name a time that exists (no 30 February, no 24:00). */
export function isRealCalendarTime(date: string, clock: string): boolean {
  const parsed = new Date(`${date}T${clock}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${date}T${clock}`);
}
