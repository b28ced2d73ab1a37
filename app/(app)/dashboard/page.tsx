import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { CreateCard } from "@/components/dashboard/create-card";
import { GreetingCard } from "@/components/dashboard/greeting-card";
import { OverviewCard } from "@/components/dashboard/overview-card";
import { QuickAccess } from "@/components/dashboard/quick-access";
import { toJobRows } from "@/components/jobs/job-row";
import { currentActor } from "@/components/shell/current-actor";
import { DEFAULT_PAGE_SIZE } from "@/lib/api/pagination";
import { getJobsOverview } from "@/lib/jobs/queries/jobs-overview";
import { listJobs } from "@/lib/jobs/queries/list-jobs";
import { CUSTOMER_TAB_FILTERS } from "@/lib/jobs/tabs";

export const metadata: Metadata = { title: "Dashboard" };

/** SPEC.md §2 "Dashboard", both roles: greeting, create card, Quick Access and Overview. */
export default async function DashboardPage() {
  const actor = await currentActor();
  const db = await getDb();
  const isCustomer = actor.role === "customer";
  const [overview, firstPage] = await Promise.all([
    getJobsOverview(db, actor),
    // 'All' is the same filter for both roles.
    listJobs(db, { actor, filter: CUSTOMER_TAB_FILTERS.all, search: "", page: 1, limit: DEFAULT_PAGE_SIZE }),
  ]);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_auto] lg:col-span-3 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <GreetingCard username={actor.username} isCustomer={isCustomer} />
        </div>
        <CreateCard isCustomer={isCustomer} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <QuickAccess audience={isCustomer ? "customer" : "staff"} initialJobs={toJobRows(firstPage.rows)} />
      </div>
      <div className="min-w-0">
        <OverviewCard overview={overview} />
      </div>
    </div>
  );
}
