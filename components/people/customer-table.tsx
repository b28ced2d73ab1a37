"use client";

import { LocalTime } from "@/components/ui/local-time";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { formatPhone } from "@/lib/format/phone";
import { ActiveBadge } from "./active-badge";
import { EditLink } from "./edit-link";

export type CustomerRow = {
  id: number;
  username: string;
  email: string;
  phone_number: string;
  /** ISO time, or null before the first sign-in. */
  last_login: string | null;
  active_status: "active" | "inactive";
};

type CustomerTableProps = { companyId: number; rows: CustomerRow[]; total: number; limit: number };

/** SPEC.md §2 "Company details": the Customer Users table of one company. */
export function CustomerTable({ companyId, rows, total, limit }: CustomerTableProps) {
  const columns: Column<CustomerRow>[] = [
    { key: "name", header: "Full Name", cell: (row) => <span className="font-medium">{row.username}</span> },
    { key: "email", header: "E-mail", cell: (row) => row.email },
    { key: "phone", header: "Phone", cell: (row) => formatPhone(row.phone_number), className: "whitespace-nowrap" },
    {
      key: "login",
      header: "Last Login",
      cell: (row) => <LocalTime value={row.last_login} fallback="Never" />,
      className: "whitespace-nowrap",
    },
    { key: "status", header: "Status", cell: (row) => <ActiveBadge status={row.active_status} /> },
    {
      key: "actions",
      header: "Actions",
      className: "w-20 text-right",
      cell: (row) => (
        <EditLink
          href={`/company/company-details/add-customer?customerId=${row.id}&mode=edit&companyId=${companyId}`}
          label={`Edit ${row.username}`}
        />
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => `/company/customer-details/${row.id}?companyId=${companyId}`}
        caption="Customer users"
      />
      <DataTablePagination total={total} limit={limit} />
    </>
  );
}
