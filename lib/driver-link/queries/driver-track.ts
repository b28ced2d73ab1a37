import type { DbOrTx } from "@/db/client";
import { listLocationUpdates } from "@/lib/jobs/queries/detail-parts";
import type { DriverLink } from "../verify-link";

/** GET driver/update-location: the job's positions as the tracking view shows them, oldest first. */
export function getDriverTrack(db: DbOrTx, link: DriverLink) {
  return listLocationUpdates(db, link.jobId);
}
