"use client";

import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { Badge } from "@/components/ui/badge";
import { LocalTime } from "@/components/ui/local-time";
import type { ExpenseRow } from "@/lib/expenses/queries";
import { EXPENSE_TYPE_TITLES, OFF_ROUTE_TITLES } from "@/lib/expenses/messages";
import { formatCents } from "@/lib/format/money";

export type WaitingExpenseRow = Pick<
  ExpenseRow,
  "id" | "jobId" | "driverName" | "type" | "amountCents" | "offRoute" | "offRouteReasons" | "createdAt" | "receiptUrl"
>;

const columns: Column<WaitingExpenseRow>[] = [
  { key: "job", header: "Job", cell: (row) => <span className="font-medium">#{row.jobId}</span>, className: "whitespace-nowrap" },
  { key: "driver", header: "Driver", cell: (row) => row.driverName },
  { key: "type", header: "Type", cell: (row) => EXPENSE_TYPE_TITLES[row.type] },
  { key: "amount", header: "Amount", cell: (row) => formatCents(row.amountCents), className: "whitespace-nowrap text-right" },
  {
    key: "route",
    header: "Route",
    cell: (row) =>
      row.offRoute ? (
        <Badge variant="destructive" title={row.offRouteReasons.map((r) => OFF_ROUTE_TITLES[r]).join(", ")}>
          Off route
        </Badge>
      ) : (
        <Badge variant="outline">On route</Badge>
      ),
  },
  { key: "added", header: "Added", cell: (row) => <LocalTime value={row.createdAt} />, className: "whitespace-nowrap" },
];

/** The expenses waiting for staff across jobs; a row opens its job, where the Expenses card decides. */
export function WaitingExpensesTable({ rows, total, limit }: { rows: WaitingExpenseRow[]; total: number; limit: number }) {
  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => `/admin-jobs/job-details/${row.jobId}`}
        caption="Expenses waiting for review"
        emptyText="No expenses are waiting."
      />
      <DataTablePagination total={total} limit={limit} />
    </>
  );
}
