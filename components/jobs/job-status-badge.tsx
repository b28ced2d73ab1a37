import { Badge } from "@/components/ui/badge";
import { jobStatusTitle, parseJobStatus, type JobStatus } from "@/lib/jobs/statuses";

type Variant = "default" | "secondary" | "destructive" | "outline" | "success" | "warning" | "info";

const VARIANTS: Record<JobStatus, Variant> = {
  submitted: "info",
  PO_missing: "warning",
  approved: "success",
  rescheduled: "secondary",
  awaiting_reschedule_date: "warning",
  awaiting_for_cancellation: "destructive",
  in_transit: "default",
  delivered: "success",
  cancelled: "outline",
};

/** A job's request_status with its SPEC.md §4 title. */
export function JobStatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  const known = parseJobStatus(status);
  return (
    <Badge variant={known ? VARIANTS[known] : "outline"} className={className} data-status={known ?? status ?? ""}>
      {jobStatusTitle(status)}
    </Badge>
  );
}
