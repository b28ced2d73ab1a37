import type { Metadata } from "next";
import { PlusIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { JobListTable } from "@/components/jobs/job-list-table";
import { toJobRows } from "@/components/jobs/job-row";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { listJobs } from "@/lib/jobs/queries/list-jobs";
import { CUSTOMER_TAB_FILTERS, tabFilter } from "@/lib/jobs/tabs";
import { listParams } from "@/lib/routing/list-params";

export const metadata: Metadata = { title: "Jobs" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function JobsPage({ searchParams }: PageProps) {
  const { page, limit, search, tab } = listParams(await searchParams);
  const filter = tabFilter("customer", tab) ?? CUSTOMER_TAB_FILTERS.all;
  const { rows, total } = await listJobs(await getDb(), { actor: await currentActor(), filter, search, page, limit });

  return (
    <>
      <PageHeader
        title="Jobs"
        subtitle="Manage and track all transport jobs"
        actions={
          <ButtonLink href="/jobs/create-job">
            <PlusIcon aria-hidden="true" />
            Job Request
          </ButtonLink>
        }
      />
      <JobListTable variant="customer" rows={toJobRows(rows)} total={total} limit={limit} />
    </>
  );
}
