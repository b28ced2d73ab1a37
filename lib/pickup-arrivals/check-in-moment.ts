import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { jobs } from "@/db/schema";

/**
 * When the driver began the check-in, which stops the waiting clock: the first trace of the pickup
 * inspection (its VIN check, its first photo's capture time, its signature) or the ride's check-in,
 * whichever is earliest. The photo's and signature's times are the phone's, so a check-in made
 * without signal stops the clock when it happened, not when it arrived. Null: not begun.
 */
export async function checkInMoment(db: DbOrTx, jobId: number): Promise<Date | null> {
  // Written out with aliases: drizzle leaves a column in a select's field unqualified, which a subquery would misread.
  const [row] = await db
    .select({
      // least() passes over nulls; all of them null is null.
      at: sql<string | Date | null>`least(
        (select least(i.vin_checked_at, i.signed_at) from inspections i where i.job_id = ${jobId} and i.kind = 'pickup'),
        (select min(p.captured_at) from inspection_photos p join inspections i on i.id = p.inspection_id
          where i.job_id = ${jobId} and i.kind = 'pickup'),
        (select r.checked_in_at from rides r where r.job_id = ${jobId}))`,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row?.at ? new Date(row.at) : null;
}
