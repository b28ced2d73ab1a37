import type { Metadata } from "next";
import { DownloadIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { DetailsCard } from "@/components/people/details-card";
import { Trail } from "@/components/people/trail";
import { currentActor } from "@/components/shell/current-actor";
import { buttonVariants } from "@/components/ui/button-variants";
import { PayStatementLines } from "@/components/pay/pay-statement-lines";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { getPayStatement } from "@/lib/pay/pay-statements";
import { orNotFound } from "@/lib/routing/query-param";
import { routeId } from "@/lib/routing/route-id";

export const metadata: Metadata = { title: "Pay statement" };

/** One pay statement (staff): its jobs and reimbursements, the totals, the PDF and the CSV. */
export default async function PayStatementPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await currentActor();
  const statement = await orNotFound(getPayStatement(await getDb(), actor, await routeId(params)));
  const file = (format: "pdf" | "csv") => `/api/v1/admin/get-pay-statement-file?statement_id=${statement.id}&format=${format}`;
  const linkClass = buttonVariants({ variant: "outline" });
  return (
    <div className="grid gap-6">
      <Trail items={[{ label: "Drivers", href: "/drivers" }, { label: "Pay", href: "/drivers/pay" }, { label: `No. ${statement.id}` }]} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight break-words">Pay statement No. {statement.id}</h1>
        <div className="flex flex-wrap gap-2">
          <a className={linkClass} href={file("pdf")} download>
            <DownloadIcon aria-hidden="true" />
            PDF
          </a>
          <a className={linkClass} href={file("csv")} download>
            <DownloadIcon aria-hidden="true" />
            CSV
          </a>
        </div>
      </div>
      <DetailsCard
        items={[
          { label: "Driver", value: statement.driver_name },
          { label: "Period", value: `${formatDate(statement.period_from)} to ${formatDate(statement.period_to)}` },
          { label: "Made", value: formatDate(statement.created_at) },
          { label: "Jobs", value: formatCents(statement.jobs_cents) },
          { label: "Reimbursements", value: formatCents(statement.expenses_cents) },
          { label: "Total pay", value: formatCents(statement.total_cents) },
        ]}
      />
      <PayStatementLines title="Jobs" lines={statement.lines.filter((l) => l.kind !== "expense")} cents={statement.jobs_cents} />
      <PayStatementLines
        title="Reimbursements"
        lines={statement.lines.filter((l) => l.kind === "expense")}
        cents={statement.expenses_cents}
      />
    </div>
  );
}
