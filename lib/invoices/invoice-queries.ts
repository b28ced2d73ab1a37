import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  companies,
  creditNotes,
  expenses,
  invoiceLines,
  invoicePayments,
  invoices,
  invoiceStateCounts,
  jobs,
  type InvoiceState,
  type PaymentMethod,
} from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { fileUrl } from "@/lib/files/file-url";
import { containsPattern, offsetOf, type Paged } from "@/lib/api/pagination";
import type { Actor } from "@/lib/auth/actor";
import { isStaff } from "@/lib/auth/roles";
import type { PriceLine } from "@/lib/pricing/price-quote";
import { openFile, type OpenedFile } from "@/lib/storage/store-file";
import { INVOICE_NOT_FOUND } from "./finalize-invoice";
import type { InvoiceListQuery } from "./invoice-schemas";

export type InvoiceRow = {
  id: number;
  number: string | null;
  state: InvoiceState;
  company_id: number;
  company_name: string;
  issued_at: Date | null;
  due_date: string | null;
  total_cents: number;
  balance_cents: number;
};

/** A draft's total is its lines' sum until sending freezes it with the tax. */
const totalCents = sql<number>`coalesce(${invoices.totalCents}, (select coalesce(sum(${invoiceLines.cents}), 0) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id}))::int`;

const rowColumns = {
  id: invoices.id,
  number: invoices.number,
  state: invoices.state,
  company_id: invoices.companyId,
  company_name: companies.name,
  issued_at: invoices.issuedAt,
  due_date: invoices.dueDate,
  total_cents: totalCents,
  paid_cents: invoices.paidCents,
  credited_cents: invoices.creditedCents,
};

type Selected = Omit<InvoiceRow, "balance_cents"> & { paid_cents: number; credited_cents: number };

/** What is still owed: nothing on a draft or a void invoice. */
function toRow({ paid_cents, credited_cents, ...row }: Selected): InvoiceRow {
  const isOpen = row.state === "sent" || row.state === "partly_paid";
  return { ...row, balance_cents: isOpen ? row.total_cents - paid_cents - credited_cents : 0 };
}

/**
 * Who sees which invoices: staff every one; a customer his company's, once sent (a draft is the
 * staff's work); anyone else none.
 */
export function invoiceScope(actor: Actor): SQL | undefined {
  if (isStaff(actor.role)) return undefined;
  if (actor.role !== "customer" || actor.companyId === null) return sql`false`;
  return and(eq(invoices.companyId, actor.companyId), ne(invoices.state, "draft"));
}

/**
 * An invoice whose number or company holds the text. Every number starts "INV-", whose trigrams
 * match all of them: the number is searched (by its trigram index) for what follows that prefix,
 * and only when it holds a digit and no space; the company by the ids of the companies' small table, read first
 * so the planner sees them (as a subquery's array it guessed a twentieth of all invoices and walked
 * every invoice newest first: 90 ms at 200,000), then invoices_company_id_idx.
 */
async function invoiceSearch(db: DbOrTx, search: string): Promise<SQL> {
  const named = await db
    .select({ id: companies.id })
    .from(companies)
    .where(ilike(companies.name, containsPattern(search)));
  const byCompany = named.length
    ? inArray(
        invoices.companyId,
        named.map((c) => c.id),
      )
    : sql`false`;
  const numberPart = search.trim().replace(/^inv-?/i, "");
  // A number has digits and no space ("Invoices 042" is a company's name).
  if (!/\d/.test(numberPart) || /\s/.test(numberPart)) return byCompany;
  return or(ilike(invoices.number, containsPattern(numberPart)), byCompany)!;
}

/**
 * The invoice list (staff: every company's; a customer: his company's), newest first, by state
 * tab and number or company; invoices_state_id_idx walks a tab, the primary key the whole list.
 */
export async function listInvoices(db: DbOrTx, actor: Actor, query: InvoiceListQuery): Promise<Paged<InvoiceRow>> {
  const where = and(
    invoiceScope(actor),
    query.tab === "all" ? undefined : eq(invoices.state, query.tab),
    query.search ? await invoiceSearch(db, query.search) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(rowColumns)
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where)
      .orderBy(desc(invoices.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    query.search
      ? db
          .select({ n: count() })
          .from(invoices)
          .where(where)
          .then(([row]) => row?.n ?? 0)
      : countedInvoices(db, actor, query.tab),
  ]);
  return { rows: rows.map(toRow), total, page: query.page, limit: query.limit };
}

/**
 * A tab's total without a search, from the counters the triggers keep (migration 0024): a row per
 * company and state, where counting 200,000 invoices took a tenth of a second. In the same scope
 * as invoiceScope: staff every company's, a customer his company's sent ones.
 */
