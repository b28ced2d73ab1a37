"use client";

import { DataTable, type Column } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { ActiveBadge } from "@/components/people/active-badge";
import { EditLink } from "@/components/people/edit-link";
import { formatPhone } from "@/lib/format/phone";

export type CompanyRow = {
  id: number;
  name: string;
  contact_person_name: string;
  contact_person_phone: string;
  email: string;
  active_status: "active" | "inactive";
};

const columns: Column<CompanyRow>[] = [
  { key: "name", header: "Company name", cell: (row) => <span className="font-medium">{row.name}</span> },
  { key: "poc", header: "POC Name", cell: (row) => row.contact_person_name },
  { key: "phone", header: "POC Phone", cell: (row) => formatPhone(row.contact_person_phone), className: "whitespace-nowrap" },
  { key: "email", header: "E-mail", cell: (row) => row.email || "-" },
  { key: "status", header: "Status", cell: (row) => <ActiveBadge status={row.active_status} /> },
  {
    key: "actions",
    header: "Actions",
    className: "w-20 text-right",
    cell: (row) => <EditLink href={`/company/edit-company?companyId=${row.id}`} label={`Edit ${row.name}`} />,
  },
];

/** SPEC.md §2 "Company list": a row opens the company's details, the icon Edit Company. */
export function CompanyTable({ rows, total, limit }: { rows: CompanyRow[]; total: number; limit: number }) {
  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowHref={(row) => `/company/company-details/${row.id}`}
        caption="Companies"
      />
      <DataTablePagination total={total} limit={limit} />
    </>
  );
}
