import { z } from "zod";
import { idField } from "@/lib/forms/fields";
import { isValidDate } from "@/lib/jobs/timing";

export const DAYS_OFF_MESSAGES = {
  day: "Day must be a date (YYYY-MM-DD).",
  from: "From must be a date (YYYY-MM-DD).",
  to: "To must be a date (YYYY-MM-DD).",
  range: "The range must run forward and cover at most 62 days.",
  off: "Off must be true or false.",
  marked: "Day off marked",
  cleared: "Day off cleared",
} as const;

/** The board shows a week at most; two months keeps a calendar's call small without refusing it. */
export const MAX_DAYS_OFF_RANGE = 62;

const dateField = (message: string) => z.string({ error: message }).refine(isValidDate, message);

/** POST admin/set-driver-day-off: the board's day-off switch for one driver and date. */
export const setDriverDayOffSchema = z.object({
  driverId: idField("Driver ID is required."),
  day: dateField(DAYS_OFF_MESSAGES.day),
  off: z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean({ error: DAYS_OFF_MESSAGES.off })),
});
export type SetDriverDayOff = z.infer<typeof setDriverDayOffSchema>;

/** GET admin/get-driver-days-off?from=&to= (both dates included). */
export const daysOffRangeSchema = z
  .object({ from: dateField(DAYS_OFF_MESSAGES.from), to: dateField(DAYS_OFF_MESSAGES.to) })
  .refine(({ from, to }) => from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_DAYS_OFF_RANGE, {
    message: DAYS_OFF_MESSAGES.range,
    path: ["to"],
  });
export type DaysOffRange = z.infer<typeof daysOffRangeSchema>;

/** /dispatch/map?sort=: the list's order by the last ping, oldest first unless asked. */
export const liveMapQuerySchema = z.object({ sort: z.enum(["oldest", "newest"]).catch("oldest").default("oldest") });