async function countedInvoices(db: DbOrTx, actor: Actor, tab: InvoiceListQuery["tab"]): Promise<number> {
  let scope: SQL | undefined;
  if (!isStaff(actor.role)) {
    if (actor.role !== "customer" || actor.companyId === null) return 0;
    scope = and(eq(invoiceStateCounts.companyId, actor.companyId), ne(invoiceStateCounts.state, "draft"));
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${invoiceStateCounts.count}), 0)::int` })
    .from(invoiceStateCounts)
    .where(and(scope, tab === "all" ? undefined : eq(invoiceStateCounts.state, tab)));
  return row?.n ?? 0;
}

export type InvoiceLineView = {
  id: number;
  job_id: number | null;
  description: string;
  cents: number;
  price_lines: PriceLine[] | null;
  vin: string | null;
  po_number: string | null;
  pickup_location: string | null;
  dropoff_location: string | null;
  delivered_at: Date | null;
  /** A re-billed expense's line: its receipt (lib/expenses/invoice-lines.ts), else null. */
  receipt_url: string | null;
};

export type PaymentView = {
  id: number;
  amount_cents: number;
  paid_on: string;
  method: PaymentMethod;
  reference: string;
};

export type InvoiceDetails = InvoiceRow & {
  cycle: "per_job" | "monthly";
  period: string | null;
  subtotal_cents: number;
  tax_cents: number;
  tax_rate_bp: number | null;
  paid_cents: number;
  credited_cents: number;
  has_pdf: boolean;
  lines: InvoiceLineView[];
  payments: PaymentView[];
  credit_notes: { id: number; number: string; amount_cents: number; reason: string; issued_at: Date }[];
};

/** One invoice with its lines and payments, in the caller's scope (another company's: not found). */
export async function getInvoiceDetails(db: DbOrTx, actor: Actor, invoiceId: number): Promise<InvoiceDetails> {
  const [invoice] = await db
    .select({
      ...rowColumns,
      cycle: invoices.cycle,
      period: invoices.period,
      subtotal_cents: invoices.subtotalCents,
      tax_cents: invoices.taxCents,
      tax_rate_bp: invoices.taxRateBp,
      pdf_file_id: invoices.pdfFileId,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.id, invoiceId), invoiceScope(actor)));
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  const [lines, payments, credits] = await Promise.all([
    db
      .select({
        id: invoiceLines.id,
        job_id: invoiceLines.jobId,
        description: invoiceLines.description,
        cents: invoiceLines.cents,
        price_lines: invoiceLines.priceLines,
        vin: jobs.vinNumber,
        po_number: jobs.poNumber,
        pickup_location: jobs.pickupLocation,
        dropoff_location: jobs.dropoffLocation,
        delivered_at: jobs.deliveredAt,
        receipt_file_id: expenses.receiptFileId,
      })
      .from(invoiceLines)
      .leftJoin(jobs, eq(jobs.id, invoiceLines.jobId))
      .leftJoin(expenses, eq(expenses.invoiceLineId, invoiceLines.id))
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.id)),
    db
      .select({
        id: invoicePayments.id,
        amount_cents: invoicePayments.amountCents,
        paid_on: invoicePayments.paidOn,
        method: invoicePayments.method,
        reference: invoicePayments.reference,
      })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoiceId))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id)),
    db
      .select({
        id: creditNotes.id,
        number: creditNotes.number,
        amount_cents: creditNotes.amountCents,
        reason: creditNotes.reason,
        issued_at: creditNotes.issuedAt,
      })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId))
      .orderBy(asc(creditNotes.id)),
  ]);
  const { pdf_file_id, subtotal_cents, tax_cents, ...rest } = invoice;
  const row = toRow(rest);
  return {
    ...row,
    cycle: rest.cycle,
    period: rest.period,
    // A draft's subtotal is its lines' sum; its tax is settled when it is sent.
    subtotal_cents: subtotal_cents ?? row.total_cents,
    tax_cents: tax_cents ?? 0,
    tax_rate_bp: rest.tax_rate_bp,
    paid_cents: rest.paid_cents,
    credited_cents: rest.credited_cents,
    has_pdf: pdf_file_id !== null,
    lines: lines.map(({ receipt_file_id, ...line }) => ({ ...line, receipt_url: receipt_file_id ? fileUrl(receipt_file_id) : null })),
    payments,
    credit_notes: credits,
  };
}

export const PDF_NOT_READY = "The invoice's PDF is not ready yet. Please try again in a minute.";

/** GET customer/get-invoice-pdf: a sent invoice's PDF, in the caller's scope (another company's: not found). */
export async function readInvoicePdf(db: DbOrTx, actor: Actor, invoiceId: number): Promise<OpenedFile> {
  const [invoice] = await db
    .select({ fileId: invoices.pdfFileId })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), invoiceScope(actor)));
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  if (!invoice.fileId) throw notFound(PDF_NOT_READY);
  return openFile(db, invoice.fileId);
}
