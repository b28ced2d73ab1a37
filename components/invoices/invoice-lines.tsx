import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import type { InvoiceDetails } from "@/lib/invoices/invoice-queries";
import { PAYMENT_METHOD_LABELS } from "@/lib/invoices/invoice-vocabulary";
import { cityOf } from "@/lib/places/city";
import { RemoveInvoiceLineButton } from "./draft-forms";

const place = (address: string | null) => (address ? (cityOf(address, { withRegion: true }) ?? address) : "");

/** An invoice's lines: a job's with its VIN, PO, route, delivery and price lines; on a draft, each removable. */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetails }) {
  const isDraft = invoice.state === "draft";
  return (
    <Table>
      <caption className="sr-only">Invoice lines</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Line</TableHead>
          <TableHead>Route and delivery</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          {isDraft ? <TableHead className="w-24">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoice.lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell className="align-top">
              <span className="block font-medium">{line.description}</span>
              {line.receipt_url ? (
                <a href={line.receipt_url} target="_blank" rel="noreferrer" className="text-xs text-primary underline">
                  View receipt
                </a>
              ) : null}
              {(line.price_lines ?? []).map((price, i) => (
                <span key={i} className="block text-xs text-muted-foreground">
                  {price.label}: {formatCents(price.cents)}
                </span>
              ))}
            </TableCell>
            <TableCell className="align-top text-sm">
              {line.job_id ? (
                <>
                  {place(line.pickup_location)} to {place(line.dropoff_location)}
                  <span className="block text-xs text-muted-foreground">Delivered {formatDate(line.delivered_at)}</span>
                </>
              ) : (
                <span className="text-muted-foreground">-</span>
              )}
            </TableCell>
            <TableCell className="text-right align-top tabular-nums">{formatCents(line.cents)}</TableCell>
            {isDraft ? (
              <TableCell className="align-top">
                <RemoveInvoiceLineButton invoiceId={invoice.id} lineId={line.id} label={line.description} />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The payments recorded on an invoice. */
export function InvoicePayments({ payments }: { payments: InvoiceDetails["payments"] }) {
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">No payments yet.</p>;
  return (
    <Table>
      <caption className="sr-only">Payments</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Method</TableHead>
          <TableHead>Reference</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p.id}>
            <TableCell>{formatDate(p.paid_on)}</TableCell>
            <TableCell>{PAYMENT_METHOD_LABELS[p.method]}</TableCell>
            <TableCell>{p.reference || "-"}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(p.amount_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The credit notes issued against an invoice. */
export function InvoiceCreditNotes({ notes }: { notes: InvoiceDetails["credit_notes"] }) {
  if (notes.length === 0) return null;
  return (
    <Table>
      <caption className="sr-only">Credit notes</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Credit note</TableHead>
          <TableHead>Issued</TableHead>
          <TableHead>Reason</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {notes.map((n) => (
          <TableRow key={n.id}>
            <TableCell className="font-medium">{n.number}</TableCell>
            <TableCell>{formatDate(n.issued_at)}</TableCell>
            <TableCell>{n.reason}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(n.amount_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
