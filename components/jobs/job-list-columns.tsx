"use client";

import type { Column } from "@/components/data-table/data-table";
import { CutText } from "@/components/data-table/cut-text";
import { ButtonLink } from "@/components/ui/button-link";
import { OpenDialogButton } from "@/components/ui/open-dialog-button";
import { formatDate } from "@/lib/format/dates";
import { jobLabel } from "@/lib/format/route-text";
import { canPerform } from "@/lib/jobs/lifecycle";
import { parseJobStatus } from "@/lib/jobs/statuses";
import { JobStatusBadge } from "./job-status-badge";
import type { JobRow } from "./job-row";
import { RouteCell } from "./route-cell";
import { RowActionsMenu } from "./row-actions-menu";

/** customer: /jobs; staff: /admin-jobs; completed: the customer's /completed-jobs. */
export type JobListVariant = "customer" | "staff" | "completed";
export const JOB_DIALOG_KINDS = ["po", "cancel", "assign"] as const;
export type JobDialogKind = (typeof JOB_DIALOG_KINDS)[number];

/**
 * The detail page of a row. SPEC.md passes request_status (and a completed flag) in navigation
 * state; Next has none, so they ride in the query string.
 */
export function jobDetailHref(variant: JobListVariant, row: Pick<JobRow, "id" | "request_status">): string {
  if (variant === "staff") return `/admin-jobs/job-details/${row.id}?status=${encodeURIComponent(row.request_status)}`;
  if (variant === "completed") return `/jobs/job-details/${row.id}?status=delivered&completed=1`;
  return `/jobs/job-details/${row.id}?status=${encodeURIComponent(row.request_status)}`;
}

/** The extra actions a row offers from its menu, asked of the lifecycle table. */
function rowMenu(variant: JobListVariant, row: JobRow): { kind: JobDialogKind; label: string }[] {
  const status = parseJobStatus(row.request_status);
  if (!status) return [];
  if (variant === "customer" && canPerform("request_cancellation", "customer", status)) return [{ kind: "cancel", label: "Cancel Job" }];
  if (variant === "staff" && canPerform("assign_driver", "staff", status)) {
    return [{ kind: "assign", label: "Assign Driver" }];
  }
  return [];
}

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>;

/*
 * Every column of SPEC.md §2 from 1280 px up, without sideways scrolling, whatever the values:
 * ids, dates, statuses and the VIN keep their width on one line (their headers may wrap), and
 * the free-text columns share what is left by these percentages (max-width 0 lets the table
 * shrink them below their text, down to their minimum), each cut with an ellipsis. Phones stack
 * each row into a card instead (globals.css).
 */
const share = {
  vehicle: "sm:w-[13%] sm:max-w-0 sm:min-w-14",
  route: "sm:w-[22%] sm:max-w-0 sm:min-w-20",
  // Room for the usual PO ("PO-10696") whole; only longer ones are cut.
  po: "sm:w-[18%] sm:max-w-0 sm:min-w-20",
  driver: "sm:w-[16%] sm:max-w-0 sm:min-w-14",
} as const;

const oneLine = (text: string) => <span className="whitespace-nowrap">{text}</span>;

export function jobListColumns(variant: JobListVariant, onOpen: (kind: JobDialogKind, row: JobRow) => void): Column<JobRow>[] {
  const columns: (Column<JobRow> | false)[] = [
    { key: "id", header: "Job Id", cell: (row) => <span className="font-medium whitespace-nowrap">{jobLabel(row.id)}</span> },
    variant !== "completed" && {
      key: "vehicle",
      header: "Vehicle",
      className: share.vehicle,
      cell: (row) => <CutText text={row.vehicle_make} />,
    },
    { key: "vin", header: "Vin Number", cell: (row) => <span className="font-mono text-xs whitespace-nowrap">{row.vin_number}</span> },
    {
      key: "route",
      header: "Route",
      className: share.route,
      cell: (row) => (
        <RouteCell
          pickup={{ businessName: row.pickup_business_name, location: row.pickup_location }}
          dropoff={{ businessName: row.dropoff_business_name, location: row.dropoff_location }}
        />
      ),
    },
    { key: "status", header: "Status", cell: (row) => <JobStatusBadge status={row.request_status} /> },
    { key: "pickup", header: "Pickup Date", cell: (row) => oneLine(formatDate(row.pickup_date)) },
    { key: "delivery", header: "Delivery Date", cell: (row) => oneLine(formatDate(row.dropoff_date)) },
    variant !== "completed" && {
      key: "po",
      header: "PO Number",
      className: share.po,
      cell: (row) => {
        if (row.po_number) return <CutText text={row.po_number} />;
        const status = parseJobStatus(row.request_status);
        if (variant === "customer" && status && canPerform("fill_po", "customer", status)) {
          return (
            <OpenDialogButton
              size="sm"
              variant="outline"
              className="h-7"
              dialog="po"
              recordId={row.id}
              onOpen={() => onOpen("po", row)}
              aria-label={`Add PO for ${jobLabel(row.id)}`}
            >
              Add PO
            </OpenDialogButton>
          );
        }
        return muted("-");
      },
    },
    {
      key: "driver",
      header: "Driver",
      className: share.driver,
      cell: (row) => <CutText text={row.driver_name ?? "Not assigned"} className={row.driver_name ? undefined : "text-muted-foreground"} />,
    },
    {
      key: "actions",
      header: "Actions",
      className: "text-right",
      cell: (row) => {
        const menu = variant === "completed" ? [] : rowMenu(variant, row);
        return (
          <div className="flex items-center justify-end gap-1">
            <ButtonLink
              href={jobDetailHref(variant, row)}
              variant="outline"
              size="sm"
              className="h-7"
              aria-label={`View ${jobLabel(row.id)}`}
            >
              View
            </ButtonLink>
            {menu.length > 0 ? (
              <RowActionsMenu
                jobId={row.id}
                label={`More actions for ${jobLabel(row.id)}`}
                items={menu}
                onSelect={(kind) => onOpen(kind, row)}
              />
            ) : variant === "completed" ? null : (
              <span className="size-7" aria-hidden="true" />
            )}
          </div>
        );
      },
    },
  ];
  return columns.filter((c): c is Column<JobRow> => c !== false);
}
