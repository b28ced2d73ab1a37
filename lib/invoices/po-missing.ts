import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, invoiceLines, jobs } from "@/db/schema";
import { offsetOf, type PageQuery, type Paged } from "@/lib/api/pagination";
import { assertStaff, type Actor } from "@/lib/auth/actor";

export const PO_MISSING = "PO missing";

export type WaitingJob = {
  id: number;
  company_id: number;
  company_name: string;
  vehicle: string;
  vin: string;
  delivered_at: Date | null;
  reason: typeof PO_MISSING;
};

/** Delivered jobs on no invoice because they have no PO number: they wait until one is added (staff). */
export async function listPoMissingJobs(db: DbOrTx, actor: Actor, query: PageQuery): Promise<Paged<WaitingJob>> {
  assertStaff(actor);
  const where = and(eq(jobs.requestStatus, "delivered"), sql`nullif(btrim(${jobs.poNumber}), '') is null`, isNull(invoiceLines.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: jobs.id,
        company_id: jobs.companyId,
        company_name: companies.name,
        vehicle: sql<string>`concat_ws(' ', ${jobs.vehicleYear}, ${jobs.vehicleMake}, ${jobs.vehicleModel})`,
        vin: jobs.vinNumber,
        delivered_at: jobs.deliveredAt,
      })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .leftJoin(invoiceLines, eq(invoiceLines.jobId, jobs.id))
      .where(where)
      .orderBy(desc(jobs.deliveredAt), desc(jobs.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(jobs).leftJoin(invoiceLines, eq(invoiceLines.jobId, jobs.id)).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, reason: PO_MISSING })), total: total?.n ?? 0, page: query.page, limit: query.limit };
}
