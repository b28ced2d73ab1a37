import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { JobListTable } from "@/components/jobs/job-list-table";
import { toJobRows } from "@/components/jobs/job-row";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { listJobs } from "@/lib/jobs/queries/list-jobs";
import { COMPLETED_FILTER } from "@/lib/jobs/tabs";
import { listParams } from "@/lib/routing/list-params";

export const metadata: Metadata = { title: "Completed Jobs" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CompletedJobsPage({ searchParams }: PageProps) {
  const { page, limit, search } = listParams(await searchParams);
  const { rows, total } = await listJobs(await getDb(), { actor: await currentActor(), filter: COMPLETED_FILTER, search, page, limit });

  return (
    <>
      <PageHeader title="Completed Jobs" subtitle="Jobs delivered to their destination" />
      <JobListTable variant="completed" title="Delivered jobs" rows={toJobRows(rows)} total={total} limit={limit} />
    </>
  );
}
