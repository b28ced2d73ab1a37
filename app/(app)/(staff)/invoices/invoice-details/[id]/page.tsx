import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { AddInvoiceLineForm, SendInvoiceButton } from "@/components/invoices/draft-forms";
import { InvoiceCreditNotes, InvoiceLines, InvoicePayments } from "@/components/invoices/invoice-lines";
import { InvoiceStateBadge } from "@/components/invoices/invoice-state-badge";
import { IssueCreditNoteForm, RecordPaymentForm, VoidInvoiceButton } from "@/components/invoices/payment-forms";
import { DetailsCard } from "@/components/people/details-card";
import { Trail } from "@/components/people/trail";
import { currentActor } from "@/components/shell/current-actor";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { getInvoiceDetails } from "@/lib/invoices/invoice-queries";
import { orNotFound } from "@/lib/routing/query-param";
import { routeId } from "@/lib/routing/route-id";

export const metadata: Metadata = { title: "Invoice" };

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section aria-label={title} className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
    <h2 className="font-semibold">{title}</h2>
    {children}
  </section>
);

/** One invoice: a draft to edit and send, or a sent one with its PDF, payments and void (staff). */
export default async function InvoiceDetailsPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await currentActor();
  const invoice = await orNotFound(getInvoiceDetails(await getDb(), actor, await routeId(params)));
  const isDraft = invoice.state === "draft";
  const isOpen = invoice.state === "sent" || invoice.state === "partly_paid";
  const title = invoice.number ?? `Draft invoice #${invoice.id}`;
  return (
    <div className="grid gap-6">
      <Trail items={[{ label: "Invoices", href: "/invoices" }, { label: title }]} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <InvoiceStateBadge state={invoice.state} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {invoice.has_pdf ? (
            <a
              className="text-sm text-primary underline-offset-4 hover:underline"
              href={`/api/v1/customer/get-invoice-pdf?invoice_id=${invoice.id}`}
            >
              Download PDF
            </a>
          ) : null}
          {invoice.state === "sent" && invoice.paid_cents === 0 ? <VoidInvoiceButton invoiceId={invoice.id} /> : null}
          {isDraft ? <SendInvoiceButton invoiceId={invoice.id} disabled={invoice.lines.length === 0} /> : null}
        </div>
      </div>
      <DetailsCard
        items={[
          { label: "Company", value: invoice.company_name },
          { label: "Issued", value: formatDate(invoice.issued_at, "Not sent yet") },
          { label: "Due", value: formatDate(invoice.due_date, "Set when sent") },
          { label: "Subtotal", value: formatCents(invoice.subtotal_cents) },
          { label: "Tax", value: isDraft ? "Set when sent" : formatCents(invoice.tax_cents) },
          { label: "Total", value: formatCents(invoice.total_cents) },
          { label: "Paid", value: formatCents(invoice.paid_cents) },
          { label: "Credited", value: formatCents(invoice.credited_cents) },
          { label: "Balance", value: formatCents(invoice.balance_cents) },
        ]}
      />
      <Section title="Lines">
        <InvoiceLines invoice={invoice} />
        {isDraft ? <AddInvoiceLineForm invoiceId={invoice.id} /> : null}
      </Section>
      {isDraft ? null : (
        <Section title="Credit notes">
          <InvoiceCreditNotes notes={invoice.credit_notes} />
          {isOpen ? <IssueCreditNoteForm invoiceId={invoice.id} /> : <p className="text-sm text-muted-foreground">No balance to credit.</p>}
        </Section>
      )}
      {isDraft ? null : (
        <Section title="Payments">
          <InvoicePayments payments={invoice.payments} />
          {isOpen ? (
            <RecordPaymentForm
              // A new form for each balance: after a payment or a credit it offers what is left, not what was typed.
              key={invoice.balance_cents}
              invoiceId={invoice.id}
              balance={(invoice.balance_cents / 100).toFixed(2)}
              today={new Date().toISOString().slice(0, 10)}
            />
          ) : null}
        </Section>
      )}
    </div>
  );
}
