"use client";

import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { TableStateProvider } from "@/components/data-table/table-state";
import { formatDate } from "@/lib/format/dates";
import { formatCents } from "@/lib/format/money";

/** A row of Drivers → Pay's list as the page passes it. */
export type PayStatementListRow = {
  id: number;
  driver_name: string;
  period_from: string;
  period_to: string;
  jobs_cents: number;
  expenses_cents: number;
  total_cents: number;
  created_at: Date | string;
};

const money = (cents: number) => <span className="whitespace-nowrap tabular-nums">{formatCents(cents)}</span>;

const COLUMNS: Column<PayStatementListRow>[] = [
  { key: "number", header: "Statement", cell: (row) => <span className="font-medium whitespace-nowrap">No. {row.id}</span> },
  { key: "driver", header: "Driver", cell: (row) => row.driver_name },
  {
    key: "period",
    header: "Period",
    className: "whitespace-nowrap",
    cell: (row) => `${formatDate(row.period_from)} – ${formatDate(row.period_to)}`,
  },
  { key: "jobs", header: "Jobs", className: "text-right", cell: (row) => money(row.jobs_cents) },
  { key: "expenses", header: "Reimbursements", className: "text-right", cell: (row) => money(row.expenses_cents) },
  { key: "total", header: "Total", className: "text-right", cell: (row) => money(row.total_cents) },
  { key: "made", header: "Made", className: "whitespace-nowrap", cell: (row) => formatDate(row.created_at) },
];

/** The pay statements, newest first, each opening its lines and files. */
export function PayStatementTable({ rows, total, limit }: { rows: PayStatementListRow[]; total: number; limit: number }) {
  return (
    <TableStateProvider>
      <DataTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => `/drivers/pay/${row.id}`}
        caption="Pay statements"
        emptyText="No pay statements yet"
      />
      <DataTablePagination total={total} limit={limit} />
    </TableStateProvider>
  );
}
