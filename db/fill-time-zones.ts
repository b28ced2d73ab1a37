import { asc, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "./client";
import { jobs } from "./schema";
import { zoneAt } from "@/lib/places/zone-at";

const BATCH = 2000;

/**
 * Jobs written before places carried their time zone (migration 0006) get it from their
 * coordinates. Runs after the migrations (migrate.ts) and after the demo data; a job that has
 * its zones is never read again, so a second run does nothing.
 */
export async function fillTimeZones(db: DbOrTx): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({
        id: jobs.id,
        plat: jobs.pickupLatitude,
        plng: jobs.pickupLongitude,
        dlat: jobs.dropoffLatitude,
        dlng: jobs.dropoffLongitude,
      })
      .from(jobs)
      .where(or(isNull(jobs.pickupTimezone), isNull(jobs.dropoffTimezone)))
      .orderBy(asc(jobs.id))
      .limit(BATCH);
    if (rows.length === 0) return filled;
    const values = rows.map((r) => sql`(${r.id}::int, ${zoneAt(r.plat, r.plng)}, ${zoneAt(r.dlat, r.dlng)})`);
    await db.execute(sql`update ${jobs} set pickup_timezone = coalesce(${jobs.pickupTimezone}, v.pickup), dropoff_timezone = coalesce(${jobs.dropoffTimezone}, v.dropoff)
      from (values ${sql.join(values, sql`, `)}) as v(id, pickup, dropoff) where ${jobs.id} = v.id`);
    filled += rows.length;
  }
}
