import Link from "next/link";
import { MapPinIcon, FlagIcon, UserIcon } from "lucide-react";
import { JobStatusBadge } from "@/components/jobs/job-status-badge";
import type { JobRow } from "@/components/jobs/job-row";
import { formatDateAndTime } from "@/lib/format/dates";

type Stop = { label: string; when: string | null; business: string; location: string; icon: React.ReactNode };

function StopBlock({ label, when, business, location, icon }: Stop) {
  return (
    <div className="flex min-w-0 gap-2.5">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">{icon}</span>
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium">{label}</span>
          {when ? <span className="text-xs text-muted-foreground">{when}</span> : null}
        </p>
        {business ? (
          <p className="truncate" title={business}>
            {business}
          </p>
        ) : null}
        <p className="line-clamp-2 text-muted-foreground" title={location}>
          {location}
        </p>
      </div>
    </div>
  );
}

/** SPEC.md §2 quick-access card; the whole card opens the job. */
export function JobCard({ job, href }: { job: JobRow; href: string }) {
  return (
    <article className="relative grid gap-3 rounded-lg border bg-card p-4 transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:border-primary/40 hover:bg-accent/40">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold">
            <Link href={href} className="outline-none after:absolute after:inset-0 after:content-['']">
              Job #{job.id}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">{job.companyName}</p>
        </div>
        <JobStatusBadge status={job.request_status} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <StopBlock
          label="Pickup"
          when={formatDateAndTime(job.pickup_date, job.pickup_time, "Date not set", job.pickup_timezone)}
          business={job.pickup_business_name ?? ""}
          location={job.pickup_location ?? ""}
          icon={<MapPinIcon className="size-3.5" aria-hidden="true" />}
        />
        <StopBlock
          label="Dropoff"
          when={job.dropoff_date ? formatDateAndTime(job.dropoff_date, job.dropoff_time, "-", job.dropoff_timezone) : null}
          business={job.dropoff_business_name ?? ""}
          location={job.dropoff_location ?? ""}
          icon={<FlagIcon className="size-3.5" aria-hidden="true" />}
        />
      </div>
      <p className="flex items-center gap-2 border-t pt-3 text-sm">
        <UserIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        {job.driver_name ? <span>{job.driver_name}</span> : <span className="text-muted-foreground">driver not assigned</span>}
      </p>
    </article>
  );
}
