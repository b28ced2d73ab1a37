import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, jobs, rides, users, type Job } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { loadJobInspections, type JobInspections } from "@/lib/inspections/inspection-view";
import { getCarrierSettings, type CarrierSettings } from "@/lib/settings/carrier-settings";
import { formatBolNumber } from "./verify-rules";

/** Everything a bill of lading prints (DECISIONS.md "Bill of lading"), read in one place. */
export type BolData = {
  jobId: number;
  number: string;
  carrier: CarrierSettings;
  shipper: { company: string; requestedBy: string; email: string };
  job: Pick<
    Job,
    | "vehicleYear"
    | "vehicleMake"
    | "vehicleModel"
    | "vinNumber"
    | "fuelType"
    | "poNumber"
    | "deliverWashed"
    | "deliverFull"
    | "sendDriverContactInfo"
    | "timeRelaxation"
    | "pickupBusinessName"
    | "pickupLocation"
    | "pickupPocName"
    | "pickupPocPhone"
    | "pickupDate"
    | "pickupTime"
    | "pickupTimezone"
    | "dropoffBusinessName"
    | "dropoffLocation"
    | "dropoffPocName"
    | "dropoffPocPhone"
    | "dropoffDate"
    | "dropoffTime"
    | "dropoffTimezone"
    | "deliveredAt"
  >;
  checkedInAt: Date | null;
  inspections: JobInspections;
};

export async function loadBolData(db: DbOrTx, jobId: number): Promise<BolData> {
  const [row] = await db
    .select({
      job: jobs,
      company: companies.name,
      slots: companies.inspectionSlots,
      requestedBy: users.username,
      email: users.email,
      checkedInAt: rides.checkedInAt,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, jobs.customerId))
    .leftJoin(rides, eq(rides.jobId, jobs.id))
    .where(eq(jobs.id, jobId));
  // Read by the outbox's worker for a job it was given: no caller to word a 404 for (and bol does not import jobs).
  if (!row) throw notFound();
  const [carrier, inspections] = await Promise.all([getCarrierSettings(db), loadJobInspections(db, jobId, row.slots)]);
  return {
    jobId,
    number: formatBolNumber(jobId),
    carrier,
    shipper: { company: row.company, requestedBy: row.requestedBy, email: row.email },
    job: row.job,
    checkedInAt: row.checkedInAt,
    inspections,
  };
}
