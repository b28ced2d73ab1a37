import { eq } from "drizzle-orm";
import { jobs } from "@/db/schema";
import { draftJobInvoice } from "@/lib/invoices/draft-invoice";
import type { SeedContext } from "./context";

/**
 * Invoices as the product makes them: each delivered demo job of a company billed per job gets its
 * draft (a job without a PO waits, a monthly company's waits for the month), so Invoices opens
 * with drafts to review and send. Nothing is sent: the demo mails no one.
 */
export async function insertInvoices(ctx: SeedContext): Promise<number> {
  const delivered = await ctx.tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.requestStatus, "delivered")).orderBy(jobs.id);
  let drafted = 0;
  for (const job of delivered) if ((await draftJobInvoice(ctx.tx, job.id)) === "drafted") drafted += 1;
  return drafted;
}
