import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { companies, invoices } from "@/db/schema";
import { assertStaff, type Actor } from "@/lib/auth/actor";

/** The aging columns (DECISIONS.md "Invoices and payments"): not yet due, then days past due. */
export const AGING_BUCKETS = ["current", "days_1_30", "days_31_60", "days_61_90", "days_over_90"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_LABELS: Record<AgingBucket, string> = {
  current: "Not yet due",
  days_1_30: "1–30 days",
  days_31_60: "31–60 days",
  days_61_90: "61–90 days",
  days_over_90: "Over 90 days",
};

/** Whole days from the due date to `asOf` (both "YYYY-MM-DD", UTC calendar days). */
export function daysPastDue(dueDate: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

/** The bucket of a balance due on `dueDate`, seen on `asOf`: due today is not yet past due. */
export function agingBucket(dueDate: string, asOf: string): AgingBucket {
  const days = daysPastDue(dueDate, asOf);
  if (days <= 0) return "current";
  if (days <= 30) return "days_1_30";
  if (days <= 60) return "days_31_60";
  if (days <= 90) return "days_61_90";
  return "days_over_90";
}

export type AgingRow = { company_id: number; company_name: string; total_cents: number } & Record<`${AgingBucket}_cents`, number>;
export type AgingReport = { as_of: string; rows: AgingRow[]; totals: Omit<AgingRow, "company_id" | "company_name"> };

/** Every bucket at zero, and the total. */
export const emptyAmounts = () =>
  ({
    current_cents: 0,
    days_1_30_cents: 0,
    days_31_60_cents: 0,
    days_61_90_cents: 0,
    days_over_90_cents: 0,
    total_cents: 0,
  }) satisfies Omit<AgingRow, "company_id" | "company_name">;

/**
 * GET admin/get-aging and the staff's Aging page: the open balance (total − paid − credited) of
 * every sent or partly paid invoice, per company and bucket of days past due on `asOf`, with
 * the totals. The database sums per company and due date; the buckets are this module's rule.
 */
export async function agingReport(db: DbOrTx, actor: Actor, asOf: string): Promise<AgingReport> {
  assertStaff(actor);
  const balance = sql<number>`sum(${invoices.totalCents} - ${invoices.paidCents} - ${invoices.creditedCents})::bigint`;
  const sums = await db
    .select({ companyId: invoices.companyId, name: companies.name, dueDate: invoices.dueDate, cents: balance })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(inArray(invoices.state, ["sent", "partly_paid"])))
    .groupBy(invoices.companyId, companies.name, invoices.dueDate)
    .orderBy(asc(companies.name));
  const rows = new Map<number, AgingRow>();
  const totals = emptyAmounts();
  for (const sum of sums) {
    const cents = Number(sum.cents);
    if (!sum.dueDate || cents === 0) continue;
    const row = rows.get(sum.companyId) ?? { company_id: sum.companyId, company_name: sum.name, ...emptyAmounts() };
    const key = `${agingBucket(sum.dueDate, asOf)}_cents` as const;
    row[key] += cents;
    row.total_cents += cents;
    totals[key] += cents;
    totals.total_cents += cents;
    rows.set(sum.companyId, row);
  }
  return { as_of: asOf, rows: [...rows.values()], totals };
}
