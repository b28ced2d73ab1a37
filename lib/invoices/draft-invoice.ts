import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { invoiceLines, invoices, jobs, type Job } from "@/db/schema";
import { addTripCostLines } from "@/lib/expenses/invoice-lines";
import { getBillingTerms } from "./billing-terms";

export type DraftOutcome = "drafted" | "po_missing" | "monthly" | "billed" | "not_delivered";

/** What a job's invoice line is made of. */
export const jobLineColumns = {
  id: jobs.id,
  poNumber: jobs.poNumber,
  year: jobs.vehicleYear,
  make: jobs.vehicleMake,
  model: jobs.vehicleModel,
  vin: jobs.vinNumber,
  priceCents: jobs.priceCents,
  priceLines: jobs.priceLines,
};

/**
 * The outbox's "invoice" work for a delivered job (enqueued in the delivery's transaction): a
 * per-job company gets a draft with the job's line. A job without a PO waits ("PO missing"); a
 * monthly company's job waits for the month's run; a job already on an invoice is left alone
 * (the line's unique job id makes it billable once, also when two runs race: the loser retries
 * and finds it billed).
 */
export async function draftJobInvoice(db: DbOrTx, jobId: number): Promise<DraftOutcome> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ companyId: jobs.companyId, status: jobs.requestStatus, ...jobLineColumns })
      .from(jobs)
      .where(eq(jobs.id, jobId))
      .for("update");
    if (!job || job.status !== "delivered") return "not_delivered";
    const [billed] = await tx.select({ id: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.jobId, jobId));
    if (billed) return "billed";
    if (!job.poNumber?.trim()) return "po_missing";
    const terms = await getBillingTerms(tx, job.companyId);
    if (terms.cycle === "monthly") return "monthly";
    const [invoice] = await tx.insert(invoices).values({ companyId: job.companyId, cycle: "per_job" }).returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(jobLineValues(invoice!.id, job));
    await addTripCostLines(tx, invoice!.id, [jobId]);
    return "drafted";
  });
}

type JobForLine = Pick<Job, "id" | "poNumber" | "vinNumber" | "priceCents" | "priceLines"> & {
  year: Job["vehicleYear"];
  make: Job["vehicleMake"];
  model: Job["vehicleModel"];
};

/** A job's invoice line: vehicle, VIN and PO, its price and price lines. */
export function jobLineValues(invoiceId: number, job: Omit<JobForLine, "vinNumber"> & { vin: string }) {
  return {
    invoiceId,
    jobId: job.id,
    description: `${[job.year, job.make, job.model].filter(Boolean).join(" ")}, VIN ${job.vin}, PO ${job.poNumber?.trim() ?? ""}`,
    cents: job.priceCents ?? 0,
    priceLines: job.priceLines,
  };
}
