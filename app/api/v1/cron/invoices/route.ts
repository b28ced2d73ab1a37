import { getDb } from "@/db/client";
import { withCron } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { enqueueMonthlyInvoices } from "@/lib/invoices/monthly-invoices";

// POST /api/v1/cron/invoices — writes the monthly invoices' run for the month before to the outbox (drafted by its worker or cron/outbox), for hosts without a long-lived worker.
export const POST = withCron(async () =>
  ok({ enqueued: await enqueueMonthlyInvoices(await getDb()) }, { message: "Monthly invoices enqueued" }),
);
