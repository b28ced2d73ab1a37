"use client";

import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { EditLink } from "@/components/people/edit-link";
import { Badge } from "@/components/ui/badge";
import { formatPhone } from "@/lib/format/phone";
import { DriverAvatar } from "./driver-avatar";

export type DriverRow = { id: number; name: string; phone: string; email: string; profile_picture: string };

const columns: Column<DriverRow>[] = [
  {
    key: "name",
    header: "Name",
    cell: (row) => (
      <span className="flex items-center gap-3">
        <DriverAvatar src={row.profile_picture} name={row.name} className="size-8" />
        <span className="font-medium">{row.name}</span>
      </span>
    ),
  },
  { key: "phone", header: "Phone", cell: (row) => formatPhone(row.phone), className: "whitespace-nowrap" },
  { key: "email", header: "E-mail", cell: (row) => row.email },
  // SPEC.md §9: "Driver status in the list is always shown as Active" (the details page has the real switch).
  { key: "status", header: "Status", cell: () => <Badge variant="success">Active</Badge> },
  {
    key: "actions",
    header: "Actions",
    className: "w-20 text-right",
    cell: (row) => <EditLink href={`/drivers/add-driver?mode=edit&driverId=${row.id}`} label={`Edit ${row.name}`} />,
  },
];

/** SPEC.md §2 "Drivers": a row opens the driver's details, the icon the edit form. */
export function DriverTable({ rows, total, limit }: { rows: DriverRow[]; total: number; limit: number }) {
  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => `/drivers/driver-details/${row.id}`}
        caption="Drivers"
      />
      <DataTablePagination total={total} limit={limit} />
    </>
  );
}
