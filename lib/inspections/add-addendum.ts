import type { Db } from "@/db/client";
import { inspectionAddenda, jobLogs } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { loadJobForActor } from "@/lib/jobs/load-job";
import type { z } from "zod";
import { loadInspection, type InspectionView } from "./inspection-view";
import { lockInspection } from "./open-inspection";
import type { addendumSchema } from "./schemas";

const NOT_YET_SIGNED = "This inspection is not signed yet: the driver can still change it.";
const NOT_STARTED = "This inspection has not been made yet.";

/**
 * A correction of a signed (or an older client's incomplete) inspection: kept beside it with its
 * author and time, never an edit (DECISIONS.md), and written on the job's timeline. Staff only;
 * answers the inspection with it.
 */
export async function addAddendum(db: Db, actor: Actor, input: z.infer<typeof addendumSchema>): Promise<InspectionView> {
  assertStaff(actor);
  await db.transaction(async (tx) => {
    const job = await loadJobForActor(tx, actor, input.job_id);
    const inspection = await lockInspection(tx, job.id, input.kind);
    if (!inspection) throw notFound(NOT_STARTED);
    if (inspection.state === "open") throw conflict(NOT_YET_SIGNED);
    await tx
      .insert(inspectionAddenda)
      .values({ inspectionId: inspection.id, userId: actor.id, authorName: actor.username, text: input.text });
    await tx.insert(jobLogs).values({
      jobId: job.id,
      requestStatus: job.requestStatus,
      event: "inspection_addendum",
      userId: actor.id,
      note: `${input.kind === "pickup" ? "Pickup" : "Delivery"} inspection: ${input.text}`,
    });
  });
  return loadInspection(db, input.job_id, input.kind);
}
