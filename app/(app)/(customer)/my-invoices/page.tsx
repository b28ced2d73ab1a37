import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { InvoiceTable } from "@/components/invoices/invoice-table";
import { currentActor } from "@/components/shell/current-actor";
import { PageHeader } from "@/components/shell/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { listInvoices } from "@/lib/invoices/invoice-queries";
import { parseInvoiceTab } from "@/lib/invoices/invoice-schemas";
import { listParams } from "@/lib/routing/list-params";

export const metadata: Metadata = { title: "Invoices" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The customer's company's sent invoices, each with its PDF (customers only: lib/auth/roles.ts PAGE_ACCESS). */
export default async function MyInvoicesPage({ searchParams }: Props) {
  const actor = await currentActor();
  const { page, limit, search, tab } = listParams(await searchParams);
  const parsed = parseInvoiceTab(tab);
  const { rows, total } = await listInvoices(await getDb(), actor, {
    page,
    limit,
    search,
    tab: parsed && parsed !== "draft" ? parsed : "all",
  });
  return (
    <>
      <PageHeader
        title="Invoices"
        subtitle="Your company's invoices: what is due and what is paid"
        actions={
          <ButtonLink href="/my-invoices/statement" variant="outline">
            Statement
          </ButtonLink>
        }
      />
      <InvoiceTable rows={rows} total={total} limit={limit} audience="customer" />
    </>
  );
}
