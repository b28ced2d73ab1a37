import { getDb } from "@/db/client";
import { parseOrThrow } from "@/lib/api/errors";
import { ok } from "@/lib/api/respond";
import { addExpense, receiptFieldError } from "@/lib/expenses/add-expense";
import { EXPENSE_MESSAGES } from "@/lib/expenses/messages";
import { listDriverExpenses } from "@/lib/expenses/queries";
import { addExpenseSchema } from "@/lib/expenses/schemas";
import { filesOf, MAX_FILE_BYTES, readDocuments } from "@/lib/driver-link/uploads";
import { withDriverLink } from "@/lib/driver-link/with-driver-link";
import { readForm } from "@/lib/files/read-form";

// POST /api/v1/driver/add-expense — multipart: job_id, driver_id, id, type, amount_cents, note, captured_at, latitude?, longitude?, exif_taken_at?, exif_latitude?, exif_longitude?, receipt.
export const POST = withDriverLink({ write: true }, async ({ req, verifyLink }) => {
  const input = await readForm(req, { maxBytes: MAX_FILE_BYTES + 64 * 1024 });
  const expense = parseOrThrow(addExpenseSchema, input);
  const files = filesOf(input.receipt);
  if (files.length !== 1) throw receiptFieldError();
  const db = await getDb();
  const link = await verifyLink({ jobId: expense.job_id, driverId: expense.driver_id });
  const [receipt] = await readDocuments("receipt", files);
  await addExpense(db, link, expense, receipt!);
  return ok(await listDriverExpenses(db, link), { message: EXPENSE_MESSAGES.added });
});
