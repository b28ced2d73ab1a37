import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { ListCard } from "@/components/people/list-card";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { WaitingExpensesTable } from "@/components/trip-costs/waiting-expenses-table";
import { listWaitingExpenses } from "@/lib/expenses/queries";
import { listParams } from "@/lib/routing/list-params";

export const metadata: Metadata = { title: "Expenses to review" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function WaitingExpensesPage({ searchParams }: Props) {
  const actor = await currentActor();
  const { page, limit, search } = listParams(await searchParams);
  const { rows, total } = await listWaitingExpenses(await getDb(), actor, { page, limit, search });
  return (
    <>
      <PageHeader title="Expenses to review" subtitle="Drivers' expenses waiting for a decision, newest first" />
      <ListCard title="Waiting expenses" searchPlaceholder="Search by job number or driver" searchLabel="Search expenses">
        <WaitingExpensesTable
          rows={rows.map(({ id, jobId, driverName, type, amountCents, offRoute, offRouteReasons, createdAt, receiptUrl }) => ({
            id,
            jobId,
            driverName,
            type,
            amountCents,
            offRoute,
            offRouteReasons,
            createdAt,
            receiptUrl,
          }))}
          total={total}
          limit={limit}
        />
      </ListCard>
    </>
  );
}
