import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PoMissingTable } from "@/components/invoices/po-missing-table";
import { Trail } from "@/components/people/trail";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { listPoMissingJobs } from "@/lib/invoices/po-missing";
import { listParams } from "@/lib/routing/list-params";

export const metadata: Metadata = { title: "Jobs waiting for a PO" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Delivered jobs that cannot be invoiced until their PO number is given (DECISIONS.md "Invoices and payments"). */
export default async function PoMissingPage({ searchParams }: Props) {
  const actor = await currentActor();
  const { page, limit } = listParams(await searchParams);
  const { rows, total } = await listPoMissingJobs(await getDb(), actor, { page, limit, search: "" });
  return (
    <>
      <Trail items={[{ label: "Invoices", href: "/invoices" }, { label: "Waiting for a PO" }]} />
      <PageHeader title="Jobs waiting for a PO" subtitle="Delivered, not invoiced: each is drafted once its PO number is given" />
      <PoMissingTable rows={rows} total={total} limit={limit} />
    </>
  );
}
