import type { Metadata } from "next";
import { CalendarClockIcon, ClockAlertIcon } from "lucide-react";
import { getDb } from "@/db/client";
import { InvoiceExportForm } from "@/components/invoices/export-form";
import { InvoiceTable } from "@/components/invoices/invoice-table";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { listInvoices } from "@/lib/invoices/invoice-queries";
import { parseInvoiceTab } from "@/lib/invoices/invoice-schemas";
import { listPoMissingJobs } from "@/lib/invoices/po-missing";
import { listParams } from "@/lib/routing/list-params";

export const metadata: Metadata = { title: "Invoices" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every company's invoices, drafts first to review (staff only: lib/auth/roles.ts PAGE_ACCESS). */
export default async function InvoicesPage({ searchParams }: Props) {
  const actor = await currentActor();
  const db = await getDb();
  const { page, limit, search, tab } = listParams(await searchParams);
  const [{ rows, total }, waiting] = await Promise.all([
    listInvoices(db, actor, { page, limit, search, tab: parseInvoiceTab(tab) ?? "all" }),
    listPoMissingJobs(db, actor, { page: 1, limit: 1, search: "" }),
  ]);

  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Drafts to review and send, sent invoices and their payments"
        actions={
          <>
            <ButtonLink href="/invoices/aging" variant="outline">
              <CalendarClockIcon aria-hidden="true" />
              Aging
            </ButtonLink>
            <ButtonLink href="/invoices/po-missing" variant="outline">
              <ClockAlertIcon aria-hidden="true" />
              Waiting for a PO ({waiting.total})
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-4">
        <InvoiceExportForm today={new Date().toISOString().slice(0, 10)} />
        <InvoiceTable rows={rows} total={total} limit={limit} audience="staff" />
      </div>
    </>
  );
}
