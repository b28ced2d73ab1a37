"use client";

import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { TableStateProvider } from "@/components/data-table/table-state";
import { LocalTime } from "@/components/ui/local-time";

export type PoMissingRow = {
  id: number;
  company_name: string;
  vehicle: string;
  vin: string;
  delivered_at: Date | string | null;
  reason: string;
};

const columns: Column<PoMissingRow>[] = [
  { key: "job", header: "Job", cell: (row) => <span className="font-medium">#{row.id}</span> },
  { key: "company", header: "Company", cell: (row) => row.company_name },
  { key: "vehicle", header: "Vehicle", cell: (row) => row.vehicle },
  { key: "vin", header: "VIN", cell: (row) => <span className="font-mono text-xs">{row.vin}</span> },
  { key: "delivered", header: "Delivered", cell: (row) => (row.delivered_at ? <LocalTime value={row.delivered_at} /> : "-") },
  { key: "reason", header: "Why it waits", cell: (row) => row.reason },
];

/** Delivered jobs waiting for a PO, with the shared table; a row opens the job. */
export function PoMissingTable({ rows, total, limit }: { rows: PoMissingRow[]; total: number; limit: number }) {
  return (
    <TableStateProvider>
      <section aria-label="Jobs waiting for a PO" className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          rowHref={(row) => `/admin-jobs/job-details/${row.id}`}
          caption="Jobs waiting for a PO"
        />
        <DataTablePagination total={total} limit={limit} />
      </section>
    </TableStateProvider>
  );
}
