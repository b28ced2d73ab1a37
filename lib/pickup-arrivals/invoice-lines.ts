import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { invoiceLines, pickupArrivals } from "@/db/schema";
import { formatMinutes } from "@/lib/format/duration";
import { checkInMoment } from "./check-in-moment";
import { chargedText } from "./messages";
import { waitingViewOf } from "./waiting";

/**
 * Waiting time billed on (DECISIONS.md "Trip costs"): a job whose driver waited past the free period
 * gets a line on its invoice, at the rate kept with the arrival. Billed once (the line is kept on the
 * arrival); a wait that cost nothing, or never ended in a check-in (a dry run is billed as such), adds
 * no line. Part of the trip's costs (lib/expenses/invoice-lines.ts), in the invoice's transaction.
 */
export async function addWaitingTimeLines(tx: DbOrTx, invoiceId: number, jobIds: number[]): Promise<number> {
  if (jobIds.length === 0) return 0;
  const due = await tx
    .select()
    .from(pickupArrivals)
    .where(and(inArray(pickupArrivals.jobId, jobIds), isNull(pickupArrivals.invoiceLineId)))
    .orderBy(pickupArrivals.jobId)
    .for("update");
  let added = 0;
  for (const arrival of due) {
    const checkedInAt = await checkInMoment(tx, arrival.jobId);
    if (!checkedInAt) continue;
    const wait = waitingViewOf(arrival, checkedInAt, checkedInAt);
    if (wait.amount_cents === 0) continue;
    const [line] = await tx
      .insert(invoiceLines)
      .values({
        invoiceId,
        jobId: null,
        description: `Job #${arrival.jobId}: waiting at pickup, ${formatMinutes(wait.waited_minutes)} (${formatMinutes(wait.free_minutes)} free; ${chargedText(wait.charged_quarters, wait.quarter_rate_cents)})`,
        cents: wait.amount_cents,
      })
      .returning({ id: invoiceLines.id });
    await tx.update(pickupArrivals).set({ invoiceLineId: line!.id }).where(eq(pickupArrivals.jobId, arrival.jobId));
    added += 1;
  }
  return added;
}
