import { LocalTime } from "@/components/ui/local-time";
import { HistoryIcon } from "lucide-react";
import { JOB_EVENTS, type JobEvent } from "@/lib/jobs/lifecycle";
import { jobStatusTitle } from "@/lib/jobs/statuses";
import { DetailCard, EmptyNote } from "./detail-card";
import type { TimelineEntry } from "./job-view";

/** A change of status shows its status; anything else what happened ("Rescheduled"). */
const timelineTitle = (entry: TimelineEntry) =>
  entry.event && entry.event in JOB_EVENTS ? JOB_EVENTS[entry.event as JobEvent] : jobStatusTitle(entry.status);

/** The job log: step number, status title, 'by' user and date (SPEC.md §2). */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <DetailCard title="Timeline" icon={HistoryIcon}>
      {entries.length === 0 ? (
        <EmptyNote>No timeline available</EmptyNote>
      ) : (
        <ol className="relative space-y-5" aria-label="Job timeline" data-testid="timeline">
          {entries.map((entry, index) => (
            <li key={entry.id} className="relative flex gap-3">
              {index < entries.length - 1 ? (
                <span className="absolute top-8 bottom-[-1.25rem] left-[0.9375rem] w-px bg-border" aria-hidden="true" />
              ) : null}
              <span
                className="relative flex size-8 shrink-0 items-center justify-center rounded-full border bg-background text-xs font-semibold text-primary"
                aria-label={`Step ${index + 1}`}
              >
                {index + 1}
              </span>
              <div className="min-w-0 pt-1">
                <p className="text-sm font-medium">{timelineTitle(entry)}</p>
                <p className="text-xs text-muted-foreground">
                  by <span className="text-foreground">{entry.by}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  <LocalTime value={entry.at} />
                </p>
                {entry.note ? <p className="mt-1 text-xs break-words text-muted-foreground italic">“{entry.note}”</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </DetailCard>
  );
}
