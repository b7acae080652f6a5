/**
 * Demand is counted per day of the business's own calendar: India Standard Time, UTC+05:30 all year
 * (India keeps no summer time), so "today" turns over at midnight in Chennai, not London.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** "2026-11-26": the day in India at that moment. */
export function demandDay(at: number): string {
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` before (negative: after) the given day. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The days from `first` to `last`, both included, oldest first. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = daysBefore(day, -1)) days.push(day);
  return days;
}
