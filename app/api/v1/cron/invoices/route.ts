import { getDb } from "@/db/client";
import { withCron } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { enqueueMonthlyInvoices } from "@/lib/invoices/monthly-invoices";
import { mailOverdueInvoices } from "@/lib/invoices/overdue-invoices";

// POST /api/v1/cron/invoices — the worker's hourly invoice round, for hosts without a long-lived worker:
// writes the monthly invoices' run for the month before to the outbox (drafted by its worker or
// cron/outbox), and the "invoice overdue" mails of invoices past due.
export const POST = withCron(async () => {
  const db = await getDb();
  const enqueued = await enqueueMonthlyInvoices(db);
  const overdue = await mailOverdueInvoices(db);
  return ok({ enqueued, overdue_mailed: overdue }, { message: "Monthly invoices enqueued" });
});
