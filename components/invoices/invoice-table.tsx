"use client";

import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { DataTableTabs } from "@/components/data-table/data-table-tabs";
import { TableStateProvider } from "@/components/data-table/table-state";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";
import { INVOICE_STATE_LABELS, INVOICE_TABS, type InvoiceState } from "@/lib/invoices/invoice-vocabulary";
import { InvoiceStateBadge } from "./invoice-state-badge";

/** A row of the invoice list as the page passes it (the query's InvoiceRow, dates as sent). */
export type InvoiceListRow = {
  id: number;
  number: string | null;
  state: InvoiceState;
  company_name: string;
  issued_at: Date | string | null;
  due_date: string | null;
  total_cents: number;
  balance_cents: number;
};

const TABS = INVOICE_TABS.map((value) => ({ value, label: value === "all" ? "All" : INVOICE_STATE_LABELS[value] }));

const money = (cents: number) => <span className="whitespace-nowrap tabular-nums">{formatCents(cents)}</span>;

function columnsFor(audience: "staff" | "customer"): Column<InvoiceListRow>[] {
  return [
    { key: "number", header: "Invoice", cell: (row) => <span className="font-medium">{row.number ?? "Draft"}</span> },
    ...(audience === "staff" ? [{ key: "company", header: "Company", cell: (row: InvoiceListRow) => row.company_name }] : []),
    { key: "issued", header: "Issued", className: "whitespace-nowrap", cell: (row) => formatDate(row.issued_at) },
    { key: "due", header: "Due", className: "whitespace-nowrap", cell: (row) => formatDate(row.due_date) },
    { key: "total", header: "Total", className: "text-right", cell: (row) => money(row.total_cents) },
    { key: "balance", header: "Balance", className: "text-right", cell: (row) => money(row.balance_cents) },
    { key: "state", header: "State", cell: (row) => <InvoiceStateBadge state={row.state} /> },
    ...(audience === "customer"
      ? [
          {
            key: "pdf",
            header: "PDF",
            cell: (row: InvoiceListRow) => (
              <a
                className="text-primary underline-offset-4 hover:underline"
                href={`/api/v1/customer/get-invoice-pdf?invoice_id=${row.id}`}
                download={`${row.number ?? "invoice"}.pdf`}
              >
                Download<span className="sr-only"> {row.number} as PDF</span>
              </a>
            ),
          },
        ]
      : []),
  ];
}

/**
 * The invoices with the shared table: state tabs and search over the URL, its pages. Staff's rows
 * open the invoice; a customer's carry the PDF's download (the customer sees sent invoices only).
 */
export function InvoiceTable({
  rows,
  total,
  limit,
  audience,
}: {
  rows: InvoiceListRow[];
  total: number;
  limit: number;
  audience: "staff" | "customer";
}) {
  const tabs = audience === "staff" ? TABS : TABS.filter((tab) => tab.value !== "draft");
  return (
    <TableStateProvider>
      <section
        aria-labelledby="invoice-list-title"
        className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="invoice-list-title" className="text-lg font-semibold">
            Invoice List
          </h2>
          <DataTableSearch
            placeholder={audience === "staff" ? "Search by number or company" : "Search by number"}
            label="Search invoices"
          />
        </div>
        <DataTableTabs tabs={tabs} label="Invoice state" />
        <DataTable
          columns={columnsFor(audience)}
          rows={rows}
          rowKey={(row) => row.id}
          rowHref={audience === "staff" ? (row) => `/invoices/invoice-details/${row.id}` : undefined}
          caption="Invoices"
        />
        <DataTablePagination total={total} limit={limit} />
      </section>
    </TableStateProvider>
  );
}
