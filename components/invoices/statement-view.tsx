import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { AGING_BUCKETS, AGING_LABELS } from "@/lib/invoices/aging";
import type { Statement, StatementInvoice } from "@/lib/invoices/statement";

const money = (cents: number) => <span className="whitespace-nowrap tabular-nums">{formatCents(cents)}</span>;

/** Where an invoice's number leads: staff open the invoice, a customer downloads its PDF. */
function InvoiceNumber({ invoice, audience }: { invoice: StatementInvoice; audience: "staff" | "customer" }) {
  const className = "font-medium text-primary underline-offset-4 hover:underline whitespace-nowrap";
  return audience === "staff" ? (
    <Link className={className} href={`/invoices/invoice-details/${invoice.id}`}>
      {invoice.number}
    </Link>
  ) : (
    <a className={className} href={`/api/v1/customer/get-invoice-pdf?invoice_id=${invoice.id}`} download={`${invoice.number}.pdf`}>
      {invoice.number}
      <span className="sr-only"> as PDF</span>
    </a>
  );
}

/**
 * A company's statement (lib/invoices/statement.ts), for staff and for the company's customers: who
 * it is for, the balances by days past due, and each open invoice. The day it is aged on is a plain
 * GET form (`as_of`), so it works before any script and prints as it shows.
 */
export function StatementView({ statement, audience }: { statement: Statement; audience: "staff" | "customer" }) {
  const { company, aging } = statement;
  return (
    <div className="grid gap-6">
      <section aria-label="Statement for" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:p-6">
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words">{company.name}</p>
          <p className="whitespace-pre-line break-words text-muted-foreground">{company.address}</p>
          {company.billing_email ? <p className="break-all text-muted-foreground">{company.billing_email}</p> : null}
        </div>
        <form method="get" className="flex flex-wrap items-end gap-3 print:hidden" aria-label="Statement date">
          <Field id="statement-as-of" label="Aged on">
            {(aria) => <Input type="date" name="as_of" required defaultValue={statement.as_of} className="w-40" {...aria} />}
          </Field>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </form>
      </section>

      <section aria-labelledby="statement-aging" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <h2 id="statement-aging" className="font-semibold">
          Balance by days past due
        </h2>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-6">
          {AGING_BUCKETS.map((bucket) => (
            <div key={bucket} className="rounded-lg border p-3">
              <dt className="text-muted-foreground">{AGING_LABELS[bucket]}</dt>
              <dd className="text-base font-medium">{money(aging[`${bucket}_cents`])}</dd>
            </div>
          ))}
          <div className="rounded-lg border bg-muted/50 p-3">
            <dt className="text-muted-foreground">Total due</dt>
            <dd className="text-base font-semibold">{money(aging.total_cents)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="statement-invoices" className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <h2 id="statement-invoices" className="font-semibold">
          Open invoices
        </h2>
        <Table>
          <caption className="sr-only">Open invoices, oldest due first</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Invoice</TableHead>
              <TableHead>Issued</TableHead>
              <TableHead>Due</TableHead>
              <TableHead className="text-right">Days past due</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead className="text-right">Paid and credited</TableHead>
              <TableHead className="text-right">Balance</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {statement.invoices.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} className="h-24 text-center text-muted-foreground">
                  Nothing is due: every invoice is paid.
                </TableCell>
              </TableRow>
            ) : (
              statement.invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>
                    <InvoiceNumber invoice={invoice} audience={audience} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(invoice.issued_at)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(invoice.due_date)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {invoice.days_past_due > 0 ? invoice.days_past_due : "Not yet due"}
                  </TableCell>
                  <TableCell className="text-right">{money(invoice.total_cents)}</TableCell>
                  <TableCell className="text-right">{money(invoice.paid_cents + invoice.credited_cents)}</TableCell>
                  <TableCell className="text-right font-medium">{money(invoice.balance_cents)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
          {statement.invoices.length > 0 ? (
            <TableFooter>
              <TableRow>
                <TableCell colSpan={6} className="font-semibold">
                  Total due
                </TableCell>
                <TableCell className="text-right font-semibold">{money(aging.total_cents)}</TableCell>
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </section>
    </div>
  );
}
