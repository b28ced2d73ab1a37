"use client";

import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { formatPhone } from "@/lib/format/phone";
import { ActiveBadge } from "./active-badge";
import { EditLink } from "./edit-link";

export type AdminRow = {
  id: number;
  username: string;
  phone_number: string;
  email: string;
  active_status: "active" | "inactive";
};

const columns: Column<AdminRow>[] = [
  { key: "name", header: "Name", cell: (row) => <span className="font-medium">{row.username}</span> },
  { key: "phone", header: "Phone", cell: (row) => formatPhone(row.phone_number), className: "whitespace-nowrap" },
  { key: "email", header: "E-mail", cell: (row) => row.email },
  { key: "status", header: "Status", cell: (row) => <ActiveBadge status={row.active_status} /> },
  {
    key: "actions",
    header: "Actions",
    className: "w-20 text-right",
    cell: (row) => <EditLink href={`/admin/add-admin?mode=edit&adminId=${row.id}`} label={`Edit ${row.username}`} />,
  },
];

/** SPEC.md §2 "Admin list": a row opens the admin's details, the icon the edit form. */
export function AdminTable({ rows, total, limit }: { rows: AdminRow[]; total: number; limit: number }) {
  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => `/admin/admin-details/${row.id}`}
        caption="Admins"
      />
      <DataTablePagination total={total} limit={limit} />
    </>
  );
}
