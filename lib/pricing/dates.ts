/**
 * The day a price is computed on, and the days a rate card version starts: 'YYYY-MM-DD' in UTC
 * (like the tabs' "today", DECISIONS.md). Kept here so pricing needs nothing of lib/jobs, which prices jobs.
 */
export function pricingDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && pricingDay(day) === value;
}
