import { getDb } from "@/db/client";
import { readBody, withAuth } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { CREDIT_NOTE_ISSUED, issueCreditNote } from "@/lib/invoices/issue-credit-note";
import { issueCreditNoteSchema } from "@/lib/invoices/invoice-schemas";

// POST /api/v1/admin/issue-credit-note — invoice_id, amount_cents, reason: a credit note CN-{year}-{5 digits} against a sent invoice, at most its balance.
export const POST = withAuth({ roles: STAFF_ROLES }, async ({ req, actor }) => {
  return ok(await issueCreditNote(await getDb(), actor, await readBody(req, issueCreditNoteSchema)), { message: CREDIT_NOTE_ISSUED });
});
