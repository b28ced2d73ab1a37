import { and, eq, gte, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { inspections, jobs } from "@/db/schema";
import type { TabFilter } from "../tabs";

/** Keys or loose items missing at a signed delivery (the readings keep the flag, record-parts.ts). */
const hasMissingItemsAtDelivery = sql`exists (select 1 from ${inspections} where ${inspections.jobId} = ${jobs.id}
  and ${inspections.hasMissingItems} and ${inspections.state} = 'signed')`;

/** A tab's condition on jobs; `today` is a date or a placeholder of a prepared statement. */
export function tabCondition(filter: TabFilter, today: string | SQLWrapper): SQL | undefined {
  return and(
    filter.statuses ? inArray(jobs.requestStatus, [...filter.statuses]) : undefined,
    filter.pickupFromToday ? gte(jobs.pickupDate, today) : undefined,
    filter.flag === "new_damage" ? eq(jobs.hasNewDamage, true) : undefined,
    filter.flag === "mileage" ? eq(jobs.hasMileageFlag, true) : undefined,
    filter.flag === "missing_items" ? hasMissingItemsAtDelivery : undefined,
    filter.flag === "pickup_exception" ? eq(jobs.hasPickupException, true) : undefined,
  );
}
