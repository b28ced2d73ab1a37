import { and, eq, gte, inArray, type SQL, type SQLWrapper } from "drizzle-orm";
import { jobs } from "@/db/schema";
import type { TabFilter } from "../tabs";

/** A tab's condition on jobs; `today` is a date or a placeholder of a prepared statement. */
export function tabCondition(filter: TabFilter, today: string | SQLWrapper): SQL | undefined {
  return and(
    filter.statuses ? inArray(jobs.requestStatus, [...filter.statuses]) : undefined,
    filter.pickupFromToday ? gte(jobs.pickupDate, today) : undefined,
    filter.flag === "new_damage" ? eq(jobs.hasNewDamage, true) : undefined,
    filter.flag === "mileage" ? eq(jobs.hasMileageFlag, true) : undefined,
  );
}
