import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, invoiceLines, invoices, jobs } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import type { PriceLine } from "@/lib/pricing/price-quote";
import { getCarrierSettings, type CarrierSettings } from "@/lib/settings/carrier-settings";
import { getBillingTerms } from "./billing-terms";
import { INVOICE_NOT_FOUND } from "./finalize-invoice";

export type InvoiceJobLine = {
  jobId: number;
  vehicle: string;
  vin: string;
  poNumber: string;
  pickup: string;
  dropoff: string;
  deliveredAt: Date | null;
  dropoffTimezone: string | null;
};

/** Everything an invoice's PDF prints (DECISIONS.md "Invoices and payments"), read in one place. */
export type InvoiceData = {
  id: number;
  number: string;
  issuedAt: Date;
  dueDate: string;
  netDays: number;
  carrier: CarrierSettings;
  company: { name: string; address: string; email: string };
  lines: { description: string; cents: number; priceLines: PriceLine[] | null; job: InvoiceJobLine | null }[];
  subtotalCents: number;
  taxCents: number;
  taxRateBp: number | null;
  totalCents: number;
};

/** A sent invoice's data (a draft has no number, dates or frozen totals: not found). */
export async function loadInvoiceData(db: DbOrTx, invoiceId: number): Promise<InvoiceData> {
  const [row] = await db
    .select({ invoice: invoices, name: companies.name, address: companies.address, email: companies.email })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.id, invoiceId));
  const invoice = row?.invoice;
  if (!row || !invoice?.number || !invoice.issuedAt || !invoice.dueDate) throw notFound(INVOICE_NOT_FOUND);
  const [carrier, terms, lines] = await Promise.all([
    getCarrierSettings(db),
    getBillingTerms(db, invoice.companyId),
    db
      .select({
        description: invoiceLines.description,
        cents: invoiceLines.cents,
        priceLines: invoiceLines.priceLines,
        jobId: jobs.id,
        year: jobs.vehicleYear,
        make: jobs.vehicleMake,
        model: jobs.vehicleModel,
        vin: jobs.vinNumber,
        poNumber: jobs.poNumber,
        pickup: jobs.pickupLocation,
        dropoff: jobs.dropoffLocation,
        deliveredAt: jobs.deliveredAt,
        dropoffTimezone: jobs.dropoffTimezone,
      })
      .from(invoiceLines)
      .leftJoin(jobs, eq(jobs.id, invoiceLines.jobId))
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.id)),
  ]);
  return {
    id: invoice.id,
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    dueDate: invoice.dueDate,
    netDays: terms.net_days,
    carrier,
    company: { name: row.name, address: row.address, email: terms.send_to },
    lines: lines.map((l) => ({
      description: l.description,
      cents: l.cents,
      priceLines: l.priceLines,
      job:
        l.jobId === null
          ? null
          : {
              jobId: l.jobId,
              vehicle: [l.year, l.make, l.model].filter(Boolean).join(" "),
              vin: l.vin ?? "",
              poNumber: l.poNumber?.trim() ?? "",
              pickup: l.pickup ?? "",
              dropoff: l.dropoff ?? "",
              deliveredAt: l.deliveredAt,
              dropoffTimezone: l.dropoffTimezone,
            },
    })),
    subtotalCents: invoice.subtotalCents ?? 0,
    taxCents: invoice.taxCents ?? 0,
    taxRateBp: invoice.taxRateBp,
    totalCents: invoice.totalCents ?? 0,
  };
}
