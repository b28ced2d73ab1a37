"use client";

import type { Column } from "@/components/data-table/data-table";
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

export function jobListColumns(variant: JobListVariant, onOpen: (kind: JobDialogKind, row: JobRow) => void): Column<JobRow>[] {
  const columns: (Column<JobRow> | false)[] = [
    { key: "id", header: "Job Id", cell: (row) => <span className="font-medium">{jobLabel(row.id)}</span> },
    // The least needed column (the VIN names the vehicle) gives way on screens narrower than 1400 px.
    variant !== "completed" && { key: "vehicle", header: "Vehicle", className: "sm:max-[1400px]:hidden", cell: (row) => row.vehicle_make },
    { key: "vin", header: "Vin Number", cell: (row) => <span className="font-mono text-xs">{row.vin_number}</span> },
    {
      key: "route",
      header: "Route",
      className: "whitespace-normal",
      cell: (row) => (
        <RouteCell
          pickup={{ businessName: row.pickup_business_name, location: row.pickup_location }}
          dropoff={{ businessName: row.dropoff_business_name, location: row.dropoff_location }}
        />
      ),
    },
    {
      key: "status",
      header: "Status",
      className: "whitespace-normal",
      cell: (row) => <JobStatusBadge status={row.request_status} className="whitespace-normal" />,
    },
    { key: "pickup", header: "Pickup Date", cell: (row) => formatDate(row.pickup_date) },
    { key: "delivery", header: "Delivery Date", cell: (row) => formatDate(row.dropoff_date) },
    variant !== "completed" && {
      key: "po",
      header: "PO Number",
      cell: (row) => {
        if (row.po_number) return row.po_number;
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
    { key: "driver", header: "Driver", className: "whitespace-normal", cell: (row) => row.driver_name ?? muted("Not assigned") },
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
