import { fillTimeZones } from "@/db/fill-time-zones";
import { jobLogs, jobs } from "@/db/schema";
import { buildJob } from "./build-job";
import { OTHER_COMPANIES } from "./companies";
import type { SeedContext } from "./context";
import type { BuiltJob, JobContext, JobRefs, PlannedJob } from "./job-draft";
import { ACME_PLANS, OTHER_PLANS } from "./job-plans";
import { insertRides } from "./rides";

export type JobCounts = { jobs: number; logs: number; rides: number; locations: number };

/** Acme's plans, then the other plans spread over the active other companies in turn. */
function plannedJobs(refs: JobRefs): PlannedJob[] {
  const otherCompanyIds = OTHER_COMPANIES.filter((c) => c.active).map((c) => refs.companyByName.get(c.name)!);
  return [
    ...ACME_PLANS.map((plan) => ({ plan, companyId: refs.acmeId })),
    ...OTHER_PLANS.map((plan, i) => ({ plan, companyId: otherCompanyIds[i % otherCompanyIds.length] })),
  ];
}

/** The jobs in one insert, their time zones, their logs, then the rides and positions. */
export async function insertJobs(ctx: SeedContext, refs: JobRefs): Promise<JobCounts> {
  const jc: JobContext = { ...ctx, refs, carry: { usedVins: new Set(), poCounter: 10_000, longTrackGiven: false } };
  const built = plannedJobs(refs).map((planned) => buildJob(jc, planned));
  // Oldest first, so ids grow with created_at.
  built.sort((x, y) => (x.job.createdAt as Date).getTime() - (y.job.createdAt as Date).getTime());
  const jobIds = await ctx.tx
    .insert(jobs)
    .values(built.map((b) => b.job))
    .returning({ id: jobs.id, vin: jobs.vinNumber });
  await fillTimeZones(ctx.tx);
  const jobIdByVin = new Map(jobIds.map((j) => [j.vin, j.id]));
  const logRows = jobLogRows(jc, { built, jobIdByVin });
  await ctx.tx.insert(jobLogs).values(logRows);
  const { rides, locations } = await insertRides(ctx.tx, { built, jobIdByVin });
  return { jobs: jobIds.length, logs: logRows.length, rides, locations };
}

/** Who took each step: the job's customer, one of the acting staff, or the job's driver. */
function jobLogRows(jc: JobContext, on: { built: BuiltJob[]; jobIdByVin: Map<string, number> }) {
  const { rng, refs } = jc;
  return on.built.flatMap((b) => {
    const jobId = on.jobIdByVin.get(b.job.vinNumber)!;
    return b.logs.map((l) => ({
      jobId,
      requestStatus: l.status,
      userId: l.actor === "customer" ? b.job.customerId : l.actor === "admin" ? rng.pick(refs.actingStaff) : null,
      driverId: l.actor === "driver" ? (b.job.driverId ?? null) : null,
      note:
        l.status === "cancelled" || l.status === "awaiting_for_cancellation"
          ? (b.job.cancellationReason ?? null)
          : l.status === "rescheduled" || l.status === "awaiting_reschedule_date"
            ? (b.job.rescheduleReason ?? null)
            : null,
      createdAt: new Date(l.at),
    }));
  });
}
