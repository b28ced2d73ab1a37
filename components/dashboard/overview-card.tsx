import { BanIcon, CalendarClockIcon, CheckCircle2Icon, FileWarningIcon, LayersIcon, TruckIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { JobsOverview } from "@/lib/jobs/queries/jobs-overview";

const FIGURES: { key: Exclude<keyof JobsOverview, "pendingJobs">; label: string; icon: React.ComponentType<{ className?: string }> }[] = [
  { key: "totalJobs", label: "Total job requests", icon: LayersIcon },
  { key: "completedJobs", label: "Completed jobs", icon: CheckCircle2Icon },
  { key: "pomissingjobs", label: "PO missing", icon: FileWarningIcon },
  { key: "awaiting_reschedule_Jobs", label: "Awaiting Reschedule date", icon: CalendarClockIcon },
  { key: "inTransitjobs", label: "In-transit", icon: TruckIcon },
  { key: "cancelledJobs", label: "Cancelled", icon: BanIcon },
];

/** SPEC.md §2 "Overview": the seven figures of jobs-overview. */
export function OverviewCard({ overview }: { overview: JobsOverview }) {
  return (
    <Card role="region" aria-labelledby="overview-title" className="gap-4">
      <CardHeader>
        <CardTitle id="overview-title" className="text-lg">
          Overview
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="rounded-lg bg-primary/5 p-4">
          <p className="text-3xl font-semibold tabular-nums" data-figure="pendingJobs">
            {overview.pendingJobs}
          </p>
          <p className="text-sm text-muted-foreground">job requests still waiting for approval</p>
        </div>
        <dl className="divide-y">
          {FIGURES.map(({ key, label, icon: Icon }) => (
            <div key={key} className="flex items-center gap-3 py-2.5">
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <dt className="flex-1 text-sm">{label}</dt>
              <dd className="font-semibold tabular-nums" data-figure={key}>
                {overview[key]}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
