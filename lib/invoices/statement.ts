import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, invoices } from "@/db/schema";
import { forbidden, notFound } from "@/lib/api/errors";
import { isStaff } from "@/lib/auth/roles";
import type { Actor } from "@/lib/auth/actor";
import { COMPANY_NOT_FOUND } from "@/lib/companies/company-queries";
import { agingBucket, daysPastDue, emptyAmounts, type AgingBucket, type AgingRow } from "./aging";
import { getBillingTerms } from "./billing-terms";

export type StatementInvoice = {
  id: number;
  number: string;
  issued_at: string | null;
  due_date: string | null;
  total_cents: number;
  paid_cents: number;
  credited_cents: number;
  balance_cents: number;
  days_past_due: number;
  bucket: AgingBucket;
};

export type Statement = {
  as_of: string;
  company: { id: number; name: string; address: string; billing_email: string };
  invoices: StatementInvoice[];
  aging: Omit<AgingRow, "company_id" | "company_name">;
};

/**
 * A company's statement (DECISIONS.md "Invoices and payments"): every sent or partly paid invoice
 * with a balance, oldest due first, with its days past due on `asOf` and the company's balances by
 * the aging buckets. Staff see any company's (404 for none); a customer only their own company's,
 * whatever company is asked for (403 for another's).
 */
export async function companyStatement(db: DbOrTx, actor: Actor, options: { companyId: number; asOf: string }): Promise<Statement> {
  if (!isStaff(actor.role) && actor.companyId !== options.companyId) throw forbidden();
  const [company] = await db
    .select({ id: companies.id, name: companies.name, address: companies.address })
    .from(companies)
    .where(eq(companies.id, options.companyId));
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      dueDate: invoices.dueDate,
      total: invoices.totalCents,
      paid: invoices.paidCents,
      credited: invoices.creditedCents,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, company.id), inArray(invoices.state, ["sent", "partly_paid"])))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  const aging = emptyAmounts();
  const open: StatementInvoice[] = [];
  for (const row of rows) {
    const balance = (row.total ?? 0) - row.paid - row.credited;
    if (balance === 0 || !row.dueDate) continue;
    const bucket = agingBucket(row.dueDate, options.asOf);
    aging[`${bucket}_cents`] += balance;
    aging.total_cents += balance;
    open.push({
      id: row.id,
      number: row.number ?? "",
      issued_at: row.issuedAt?.toISOString() ?? null,
      due_date: row.dueDate,
      total_cents: row.total ?? 0,
      paid_cents: row.paid,
      credited_cents: row.credited,
      balance_cents: balance,
      days_past_due: Math.max(0, daysPastDue(row.dueDate, options.asOf)),
      bucket,
    });
  }
  const terms = await getBillingTerms(db, company.id);
  return {
    as_of: options.asOf,
    company: { ...company, billing_email: terms.send_to },
    invoices: open,
    aging,
  };
}
