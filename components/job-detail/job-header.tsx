import { LocalTime } from "@/components/ui/local-time";
import type { ReactNode } from "react";
import Link from "next/link";
import { CircleAlertIcon } from "lucide-react";
import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { jobLabel } from "@/lib/format/route-text";
import type { JobStatus } from "@/lib/jobs/statuses";

type JobHeaderProps = {
  jobId: number;
  createdAt: string;
  status: JobStatus;
  cancellationReason: string | null;
  back: { href: string; label: string };
  /** The action buttons of the status (SPEC.md §4). */
  actions?: ReactNode;
};

const SHOWS_CANCEL_REASON: readonly JobStatus[] = ["awaiting_for_cancellation", "cancelled"];

/** Breadcrumb, 'Jobs' with 'Created On', the status badge and, when cancelled or asked to be, the reason. */
export function JobHeader({ jobId, createdAt, status, cancellationReason, back, actions }: JobHeaderProps) {
  const showReason = SHOWS_CANCEL_REASON.includes(status) && Boolean(cancellationReason);
  return (
    <header className="mb-6 space-y-4">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink asChild>
              <Link href={back.href}>{back.label}</Link>
            </BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>Job Details</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight">Jobs</h1>
            <span className="font-mono text-sm text-muted-foreground">{jobLabel(jobId)}</span>
            <span data-testid="job-status">
              <JobStatusBadge status={status} className="text-sm" />
            </span>
          </div>
          <p className="text-sm text-muted-foreground">
            Created On{" "}
            <span className="font-medium text-foreground">
              <LocalTime value={createdAt} format="date" />
            </span>
          </p>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {showReason ? (
        <div
          role="note"
          aria-label="Cancellation reason"
          className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
        >
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <p className="min-w-0 break-words">
            <span className="font-medium text-destructive">Cancellation reason: </span>
            <span data-testid="cancel-reason">{cancellationReason}</span>
          </p>
        </div>
      ) : null}
    </header>
  );
}
