import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { billingTerms, companies } from "@/db/schema";
import { notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { COMPANY_NOT_FOUND } from "@/lib/companies/company-queries";
import type { BillingTermsInput } from "./billing-terms-schema";

export const BILLING_TERMS_SAVED = "Billing terms saved";

export type BillingTermsView = {
  company_id: number;
  cycle: "per_job" | "monthly";
  net_days: number;
  tax_rate_bp: number | null;
  /** What the company set; blank means its own e-mail. */
  billing_email: string;
  /** Where its invoices go: the billing e-mail, else the company's. */
  send_to: string;
};

const DEFAULT_TERMS = { cycle: "per_job", netDays: 30, taxRateBp: null, billingEmail: "" } as const;

/** A company's billing terms, the defaults (per job, net 30, no tax) when it has set none. */
export async function getBillingTerms(db: DbOrTx, companyId: number): Promise<BillingTermsView> {
  const [row] = await db
    .select({
      email: companies.email,
      cycle: billingTerms.cycle,
      netDays: billingTerms.netDays,
      taxRateBp: billingTerms.taxRateBp,
      billingEmail: billingTerms.billingEmail,
    })
    .from(companies)
    .leftJoin(billingTerms, eq(billingTerms.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  const terms =
    row.cycle === null ? DEFAULT_TERMS : { ...row, cycle: row.cycle, netDays: row.netDays ?? 30, billingEmail: row.billingEmail ?? "" };
  return {
    company_id: companyId,
    cycle: terms.cycle,
    net_days: terms.netDays,
    tax_rate_bp: terms.taxRateBp,
    billing_email: terms.billingEmail,
    send_to: terms.billingEmail || row.email,
  };
}

/** GET admin/get-billing-terms (staff). */
export async function readBillingTerms(db: DbOrTx, actor: Actor, companyId: number): Promise<BillingTermsView> {
  assertStaff(actor);
  return getBillingTerms(db, companyId);
}

/** PUT admin/update-billing-terms and the company's billing form (staff). */
export async function saveBillingTerms(db: DbOrTx, actor: Actor, input: BillingTermsInput): Promise<BillingTermsView> {
  assertStaff(actor);
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, input.company_id));
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  const values = { cycle: input.cycle, netDays: input.net_days, taxRateBp: input.tax_rate_bp, billingEmail: input.billing_email };
  await db
    .insert(billingTerms)
    .values({ companyId: input.company_id, ...values })
    .onConflictDoUpdate({ target: billingTerms.companyId, set: values });
  return getBillingTerms(db, input.company_id);
}
