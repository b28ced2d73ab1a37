import type { Metadata } from "next";
import Link from "next/link";
import { getDb } from "@/db/client";
import { Trail } from "@/components/people/trail";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { AGING_BUCKETS, AGING_LABELS, agingReport } from "@/lib/invoices/aging";

export const metadata: Metadata = { title: "Aging" };

const amount = (cents: number, key = "total") => (
  <TableCell key={key} className="text-right tabular-nums">
    {formatCents(cents)}
  </TableCell>
);

/** Open balances per company by days past due, with the totals (staff). */
export default async function AgingPage() {
  const actor = await currentActor();
  const report = await agingReport(await getDb(), actor, new Date().toISOString().slice(0, 10));
  return (
    <>
      <Trail items={[{ label: "Invoices", href: "/invoices" }, { label: "Aging" }]} />
      <PageHeader
        title="Aging"
        subtitle={`Open balances by days past due, on ${formatDate(report.as_of)}; a company's name opens its statement`}
      />
      <section aria-label="Aging" className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <Table>
          <caption className="sr-only">Open balances per company by days past due</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Company</TableHead>
              {AGING_BUCKETS.map((bucket) => (
                <TableHead key={bucket} className="text-right">
                  {AGING_LABELS[bucket]}
                </TableHead>
              ))}
              <TableHead className="text-right">Total</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={AGING_BUCKETS.length + 2} className="h-24 text-center text-muted-foreground">
                  No open balances
                </TableCell>
              </TableRow>
            ) : (
              report.rows.map((row) => (
                <TableRow key={row.company_id}>
                  <TableCell className="font-medium">
                    <Link className="text-primary underline-offset-4 hover:underline" href={`/invoices/statement/${row.company_id}`}>
                      {row.company_name}
                      <span className="sr-only">: statement</span>
                    </Link>
                  </TableCell>
                  {AGING_BUCKETS.map((bucket) => amount(row[`${bucket}_cents`], bucket))}
                  {amount(row.total_cents)}
                </TableRow>
              ))
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell className="font-semibold">Total</TableCell>
              {AGING_BUCKETS.map((bucket) => amount(report.totals[`${bucket}_cents`], bucket))}
              {amount(report.totals.total_cents)}
            </TableRow>
          </TableFooter>
        </Table>
      </section>
    </>
  );
}
