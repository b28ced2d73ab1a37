import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { PayStatementForm } from "@/components/pay/lazy-pay-forms";
import { PayStatementTable } from "@/components/pay/pay-statement-table";
import { ListCard } from "@/components/people/list-card";
import { Trail } from "@/components/people/trail";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { payableDrivers, listPayStatements } from "@/lib/pay/pay-statements";
import { firstParam, queryId } from "@/lib/routing/query-param";
import { listParams } from "@/lib/routing/list-params";

export const metadata: Metadata = { title: "Driver pay" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Last month's first and last day (UTC): the period a new statement offers. */
function lastMonth(now = new Date()): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** Drivers → Pay (staff): make a driver's statement for a period, and the statements made. */
export default async function DriverPayPage({ searchParams }: Props) {
  const actor = await currentActor();
  const params = await searchParams;
  const { page, limit } = listParams(params);
  const driverId = firstParam(params, "driver_id") ? (queryId(params, "driver_id") ?? undefined) : undefined;
  const db = await getDb();
  const [drivers, { rows, total }] = await Promise.all([
    payableDrivers(db, actor),
    listPayStatements(db, actor, { page, limit, search: "", driver_id: driverId }),
  ]);
  const period = lastMonth();
  return (
    <>
      <Trail items={[{ label: "Drivers", href: "/drivers" }, { label: "Pay" }]} />
      <PageHeader title="Driver pay" subtitle="Pay statements: each driver's delivered jobs and approved reimbursements for a period" />
      <div className="grid gap-6">
        <ListCard title="New statement">
          <div className="pb-4">
            <PayStatementForm drivers={drivers} from={period.from} to={period.to} driverId={driverId} />
          </div>
        </ListCard>
        <ListCard title="Statements">
          <PayStatementTable rows={rows} total={total} limit={limit} />
        </ListCard>
      </div>
    </>
  );
}
