"use client";

import * as React from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableSearch } from "@/components/data-table/data-table-search";
import { DataTableTabs } from "@/components/data-table/data-table-tabs";
import { TableStateProvider } from "@/components/data-table/table-state";
import { lazyDialog } from "@/components/ui/lazy-dialog";
import { forgetDialogInAddress, useDialogFromAddress } from "@/components/ui/open-dialog-button";
import { ADMIN_TAB_LABELS, ADMIN_TABS, CUSTOMER_TAB_LABELS } from "@/lib/jobs/tabs";
import { JOB_DIALOG_KINDS, jobDetailHref, jobListColumns, type JobDialogKind, type JobListVariant } from "./job-list-columns";
import type { JobRow } from "./job-row";

const AddPoDialog = lazyDialog(() => import("./add-po-dialog").then((m) => m.AddPoDialog));
const CancelJobDialog = lazyDialog(() => import("./cancel-job-dialog").then((m) => m.CancelJobDialog));
const AssignDriverDialog = lazyDialog(() => import("./assign-driver-dialog").then((m) => m.AssignDriverDialog));

type JobListTableProps = {
  variant: JobListVariant;
  rows: JobRow[];
  total: number;
  limit: number;
  /** The card's title; SPEC.md §2 names the jobs table 'Job List'. */
  title?: string;
};

/** SPEC.md §2 tabs, in the spec's order. */
const TABS: Record<JobListVariant, readonly { value: string; label: string }[] | null> = {
  customer: Object.entries(CUSTOMER_TAB_LABELS).map(([value, label]) => ({ value, label })),
  staff: ADMIN_TABS.map((value) => ({ value, label: ADMIN_TAB_LABELS[value] })),
  completed: null,
};

const SEARCH_PLACEHOLDER = "Search by id, VIN, PO, vehicle or city";

/** The job lists of /jobs, /admin-jobs and /completed-jobs: tabs, search, table, pages, row dialogs. */
export function JobListTable({ variant, rows, total, limit, title = "Job List" }: JobListTableProps) {
  // A row's dialog asked for before the scripts ran (OpenDialogButton) opens as the page does.
  const asked = useDialogFromAddress(JOB_DIALOG_KINDS);
  const askedRow = asked && rows.find((row) => row.id === asked.recordId);
  // The dialog's job stays while it closes, so its closing animation has content.
  const [dialog, setDialog] = React.useState<{ kind: JobDialogKind; row: JobRow } | null>(
    asked && askedRow ? { kind: asked.dialog, row: askedRow } : null,
  );
  const [isOpen, setIsOpen] = React.useState(dialog !== null);
  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) forgetDialogInAddress();
  };
  const columns = React.useMemo(
    () =>
      jobListColumns(variant, (kind, row) => {
        setDialog({ kind, row });
        setIsOpen(true);
      }),
    [variant],
  );
  const tabs = TABS[variant];

  return (
    <TableStateProvider>
      <section aria-labelledby="job-list-title" className="grid min-w-0 grid-cols-1 gap-4 rounded-xl border bg-card p-4 shadow-sm 2xl:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="job-list-title" className="text-lg font-semibold">
            {title}
          </h2>
          <DataTableSearch placeholder={SEARCH_PLACEHOLDER} label="Search jobs" />
        </div>
        {tabs ? <DataTableTabs tabs={tabs} /> : null}
        <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} rowHref={(row) => jobDetailHref(variant, row)} caption={title} />
        <DataTablePagination total={total} limit={limit} />
      </section>

      {dialog?.kind === "po" ? <AddPoDialog job={dialog.row} open={isOpen} onOpenChange={onOpenChange} /> : null}
      {dialog?.kind === "cancel" ? (
        <CancelJobDialog jobId={dialog.row.id} userType="customer" open={isOpen} onOpenChange={onOpenChange} />
      ) : null}
      {dialog?.kind === "assign" ? (
        <AssignDriverDialog jobId={dialog.row.id} currentDriverId={dialog.row.driver_id} open={isOpen} onOpenChange={onOpenChange} />
      ) : null}
    </TableStateProvider>
  );
}
