import { z } from "zod";
import { isValidDate } from "@/lib/jobs/timing";

/** The board's URL state: ?view=day|week&date=YYYY-MM-DD (a week runs Monday to Sunday around the date). */
export const boardRangeSchema = z.object({
  view: z.enum(["day", "week"]).catch("week"),
  date: z.string().refine(isValidDate).optional().catch(undefined),
  /** "1": every job of "To assign", not only the soonest pickups. */
  all: z.literal("1").optional().catch(undefined),
});
export type BoardRangeQuery = z.infer<typeof boardRangeSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The dates the board shows; a missing date is today (the viewer's, passed in). Pure. */
export function boardDates({ view, date }: BoardRangeQuery, today: string): string[] {
  const day = date ?? today;
  if (view === "day") return [day];
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The previous and next range, for the board's links. */
export function neighbourDates({ view, date }: BoardRangeQuery, today: string): { previous: string; next: string } {
  const step = view === "day" ? 1 : 7;
  const day = date ?? today;
  return { previous: addDays(day, -step), next: addDays(day, step) };
}
