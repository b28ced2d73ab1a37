import { ArrowDownIcon, CarIcon } from "lucide-react";
import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import type { DriverJobView } from "@/lib/driver-link/load-driver-page";
import { routeSide } from "@/lib/format/route-text";

/** The job summary at the top of every driver page: number, status, vehicle and the route. */
export function JobBanner({ job }: { job: DriverJobView }) {
  return (
    <section aria-label="Job summary" className="rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <p className="text-base font-semibold">Job #{job.id}</p>
        <JobStatusBadge status={job.request_status} />
      </div>
      <p className="mt-2 flex items-center gap-2 text-sm">
        <CarIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 truncate">
          {job.vehicle_year} {job.vehicle_make} {job.vehicle_model}
        </span>
        <span className="ml-auto shrink-0 font-mono text-xs text-muted-foreground">{job.vin_number}</span>
      </p>
      <div className="mt-3 grid gap-1 text-sm">
        <p className="flex items-baseline gap-2">
          <span className="w-5 shrink-0 rounded bg-success/15 text-center text-[11px] font-semibold text-success">P</span>
          <span className="min-w-0 break-words">{routeSide(job.pickup_business_name, job.pickup_location)}</span>
        </p>
        <ArrowDownIcon className="ml-1 size-3 text-muted-foreground" aria-hidden="true" />
        <p className="flex items-baseline gap-2">
          <span className="w-5 shrink-0 rounded bg-destructive/10 text-center text-[11px] font-semibold text-destructive">O</span>
          <span className="min-w-0 break-words">{routeSide(job.dropoff_business_name, job.dropoff_location)}</span>
        </p>
      </div>
    </section>
  );
}
