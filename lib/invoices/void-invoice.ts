import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { invoices } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { assertStaff, type Actor } from "@/lib/auth/actor";
import { INVOICE_NOT_FOUND } from "./finalize-invoice";
import type { InvoiceIdInput } from "./invoice-schemas";

export const INVOICE_VOIDED = "Invoice voided";
export const CANNOT_VOID = "Only a sent invoice without payments can be voided.";

/**
 * POST admin/void-invoice (staff): a sent invoice without payments becomes void; its number
 * stays used (the numbers are gap-free) and its jobs stay billed by it.
 */
export async function voidInvoice(db: Db, actor: Actor, input: InvoiceIdInput): Promise<{ id: number }> {
  assertStaff(actor);
  const [row] = await db
    .update(invoices)
    .set({ state: "void", updatedAt: new Date() })
    .where(and(eq(invoices.id, input.invoice_id), inArray(invoices.state, ["sent"]), eq(invoices.paidCents, 0)))
    .returning({ id: invoices.id });
  if (row) return row;
  const [exists] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, input.invoice_id));
  if (!exists) throw notFound(INVOICE_NOT_FOUND);
  throw conflict(CANNOT_VOID);
}
